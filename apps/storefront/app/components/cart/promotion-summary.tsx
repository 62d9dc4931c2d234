import type { Cart } from '@ridgeline/contracts';
import { useLocale, useT } from '../../lib/hooks.ts';
import { formatMoney } from '../../lib/money.ts';

/** The third part of a three-part callout (before | approaching | reached) describes an applied promotion. */
const reachedCallout = (callout: string, fallback: string) => callout.split('|')[2]?.trim() || fallback;

export function PromotionSummary({ cart }: { cart: Cart }) {
  const t = useT();
  const locale = useLocale();
  const applied = [...cart.promotions.order, ...cart.promotions.product, ...cart.promotions.shipping];
  // A reached threshold is already listed as applied: its "unlocked" callout is said once.
  const approaching = cart.approachingPromotions.filter(
    (entry) =>
      entry.contexts.includes('cart') &&
      !applied.some((promotion) => promotion.promotionId === entry.promotionId),
  );
  if (applied.length === 0 && approaching.length === 0) return null;
  return (
    <section className="promotions" aria-labelledby="promotions-title">
      <h3 id="promotions-title">{t('cart.promotions.title')}</h3>
      <ul className="promotion-list">
        {applied.map((promotion) => (
          <li key={`${promotion.level}-${promotion.promotionId}`} className="promotion-applied">
            <span>{reachedCallout(promotion.calloutMessage, promotion.promotionName)}</span>
            {promotion.discount > 0 ? (
              <span className="muted">−{formatMoney(promotion.discount, cart.currency, locale)}</span>
            ) : null}
          </li>
        ))}
        {approaching.map((entry) => (
          <li
            key={entry.id}
            className="promotion-approaching"
            data-threshold={entry.thresholdStatus.toLowerCase().replace(/\s+/g, '-')}
          >
            {entry.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
