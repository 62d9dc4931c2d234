import { data } from 'react-router';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { ListingBody, listingQuery, PAGE_SIZE } from '../components/listing.tsx';
import { slotsContent } from '../content/blocks/editorial/page-data.server.ts';
import { ContentModals, ContentPageSlots } from '../content/blocks/editorial/page-view.tsx';
import { isApiError } from '../lib/api.server.ts';
import { categoryContent } from '../lib/content-api.server.ts';
import { filterQuery } from '../lib/filters.ts';
import { messagesFor } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { breadcrumbJsonLd, originOf } from '../lib/seo.ts';
import { metaTranslate } from '../lib/translate.ts';
import { parseCategoryId } from '../lib/urls.ts';
import type { Route } from './+types/category';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const categoryId = parseCategoryId(params.slugId);
  if (!categoryId) throw data(null, { status: 404 });
  const api = context.api(localeOf(params));
  const url = new URL(request.url);
  const { start, sort } = listingQuery(url);
  // The category's landing content (spec 3: category/{siteId}/{categoryId}) is read beside the search.
  const landing = slotsContent(api, request, categoryContent(api, categoryId), 'category');
  try {
    const result = await api.search({
      categoryId,
      start,
      sort,
      count: PAGE_SIZE,
      ...filterQuery(url.searchParams),
    });
    if (!result.category) throw data(null, { status: 404 });
    return {
      translations: messagesFor(localeOf(params), ['discovery', 'commerceBlocks']),
      result,
      content: await landing,
    };
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    if (isApiError(error) && error.status === 400) throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  const category = loaderData?.result.category;
  const name = category?.name ?? '';
  const trail = category?.breadcrumbs.map((crumb) => crumb.name).join(' ') ?? name;
  return [
    ...pageMeta(t('meta.page.title', { name: trail }), t('meta.listing.description', { name: trail })),
    ...(category ? [breadcrumbJsonLd(originOf(matches), localeOf(params), category.breadcrumbs)] : []),
  ];
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  const category = result.category!;
  const crumbs = category.breadcrumbs.filter((crumb) => crumb.id !== category.id);
  return (
    <div className="container listing">
      <Breadcrumbs items={crumbs} current={category.name} />
      <h1 className="page-title">{category.name}</h1>
      {loaderData.content.page ? <ContentPageSlots page={loaderData.content.page} slots={['top']} /> : null}
      <ListingBody result={result} />
      {loaderData.content.page ? (
        <ContentPageSlots page={loaderData.content.page} slots={['bottom']} firstPosition={1} />
      ) : null}
      <ContentModals modals={loaderData.content.modals} />
    </div>
  );
}
