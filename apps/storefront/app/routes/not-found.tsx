import { data } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { ContentSlot } from '../content/registry.tsx';
import { fixedPageContent } from '../lib/content-api.server.ts';
import { messagesFor } from '../lib/i18n.ts';
import { errorMeta, localeOf } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/not-found';

/**
 * Any unknown path: the friendly 404 page (status 404), with the error-4xx page's content below it
 * (help links; spec 3 section 2) when the path is under a locale.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const content = params.locale
    ? await fixedPageContent(context.api(locale), 'error-4xx').catch(() => null)
    : null;
  return data(
    {
      translations: messagesFor(locale, ['commerceBlocks', 'discovery']),
      content: content?.slots.main ?? [],
    },
    { status: 404 },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return errorMeta(metaTranslate(matches), true);
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ErrorPage kind="notFound" />
      {loaderData.content.length > 0 ? (
        <div className="container error-content">
          <ContentSlot blocks={loaderData.content} firstPosition={1} />
        </div>
      ) : null}
    </>
  );
}
