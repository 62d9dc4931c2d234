import {
  type AdminPriceRow,
  adminBulkPriceRequestSchema,
  adminPriceListQuerySchema,
  formatMoney,
} from '@ridgeline/contracts';
import { InlineConfirm } from '@ridgeline/storefront/components/confirm-action.tsx';
import { FormNotice } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import {
  fieldErrorReply,
  formErrorReply,
  parseForm,
  refusalOf,
  successReply,
} from '@ridgeline/storefront/lib/forms.server.ts';
import { type FormReply, fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { MorePager } from '../components/more-pager.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import type { Route } from './+types/prices';

const CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR'] as const;

/** Prices (prices:write, decision 071): one currency's prices, and one price set for the selected products. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const url = new URL(request.url);
  const parsed = adminPriceListQuerySchema.safeParse({
    q: url.searchParams.get('q') || undefined,
    currency: url.searchParams.get('currency') || undefined,
    start: url.searchParams.get('start') || undefined,
  });
  const query = parsed.success ? parsed.data : adminPriceListQuerySchema.parse({});
  try {
    const page = await signedIn(request, () => api.call('priceList', { query }));
    return { q: query.q ?? '', currency: query.currency, page, error: null };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    if (error instanceof Response) throw error;
    return {
      q: query.q ?? '',
      currency: query.currency,
      page: null,
      error: refusalOf(error, t, t('admin.prices.loadFailed')),
    };
  }
}

/** "59.99" as minor units; null when empty; NaN when it is not an amount. */
function minorOf(value: FormDataEntryValue | null): number | null {
  const text = String(value ?? '').trim();
  if (text === '') return null;
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
}

interface PriceReview {
  productIds: string[];
  currency: string;
  listAmount: number;
  saleAmount: number | null;
}

export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<FormReply & { review?: PriceReview }> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const productIds =
    intent === 'apply'
      ? String(form.get('productIds') ?? '')
          .split(',')
          .filter(Boolean)
      : form.getAll('productId').map(String);
  if (productIds.length === 0) return formErrorReply(t('admin.prices.nothingSelected'));
  // The contracts' request schema checks the form (Conform's server half); prices typed as 59.99.
  const fields = new FormData();
  for (const [i, id] of productIds.entries()) fields.set(`productIds[${i}]`, id);
  fields.set('currency', String(form.get('currency') ?? ''));
  const listAmount = minorOf(form.get('listPrice'));
  const saleAmount = minorOf(form.get('salePrice'));
  fields.set('listAmount', String(listAmount ?? ''));
  if (saleAmount !== null) fields.set('saleAmount', String(saleAmount));
  const submission = parseForm(fields, adminBulkPriceRequestSchema, t);
  if (submission.status !== 'success') {
    const field = submission.error?.saleAmount ? 'salePrice' : 'listPrice';
    return fieldErrorReply(field, t('admin.prices.badAmount'));
  }
  const parsed = { data: submission.value };
  if (intent !== 'apply') return { status: 'success', at: Date.now(), review: parsed.data };
  return signedIn(request, async () => {
    try {
      const result = await api.call('setPrices', { body: parsed.data });
      return successReply(t('admin.prices.updated', { count: result.updated }));
    } catch (error) {
      return refusalReply(error, t, []);
    }
  });
}

const major = (minor: number | null) =>
  minor === null ? '' : `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

export default function Prices({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { q, currency, page, error } = loaderData;
  const money = (amount: number, code: string = currency) => formatMoney(amount, code, locale);
  const review = actionData?.review;
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.prices.title') })}</title>
      <h1>{t('admin.prices.title')}</h1>
      <Form method="get" className="admin-filters" aria-labelledby="price-search">
        <h2 id="price-search">{t('admin.prices.find')}</h2>
        <div className="field">
          <label htmlFor="q">{t('admin.prices.search')}</label>
          <input id="q" name="q" type="search" defaultValue={q} maxLength={80} />
        </div>
        <div className="field">
          <label htmlFor="currency">{t('admin.prices.currency')}</label>
          <select id="currency" name="currency" defaultValue={currency}>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="submit" className="button button-primary">
            {t('admin.prices.find')}
          </button>
        </div>
      </Form>
      {review ? null : <FormNotice reply={actionData} />}
      {error ? <Notice type="error">{error}</Notice> : null}
      {review ? (
        <InlineConfirm
          question={t('admin.prices.confirmQuestion', {
            count: review.productIds.length,
            price: money(review.listAmount, review.currency),
          })}
          confirmLabel={t('admin.prices.confirm')}
          cancelLabel={t('admin.cancel')}
          cancelHref={`/prices?currency=${currency}&q=${encodeURIComponent(q)}`}
          fields={{
            intent: 'apply',
            productIds: review.productIds.join(','),
            currency: review.currency,
            listPrice: major(review.listAmount),
            salePrice: major(review.saleAmount),
          }}
        >
          {review.saleAmount !== null ? (
            <p>{t('admin.prices.confirmSale', { sale: money(review.saleAmount, review.currency) })}</p>
          ) : null}
          <p>{review.productIds.join(', ')}</p>
        </InlineConfirm>
      ) : null}
      {page ? (
        <>
          <DataTable<AdminPriceRow>
            caption={t('admin.prices.caption', { currency })}
            rows={page.items}
            rowKey={(row) => row.productId}
            empty={t('admin.prices.empty')}
            columns={[
              {
                id: 'select',
                header: t('admin.inventory.select'),
                cell: (row) => (
                  <input
                    type="checkbox"
                    name="productId"
                    value={row.productId}
                    form="price-form"
                    aria-label={t('admin.prices.selectRow', { name: `${row.name} (${row.productId})` })}
                  />
                ),
              },
              {
                id: 'product',
                header: t('admin.prices.product'),
                cell: (row) => `${row.name} (${row.productId})`,
              },
              {
                id: 'list',
                header: t('admin.prices.list'),
                cell: (row) => money(row.listAmount),
                numeric: true,
              },
              {
                id: 'sale',
                header: t('admin.prices.sale'),
                cell: (row) => (row.saleAmount === null ? t('admin.prices.noSale') : money(row.saleAmount)),
                numeric: true,
              },
            ]}
          />
          <MorePager start={page.start} pageSize={page.pageSize} hasMore={page.hasMore} />
          {page.items.length > 0 ? (
            <Form method="post" id="price-form" className="admin-filters" aria-labelledby="price-set">
              <h2 id="price-set">{t('admin.prices.set')}</h2>
              <input type="hidden" name="intent" value="review" />
              <input type="hidden" name="currency" value={currency} />
              <div className="field">
                <label htmlFor="listPrice">{t('admin.prices.newList')}</label>
                <input
                  id="listPrice"
                  name="listPrice"
                  required
                  inputMode="decimal"
                  aria-invalid={fieldErrorOf(actionData, 'listPrice') ? true : undefined}
                  aria-describedby={fieldErrorOf(actionData, 'listPrice') ? 'listPrice-error' : undefined}
                />
                {fieldErrorOf(actionData, 'listPrice') ? (
                  <p id="listPrice-error" className="field-error">
                    {fieldErrorOf(actionData, 'listPrice')}
                  </p>
                ) : null}
              </div>
              <div className="field">
                <label htmlFor="salePrice">{t('admin.prices.newSale')}</label>
                <input
                  id="salePrice"
                  name="salePrice"
                  inputMode="decimal"
                  aria-invalid={fieldErrorOf(actionData, 'salePrice') ? true : undefined}
                  aria-describedby={fieldErrorOf(actionData, 'salePrice') ? 'salePrice-error' : undefined}
                />
                {fieldErrorOf(actionData, 'salePrice') ? (
                  <p id="salePrice-error" className="field-error">
                    {fieldErrorOf(actionData, 'salePrice')}
                  </p>
                ) : null}
              </div>
              <div className="actions">
                <button type="submit" className="button button-primary">
                  {t('admin.prices.review')}
                </button>
              </div>
            </Form>
          ) : null}
        </>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
