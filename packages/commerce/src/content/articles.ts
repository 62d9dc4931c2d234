/**
 * The article search of spec 3 section 7 ("a search of type article ... offset, limit and a tagId list";
 * response: result, facets, numFound), on the article-page documents published at the instant, as pure
 * functions over their localized fields (decision 076).
 */

export interface ArticleTag {
  id: string;
  label: string;
}

/** What the search needs of an article-page document, its fields in the locale asked for. */
export interface ArticleSource {
  id: string;
  fields: Record<string, unknown>;
}

export interface ArticleSummary {
  id: string;
  slug: string;
  /** The storefront path of the article, without the locale. */
  url: string;
  title: string;
  eyebrow: string | null;
  picture: { url: string; alt: string } | null;
  publishedOn: string | null;
  tags: ArticleTag[];
}

export interface ArticleFacet extends ArticleTag {
  count: number;
}

export interface ArticleQuery {
  /** Articles with any of these tags (none: every article). */
  tagIds: readonly string[];
  /** The grid's fixed scope (its initialQueryNotFiltered): articles with any of these tags. */
  scopeTagIds: readonly string[];
  /** Only the article with this slug (or id). */
  slug?: string | undefined;
  /** Leave this article out (an article page's related content). */
  exclude?: string | undefined;
  offset: number;
  limit: number;
}

export interface ArticleSearchResult {
  result: ArticleSummary[];
  facets: ArticleFacet[];
  numFound: number;
  offset: number;
  limit: number;
}

/** The journal's path segment: articles live at /{locale}/journal/{slug}. */
export const JOURNAL_PATH = '/journal';

function tagsOf(fields: Record<string, unknown>): ArticleTag[] {
  const tags = Array.isArray(fields.tags) ? fields.tags : [];
  return tags.filter(
    (tag): tag is ArticleTag =>
      !!tag && typeof tag === 'object' && typeof tag.id === 'string' && typeof tag.label === 'string',
  );
}

export function articleSummary(source: ArticleSource): ArticleSummary {
  const { fields } = source;
  const slug = typeof fields.slug === 'string' && fields.slug ? fields.slug : source.id;
  const picture = fields.picture as { url?: unknown; alt?: unknown } | undefined;
  return {
    id: source.id,
    slug,
    url: `${JOURNAL_PATH}/${slug}`,
    title: typeof fields.title === 'string' ? fields.title : '',
    eyebrow: typeof fields.eyebrow === 'string' ? fields.eyebrow : null,
    picture:
      picture && typeof picture.url === 'string'
        ? { url: picture.url, alt: typeof picture.alt === 'string' ? picture.alt : '' }
        : null,
    publishedOn: typeof fields.publishedOn === 'string' ? fields.publishedOn : null,
    tags: tagsOf(fields),
  };
}

const hasAnyTag = (article: ArticleSummary, ids: readonly string[]) =>
  ids.length === 0 || article.tags.some((tag) => ids.includes(tag.id));

/** Newest first (undated last), then by title. */
function byDate(a: ArticleSummary, b: ArticleSummary): number {
  if (a.publishedOn !== b.publishedOn) {
    if (a.publishedOn === null) return 1;
    if (b.publishedOn === null) return -1;
    return a.publishedOn < b.publishedOn ? 1 : -1;
  }
  return a.title.localeCompare(b.title) || a.id.localeCompare(b.id);
}

/**
 * Filters, orders and pages the articles. Facets are the tags of the articles in scope (before the tag
 * filter, so the bar keeps every tag a shopper can add), most used first, each with its article count.
 */
export function searchArticles(sources: readonly ArticleSource[], query: ArticleQuery): ArticleSearchResult {
  const inScope = sources
    .map(articleSummary)
    .filter((article) => hasAnyTag(article, query.scopeTagIds))
    .filter((article) => article.id !== query.exclude)
    .filter((article) => !query.slug || article.slug === query.slug || article.id === query.slug);
  const counts = new Map<string, ArticleFacet>();
  for (const article of inScope) {
    for (const tag of article.tags) {
      const facet = counts.get(tag.id) ?? { ...tag, count: 0 };
      facet.count++;
      counts.set(tag.id, facet);
    }
  }
  const facets = [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const found = inScope.filter((article) => hasAnyTag(article, query.tagIds)).sort(byDate);
  return {
    result: found.slice(query.offset, query.offset + query.limit),
    facets,
    numFound: found.length,
    offset: query.offset,
    limit: query.limit,
  };
}
