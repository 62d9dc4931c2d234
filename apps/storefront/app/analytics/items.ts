import type { AnalyticsItem, Cart, Order, ProductDetails, ProductTile } from '@ridgeline/contracts';
import type { EventParams } from './bus.ts';

/**
 * The analytics product record of spec 2 as GA4 items (decision 099): item_id (the product), item_name,
 * item_brand, the colour code as item_variant, category, list and position, price and discount in major
 * units, discount type, coupon, stock status and shipping method (BOPIS_STS, BOPIS_SD, STH).
 */
const digits = new Map<string, number>();

/** Minor units (cents) to the currency's major units, as GA4 expects them. */
export function major(minor: number, currency: string): number {
  let places = digits.get(currency);
  if (places === undefined) {
    places =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    digits.set(currency, places);
  }
  return Number((minor / 10 ** places).toFixed(places));
}

/** The record's shipping method for a delivery code of the cart. */
export function shippingMethodOf(code: string | null | undefined): AnalyticsItem['shipping_method'] {
  if (code === 'sts') return 'BOPIS_STS';
  if (code === 'pickup') return 'BOPIS_SD';
  if (code === 'digital' || code === undefined) return undefined;
  return 'STH';
}

function priced(original: number, current: number, currency: string) {
  const discount = original > current ? major(original - current, currency) : undefined;
  return {
    price: major(current, currency),
    discount,
    discount_type: discount ? ('Marked Down' as const) : undefined,
  };
}

/** A product page's product in its chosen colour. */
export function itemOfProduct(
  product: ProductDetails,
  colourCode: string | null,
  size?: string | null,
): AnalyticsItem {
  const variants = product.variants.filter((variant) => variant.colorCode === colourCode);
  const chosen = size ? variants.find((variant) => variant.size === size) : undefined;
  const inStock = chosen ? chosen.available : variants.some((variant) => variant.available);
  const low = chosen ? chosen.lowStock : variants.some((variant) => variant.available && variant.lowStock);
  const crumbs = product.breadcrumbs.map((crumb) => crumb.name);
  return {
    item_id: product.masterId,
    item_name: product.name,
    item_brand: product.brand,
    item_variant: colourCode ?? undefined,
    item_category: crumbs[0],
    item_category2: crumbs[1],
    item_category3: crumbs[2],
    item_size: size ?? undefined,
    stock_status: !inStock ? 'out_of_stock' : low ? 'low_stock' : 'in_stock',
    ...priced(product.price.lowOriginal, product.price.lowCurrent, product.price.currency),
  };
}

/** A listing's tile at its place in a list (search, grid, recommendation carousel...). */
export function itemOfTile(tile: ProductTile, index: number, listName: string): AnalyticsItem {
  return {
    item_id: tile.id,
    item_name: tile.name,
    item_brand: tile.brand,
    item_variant: tile.colors[0]?.code,
    item_list_name: listName,
    index,
    ...priced(tile.price.lowOriginal, tile.price.lowCurrent, tile.price.currency),
  };
}

type CartLine = Cart['items'][number];

/** A cart line: its colour, size, quantity, delivery and coupon. */
export function itemOfCartLine(line: CartLine, index: number, coupon?: string): AnalyticsItem {
  const { currency } = line.price;
  const discountMinor = line.price.rowTotal - line.price.priceAfterItemDiscount;
  const marked = line.price.original > line.price.current;
  return {
    item_id: line.masterId,
    item_name: line.name,
    item_brand: line.brand,
    item_variant: line.color.code,
    item_size: line.size,
    index,
    quantity: line.qty,
    price: major(line.price.current, currency),
    discount:
      marked || discountMinor > 0
        ? major((line.price.original - line.price.current) * line.qty + Math.max(0, discountMinor), currency)
        : undefined,
    discount_type: line.bonus ? 'Free Gift' : marked ? 'Marked Down' : undefined,
    coupon,
    stock_status: line.available ? 'in_stock' : 'out_of_stock',
    shipping_method: shippingMethodOf(line.selectedShippingOption),
  };
}

const couponOf = (cart: Pick<Cart, 'coupons'>) =>
  cart.coupons
    .filter((coupon) => coupon.applied)
    .map((coupon) => coupon.code)
    .join(',') || undefined;

/** The parameters of view_cart, begin_checkout, add_shipping_info and add_payment_info for a cart. */
export function cartParams(cart: Cart, extra: EventParams = {}): EventParams {
  const coupon = couponOf(cart);
  return {
    currency: cart.currency,
    value: major(cart.totals.total, cart.currency),
    coupon,
    items: cart.items.map((line, index) => itemOfCartLine(line, index, coupon)),
    ...extra,
  };
}

/** add_shipping_info: the cart with its shipping tier (the record's shipping method). */
export function shippingParams(cart: Cart): EventParams {
  const home = cart.shipments.find((shipment) => shipment.shippingMethod)?.shippingMethod?.code;
  const firstLine = cart.items[0]?.selectedShippingOption;
  return cartParams(cart, { shipping_tier: shippingMethodOf(home ?? firstLine) });
}

/** The GA4 purchase of a placed order: transaction id, value, tax, shipping, currency, coupon and items. */
export function purchaseParams(order: Order): EventParams {
  const { currency } = order;
  const coupon =
    order.promoSummary
      .map((entry) => entry.couponCode)
      .filter(Boolean)
      .join(',') || undefined;
  return {
    transaction_id: order.orderNumber,
    currency,
    value: major(order.totals.total, currency),
    tax: major(order.totals.tax, currency),
    shipping: major(order.totals.shipping, currency),
    coupon,
    items: order.items.map((line, index) => ({
      item_id: line.masterId,
      item_name: line.name,
      item_variant: line.color,
      item_size: line.size,
      index,
      quantity: line.qty,
      price: major(line.price.current, currency),
      coupon,
      shipping_method: shippingMethodOf(line.deliveryMethod ?? 'standard'),
    })),
  };
}
