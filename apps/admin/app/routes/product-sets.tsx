import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { data, Link, useSearchParams } from 'react-router';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useT } from '../lib/hooks.ts';
import type { Route } from './+types/product-sets';

/** Product sets ("shop the look", decision 086): the list, with a link to create one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  try {
    const sets = await signedIn(request, () => api.call('productSets'));
    return { items: sets.items };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    throw error;
  }
}

export default function ProductSets({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [search] = useSearchParams();
  const deleted = search.get('deleted');
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.productSets.title') })}</title>
      <h1>{t('admin.productSets.title')}</h1>
      {deleted ? (
        <Notice type="success">{t('admin.productSet.deleted', { productSetId: deleted })}</Notice>
      ) : null}
      <p>
        <Link className="button button-primary" to="/product-sets/new">
          {t('admin.productSets.new')}
        </Link>
      </p>
      {loaderData.items.length === 0 ? (
        <p className="empty-state">{t('admin.productSets.empty')}</p>
      ) : (
        <table className="data-table">
          <caption>{t('admin.productSets.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.productSets.id')}</th>
              <th scope="col">{t('admin.productSets.name')}</th>
              <th scope="col">{t('admin.productSets.products')}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.items.map((set) => (
              <tr key={set.id}>
                <td>
                  <Link to={`/product-sets/${set.id}`}>{set.id}</Link>
                </td>
                <td>{set.name}</td>
                <td>{set.productCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
