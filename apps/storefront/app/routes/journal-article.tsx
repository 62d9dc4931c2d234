import { data, Link } from 'react-router';
import { referencedBlock } from '../content/block.ts';
import { relatedArticles } from '../content/blocks/commerce/articles.server.ts';
import { ArticleCard, formatArticleDate } from '../content/blocks/commerce/articles.tsx';
import { ContentImage } from '../content/content-image.tsx';
import { ARTICLE_HERO_FRAME, frameProps } from '../content/image-sizes.ts';
import { RichTextView } from '../content/rich-text.tsx';
import { articlesContent, fragmentContent } from '../lib/content-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import { localePath } from '../lib/urls.ts';
import type { Route } from './+types/journal-article';

/** An article of the journal (decision 076): /{locale}/journal/{slug}, with its related stories. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const api = context.api(localeOf(params));
  if (!/^[a-z0-9][a-z0-9-]{0,119}$/.test(params.slug)) throw data(null, { status: 404 });
  const found = await articlesContent(api, { slug: params.slug, limit: 1 });
  const summary = found.result[0];
  const document = summary ? await fragmentContent(api, summary.id) : null;
  const article = referencedBlock(document, 'article-page');
  if (!summary || !article) throw data(null, { status: 404 });
  return {
    translations: messagesFor(localeOf(params), ['commerceBlocks', 'discovery']),
    article,
    related: await relatedArticles(api, article),
    canonicalPath: localePath(localeOf(params), summary.url),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = metaTranslate(matches);
  const { fields } = loaderData.article;
  const description = fields.seoDescription ?? fields.eyebrow ?? fields.title;
  return [
    ...pageMeta(t('meta.page.title', { name: fields.title }), description),
    { property: 'og:type', content: 'article' },
    ...(fields.picture ? [{ property: 'og:image', content: fields.picture.url }] : []),
    ...(fields.publishedOn ? [{ property: 'article:published_time', content: fields.publishedOn }] : []),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: fields.title,
        description,
        ...(fields.publishedOn ? { datePublished: fields.publishedOn } : {}),
        ...(fields.picture ? { image: fields.picture.url } : {}),
        publisher: { '@type': 'Organization', name: 'Ridgeline' },
      },
    },
  ];
}

export default function JournalArticle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { article, related } = loaderData;
  const { fields } = article;
  return (
    <article className="journal-article">
      <div className="container narrow">
        <p className="small">
          <Link to={`/${locale}/journal`} className="text-link journal-back">
            {t('commerceBlocks.article.back')}
          </Link>
        </p>
        {fields.eyebrow ? <p className="eyebrow">{fields.eyebrow}</p> : null}
        <h1 className="journal-article-title">{fields.title}</h1>
        {fields.publishedOn ? (
          <p className="muted small">
            {t('commerceBlocks.article.published', { date: formatArticleDate(fields.publishedOn, locale) })}
          </p>
        ) : null}
        {fields.tags.length > 0 ? (
          <ul className="journal-article-tags" aria-label={t('commerceBlocks.article.tags')}>
            {fields.tags.map((tag) => (
              <li key={tag.id} className="chip">
                {tag.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {fields.picture ? (
        <div className="journal-article-hero">
          <ContentImage media={fields.picture} {...frameProps(ARTICLE_HERO_FRAME)} priority />
        </div>
      ) : null}
      <div className="container narrow journal-article-body">
        <RichTextView value={fields.body} minHeadingLevel={2} />
      </div>
      {related.length > 0 ? (
        <section className="container journal-related" aria-labelledby="journal-related-title">
          <h2 id="journal-related-title">{t('commerceBlocks.article.related')}</h2>
          <ul className="ag-grid">
            {related.map((entry) => (
              <li key={entry.id}>
                <ArticleCard article={entry} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
