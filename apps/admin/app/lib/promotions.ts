import {
  type AdminPromotion,
  type AdminPromotionKind,
  type AdminPromotionLevel,
  CURRENCIES,
} from '@ridgeline/contracts';

const LANGUAGES = ['en', 'fr', 'de'] as const;

/** A promotion's name in the operator's language, else English. */
export const nameOf = (promotion: Pick<AdminPromotion, 'name'>, locale: string) =>
  promotion.name[locale.slice(0, 2)] || promotion.name.en || Object.values(promotion.name)[0] || '';

export const kindLabel = (kind: AdminPromotionKind) => `admin.promotions.kind.${kind}` as const;
export const levelLabel = (level: AdminPromotionLevel) => `admin.promotions.level.${level}` as const;

const major = (amount: number | undefined) =>
  amount === undefined ? '' : `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
const local = (iso: string | null) => (iso ? iso.slice(0, 16) : '');

/** A promotion as the form's fields (editing shows what is stored). */
export function promotionFormValues(promotion: AdminPromotion): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {
    type: `${promotion.level}:${promotion.kind}`,
    percent: promotion.percent?.toString() ?? '',
    buyQty: promotion.buyQty?.toString() ?? '',
    getQty: promotion.getQty?.toString() ?? '',
    giftUpc: promotion.giftUpc ?? '',
    couponCode: promotion.couponCode ?? '',
    totalLimit: promotion.totalLimit?.toString() ?? '',
    perShopperLimit: promotion.perShopperLimit?.toString() ?? '',
    priority: String(promotion.priority),
    shippingMethods: promotion.shippingMethods.join(', '),
    productIds: promotion.productIds.join(', '),
    productTypes: promotion.productTypes.join(', '),
    audiences: promotion.audiences,
    siteIds: promotion.siteIds,
    requiresCode: promotion.requiresCode ? 'on' : '',
    startsAt: local(promotion.startsAt),
    endsAt: local(promotion.endsAt),
  };
  for (const language of LANGUAGES) {
    values[`name.${language}`] = promotion.name[language] ?? '';
    values[`calloutMessage.${language}`] = promotion.calloutMessage[language] ?? '';
  }
  for (const currency of CURRENCIES) {
    values[`amount.${currency}`] = major(promotion.amount[currency]);
    values[`threshold.${currency}`] = major(promotion.threshold[currency]);
  }
  return values;
}
