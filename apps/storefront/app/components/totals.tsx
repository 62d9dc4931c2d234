import type { Totals } from '@ridgeline/contracts';
import { useLocale, useT } from '../lib/hooks.ts';
import { formatMoney } from '../lib/money.ts';

export function TotalsTable({ totals, shippingKnown }: { totals: Totals; shippingKnown: boolean }) {
  const t = useT();
  const locale = useLocale();
  const fmt = (amount: number) => formatMoney(amount, totals.currency, locale);
  return (
    <dl className="totals">
      <div>
        <dt>{t('totals.subtotal')}</dt>
        <dd>{fmt(totals.itemTotal)}</dd>
      </div>
      {totals.totalDiscount > 0 ? (
        <div className="totals-discount">
          <dt>{t('totals.discount')}</dt>
          <dd>−{fmt(totals.totalDiscount)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('totals.shipping')}</dt>
        <dd>
          {shippingKnown
            ? totals.shipping === 0
              ? t('totals.free')
              : fmt(totals.shipping)
            : t('totals.shippingTbd')}
        </dd>
      </div>
      {totals.taxIncluded ? null : (
        <div>
          <dt>{t('totals.tax')}</dt>
          <dd>{fmt(totals.tax)}</dd>
        </div>
      )}
      <div className="totals-grand">
        <dt>{t('totals.total')}</dt>
        <dd>{fmt(totals.total)}</dd>
      </div>
      {totals.taxIncluded ? (
        <div className="totals-vat">
          <dt>{t('totals.vatIncluded')}</dt>
          <dd>{fmt(totals.tax)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
