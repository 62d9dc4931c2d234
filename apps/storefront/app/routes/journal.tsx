import { data } from 'react-router';
import { prefetchArticleGrids } from '../content/blocks/commerce/articles.server.ts';
import { ArticleGridData } from '../content/blocks/commerce/articles.tsx';
import { ContentSlot } from '../content/registry.tsx';
import { contentPage } from '../lib/content-api.server.ts';
import { messagesFor } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/journal';

/** The journal's landing page (decision 076): the content page `journal` (its article grid, stories). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const api = context.api(localeOf(params));
  const page = await contentPage(api, 'journal');
  if (!page) throw data(null, { status: 404 });
  const grids = await prefetchArticleGrids(api, page.slots);
  return {
    translations: messagesFor(localeOf(params), ['commerceBlocks', 'discovery']),
    seoTitle: typeof page.fields.seoTitle === 'string' ? page.fields.seoTitle : null,
    seoDescription: typeof page.fields.seoDescription === 'string' ? page.fields.seoDescription : null,
    slots: page.slots,
    grids,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return pageMeta(
    loaderData?.seoTitle ?? t('commerceBlocks.journal.metaTitle'),
    loaderData?.seoDescription ?? t('commerceBlocks.journal.metaDescription'),
  );
}

export default function Journal({ loaderData }: Route.ComponentProps) {
  const { slots, grids } = loaderData;
  const top = slots.top ?? [];
  const main = slots.main ?? [];
  return (
    <ArticleGridData.Provider value={grids}>
      <div className="journal">
        <ContentSlot blocks={top} />
        <ContentSlot blocks={main} firstPosition={top.length} />
        <ContentSlot blocks={slots.bottom} firstPosition={top.length + main.length} />
      </div>
    </ArticleGridData.Provider>
  );
}
