import { Link } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';

export function ErrorPage({ notFound }: { notFound: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="container error-page">
      <p className="eyebrow">{notFound ? '404' : '500'}</p>
      <h1>{notFound ? t('error.notFoundTitle') : t('error.genericTitle')}</h1>
      <p>{notFound ? t('error.notFoundText') : t('error.genericText')}</p>
      <p>
        <Link to={`/${locale}`} className="button button-primary">
          {t('error.backHome')}
        </Link>
      </p>
    </div>
  );
}
