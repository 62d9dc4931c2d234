import {
  type Cart,
  type CartNotification,
  errorMessage,
  type ShippingMethod,
  type ShippingMethodCode,
} from '@ridgeline/contracts';
import { type AddressRecord, asc, type DbOrTx, eq, schema } from '@ridgeline/db';
import { currentAmount, maxQtyFor, productUrl, referenceAmount } from '../catalog/index.ts';
import { voucherTierOfAmount } from '../consumers/index.ts';
import { CUSTOMS, describe, loadRecipes, surchargeOf } from '../customs/index.ts';
import { DIGITAL, maskGiftCardNumber } from '../giftcards/index.ts';
import { holdsOfCart } from '../inventory/index.ts';
import {
  applyAdjustments,
  applyPromotions,
  approachingMessages,
  type PricingResult,
  promotionAudienceOf,
  promotionsForCart,
} from '../promotions/index.ts';
import type { ShopContext } from '../shared/context.ts';
import { localize } from '../shared/locale.ts';
import {
  applicableShippingMethods,
  COLLECTS_STORE_STOCK,
  type DeliveryTransition,
  type StoreRow,
  shippingRatesOf,
  storeDeliveryFor,
  storeMethod,
} from '../shipping/index.ts';
import { findStores } from '../stores/index.ts';
import { taxRatesOf } from '../taxes/index.ts';
import {
  type CartLine,
  type CartPaymentRow,
  type CartRow,
  loadCartLines,
  loadCartPayments,
  loadVariantFacts,
  OPEN_AMOUNT_METHODS,
  STORED_VALUE_METHODS,
} from './load.ts';
import { computeTotals } from './totals.ts';

export const SHIPMENT_ID = 'me';
/** The shipment of e-gift cards, delivered by email. */
export const DIGITAL_SHIPMENT_ID = 'digital';

/** E-gift card lines: sent by email, priced by their chosen amount, never stocked, taxed or discounted. */
export const isDigitalLine = (line: Pick<CartLine, 'item'>) => line.item.deliveryMethod === DIGITAL;

/** Customs lines (decision 045): made to order on their base variant, so its stock does not matter. */
export const isCustomsLine = (line: Pick<CartLine, 'item'>) => line.item.recipeId !== null;

/** The spec's cart flash codes for each line problem. */
const FLASH_OF_NOTIFICATION: Record<string, string> = {
  ITEM_NOT_AVAILABLE: 'ProductItemNotAvailable',
  NO_PRICE: 'ProductItemNotAvailable',
  ADDED_MAX_QUANTITY: 'ProductLineItemInventoryMissing',
};

function addressView(address: AddressRecord | null) {
  if (!address) return null;
  const { email: _email, giftOption: _giftOption, ...rest } = address;
  return rest;
}

function lineNotifications(line: CartLine, locale: string): CartNotification[] {
  if (isDigitalLine(line)) return [];
  // Collected lines are served from the store's shelf, the others from online stock.
  const collected = COLLECTS_STORE_STOCK.includes(line.item.deliveryMethod ?? '');
  const onHand = (collected ? line.storeOnHand : line.onHand) ?? 0;
  if (!line.price) {
    return [{ type: 'error', code: 'NO_PRICE', message: errorMessage('INV702', locale), position: 'item' }];
  }
  if (isCustomsLine(line)) return [];
  if (onHand === 0) {
    return [
      {
        type: 'error',
        code: 'ITEM_NOT_AVAILABLE',
        message: errorMessage('ORD404', locale),
        position: 'item',
      },
    ];
  }
  if (line.item.qty > onHand) {
    return [
      {
        type: 'error',
        code: 'ADDED_MAX_QUANTITY',
        message: errorMessage('INV408', locale, { maxAllowedQty: maxQtyFor(onHand) }),
        position: 'item',
      },
    ];
  }
  return [];
}

async function storesOf(db: DbOrTx, lines: CartLine[]): Promise<Map<string, StoreRow>> {
  const ids = [...new Set(lines.flatMap((line) => (line.item.storeId ? [line.item.storeId] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await findStores(db, ids);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Home delivery and, when the line is bound to a store, that store's option with its stock. */
function shippingOptionsOf(
  line: CartLine,
  home: ShippingMethod | null,
  stores: Map<string, StoreRow>,
  locale: string,
) {
  if (isDigitalLine(line)) {
    return [
      { selected: true, available: true, shippingMethod: storeMethod('digital', locale), storeInfo: null },
    ];
  }
  if (isCustomsLine(line)) {
    return [
      { selected: true, available: true, shippingMethod: storeMethod(CUSTOMS, locale), storeInfo: null },
    ];
  }
  const options: Cart['items'][number]['shippingOptions'] = [
    {
      selected: !line.item.storeId,
      available: (line.onHand ?? 0) >= line.item.qty,
      shippingMethod: home ?? storeMethod('standard', locale),
      storeInfo: null,
    },
  ];
  const store = line.item.storeId ? stores.get(line.item.storeId) : undefined;
  if (store) {
    const storeQty = line.storeOnHand ?? 0;
    const method = storeDeliveryFor(store, storeQty, line.onHand ?? 0, line.item.qty);
    options.push({
      selected: true,
      available: method !== null,
      shippingMethod: storeMethod(method ?? 'sts', locale),
      storeInfo: { id: store.id, name: store.name, storeInventory: storeQty },
    });
  }
  return options;
}

/** One shipment per store and store delivery method. */
function storeShipments(lines: CartLine[], stores: Map<string, StoreRow>, locale: string) {
  const keys = [
    ...new Set(
      lines.flatMap((line) =>
        line.item.storeId && line.item.deliveryMethod
          ? [`${line.item.deliveryMethod}:${line.item.storeId}`]
          : [],
      ),
    ),
  ];
  return keys.flatMap((key) => {
    const [code, storeId] = key.split(':') as [string, string];
    const store = stores.get(storeId);
    if (!store) return [];
    const method = storeMethod(code as ShippingMethodCode, locale);
    return [
      {
        shipmentId: `${code}-${storeId}`,
        shippingMethod: method,
        storeId,
        address: null,
        applicableShippingMethods: [method],
        giftOption: null,
      },
    ];
  });
}

/**
 * What a fixed-amount instrument can pay at most: a loyalty voucher's face value, a gift or reward
 * card's balance, an unused reward code's face value, the athlete allowance left.
 */
export function fixedFunds(payment: CartPaymentRow): number {
  if (payment.methodId === 'LOYALTY_POINTS') return Math.max(0, payment.amount ?? 0);
  if (payment.methodId === 'GIFT_CARD' || payment.methodId === 'REWARD_CARD') {
    return Math.max(0, payment.giftCardBalance ?? 0);
  }
  if (payment.methodId === 'REWARD_CODE') {
    return payment.giftCardStatus === 'active' ? Math.max(0, payment.giftCardBalance ?? 0) : 0;
  }
  if (payment.methodId === 'ATHLETES_PAYMENT') return Math.max(0, payment.allowanceLeft ?? 0);
  return 0;
}

/** The order fixed-amount instruments pay in (decision 044). */
const FIXED_ORDER = ['LOYALTY_POINTS', 'REWARD_CODE', 'GIFT_CARD', 'REWARD_CARD', 'ATHLETES_PAYMENT'];

/**
 * Fixed-amount instruments in the order they pay: the loyalty voucher, reward codes, gift cards,
 * the reward card, then the athlete allowance, each kind as added.
 */
export const fixedInstruments = (payments: CartPaymentRow[]) =>
  FIXED_ORDER.flatMap((method) => payments.filter((p) => p.methodId === method));

/**
 * What other means (a card, BNPL) would still have to pay with the athlete allowance and every other
 * instrument but the loyalty voucher: the spec allows rewards with athlete payment only when this is zero.
 */
export function leftBesidesRewards(payments: CartPaymentRow[], total: number): number {
  const withoutRewards = payments.filter((p) => p.methodId !== 'LOYALTY_POINTS');
  const amounts = allocatePayments(withoutRewards, total);
  const fixed = fixedInstruments(withoutRewards).reduce((sum, p) => sum + (amounts.get(p.id) ?? 0), 0);
  return total - fixed;
}

/** Split tender: a loyalty voucher and gift cards pay first; the card or BNPL takes what is left. */
export function allocatePayments(payments: CartPaymentRow[], total: number): Map<string, number> {
  const amounts = new Map<string, number>();
  let left = total;
  for (const payment of fixedInstruments(payments)) {
    const amount = Math.min(fixedFunds(payment), left);
    amounts.set(payment.id, amount);
    left -= amount;
  }
  const open = payments.find((p) => OPEN_AMOUNT_METHODS.includes(p.methodId));
  if (open) amounts.set(open.id, left);
  return amounts;
}

const bonusNotification = (locale: string): CartNotification => ({
  type: 'info',
  code: 'GWP_PRODUCT',
  message: errorMessage('GWP403', locale),
  position: 'item',
});

/** Free gifts earned by gift-with-purchase promotions, shown as bonus lines while the gift is in stock. */
async function giftLines(db: DbOrTx, cart: CartRow, gifts: PricingResult['gifts']): Promise<CartLine[]> {
  const lines: CartLine[] = [];
  for (const gift of gifts) {
    const facts = await loadVariantFacts(db, cart.currency, gift.upc);
    if (!facts?.price || (facts.onHand ?? 0) <= 0) continue;
    lines.push({
      ...facts,
      item: {
        id: `gwp-${gift.promotionId}`,
        cartId: cart.id,
        upc: gift.upc,
        qty: 1,
        maxQty: 1,
        pdpUrl: null,
        productImageUrl: null,
        giftOption: null,
        storeId: null,
        deliveryMethod: null,
        customAmount: null,
        recipeId: null,
        createdAt: cart.createdAt,
      },
    });
  }
  return lines;
}

/** Builds the cart as clients see it: lines, promotions, notifications, shipments, payments and totals. */
export async function cartView(
  db: DbOrTx,
  ctx: ShopContext,
  cart: CartRow,
  changedDelivery: DeliveryTransition[] = [],
): Promise<Cart> {
  const [lines, payments, consumerType, adjustments, holds] = await Promise.all([
    loadCartLines(db, cart),
    loadCartPayments(db, cart.id),
    promotionAudienceOf(db, cart.ownerId),
    db
      .select()
      .from(schema.cartPriceAdjustments)
      .where(eq(schema.cartPriceAdjustments.cartId, cart.id))
      .orderBy(asc(schema.cartPriceAdjustments.createdAt), asc(schema.cartPriceAdjustments.id)),
    holdsOfCart(db, cart.id),
  ]);
  const heldUntil = new Map(holds.map((hold) => [hold.upc, hold.expiresAt.toISOString()]));
  const [stores, designs] = await Promise.all([
    storesOf(db, lines),
    loadRecipes(
      db,
      lines.flatMap((line) => (line.item.recipeId ? [line.item.recipeId] : [])),
    ),
  ]);
  const designOf = (line: CartLine) => (line.item.recipeId ? designs.get(line.item.recipeId) : undefined);
  /** A design's surcharge on top of the base variant's price (0 for catalogue lines). */
  const surcharge = (line: CartLine) => {
    const design = designOf(line);
    return design ? surchargeOf(design.template, design.recipe.choices, cart.currency) : 0;
  };
  const offers = await promotionsForCart(db, ctx, cart.id, {
    shopperId: cart.ownerId,
    consumerType,
    email: cart.email,
  });
  const unitPrice = (line: CartLine) =>
    isDigitalLine(line)
      ? (line.item.customAmount ?? 0)
      : line.price
        ? currentAmount(line.price) + surcharge(line)
        : 0;
  // Promotions, free-shipping thresholds and shipping concern the goods; e-gift cards are money.
  const goods = lines.filter((line) => !isDigitalLine(line));
  const digitalLines = lines.filter(isDigitalLine);
  const merchandise = goods.reduce((sum, line) => sum + unitPrice(line) * line.item.qty, 0);
  const methods = applicableShippingMethods(
    await shippingRatesOf(db, ctx.siteId),
    ctx.locale,
    merchandise,
    cart.shippingAddress,
  );
  const selected = methods.find((method) => method.code === cart.shippingMethodCode) ?? null;
  const homeLines = goods.filter((line) => !line.item.storeId);
  const shippingPrice = homeLines.length > 0 && selected ? selected.price.amount : 0;
  const pricedLines = goods.map((line) => ({
    id: line.item.id,
    upc: line.item.upc,
    masterId: line.product.id,
    productType: line.product.productType,
    qty: line.item.qty,
    unitPrice: unitPrice(line),
  }));
  const pricing = applyPromotions(
    {
      currency: cart.currency,
      lines: pricedLines,
      shipping: shippingPrice,
      shippingMethodCode: selected?.code ?? null,
    },
    offers.rules,
  );
  const adjusted = applyAdjustments(pricedLines, pricing.lineDiscounts, pricing.orderDiscount, adjustments);
  const bonusLines = await giftLines(db, cart, pricing.gifts);

  const itemOf = (line: CartLine, bonus: boolean) => {
    const name = localize(line.product.name, ctx.locale);
    const colorLabel = localize(line.color.label, ctx.locale);
    const digital = isDigitalLine(line);
    // Crossed out when above the price paid: on EU/UK sites the lowest of the 30 days before the sale.
    const original = digital
      ? unitPrice(line)
      : (line.price ? referenceAmount(line.price) : 0) + surcharge(line);
    const design = designOf(line);
    const current = bonus ? 0 : unitPrice(line);
    const rowTotal = current * line.item.qty;
    const notifications = bonus ? [bonusNotification(ctx.locale)] : lineNotifications(line, ctx.locale);
    const pdpUrl = `${productUrl(line.product.slug, line.product.id)}?color=${line.color.code}`;
    const imageSrc = line.color.imageUrls[0] ?? '';
    return {
      id: line.item.id,
      productId: line.color.id,
      masterId: line.product.id,
      upc: line.item.upc,
      qty: line.item.qty,
      maxQty: bonus || digital || isCustomsLine(line) ? 1 : maxQtyFor(line.onHand ?? 0),
      name,
      brand: line.product.brand,
      color: { code: line.color.code, label: colorLabel },
      size: line.variant.size,
      price: {
        currency: cart.currency,
        original,
        current,
        rowTotal,
        priceAfterItemDiscount: rowTotal - (pricing.lineDiscounts.get(line.item.id) ?? 0),
      },
      pdpUrl,
      productImageURL: imageSrc,
      image: { src: imageSrc, alt: `${name}, ${colorLabel}` },
      available: bonus || notifications.length === 0,
      bonus,
      storeId: line.item.storeId,
      giftOption: line.item.giftOption
        ? {
            ...line.item.giftOption,
            to: line.item.giftOption.to ?? '',
            message: line.item.giftOption.message ?? '',
          }
        : null,
      customAmount: line.item.customAmount,
      isCustoms: isCustomsLine(line),
      recipeId: line.item.recipeId,
      customsSummary: design ? describe(design.template, design.recipe.choices, ctx.locale).summary : null,
      selectedShippingOption: line.item.deliveryMethod ?? selected?.code ?? 'standard',
      heldUntil: bonus ? null : (heldUntil.get(line.item.upc) ?? null),
      shippingOptions: shippingOptionsOf(line, selected, stores, ctx.locale),
      productPromotions: (pricing.linePromotions.get(line.item.id) ?? []).map((promotion) => ({
        promotionId: promotion.promotionId,
        campaignId: promotion.promotionId,
        couponCode: promotion.couponCode,
        price: -promotion.discount,
      })),
      customerNotifications: notifications,
    };
  };
  const items = [
    ...lines.map((line) => itemOf(line, false)),
    ...bonusLines.map((line) => itemOf(line, true)),
  ];

  const lineDiscount = [...pricing.lineDiscounts.values()].reduce((sum, value) => sum + value, 0);
  const fixedFundsTotal = payments.reduce((sum, payment) => sum + fixedFunds(payment), 0);
  const totals = computeTotals({
    currency: cart.currency,
    lines: items.map((item) => ({
      unitPrice: item.price.current,
      qty: item.qty,
      taxable: item.selectedShippingOption !== DIGITAL,
    })),
    discount: lineDiscount + pricing.orderDiscount + adjusted.lineTotal + adjusted.orderTotal,
    shipping: shippingPrice - pricing.shippingDiscount,
    destination: cart.shippingAddress,
    siteCountry: ctx.country,
    taxRates: await taxRatesOf(db),
    coveredByFixedInstruments: fixedFundsTotal,
    hasOpenAmountInstrument: payments.some((payment) => OPEN_AMOUNT_METHODS.includes(payment.methodId)),
  });
  const amounts = allocatePayments(payments, totals.total);

  const transitionFlash = changedDelivery.map((change) => ({
    type: change.code,
    message: errorMessage('ORD518', ctx.locale),
    itemId: change.itemId,
  }));
  const flash = items.flatMap((item) =>
    item.bonus
      ? []
      : item.customerNotifications.map((notification) => ({
          type: FLASH_OF_NOTIFICATION[notification.code] ?? 'ProductItemNotAvailable',
          message: notification.message,
          itemId: item.id,
        })),
  );
  const approaching = approachingMessages(pricing.thresholds, cart.currency, ctx.locale);
  const byLevel = (level: string) => pricing.applied.filter((promotion) => promotion.level === level);

  return {
    id: cart.id,
    basketId: cart.id,
    siteId: cart.siteId,
    locale: ctx.locale,
    currency: cart.currency,
    email: cart.email,
    items,
    totalItems: items.reduce((sum, item) => sum + item.qty, 0),
    totals,
    shipments: [
      {
        shipmentId: SHIPMENT_ID,
        shippingMethod: selected,
        storeId: null,
        address: addressView(cart.shippingAddress),
        applicableShippingMethods: methods,
        giftOption: cart.shippingAddress?.giftOption ?? null,
      },
      ...storeShipments(lines, stores, ctx.locale),
      ...(digitalLines.length > 0
        ? [
            {
              shipmentId: DIGITAL_SHIPMENT_ID,
              shippingMethod: storeMethod('digital', ctx.locale),
              storeId: null,
              address: null,
              applicableShippingMethods: [storeMethod('digital', ctx.locale)],
              giftOption: null,
            },
          ]
        : []),
    ],
    billingAddress: addressView(cart.billingAddress),
    paymentInstruments: payments.map((payment) => ({
      payment_instrument_id: payment.id,
      payment_method_id: payment.methodId,
      amount: amounts.get(payment.id) ?? 0,
      giftCard: STORED_VALUE_METHODS.includes(payment.methodId)
        ? {
            maskedNumber: maskGiftCardNumber(payment.cardLast4 ?? ''),
            balance: fixedFunds(payment),
          }
        : null,
      additionalData:
        payment.methodId === 'ATHLETES_PAYMENT'
          ? {
              payableAmount: amounts.get(payment.id) ?? 0,
              remainingAmount: fixedFunds(payment) - (amounts.get(payment.id) ?? 0),
            }
          : null,
      loyaltyVoucher:
        payment.methodId === 'LOYALTY_POINTS'
          ? {
              points: voucherTierOfAmount(payment.amount)?.points ?? 0,
              amountInCurrency: payment.amount ?? 0,
            }
          : null,
      card: payment.cardBrand
        ? {
            brand: payment.cardBrand,
            last4: payment.cardLast4 ?? '',
            expMonth: payment.cardExpMonth ?? 0,
            expYear: payment.cardExpYear ?? 0,
            holder: payment.cardHolder ?? '',
          }
        : null,
    })),
    promotions: { order: byLevel('ORDER'), product: byLevel('PRODUCT'), shipping: byLevel('SHIPPING') },
    priceAdjustments: adjustments.map((adjustment) => ({
      adjustmentId: adjustment.id,
      itemId: adjustment.itemId,
      amount: adjustment.amount,
      percent: adjustment.percent,
      reason: adjustment.reason,
      note: adjustment.note,
      discount: adjusted.discounts.get(adjustment.id) ?? 0,
    })),
    coupons: offers.coupons.map((coupon) => {
      const applied = !coupon.reason && pricing.applied.some((p) => p.promotionId === coupon.promotionId);
      const progress = approaching.find((message) => message.promotionId === coupon.promotionId);
      return {
        code: coupon.code,
        promotionId: coupon.promotionId,
        applied,
        errorId: coupon.reason,
        message: coupon.reason
          ? errorMessage(coupon.reason, ctx.locale)
          : applied
            ? null
            : (progress?.message ?? null),
      };
    }),
    approachingPromotions: approaching,
    customerNotifications: [],
    flash: [...transitionFlash, ...flash],
    changedDelivery,
  };
}
