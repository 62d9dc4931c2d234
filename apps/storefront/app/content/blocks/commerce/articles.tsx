import type { ArticleSearch, ArticleSummary } from '@ridgeline/contracts';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Notice } from '../../../components/notice.tsx';
import { useLocale, useT } from '../../../lib/hooks.ts';
import type { Locale } from '../../../lib/locale.ts';
import { localePath } from '../../../lib/urls.ts';
import type { BlockProps } from '../../block.ts';
import { ContentImage } from '../../content-image.tsx';
import { ARTICLE_CARD_FRAME, frameProps } from '../../image-sizes.ts';
import {
  articlePageSize,
  FACET_LIMITS,
  facetHiddenAt,
  SKELETON_CARDS,
  tagIdsOf,
  toggleTag,
} from './logic.ts';

export const formatArticleDate = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** An article's card: picture, eyebrow, title linked to the article, and its date. */
export function ArticleCard({
  article,
  hideDate = false,
  priority = false,
  headingLevel = 3,
}: {
  article: ArticleSummary;
  hideDate?: boolean;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const locale = useLocale();
  const href = localePath(locale, article.url);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="ag-card">
      {article.picture ? (
        <Link to={href} className="ag-card-media" tabIndex={-1} aria-hidden="true">
          <ContentImage
            media={{ url: article.picture.url, alt: '' }}
            {...frameProps(ARTICLE_CARD_FRAME)}
            priority={priority}
          />
        </Link>
      ) : null}
      {article.eyebrow ? <p className="eyebrow">{article.eyebrow}</p> : null}
      <Heading className="ag-card-title">
        <Link to={href}>{article.title}</Link>
      </Heading>
      {!hideDate && article.publishedOn ? (
        <p className="muted small">
          <time dateTime={article.publishedOn}>{formatArticleDate(article.publishedOn, locale)}</time>
        </p>
      ) : null}
    </article>
  );
}

/** An article-page document placed as a block (a collection's card, a slot): its card. */
export function ArticlePageBlock({ block, position }: BlockProps<'article-page'>) {
  const { fields } = block;
  const slug = fields.slug ?? block.id;
  const article: ArticleSummary = {
    id: block.id,
    slug,
    url: `/journal/${slug}`,
    title: fields.title,
    eyebrow: fields.eyebrow ?? null,
    picture: fields.picture ? { url: fields.picture.url, alt: fields.picture.alt } : null,
    publishedOn: fields.publishedOn ?? null,
    tags: fields.tags,
  };
  return <ArticleCard article={article} priority={position === 0} />;
}

/**
 * Article grids' first pages, fetched by the page's loader (so the journal's grid is in the HTML for
 * search engines and paints without waiting for script), by block id.
 */
export const ArticleGridData = createContext<Record<string, ArticleSearch>>({});

function SkeletonGrid() {
  return (
    <ul className="ag-grid ag-skeleton" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <li key={index} className="ag-skeleton-card" />
      ))}
    </ul>
  );
}

/**
 * The article grid (spec 3 sections 3, 4 and 9): a tag filter bar (4, 10 or 20 topics before "see more"
 * on small, medium and large screens), the articles, load more (offset plus the page size), clear all
 * (back to the initial tags); toggling a tag starts again at offset 0. A skeleton of 16 cards shows while
 * the first page loads; a failure is logged and ends the loading state.
 */
export function ArticleGridBlock({ block, position }: BlockProps<'article-grid'>) {
  const { fields } = block;
  const t = useT();
  const locale = useLocale();
  const prefetched = useContext(ArticleGridData)[block.id];
  const initialTags = tagIdsOf(fields.initialQuery);
  const scope = tagIdsOf(fields.initialQueryNotFiltered);
  const pageSize = articlePageSize(fields);
  const [tags, setTags] = useState<string[]>(initialTags);
  const [articles, setArticles] = useState<ArticleSummary[]>(prefetched?.result ?? []);
  const [facets, setFacets] = useState(prefetched?.facets ?? []);
  const [numFound, setNumFound] = useState(prefetched?.numFound ?? 0);
  const [loading, setLoading] = useState(!prefetched);
  const [failed, setFailed] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const request = useRef(0);

  async function load(nextTags: string[], offset: number) {
    const id = ++request.current;
    setLoading(true);
    setFailed(false);
    const query = new URLSearchParams({ offset: String(offset), limit: String(pageSize) });
    for (const tag of nextTags) query.append('tagId', tag);
    for (const tag of scope) query.append('scopeTagId', tag);
    try {
      const response = await fetch(`/${locale}/content/articles?${query}`, {
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`article search answered ${response.status}`);
      const answer = (await response.json()) as ArticleSearch;
      if (id !== request.current) return;
      setArticles((shown) => (offset === 0 ? answer.result : [...shown, ...answer.result]));
      setFacets(answer.facets);
      setNumFound(answer.numFound);
    } catch (error) {
      console.error(error);
      if (id === request.current) setFailed(true);
    } finally {
      if (id === request.current) setLoading(false);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page, once, when the loader did not fetch it
  useEffect(() => {
    if (!prefetched) void load(initialTags, 0);
  }, []);

  const choose = (next: string[]) => {
    setTags(next);
    void load(next, 0);
  };
  const changed = tags.length !== initialTags.length || tags.some((tag) => !initialTags.includes(tag));
  const moreAt = (Object.keys(FACET_LIMITS) as (keyof typeof FACET_LIMITS)[])
    .filter((size) => facets.length > FACET_LIMITS[size])
    .map((size) => `ag-more-${size}`)
    .join(' ');
  const Title = position === 0 ? 'h1' : 'h2';
  const columns = {
    '--ag-cols-sm': fields.gridSize.sm,
    '--ag-cols-md': fields.gridSize.md,
    '--ag-cols-lg': fields.gridSize.lg,
  } as React.CSSProperties;
  const firstLoad = loading && articles.length === 0;

  return (
    <section className="ag container" aria-labelledby={fields.title ? `ag-${block.id}` : undefined}>
      {fields.title ? (
        <Title id={`ag-${block.id}`} className="ag-title">
          {fields.title}
        </Title>
      ) : null}
      {fields.showFilterBar && facets.length > 0 ? (
        <div className={`ag-filters${expanded ? ' is-expanded' : ''}`}>
          <ul className="ag-tags" aria-label={t('commerceBlocks.articles.filters')}>
            {facets.map((facet, index) => (
              <li
                key={facet.id}
                className={facetHiddenAt(index)
                  .map((size) => `ag-over-${size}`)
                  .join(' ')}
              >
                <button
                  type="button"
                  className="chip ag-tag"
                  aria-pressed={tags.includes(facet.id)}
                  onClick={() => choose(toggleTag(tags, facet.id))}
                >
                  {facet.label} <span className="muted">({facet.count})</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="ag-filter-actions">
            <button
              type="button"
              className={`link-button ag-see-more ${moreAt}`}
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? t('commerceBlocks.articles.seeLess') : t('commerceBlocks.articles.seeMore')}
            </button>
            {changed ? (
              <button type="button" className="link-button" onClick={() => choose(initialTags)}>
                {t('commerceBlocks.articles.clearAll')}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      <p className="muted small" aria-live="polite">
        {firstLoad
          ? t('commerceBlocks.articles.loading')
          : t('commerceBlocks.articles.shown', {
              shown: articles.length,
              count: t('commerceBlocks.articles.count', { count: numFound }),
            })}
      </p>
      {failed ? <Notice type="error">{t('commerceBlocks.articles.error')}</Notice> : null}
      {firstLoad ? (
        <SkeletonGrid />
      ) : articles.length === 0 && !failed ? (
        <p>{t('commerceBlocks.articles.none')}</p>
      ) : (
        <ul className="ag-grid" style={columns} aria-busy={loading}>
          {articles.map((article, index) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                hideDate={fields.hidePageDate}
                priority={position === 0 && index < 2}
              />
            </li>
          ))}
        </ul>
      )}
      {fields.loadMore && articles.length > 0 && articles.length < numFound ? (
        <p className="center">
          <button
            type="button"
            className="button button-secondary"
            disabled={loading}
            onClick={() => void load(tags, articles.length)}
          >
            {loading ? t('commerceBlocks.articles.loading') : t('commerceBlocks.articles.loadMore')}
          </button>
        </p>
      ) : null}
    </section>
  );
}
