import type { PromotionConfig, PromotionKind, PromotionLevel } from '@ridgeline/db';

/** A promotion the cart may use (dates, audience, site and coupon already checked). */
export interface PromotionRule {
  id: string;
  name: string;
  level: PromotionLevel;
  kind: PromotionKind;
  config: PromotionConfig;
  couponCode: string | null;
  /** Three pipe-separated parts: before | approaching | reached. */
  calloutMessage: string;
  priority: number;
}

export interface PricedLine {
  id: string;
  upc: string;
  masterId: string;
  productType: string;
  qty: number;
  unitPrice: number;
}

export interface PricingInput {
  currency: string;
  lines: PricedLine[];
  /** Price of the selected shipping method before shipping promotions. */
  shipping: number;
  shippingMethodCode: string | null;
}

export interface AppliedPromotion {
  promotionId: string;
  promotionName: string;
  level: PromotionLevel;
  calloutMessage: string;
  couponCode: string | null;
  discount: number;
}

export interface ThresholdProgress {
  rule: PromotionRule;
  threshold: number;
  subtotal: number;
}

export interface PricingResult {
  /** Product-level discount per line id, never above the line's total. */
  lineDiscounts: Map<string, number>;
  /** Line id to the promotions that discounted it. */
  linePromotions: Map<string, AppliedPromotion[]>;
  orderDiscount: number;
  shippingDiscount: number;
  applied: AppliedPromotion[];
  /** Free gifts earned by gift-with-purchase promotions. */
  gifts: { promotionId: string; upc: string }[];
  /** Every threshold promotion with the subtotal it is measured against. */
  thresholds: ThresholdProgress[];
}

const targets = (config: PromotionConfig, line: PricedLine): boolean => {
  const byId = config.productIds?.includes(line.masterId) ?? false;
  const byType = config.productTypes?.includes(line.productType) ?? false;
  const untargeted = !config.productIds?.length && !config.productTypes?.length;
  return untargeted || byId || byType;
};

const amountIn = (values: Record<string, number> | undefined, currency: string): number | null => {
  const value = values?.[currency];
  return value === undefined ? null : Math.max(0, Math.trunc(value));
};

const percentOf = (amount: number, percent: number | undefined): number =>
  Math.round((amount * Math.min(100, Math.max(0, percent ?? 0))) / 100);

/** Discount of a product-level promotion on one line, before capping. */
function lineDiscount(rule: PromotionRule, line: PricedLine, currency: string): number {
  const rowTotal = line.unitPrice * line.qty;
  switch (rule.kind) {
    case 'percent_off':
      return percentOf(rowTotal, rule.config.percent);
    case 'amount_off':
      return Math.min(line.unitPrice, amountIn(rule.config.amount, currency) ?? 0) * line.qty;
    case 'fixed_price': {
      const fixed = amountIn(rule.config.amount, currency);
      return fixed === null ? 0 : Math.max(0, line.unitPrice - fixed) * line.qty;
    }
    default:
      return 0;
  }
}

/**
 * Buy X get Y over the targeted units: units are ranked from dearest to cheapest and in every group
 * of X + Y the Y cheapest are free, so the shopper never gets a dearer unit free than one they pay.
 */
function buyXGetYDiscounts(rule: PromotionRule, lines: PricedLine[]): Map<string, number> {
  const buy = Math.max(1, rule.config.buyQty ?? 1);
  const get = Math.max(1, rule.config.getQty ?? 1);
  const units = lines
    .flatMap((line) => Array.from({ length: line.qty }, () => ({ id: line.id, price: line.unitPrice })))
    .sort((a, b) => b.price - a.price);
  const discounts = new Map<string, number>();
  for (let start = 0; start + buy + get <= units.length; start += buy + get) {
    for (const unit of units.slice(start + buy, start + buy + get)) {
      discounts.set(unit.id, (discounts.get(unit.id) ?? 0) + unit.price);
    }
  }
  return discounts;
}

/**
 * Prices the promotions on a cart: product level first (per line, capped at the line), then order
 * level on what is left of the merchandise, then shipping level on the shipping price. Pure: the
 * same input always gives the same result, and no discount can exceed what it applies to.
 */
export function applyPromotions(input: PricingInput, rules: PromotionRule[]): PricingResult {
  const { currency, lines } = input;
  const ordered = [...rules].sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id));
  const lineDiscounts = new Map<string, number>();
  const linePromotions = new Map<string, AppliedPromotion[]>();
  const applied: AppliedPromotion[] = [];
  const gifts: PricingResult['gifts'] = [];
  const thresholds: ThresholdProgress[] = [];
  const entry = (rule: PromotionRule, discount: number): AppliedPromotion => ({
    promotionId: rule.id,
    promotionName: rule.name,
    level: rule.level,
    calloutMessage: rule.calloutMessage,
    couponCode: rule.couponCode,
    discount,
  });
  const lineLeft = (line: PricedLine) => line.unitPrice * line.qty - (lineDiscounts.get(line.id) ?? 0);

  for (const rule of ordered.filter((r) => r.level === 'PRODUCT')) {
    const targeted = lines.filter((line) => targets(rule.config, line));
    const subtotal = targeted.reduce((sum, line) => sum + lineLeft(line), 0);
    const threshold = amountIn(rule.config.threshold, currency);
    if (threshold !== null) thresholds.push({ rule, threshold, subtotal });
    if (targeted.length === 0 || (threshold !== null && subtotal < threshold)) continue;
    const raw =
      rule.kind === 'buy_x_get_y'
        ? buyXGetYDiscounts(rule, targeted)
        : new Map(targeted.map((line) => [line.id, lineDiscount(rule, line, currency)]));
    let total = 0;
    const promotion = entry(rule, 0);
    for (const line of targeted) {
      const discount = Math.min(raw.get(line.id) ?? 0, lineLeft(line));
      if (discount <= 0) continue;
      lineDiscounts.set(line.id, (lineDiscounts.get(line.id) ?? 0) + discount);
      linePromotions.set(line.id, [...(linePromotions.get(line.id) ?? []), { ...entry(rule, discount) }]);
      total += discount;
    }
    if (total > 0) applied.push({ ...promotion, discount: total });
  }

  const merchandise = lines.reduce((sum, line) => sum + lineLeft(line), 0);
  let orderDiscount = 0;
  for (const rule of ordered.filter((r) => r.level === 'ORDER')) {
    const threshold = amountIn(rule.config.threshold, currency);
    if (threshold !== null) thresholds.push({ rule, threshold, subtotal: merchandise });
    if (lines.length === 0 || (threshold !== null && merchandise < threshold)) continue;
    if (rule.kind === 'gift_with_purchase') {
      // A gift may also need a qualifying product in the cart ("a free beanie with any jacket").
      if (rule.config.giftUpc && lines.some((line) => targets(rule.config, line))) {
        gifts.push({ promotionId: rule.id, upc: rule.config.giftUpc });
        applied.push(entry(rule, 0));
      }
      continue;
    }
    const left = merchandise - orderDiscount;
    const raw =
      rule.kind === 'percent_off'
        ? percentOf(left, rule.config.percent)
        : rule.kind === 'amount_off'
          ? (amountIn(rule.config.amount, currency) ?? 0)
          : 0;
    const discount = Math.min(raw, left);
    if (discount <= 0) continue;
    orderDiscount += discount;
    applied.push(entry(rule, discount));
  }

  let shippingDiscount = 0;
  for (const rule of ordered.filter((r) => r.level === 'SHIPPING')) {
    const threshold = amountIn(rule.config.threshold, currency);
    if (threshold !== null) thresholds.push({ rule, threshold, subtotal: merchandise });
    const methods = rule.config.shippingMethods;
    const methodMatches =
      !methods?.length || (input.shippingMethodCode !== null && methods.includes(input.shippingMethodCode));
    if (lines.length === 0 || !methodMatches || (threshold !== null && merchandise < threshold)) continue;
    const left = input.shipping - shippingDiscount;
    const fixed = amountIn(rule.config.amount, currency);
    const raw =
      rule.kind === 'free_shipping'
        ? left
        : rule.kind === 'percent_off'
          ? percentOf(left, rule.config.percent)
          : rule.kind === 'amount_off'
            ? (fixed ?? 0)
            : rule.kind === 'fixed_price' && fixed !== null
              ? left - fixed
              : 0;
    const discount = Math.max(0, Math.min(raw, left));
    if (discount <= 0 && rule.kind !== 'free_shipping') continue;
    shippingDiscount += discount;
    applied.push(entry(rule, discount));
  }

  return { lineDiscounts, linePromotions, orderDiscount, shippingDiscount, applied, gifts, thresholds };
}
