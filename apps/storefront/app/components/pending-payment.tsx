import { Link } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';

/**
 * An order waiting for the bank's 3-D Secure authentication (the browser closed during the challenge):
 * finish paying, or — on the cart — cancel it through the order page's confirmation step.
 */
export function PendingPayment({ orderNumber, withCancel }: { orderNumber: string; withCancel: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="notice notice-info pending-payment" aria-labelledby={`pending-${orderNumber}`}>
      <p id={`pending-${orderNumber}`}>{t('orders.pending.notice', { orderNumber })}</p>
      <div className="inline-actions">
        {/* A document load: the step answers with the bank's page. */}
        <Link
          reloadDocument
          to={`/${locale}/checkout/resume/${orderNumber}`}
          className="button button-primary"
          aria-label={t('orders.pending.resumeNamed', { orderNumber })}
        >
          {t('orders.pending.resume')}
        </Link>
        {withCancel ? (
          <Link
            to={`/${locale}/order-status/${orderNumber}?cancel=confirm`}
            className="button button-secondary"
          >
            {t('orders.pending.cancel', { orderNumber })}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
