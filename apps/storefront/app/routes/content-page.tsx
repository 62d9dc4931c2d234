import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { loadContentPage } from '../content/blocks/editorial/page-data.server.ts';
import { ContentModals, ContentPageSlots, PAGE_SLOT_ORDER } from '../content/blocks/editorial/page-view.tsx';
import { fixedPageContent } from '../lib/content-api.server.ts';
import { messagesFor } from '../lib/i18n.ts';
import { errorMeta, localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/content-page';

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

/**
 * A content page of the site by slug (campaigns, stories): `/{locale}/pages/{slug}`, its SEO title and
 * description from the page document. An unknown or unpublished page is a 404 that shows the brand's
 * error-4xx content under the usual not-found message.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const api = context.api(locale);
  const translations = messagesFor(locale, ['discovery', 'commerceBlocks']);
  const content = SLUG.test(params.slug) ? await loadContentPage(api, request, params.slug) : null;
  if (!content) {
    const errorContent = await fixedPageContent(api, 'error-4xx').catch(() => null);
    throw data({ translations, errorContent }, { status: 404 });
  }
  return { translations, ...content };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  if (error || !loaderData) return errorMeta(t);
  const fields = loaderData.page.fields;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const title = text(fields.seoTitle) ?? text(fields.title) ?? loaderData.page.name;
  return pageMeta(title, text(fields.seoDescription) ?? '');
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="content-page">
      <ContentPageSlots page={loaderData.page} slots={PAGE_SLOT_ORDER} />
      <ContentModals modals={loaderData.modals} />
    </div>
  );
}

/** Not found: the not-found message, then the error-4xx content the brand published (ideas where to go). */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const errorContent = (
      error.data as { errorContent?: Parameters<typeof ContentPageSlots>[0]['page'] | null }
    )?.errorContent;
    return (
      <>
        <ErrorPage kind="notFound" />
        {errorContent ? <ContentPageSlots page={errorContent} slots={['main']} /> : null}
      </>
    );
  }
  throw error;
}
