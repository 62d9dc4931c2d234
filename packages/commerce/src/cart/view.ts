import { type Cart, type CartNotification, errorMessage } from '@ridgeline/contracts';
import type { AddressRecord, DbOrTx } from '@ridgeline/db';
import { currentAmount } from '../catalog/price.ts';
import { maxQtyFor } from '../catalog/stock.ts';
import { productUrl } from '../catalog/urls.ts';
import type { ShopContext } from '../shared/context.ts';
import { localize } from '../shared/locale.ts';
import { applicableShippingMethods } from '../shipping/methods.ts';
import { type CartLine, type CartRow, loadCartLines, loadCartPayments } from './load.ts';
import { computeTotals } from './totals.ts';

export const SHIPMENT_ID = 'me';

/** The spec's cart flash codes for each line problem. */
const FLASH_OF_NOTIFICATION: Record<string, string> = {
  ITEM_NOT_AVAILABLE: 'ProductItemNotAvailable',
  NO_PRICE: 'ProductItemNotAvailable',
  ADDED_MAX_QUANTITY: 'ProductLineItemInventoryMissing',
};

function addressView(address: AddressRecord | null) {
  if (!address) return null;
  const { email: _email, ...rest } = address;
  return rest;
}

function lineNotifications(line: CartLine, locale: string): CartNotification[] {
  const onHand = line.onHand ?? 0;
  if (!line.price) {
    return [{ type: 'error', code: 'NO_PRICE', message: errorMessage('INV702', locale), position: 'item' }];
  }
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

/** Builds the cart as clients see it: lines, notifications, shipments, payments and totals. */
export async function cartView(db: DbOrTx, ctx: ShopContext, cart: CartRow): Promise<Cart> {
  const [lines, payments] = await Promise.all([loadCartLines(db, cart), loadCartPayments(db, cart.id)]);
  const items = lines.map((line) => {
    const name = localize(line.product.name, ctx.locale);
    const colorLabel = localize(line.color.label, ctx.locale);
    const original = line.price?.listAmount ?? 0;
    const current = line.price ? currentAmount(line.price) : 0;
    const notifications = lineNotifications(line, ctx.locale);
    const pdpUrl = `${productUrl(line.product.slug, line.product.id)}?color=${line.color.code}`;
    const imageSrc = line.color.imageUrls[0] ?? '';
    return {
      id: line.item.id,
      productId: line.color.id,
      masterId: line.product.id,
      upc: line.item.upc,
      qty: line.item.qty,
      maxQty: maxQtyFor(line.onHand ?? 0),
      name,
      brand: line.product.brand,
      color: { code: line.color.code, label: colorLabel },
      size: line.variant.size,
      price: { currency: cart.currency, original, current, rowTotal: current * line.item.qty },
      pdpUrl,
      productImageURL: imageSrc,
      image: { src: imageSrc, alt: `${name}, ${colorLabel}` },
      available: notifications.length === 0,
      customerNotifications: notifications,
    };
  });

  const itemTotal = items.reduce((sum, item) => sum + item.price.rowTotal, 0);
  const methods = applicableShippingMethods(ctx.siteId, ctx.locale, itemTotal);
  const selected = methods.find((method) => method.code === cart.shippingMethodCode) ?? null;
  const totals = computeTotals({
    currency: cart.currency,
    lines: items.map((item) => ({ unitPrice: item.price.current, qty: item.qty })),
    discount: 0,
    shipping: items.length > 0 && selected ? selected.price.amount : 0,
    destination: cart.shippingAddress,
    siteCountry: ctx.country,
    coveredByFixedInstruments: 0,
    hasOpenAmountInstrument: payments.some((payment) => payment.methodId === 'CREDIT_CARD'),
  });

  const flash = items.flatMap((item) =>
    item.customerNotifications.map((notification) => ({
      type: FLASH_OF_NOTIFICATION[notification.code] ?? 'ProductItemNotAvailable',
      message: notification.message,
      itemId: item.id,
    })),
  );

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
        address: addressView(cart.shippingAddress),
        applicableShippingMethods: methods,
      },
    ],
    billingAddress: addressView(cart.billingAddress),
    paymentInstruments: payments.map((payment) => ({
      payment_instrument_id: payment.id,
      payment_method_id: payment.methodId,
      amount: payment.methodId === 'CREDIT_CARD' ? totals.total : (payment.amount ?? 0),
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
    customerNotifications: [],
    flash,
  };
}
