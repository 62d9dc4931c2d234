import { Link } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';

/** What went wrong: a page that does not exist, a shop too busy for this visitor (429), or a failure. */
export type ErrorKind = 'notFound' | 'busy' | 'failed';

const STATUS: Record<ErrorKind, string> = { notFound: '404', busy: '429', failed: '500' };

export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const t = useT();
  const locale = useLocale();
  const title = {
    notFound: 'error.notFoundTitle',
    busy: 'error.busyTitle',
    failed: 'error.genericTitle',
  } as const;
  const text = {
    notFound: 'error.notFoundText',
    busy: 'error.busyText',
    failed: 'error.genericText',
  } as const;
  return (
    <div className="container error-page">
      <p className="eyebrow">{STATUS[kind]}</p>
      <h1>{t(title[kind])}</h1>
      <p>{t(text[kind])}</p>
      <p>
        <Link to={`/${locale}`} className="button button-primary">
          {t('error.backHome')}
        </Link>
      </p>
    </div>
  );
}
