import type { Order, TrackOrderResponse } from '@ridgeline/contracts';
import { type ReactNode, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';
import type { MessageKey } from '../lib/i18n.ts';
import { formatOrderDate } from '../lib/order-timeline.ts';
import { GiftLineNote } from './egift-line.tsx';
import { Notice } from './notice.tsx';
import { linesOfOrder, OrderLines } from './order-lines.tsx';
import { OrderReview } from './order-review.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { PendingPayment } from './pending-payment.tsx';
import { TotalsTable } from './totals.tsx';

/** Before it ships an order can be cancelled; once shipped it can be returned. */
const CANCELLABLE = ['created', 'picked', 'pending_authentication'];
const RETURNABLE = ['shipped', 'delivered'];

interface OrderDetailProps {
  order: Order;
  tracking: TrackOrderResponse;
  /** This page's path: documents come back here when they cannot be made. */
  pagePath: string;
  flash: { type: 'error' | 'success' | 'info'; message: string } | null;
  error: string | null;
  /** The no-JavaScript confirmation step of a cancellation (`?cancel=confirm`). */
  confirmingCancel: boolean;
  back: ReactNode;
}

/** A placed order: status, timeline with tracking, cancel, return label, invoice, addresses, items, totals. */
export function OrderDetail({
  order,
  tracking,
  pagePath,
  flash,
  error,
  confirmingCancel,
  back,
}: OrderDetailProps) {
  const t = useT();
  const locale = useLocale();
  const status = t(`orders.status.${order.status}` as MessageKey);
  const documents = `/${locale}/orders/${order.orderNumber}`;
  const backParam = `back=${encodeURIComponent(pagePath)}`;
  return (
    <div className="container order-page">
      <div className="order-head">
        <h1 className="page-title">{t('orders.detail.title', { orderNumber: order.orderNumber })}</h1>
        <p className="muted">
          {t('orders.detail.placedOn', { date: formatOrderDate(order.placedAt, locale) })}
        </p>
        <p>
          <span className={`order-status order-status-${order.status}`} data-testid="order-status">
            {t('orders.detail.status', { status })}
          </span>
        </p>
      </div>
      {flash ? <Notice type={flash.type}>{flash.message}</Notice> : null}
      {error ? <Notice type="error">{error}</Notice> : null}
      {order.status === 'pending_authentication' ? (
        <PendingPayment orderNumber={order.orderNumber} withCancel={false} />
      ) : null}
      <div className="checkout-layout">
        <div className="checkout-main">
          <OrderTimeline tracking={tracking} />
          <section className="review-card" aria-labelledby="order-manage">
            <h2 id="order-manage">{t('orders.detail.manage')}</h2>
            <div className="order-actions">
              {CANCELLABLE.includes(order.status) ? (
                <CancelOrder
                  orderNumber={order.orderNumber}
                  pagePath={pagePath}
                  confirming={confirmingCancel}
                />
              ) : null}
              {RETURNABLE.includes(order.status) ? (
                <form method="post" action={`${documents}/return-label`} className="order-action">
                  <input type="hidden" name="back" value={pagePath} />
                  <button type="submit" className="button button-secondary">
                    {t('orders.returnLabel.button')}
                  </button>
                  <p className="muted small">{t('orders.returnLabel.hint')}</p>
                </form>
              ) : order.status !== 'cancelled' ? (
                <p className="muted small">{t('orders.returnLabel.notYet')}</p>
              ) : null}
              {order.status !== 'pending_authentication' ? (
                <div className="order-action">
                  <a href={`${documents}/invoice?${backParam}`} className="button button-secondary" download>
                    {t('orders.invoice.button')}
                  </a>
                </div>
              ) : null}
            </div>
          </section>
          <OrderReview order={order} />
          <OrderLines
            lines={linesOfOrder(order, (item) => (
              <GiftLineNote item={item} order={order} action={pagePath} />
            ))}
            currency={order.currency}
            headingId="order-items"
          />
        </div>
        <aside className="summary-card" aria-labelledby="order-totals">
          <h2 id="order-totals">{t('cart.summary')}</h2>
          <TotalsTable totals={order.totals} shippingKnown />
          {back}
        </aside>
      </div>
    </div>
  );
}

/**
 * Cancel with a confirmation: a native dialog when scripts run, else a confirmation section reached
 * through `?cancel=confirm`. Both post the same form to the page's action.
 */
function CancelOrder({
  orderNumber,
  pagePath,
  confirming,
}: {
  orderNumber: string;
  pagePath: string;
  confirming: boolean;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const confirmForm = (idPrefix: string, onKeep: ReactNode) => (
    <>
      <h2 id={`${idPrefix}-title`}>{t('orders.cancel.title')}</h2>
      <p>{t('orders.cancel.text', { orderNumber })}</p>
      <Form
        method="post"
        action={pagePath}
        className="dialog-actions"
        onSubmit={() => dialog.current?.close()}
      >
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('orders.cancel.cancelling') : t('orders.cancel.confirm')}
        </button>
        {onKeep}
      </Form>
    </>
  );
  return (
    <div className="order-action">
      <Link
        to={`${pagePath}?cancel=confirm`}
        className="button button-secondary"
        onClick={(event) => {
          if (typeof dialog.current?.showModal !== 'function') return;
          event.preventDefault();
          dialog.current.showModal();
        }}
      >
        {t('orders.cancel.button')}
      </Link>
      <p className="muted small">{t('orders.cancel.until')}</p>
      {confirming ? (
        <section className="cancel-confirm" aria-labelledby="cancel-inline-title">
          {confirmForm(
            'cancel-inline',
            <Link to={pagePath} className="button button-secondary">
              {t('orders.cancel.keep')}
            </Link>,
          )}
        </section>
      ) : null}
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby="cancel-dialog-title">
        {confirmForm(
          'cancel-dialog',
          <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
            {t('orders.cancel.keep')}
          </button>,
        )}
      </dialog>
    </div>
  );
}
