import { isRouteErrorResponse } from 'react-router';
import { useT } from '../lib/hooks.ts';

/** A section the operator's role does not open (403), or a page that failed to load. */
export function Forbidden({ error }: { error: unknown }) {
  const t = useT();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  if (!forbidden) console.error(error);
  const title = t(forbidden ? 'admin.forbidden.title' : 'admin.error.title');
  return (
    <>
      <title>{t('admin.meta.title', { page: title })}</title>
      <h1>{title}</h1>
      <p>{t(forbidden ? 'admin.forbidden.text' : 'admin.error.text')}</p>
    </>
  );
}
