import { data, isRouteErrorResponse } from 'react-router';
import { useSyncScroll } from '../components/sync-scroll.tsx';
import { asBlock } from '../content/block.ts';
import { ContentBlock } from '../content/registry.tsx';
import { previewQueryOf, previewShowcase } from '../lib/content-preview.server.ts';
import { useT } from '../lib/hooks.ts';
import { messagesFor } from '../lib/i18n.ts';
import { isLocale } from '../lib/locale.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/content-preview';

/**
 * The preview tool's viewer (spec 3 section 2): the documents of one type, each with its ID, name,
 * referrers count and modification date, rendered by the storefront's own blocks. Framed by the
 * back-office's preview tool; served under /admin so the operator's cookie comes with it.
 */
export const handle = { bare: true };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) throw data(null, { status: 404 });
  const locale = params.locale;
  const query = previewQueryOf(new URL(request.url));
  const translations = messagesFor(locale, ['admin', 'discovery', 'commerceBlocks']);
  if (!query.docType) return { translations, showcase: null };
  const showcase = await previewShowcase(request, context, locale, { ...query, docType: query.docType });
  return { translations, showcase };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [{ title: t('admin.preview.viewerTitle') }, { name: 'robots', content: 'noindex' }];
}

const parentWindow = () => (typeof window !== 'undefined' && window.parent !== window ? window.parent : null);

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { showcase } = loaderData;
  useSyncScroll(parentWindow);
  if (!showcase) return <p className="container preview-empty">{t('admin.preview.pickType')}</p>;
  if (showcase.results.length === 0)
    return <p className="container preview-empty">{t('admin.preview.noResults')}</p>;
  return (
    <ol className="preview-results">
      {showcase.results.map((result, index) => {
        const block = asBlock(result.document);
        return (
          <li key={result.id} className="preview-result">
            <dl className="container preview-facts">
              <div>
                <dt>{t('admin.preview.id')}</dt>
                <dd>{result.id}</dd>
              </div>
              <div>
                <dt>{t('admin.preview.name')}</dt>
                <dd>{result.name}</dd>
              </div>
              <div>
                <dt>{t('admin.preview.referrers')}</dt>
                <dd>{result.referrersCount}</dd>
              </div>
              <div>
                <dt>{t('admin.preview.modified')}</dt>
                <dd>
                  <time dateTime={result.modificationDate}>
                    {result.modificationDate.replace('T', ' ').slice(0, 16)} UTC
                  </time>
                </dd>
              </div>
            </dl>
            {block ? <ContentBlock block={block} position={index} /> : null}
          </li>
        );
      })}
    </ol>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const message = isRouteErrorResponse(error) ? (error.data as { message?: string } | null)?.message : null;
  return (
    <p className="container preview-empty" role="alert">
      {message ?? t('error.genericTitle')}
    </p>
  );
}

/** Drafts and scheduled content are for editors' eyes only: never kept by a browser or a CDN. */
export function headers() {
  return { 'cache-control': 'private, no-store' };
}
