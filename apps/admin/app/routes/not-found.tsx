import { data, Link } from 'react-router';
import { useT } from '../lib/hooks.ts';

export const loader = () => data(null, { status: 404 });

export default function NotFound() {
  const t = useT();
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.notFound.title') })}</title>
      <h1>{t('admin.notFound.title')}</h1>
      <p>
        <Link to="/">{t('admin.back')}</Link>
      </p>
    </>
  );
}
