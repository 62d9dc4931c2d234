import { PRODUCT_BADGES, PRODUCT_TYPES } from '@ridgeline/contracts';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { refusalOf } from '@ridgeline/storefront/lib/forms.server.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form, Link } from 'react-router';
import { CursorPager } from '../components/cursor-pager.tsx';
import { type Column, DataTable } from '../components/data-table.tsx';
import { FilterActions } from '../components/filter-actions.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { productSearchOf } from '../lib/catalogue-forms.server.ts';
import { useT } from '../lib/hooks.ts';
import type { Route } from './+types/products';

const PAGE_SIZE = 25;

// The contracts' lists reach the page as data: their module holds zod schemas the browser does not need.
const productTypes: readonly string[] = PRODUCT_TYPES;
const badges: readonly string[] = PRODUCT_BADGES;

/** The products (catalogue:write): searched and filtered by the API, in id order, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const { filters, query } = productSearchOf(new URL(request.url), PAGE_SIZE);
  try {
    const categories = await signedIn(request, () => api.call('categories'));
    const base = { filters, productTypes, badges, categories: categories.items };
    if (!query.success) return { ...base, page: null, error: t('admin.products.badSearch') };
    const page = await api.call('products', { query: query.data });
    return { ...base, page, error: null };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    return {
      filters,
      productTypes,
      badges,
      categories: [],
      page: null,
      error: refusalOf(error, t, t('admin.products.loadFailed')),
    };
  }
}

type Summary = NonNullable<Route.ComponentProps['loaderData']['page']>['items'][number];

export default function Products({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { filters, productTypes, categories, page, error } = loaderData;
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  const columns: Column<Summary>[] = [
    {
      id: 'id',
      header: t('admin.products.id'),
      cell: (product) => <Link to={`/products/${product.id}`}>{product.id}</Link>,
    },
    { id: 'name', header: t('admin.products.name'), cell: (product) => product.name },
    { id: 'brand', header: t('admin.products.brand'), cell: (product) => product.brand },
    { id: 'type', header: t('admin.products.productType'), cell: (product) => product.productType },
    {
      id: 'category',
      header: t('admin.products.category'),
      cell: (product) => categoryName.get(product.categoryId) ?? product.categoryId,
    },
    {
      id: 'badge',
      header: t('admin.products.badge'),
      cell: (product) =>
        product.badge ? t(`admin.products.badge.${product.badge as 'new'}`) : t('admin.products.badge.none'),
    },
    {
      id: 'status',
      header: t('admin.products.status'),
      cell: (product) =>
        t(product.enabled ? 'admin.products.status.enabled' : 'admin.products.status.disabled'),
    },
  ];
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.products.title') })}</title>
      <h1>{t('admin.products.title')}</h1>
      <p>
        <Link className="button button-primary" to="/products/new">
          {t('admin.products.new')}
        </Link>
      </p>
      <Form method="get" className="admin-filters" aria-labelledby="product-filters">
        <h2 id="product-filters">{t('admin.products.filters')}</h2>
        <div className="field">
          <label htmlFor="q">{t('admin.products.q')}</label>
          <input id="q" name="q" type="search" defaultValue={filters.q ?? ''} maxLength={120} />
        </div>
        <div className="field">
          <label htmlFor="categoryId">{t('admin.products.category')}</label>
          <select id="categoryId" name="categoryId" defaultValue={filters.categoryId ?? ''}>
            <option value="">{t('admin.products.any')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {`${'\u2003'.repeat(category.depth)}${category.name}`}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="productType">{t('admin.products.productType')}</label>
          <select id="productType" name="productType" defaultValue={filters.productType ?? ''}>
            <option value="">{t('admin.products.any')}</option>
            {productTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="enabled">{t('admin.products.shown')}</label>
          <select id="enabled" name="enabled" defaultValue={filters.enabled ?? ''}>
            <option value="">{t('admin.products.any')}</option>
            <option value="true">{t('admin.products.yes')}</option>
            <option value="false">{t('admin.products.no')}</option>
          </select>
        </div>
        <FilterActions
          submitLabel={t('admin.products.search')}
          clearTo="/products"
          clearLabel={t('admin.products.clear')}
        />
      </Form>
      {error ? <Notice type="error">{error}</Notice> : null}
      {page ? (
        <>
          <DataTable<Summary>
            caption={t('admin.products.caption')}
            rows={page.items}
            rowKey={(product) => product.id}
            empty={t('admin.products.empty')}
            columns={columns}
          />
          <CursorPager nextCursor={page.nextCursor} />
        </>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
