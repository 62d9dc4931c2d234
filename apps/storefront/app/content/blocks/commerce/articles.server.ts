import type { ArticleSearch, ArticleSummary, ContentDocument } from '@ridgeline/contracts';
import type { Api } from '../../../lib/api.server.ts';
import { articlesContent } from '../../../lib/content-api.server.ts';
import { asBlock, type Block } from '../../block.ts';
import { articlePageSize, RELATED_LIMIT, tagIdsOf } from './logic.ts';

/** The article-grid blocks among a page's slot blocks (directly placed ones). */
function articleGrids(slots: Record<string, unknown[]> | undefined): Block<'article-grid'>[] {
  return Object.values(slots ?? {})
    .flat()
    .map(asBlock)
    .filter((block): block is Block<'article-grid'> => block?.type === 'article-grid');
}

/** The first page of each article grid of a page, by block id, for the grids to render on the server. */
export async function prefetchArticleGrids(
  api: Api,
  slots: Record<string, unknown[]> | undefined,
): Promise<Record<string, ArticleSearch>> {
  const grids = articleGrids(slots);
  const answers = await Promise.all(
    grids.map((grid) =>
      articlesContent(api, {
        tagId: tagIdsOf(grid.fields.initialQuery),
        scopeTagId: tagIdsOf(grid.fields.initialQueryNotFiltered),
        offset: 0,
        limit: articlePageSize(grid.fields),
      }).catch((error) => {
        console.error(error);
        return null;
      }),
    ),
  );
  return Object.fromEntries(
    grids.flatMap((grid, index) => (answers[index] ? [[grid.id, answers[index]]] : [])),
  );
}

function summaryOf(document: ContentDocument): ArticleSummary | null {
  const block = asBlock(document);
  if (block?.type !== 'article-page') return null;
  const fields = (block as Block<'article-page'>).fields;
  const slug = fields.slug ?? block.id;
  return {
    id: block.id,
    slug,
    url: `/journal/${slug}`,
    title: fields.title,
    eyebrow: fields.eyebrow ?? null,
    picture: fields.picture ? { url: fields.picture.url, alt: fields.picture.alt } : null,
    publishedOn: fields.publishedOn ?? null,
    tags: fields.tags,
  };
}

/**
 * An article's related content: the ones its editor chose, then the newest sharing a tag with it, up to
 * 4 (spec 3 section 9).
 */
export async function relatedArticles(api: Api, article: Block<'article-page'>): Promise<ArticleSummary[]> {
  const chosen = (article.fields.related as unknown[])
    .map((reference) => summaryOf(reference as ContentDocument))
    .filter((summary): summary is ArticleSummary => summary !== null && summary.id !== article.id);
  if (chosen.length >= RELATED_LIMIT || article.fields.tags.length === 0)
    return chosen.slice(0, RELATED_LIMIT);
  const sameTags = await articlesContent(api, {
    tagId: article.fields.tags.map((tag) => tag.id),
    exclude: article.id,
    limit: RELATED_LIMIT + chosen.length,
  }).catch(() => null);
  const more = (sameTags?.result ?? []).filter((summary) => !chosen.some((entry) => entry.id === summary.id));
  return [...chosen, ...more].slice(0, RELATED_LIMIT);
}
