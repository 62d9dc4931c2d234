import {
  type AdminOrderDetail,
  adminOrderParamsSchema,
  errorMessage,
  formatMoney,
  RESENDABLE_EMAILS,
} from '@ridgeline/contracts';
import { ConfirmAction, InlineConfirm } from '@ridgeline/storefront/components/confirm-action.tsx';
import { Field, FormNotice } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { refusalOf } from '@ridgeline/storefront/lib/forms.server.ts';
import { fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import type { ReactNode } from 'react';
import { data, Form, Link, useRouteLoaderData } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { ReturnsSection } from '../components/returns-section.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { type ShellData, useLocale, useT } from '../lib/hooks.ts';
import { may } from '../lib/operator.ts';
import { type OrderReply, orderAction } from '../lib/order-forms.server.ts';
import {
  CANCELLABLE_STATUSES,
  FULFILLABLE_STATUSES,
  nextSteps,
  shipmentStateKey,
  siteName,
  statusKey,
} from '../lib/orders.ts';
import { returnAction } from '../lib/return-forms.server.ts';
import type { Route } from './+types/order';

/** One order (orders:read); an unknown number is the API's OHS4004, worded in the operator's language. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const search = new URL(request.url).searchParams;
  const confirming = search.get('confirm') === 'cancel';
  // The no-JavaScript confirmation of a return's refund or cancellation: `<step>:<returnId>`.
  const confirmReturn = search.get('confirmReturn');
  const none = { returns: null, returnsError: null, confirmReturn };
  const parsed = adminOrderParamsSchema.safeParse({ orderNumber: params.orderNumber.toUpperCase() });
  if (!parsed.success) {
    return data(
      { order: null, missing: errorMessage('OHS4004', api.locale), confirming, ...none },
      { status: 404 },
    );
  }
  try {
    const [order, returns] = await signedIn(request, () =>
      Promise.all([
        api.call('order', { params: parsed.data }),
        // The returns are a section of the page: when they cannot be read, the rest of the order still shows.
        api
          .call('orderReturns', { params: parsed.data })
          .then((found) => ({ found, error: null }))
          .catch((error: unknown) => {
            if (isApiError(error, 'ADM401') || isApiError(error, 'ADM403') || isApiError(error, 'OHS4004')) {
              throw error;
            }
            return { found: null, error: refusalOf(error, t) };
          }),
      ]),
    );
    return {
      order,
      missing: null,
      confirming,
      returns: returns.found,
      returnsError: returns.error,
      confirmReturn,
    };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    if (isApiError(error, 'OHS4004')) {
      return data({ order: null, missing: refusalOf(error, t), confirming, ...none }, { status: 404 });
    }
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<OrderReply> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const orderNumber = params.orderNumber.toUpperCase();
  if (intent.startsWith('return-')) {
    return signedIn(request, () => returnAction(api, t, orderNumber, intent, form));
  }
  return signedIn(request, () => orderAction(api, t, orderNumber, form));
}

type Order = AdminOrderDetail;

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { order, missing, confirming, returns, returnsError, confirmReturn } = loaderData;
  const operator = useShellOperator();
  if (!order) {
    return (
      <>
        <title>{t('admin.meta.title', { page: t('admin.order.notFound') })}</title>
        <h1>{t('admin.order.notFound')}</h1>
        <Notice type="error">{missing}</Notice>
        <p>
          <Link to="/orders">{t('admin.order.backToList')}</Link>
        </p>
      </>
    );
  }
  return (
    <OrderDetail
      order={order}
      reply={actionData}
      confirming={confirming}
      returns={
        <ReturnsSection
          data={returns}
          loadError={returnsError}
          reply={actionData}
          canManage={may(operator, 'orders:refund')}
          confirming={confirmReturn}
          orderNumber={order.orderNumber}
        />
      }
    />
  );
}

function useShellOperator() {
  const shell = useRouteLoaderData('routes/shell') as ShellData | undefined;
  return shell?.operator ?? { permissions: [] };
}

function OrderDetail({
  order,
  reply,
  confirming,
  returns,
}: {
  order: Order;
  reply?: OrderReply;
  confirming: boolean;
  returns: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const shell = useRouteLoaderData('routes/shell') as ShellData | undefined;
  const operator = shell?.operator ?? { permissions: [] };
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const key = statusKey(order.status);
  const stateOf = (state: string) => {
    const stateKey = shipmentStateKey(state);
    return stateKey ? t(stateKey) : state;
  };
  const replyTo = (form: string) => (reply?.form === form ? reply : undefined);
  const canFulfil = may(operator, 'orders:fulfil') && FULFILLABLE_STATUSES.includes(order.status);
  const canRefund = may(operator, 'orders:refund');
  const title = t('admin.order.title', { orderNumber: order.orderNumber });
  const cancelFields = { intent: 'cancel' };
  const reasonInput = (id: string) => (
    <Field
      id={id}
      name="reason"
      label={t('admin.order.reason')}
      error={fieldErrorOf(replyTo('cancel'), 'reason')}
      required
      maxLength={500}
    />
  );
  return (
    <>
      <title>{t('admin.meta.title', { page: title })}</title>
      <p>
        <Link to="/orders">{t('admin.order.backToList')}</Link>
      </p>
      <h1>{title}</h1>
      <dl className="admin-facts">
        <div>
          <dt>{t('admin.orders.statusLabel')}</dt>
          <dd data-testid="admin-order-status">{key ? t(key) : order.status}</dd>
        </div>
        <div>
          <dt>{t('admin.orders.placed')}</dt>
          <dd>{date(order.placedAt)}</dd>
        </div>
        <div>
          <dt>{t('admin.orders.site')}</dt>
          <dd>{siteName(order.siteId)}</dd>
        </div>
        <div>
          <dt>{t('admin.orders.customer')}</dt>
          <dd>{order.email}</dd>
        </div>
        <div>
          <dt>{t('admin.orders.delivery')}</dt>
          <dd>{order.shippingMethod}</dd>
        </div>
      </dl>
      {reply?.form === 'cancel' || reply?.form === 'resend' ? <FormNotice reply={reply} /> : null}
      {canRefund && confirming && CANCELLABLE_STATUSES.includes(order.status) ? (
        <InlineConfirm
          question={t('admin.order.cancelQuestion', { orderNumber: order.orderNumber })}
          confirmLabel={t('admin.order.cancel')}
          cancelLabel={t('admin.order.keep')}
          cancelHref={`/orders/${order.orderNumber}`}
          fields={cancelFields}
          inputs={reasonInput('cancel-reason-inline')}
        />
      ) : null}
      {canRefund && !confirming && CANCELLABLE_STATUSES.includes(order.status) ? (
        <p>
          <ConfirmAction
            trigger={t('admin.order.cancel')}
            question={t('admin.order.cancelQuestion', { orderNumber: order.orderNumber })}
            confirmLabel={t('admin.order.cancel')}
            cancelLabel={t('admin.order.keep')}
            fallbackHref="?confirm=cancel"
            fields={cancelFields}
            inputs={reasonInput('cancel-reason')}
          />
        </p>
      ) : null}

      <h2>{t('admin.order.lines')}</h2>
      <DataTable<Order['items'][number]>
        caption={t('admin.order.lines')}
        rows={order.items}
        rowKey={(item) => item.id}
        empty=""
        columns={[
          { id: 'name', header: t('admin.order.product'), cell: (item) => item.name },
          { id: 'variant', header: t('admin.order.variant'), cell: (item) => `${item.color} / ${item.size}` },
          { id: 'upc', header: 'UPC', cell: (item) => item.upc },
          { id: 'qty', header: t('admin.order.qty'), numeric: true, cell: (item) => item.qty },
          {
            id: 'price',
            header: t('admin.order.unitPrice'),
            numeric: true,
            cell: (item) => money(item.unitPrice),
          },
          {
            id: 'total',
            header: t('admin.orders.total'),
            numeric: true,
            cell: (item) => money(item.rowTotal),
          },
        ]}
      />

      <h2>{t('admin.order.payments')}</h2>
      <p data-testid="refundable">{t('admin.order.refundableLeft', { amount: money(order.refundable) })}</p>
      <DataTable<Order['payments'][number]>
        caption={t('admin.order.payments')}
        rows={order.payments}
        rowKey={(payment) => payment.id}
        empty={t('admin.order.noPayments')}
        columns={[
          {
            id: 'method',
            header: t('admin.orders.paymentMethod'),
            cell: (payment) =>
              payment.cardLast4
                ? `${payment.methodId} (${payment.cardBrand ?? ''} •••• ${payment.cardLast4})`
                : payment.methodId,
          },
          { id: 'status', header: t('admin.orders.statusLabel'), cell: (payment) => payment.status },
          {
            id: 'amount',
            header: t('admin.order.paid'),
            numeric: true,
            cell: (payment) => money(payment.amount),
          },
          {
            id: 'refunded',
            header: t('admin.order.refundedColumn'),
            numeric: true,
            cell: (payment) => money(payment.refundedAmount),
          },
          {
            id: 'left',
            header: t('admin.order.left'),
            numeric: true,
            cell: (payment) => money(payment.amount - payment.refundedAmount),
          },
        ]}
      />
      {canRefund && order.refundable > 0 ? <RefundForm order={order} reply={replyTo('refund')} /> : null}

      <h2>{t('admin.order.shipments')}</h2>
      {order.shipments.map((shipment) => (
        <section
          key={shipment.shipmentId}
          className="admin-card"
          aria-labelledby={`shipment-${shipment.shipmentId}`}
        >
          <h3 id={`shipment-${shipment.shipmentId}`}>
            {t(`admin.order.kind.${shipment.kind}`)}: {shipment.deliveryMethod}
            {shipment.storeId ? ` (${shipment.storeId})` : ''}
          </h3>
          <p data-testid="shipment-state">
            {t('admin.order.shipmentState', { state: stateOf(shipment.state) })}
            {shipment.tracking
              ? ` · ${t('admin.order.tracking', { carrier: shipment.carrier ?? '', tracking: shipment.tracking })}`
              : ''}
          </p>
          <p>
            {order.items
              .filter((item) => shipment.itemIds.includes(item.id))
              .map((item) => `${item.qty} × ${item.name}`)
              .join(', ')}
          </p>
          {canFulfil ? (
            <ShipmentActions
              shipment={shipment}
              reply={reply?.form === 'fulfil' && reply.shipmentId === shipment.shipmentId ? reply : undefined}
            />
          ) : null}
        </section>
      ))}

      {returns}

      <h2>{t('admin.order.timeline')}</h2>
      <ol className="admin-timeline">
        {order.timeline.map((event) => (
          <li key={event.id}>
            <time dateTime={event.at}>{date(event.at)}</time> {event.type}
            {Object.keys(event.data).length > 0
              ? ` (${Object.entries(event.data)
                  .map(([name, value]) => `${name}: ${value}`)
                  .join(', ')})`
              : ''}
          </li>
        ))}
      </ol>

      <h2>{t('admin.order.notes')}</h2>
      {order.notes.length === 0 ? <p>{t('admin.order.noNotes')}</p> : null}
      <ul className="admin-notes">
        {order.notes.map((note) => (
          <li key={note.id}>
            <time dateTime={note.at}>{date(note.at)}</time>: {note.text}
          </li>
        ))}
      </ul>
      <Form method="post" className="admin-form" aria-label={t('admin.order.addNote')}>
        <FormNotice reply={replyTo('note')} />
        <input type="hidden" name="intent" value="note" />
        <div className="field">
          <label htmlFor="note-text">{t('admin.order.note')}</label>
          <textarea id="note-text" name="text" required maxLength={2000} rows={3} />
        </div>
        <button type="submit" className="button button-secondary">
          {t('admin.order.addNote')}
        </button>
      </Form>

      <h2>{t('admin.order.emails')}</h2>
      <DataTable<Order['emails'][number]>
        caption={t('admin.order.emails')}
        rows={order.emails}
        rowKey={(email) => email.id}
        empty={t('admin.order.noEmails')}
        columns={[
          { id: 'subject', header: t('admin.order.subject'), cell: (email) => email.subject },
          { id: 'to', header: t('admin.order.to'), cell: (email) => email.to },
          { id: 'status', header: t('admin.orders.statusLabel'), cell: (email) => email.status },
          {
            id: 'sent',
            header: t('admin.order.sentAt'),
            cell: (email) => date(email.sentAt ?? email.createdAt),
          },
        ]}
      />
      {canRefund ? (
        <Form method="post" className="inline-form">
          <input type="hidden" name="intent" value="resend" />
          <label htmlFor="resend-email">{t('admin.order.resendWhich')}</label>
          <select id="resend-email" name="email">
            {RESENDABLE_EMAILS.map((email) => (
              <option key={email} value={email}>
                {t(`admin.order.email.${email}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-secondary">
            {t('admin.order.resend')}
          </button>
        </Form>
      ) : null}
    </>
  );
}

function RefundForm({ order, reply }: { order: Order; reply?: OrderReply }) {
  const t = useT();
  const locale = useLocale();
  const refundable = order.payments.filter((payment) => payment.amount > payment.refundedAmount);
  return (
    <section className="admin-card" aria-labelledby="refund-title">
      <h3 id="refund-title">{t('admin.order.refund')}</h3>
      <Form method="post" className="admin-form">
        <FormNotice reply={reply} />
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="currency" value={order.currency} />
        <div className="field">
          <label htmlFor="refund-payment">{t('admin.order.refundPayment')}</label>
          <select id="refund-payment" name="paymentId">
            {refundable.map((payment) => (
              <option key={payment.id} value={payment.id}>
                {payment.methodId}
                {payment.cardLast4 ? ` •••• ${payment.cardLast4}` : ''} ({t('admin.order.left')}:{' '}
                {formatMoney(payment.amount - payment.refundedAmount, order.currency, locale)})
              </option>
            ))}
          </select>
        </div>
        <Field
          id="refund-amount"
          name="amount"
          inputMode="decimal"
          label={t('admin.order.refundAmount', { currency: order.currency })}
          hint={t('admin.order.refundAmountHint')}
          error={fieldErrorOf(reply, 'amount')}
        />
        <Field
          id="refund-reason"
          name="reason"
          label={t('admin.order.reason')}
          error={fieldErrorOf(reply, 'reason')}
          required
          maxLength={500}
        />
        <button type="submit" className="button button-primary">
          {t('admin.order.refundSubmit')}
        </button>
      </Form>
    </section>
  );
}

function ShipmentActions({ shipment, reply }: { shipment: Order['shipments'][number]; reply?: OrderReply }) {
  const t = useT();
  const steps = nextSteps(shipment.kind, shipment.state);
  if (steps.length === 0) return null;
  const id = shipment.shipmentId;
  return (
    <div className="admin-actions">
      <FormNotice reply={reply} />
      {steps.map((step) =>
        step === 'shipped' ? (
          <Form key={step} method="post" className="admin-form" aria-label={t('admin.order.step.shipped')}>
            <input type="hidden" name="intent" value="fulfil" />
            <input type="hidden" name="shipmentId" value={id} />
            <input type="hidden" name="step" value="shipped" />
            <Field
              id={`tracking-${id}`}
              name="tracking"
              label={t('admin.order.trackingNumber')}
              error={fieldErrorOf(reply, 'tracking')}
              required
              maxLength={100}
            />
            <Field
              id={`carrier-${id}`}
              name="carrier"
              label={t('admin.order.carrier')}
              error={fieldErrorOf(reply, 'carrier')}
              maxLength={60}
            />
            <button type="submit" className="button button-primary">
              {t('admin.order.step.shipped')}
            </button>
          </Form>
        ) : (
          <Form key={step} method="post" className="inline-form">
            <input type="hidden" name="intent" value="fulfil" />
            <input type="hidden" name="shipmentId" value={id} />
            <input type="hidden" name="step" value={step} />
            <button type="submit" className="button button-secondary">
              {t(`admin.order.step.${step}`)}
            </button>
          </Form>
        ),
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
