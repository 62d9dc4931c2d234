import {
  type AdminStockAdjustmentRequest,
  type AdminStockVariant,
  adminLowStockQuerySchema,
  adminStockAdjustmentRequestSchema,
  adminStockHistoryQuerySchema,
  ONLINE_LOCATION,
  STOCK_REASONS,
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
import { data, Form, Link } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { MorePager } from '../components/more-pager.tsx';
import { StatusTabs } from '../components/status-tabs.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import type { Route } from './+types/inventory';

const VIEWS = ['stock', 'low', 'holds', 'history'] as const;
type View = (typeof VIEWS)[number];

/**
 * Inventory (inventory:write, decision 071): a product's stock online and per store with a change form
 * for the selected variants (reviewed, then confirmed), low stock, the holds carts have, the history.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const url = new URL(request.url);
  const param = url.searchParams.get('status') ?? 'stock';
  const view: View = (VIEWS as readonly string[]).includes(param) ? (param as View) : 'stock';
  const q = url.searchParams.get('q')?.trim() ?? '';
  const empty = { view, q, stock: null, low: null, holds: null, history: null, error: null };
  try {
    return await signedIn(request, async () => {
      if (view === 'low') {
        const query = adminLowStockQuerySchema.parse({
          threshold: url.searchParams.get('threshold') || undefined,
          start: url.searchParams.get('start') || undefined,
        });
        return { ...empty, low: await api.call('lowStock', { query }) };
      }
      if (view === 'holds') return { ...empty, holds: await api.call('stockHolds') };
      if (view === 'history') {
        const parsed = adminStockHistoryQuerySchema.safeParse({
          upc: url.searchParams.get('upc') || undefined,
          start: url.searchParams.get('start') || undefined,
        });
        const query = parsed.success ? parsed.data : adminStockHistoryQuerySchema.parse({});
        return { ...empty, history: await api.call('stockHistory', { query }) };
      }
      if (q === '') return empty;
      return { ...empty, stock: (await api.call('stock', { query: { q } })).items };
    });
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    if (error instanceof Response) throw error;
    return { ...empty, error: refusalOf(error, t, t('admin.inventory.loadFailed')) };
  }
}

type Review = AdminStockAdjustmentRequest & { count: number };

/** 'review' checks the change and asks for confirmation; 'apply' sends it (all the variants or none). */
export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<FormReply & { review?: Review }> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  let lines: unknown;
  try {
    lines =
      intent === 'apply'
        ? JSON.parse(String(form.get('lines') ?? '[]'))
        : form
            .getAll('upc')
            .map((upc) => ({ upc: String(upc), location: String(form.get('location') ?? '') }));
  } catch {
    lines = [];
  }
  if (!Array.isArray(lines) || lines.length === 0)
    return formErrorReply(t('admin.inventory.nothingSelected'));
  // The contracts' request schema checks the form (Conform's server half), lines as lines[i].upc/location.
  const fields = new FormData();
  for (const [i, line] of (lines as { upc?: unknown; location?: unknown }[]).entries()) {
    fields.set(`lines[${i}].upc`, String(line?.upc ?? ''));
    fields.set(`lines[${i}].location`, String(line?.location ?? ''));
  }
  for (const name of ['mode', 'amount', 'reason', 'note']) {
    const value = form.get(name);
    if (typeof value === 'string' && value.trim() !== '') fields.set(name, value.trim());
  }
  const submission = parseForm(fields, adminStockAdjustmentRequestSchema, t);
  if (submission.status !== 'success') return fieldErrorReply('amount', t('admin.inventory.badAmount'));
  const parsed = { data: submission.value };
  if (intent !== 'apply')
    return { status: 'success', at: Date.now(), review: { ...parsed.data, count: lines.length } };
  return signedIn(request, async () => {
    try {
      const result = await api.call('adjustStock', { body: parsed.data });
      return successReply(t('admin.inventory.adjusted', { count: result.adjustments.length }));
    } catch (error) {
      return refusalReply(error, t, []);
    }
  });
}

function StockTable({ q, items }: { q: string; items: AdminStockVariant[] }) {
  const t = useT();
  return (
    <DataTable<AdminStockVariant>
      caption={t('admin.inventory.caption', { q })}
      rows={items}
      rowKey={(item) => item.upc}
      empty={t('admin.inventory.none', { q })}
      columns={[
        {
          id: 'select',
          header: t('admin.inventory.select'),
          cell: (item) => (
            <input
              type="checkbox"
              name="upc"
              value={item.upc}
              form="adjust-form"
              aria-label={t('admin.inventory.selectRow', {
                name: item.name,
                color: item.color,
                size: item.size,
              })}
            />
          ),
        },
        {
          id: 'variant',
          header: t('admin.inventory.variant'),
          cell: (item) => `${item.name} · ${item.color} · ${item.size}`,
        },
        { id: 'upc', header: t('admin.inventory.upc'), cell: (item) => item.upc },
        { id: 'online', header: t('admin.inventory.online'), cell: (item) => item.online, numeric: true },
        { id: 'held', header: t('admin.inventory.held'), cell: (item) => item.held, numeric: true },
        {
          id: 'available',
          header: t('admin.inventory.available'),
          cell: (item) => item.available,
          numeric: true,
        },
        {
          id: 'stores',
          header: t('admin.inventory.stores'),
          cell: (item) =>
            item.stores.length === 0
              ? t('admin.inventory.noStores')
              : item.stores.map((shelf) => `${shelf.name}: ${shelf.quantity}`).join(', '),
        },
        {
          id: 'history',
          header: t('admin.inventory.view.history'),
          cell: (item) => (
            <Link
              to={`?status=history&upc=${item.upc}`}
              aria-label={t('admin.inventory.historyOf', { upc: item.upc })}
            >
              {t('admin.inventory.historyLink')}
            </Link>
          ),
        },
      ]}
    />
  );
}

function AdjustForm({
  items,
  amountError,
}: {
  items: AdminStockVariant[];
  amountError?: string | undefined;
}) {
  const t = useT();
  const stores = new Map<string, string>();
  for (const item of items)
    for (const shelf of item.stores) stores.set(shelf.location, shelf.name ?? shelf.location);
  return (
    <Form method="post" id="adjust-form" className="admin-filters" aria-labelledby="adjust-title">
      <h2 id="adjust-title">{t('admin.inventory.adjust')}</h2>
      <input type="hidden" name="intent" value="review" />
      <div className="field">
        <label htmlFor="location">{t('admin.inventory.location')}</label>
        <select id="location" name="location" defaultValue={ONLINE_LOCATION}>
          <option value={ONLINE_LOCATION}>{t('admin.inventory.location.online')}</option>
          {[...stores].map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="mode">{t('admin.inventory.mode')}</label>
        <select id="mode" name="mode" defaultValue="add">
          <option value="add">{t('admin.inventory.mode.add')}</option>
          <option value="set">{t('admin.inventory.mode.set')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="amount">{t('admin.inventory.amount')}</label>
        <input
          id="amount"
          name="amount"
          type="number"
          step={1}
          required
          inputMode="numeric"
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? 'amount-error' : undefined}
        />
        {amountError ? (
          <p id="amount-error" className="field-error">
            {amountError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="reason">{t('admin.inventory.reason')}</label>
        <select id="reason" name="reason" defaultValue="received">
          {STOCK_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`admin.inventory.reason.${reason}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="note">{t('admin.inventory.note')}</label>
        <input id="note" name="note" maxLength={500} />
      </div>
      <div className="actions">
        <button type="submit" className="button button-primary">
          {t('admin.inventory.review')}
        </button>
      </div>
    </Form>
  );
}

export default function Inventory({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { view, q, stock, low, holds, history, error } = loaderData;
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const review = actionData?.review;
  const place = (location: string) =>
    location === ONLINE_LOCATION ? t('admin.inventory.location.online') : location;
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.inventory.title') })}</title>
      <h1>{t('admin.inventory.title')}</h1>
      <StatusTabs
        label={t('admin.inventory.views')}
        current={view}
        tabs={VIEWS.map((name) => ({ status: name, label: t(`admin.inventory.view.${name}`) }))}
      />
      {review ? null : <FormNotice reply={actionData} />}
      {error ? <Notice type="error">{error}</Notice> : null}
      {review ? (
        <InlineConfirm
          question={t('admin.inventory.confirmQuestion', { count: review.count })}
          confirmLabel={t('admin.inventory.confirm')}
          cancelLabel={t('admin.cancel')}
          cancelHref={`/inventory?q=${encodeURIComponent(q)}`}
          fields={{
            intent: 'apply',
            lines: JSON.stringify(review.lines),
            mode: review.mode,
            amount: String(review.amount),
            reason: review.reason,
            note: review.note ?? '',
          }}
        >
          <p>
            {t(review.mode === 'add' ? 'admin.inventory.confirmAdd' : 'admin.inventory.confirmSet', {
              amount: review.amount,
              location: place(review.lines[0]?.location ?? ONLINE_LOCATION),
              reason: t(`admin.inventory.reason.${review.reason}`),
            })}
          </p>
          <ul>
            {review.lines.map((line) => (
              <li key={`${line.location}:${line.upc}`}>{line.upc}</li>
            ))}
          </ul>
        </InlineConfirm>
      ) : null}
      {view === 'stock' ? (
        <>
          <Form method="get" className="admin-filters" aria-labelledby="stock-search">
            <h2 id="stock-search">{t('admin.inventory.view.stock')}</h2>
            <div className="field">
              <label htmlFor="q">{t('admin.inventory.search')}</label>
              <input
                id="q"
                name="q"
                type="search"
                defaultValue={q}
                maxLength={40}
                aria-describedby="q-hint"
              />
              <p id="q-hint" className="hint">
                {t('admin.inventory.searchHint')}
              </p>
            </div>
            <div className="actions">
              <button type="submit" className="button button-primary">
                {t('admin.inventory.find')}
              </button>
            </div>
          </Form>
          {stock === null ? (
            <p className="empty-state">{t('admin.inventory.prompt')}</p>
          ) : (
            <>
              <StockTable q={q} items={stock} />
              {stock.length > 0 ? (
                <AdjustForm items={stock} amountError={fieldErrorOf(actionData, 'amount')} />
              ) : null}
            </>
          )}
        </>
      ) : null}
      {low ? (
        <>
          <Form method="get" className="admin-filters" aria-labelledby="low-filter">
            <h2 id="low-filter">{t('admin.inventory.view.low')}</h2>
            <input type="hidden" name="status" value="low" />
            <div className="field">
              <label htmlFor="threshold">{t('admin.inventory.threshold')}</label>
              <input
                id="threshold"
                name="threshold"
                type="number"
                min={0}
                max={10000}
                defaultValue={low.threshold}
              />
            </div>
            <div className="actions">
              <button type="submit" className="button button-primary">
                {t('admin.inventory.show')}
              </button>
            </div>
          </Form>
          <DataTable
            caption={t('admin.inventory.lowCaption', { threshold: low.threshold })}
            rows={low.items}
            rowKey={(item) => item.upc}
            empty={t('admin.inventory.lowEmpty')}
            columns={[
              {
                id: 'variant',
                header: t('admin.inventory.variant'),
                cell: (item) => (
                  <Link to={`?q=${item.upc}`}>{`${item.name} · ${item.color} · ${item.size}`}</Link>
                ),
              },
              { id: 'upc', header: t('admin.inventory.upc'), cell: (item) => item.upc },
              {
                id: 'quantity',
                header: t('admin.inventory.quantity'),
                cell: (item) => item.quantity,
                numeric: true,
              },
            ]}
          />
          <MorePager start={low.start} pageSize={low.pageSize} hasMore={low.hasMore} />
        </>
      ) : null}
      {holds ? (
        <DataTable
          caption={t('admin.inventory.holdsCaption')}
          rows={holds.items}
          rowKey={(item) => `${item.cart}:${item.upc}`}
          empty={t('admin.inventory.holdsEmpty')}
          columns={[
            { id: 'variant', header: t('admin.inventory.variant'), cell: (item) => item.name },
            { id: 'upc', header: t('admin.inventory.upc'), cell: (item) => item.upc },
            { id: 'cart', header: t('admin.inventory.cart'), cell: (item) => item.cart },
            { id: 'units', header: t('admin.inventory.units'), cell: (item) => item.qty, numeric: true },
            { id: 'until', header: t('admin.inventory.until'), cell: (item) => date(item.expiresAt) },
          ]}
        />
      ) : null}
      {history ? (
        <>
          <DataTable
            caption={t('admin.inventory.historyCaption')}
            rows={history.items}
            rowKey={(item) => item.id}
            empty={t('admin.inventory.historyEmpty')}
            columns={[
              { id: 'when', header: t('admin.inventory.when'), cell: (item) => date(item.createdAt) },
              { id: 'upc', header: t('admin.inventory.upc'), cell: (item) => item.upc },
              { id: 'where', header: t('admin.inventory.location'), cell: (item) => place(item.location) },
              {
                id: 'reason',
                header: t('admin.inventory.reason'),
                cell: (item) =>
                  `${t(`admin.inventory.reason.${item.reason as 'received'}`)}${item.note ? ` (${item.note})` : ''}`,
              },
              {
                id: 'before',
                header: t('admin.inventory.before'),
                cell: (item) => item.before,
                numeric: true,
              },
              { id: 'after', header: t('admin.inventory.after'), cell: (item) => item.after, numeric: true },
              { id: 'who', header: t('admin.inventory.who'), cell: (item) => item.actorName ?? item.actorId },
            ]}
          />
          <MorePager start={history.start} pageSize={history.pageSize} hasMore={history.hasMore} />
        </>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
