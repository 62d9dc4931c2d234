import type {
  AddItemRequest,
  Address,
  Cart,
  ShippingMethodCode,
  UpdateItemRequest,
} from '@ridgeline/contracts';
import { and, type Db, eq, inArray, schema } from '@ridgeline/db';
import { maxQtyFor } from '../catalog/stock.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { isGiftUpc } from '../promotions/eligibility.ts';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { applicableShippingMethods, DEFAULT_SHIPPING_METHOD } from '../shipping/methods.ts';
import { type CartRow, loadOwnCart, OPEN_AMOUNT_METHODS } from './load.ts';
import { cartView } from './view.ts';

export interface CartActor {
  ctx: ShopContext;
  shopperId: string;
}

const touch = (db: Db, cartId: string) =>
  db.update(schema.carts).set({ updatedAt: new Date() }).where(eq(schema.carts.id, cartId));

export async function createCart(db: Db, { ctx, shopperId }: CartActor): Promise<Cart> {
  const cart: CartRow = {
    id: newId(),
    siteId: ctx.siteId,
    currency: ctx.currency,
    locale: ctx.locale,
    ownerId: shopperId,
    status: 'open',
    email: null,
    shippingAddress: null,
    billingAddress: null,
    shippingMethodCode: DEFAULT_SHIPPING_METHOD,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
  await db.insert(schema.carts).values(cart);
  return cartView(db, ctx, cart);
}

/** The shopper's most recent open cart on this site, if any. */
export async function findOpenCartId(db: Db, siteId: string, shopperId: string): Promise<string | null> {
  const rows = await db
    .select({ id: schema.carts.id, updatedAt: schema.carts.updatedAt })
    .from(schema.carts)
    .where(
      and(
        eq(schema.carts.ownerId, shopperId),
        eq(schema.carts.siteId, siteId),
        eq(schema.carts.status, 'open'),
      ),
    );
  rows.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  return rows[0]?.id ?? null;
}

export async function getCart(db: Db, actor: CartActor, cartId: string): Promise<Cart> {
  return cartView(db, actor.ctx, await loadOwnCart(db, actor.ctx, actor.shopperId, cartId));
}

async function variantForSale(db: Db, ctx: ShopContext, upc: string) {
  const [row] = await db
    .select({ variant: schema.variants, onHand: schema.stock.quantity, price: schema.prices.listAmount })
    .from(schema.variants)
    .leftJoin(schema.stock, eq(schema.stock.upc, schema.variants.upc))
    .leftJoin(
      schema.prices,
      and(eq(schema.prices.productId, schema.variants.productId), eq(schema.prices.currency, ctx.currency)),
    )
    .where(eq(schema.variants.upc, upc));
  if (!row) throw new CommerceError('ORD404', { upc });
  if (row.price === null) throw new CommerceError('INV702', { upc });
  const onHand = row.onHand ?? 0;
  if (onHand <= 0) throw new CommerceError('INV700', { upc });
  return { variant: row.variant, maxAllowedQty: maxQtyFor(onHand) };
}

export async function addItem(db: Db, actor: CartActor, request: AddItemRequest): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, request.cartId);
  if (await isGiftUpc(db, request.upc)) throw new CommerceError('GWP403', { upc: request.upc });
  const { variant, maxAllowedQty } = await variantForSale(db, actor.ctx, request.upc);
  if (request.productId && request.productId !== variant.productId && request.productId !== variant.colorId) {
    throw new CommerceError('ORD404', { productId: request.productId, upc: request.upc });
  }
  const [existing] = await db
    .select()
    .from(schema.cartItems)
    .where(and(eq(schema.cartItems.cartId, cart.id), eq(schema.cartItems.upc, request.upc)));
  const qty = (existing?.qty ?? 0) + request.qty;
  if (qty > maxAllowedQty) throw new CommerceError('INV408', { maxAllowedQty, upc: request.upc });
  if (existing) {
    await db.update(schema.cartItems).set({ qty }).where(eq(schema.cartItems.id, existing.id));
  } else {
    await db.insert(schema.cartItems).values({
      id: newId(),
      cartId: cart.id,
      upc: request.upc,
      qty,
      maxQty: maxAllowedQty,
      pdpUrl: request.pdpUrl ?? null,
      productImageUrl: request.productImageURL ?? null,
    });
  }
  await touch(db, cart.id);
  return cartView(db, actor.ctx, cart);
}

async function ownItem(db: Db, cartId: string, itemId: string) {
  const [item] = await db
    .select()
    .from(schema.cartItems)
    .where(and(eq(schema.cartItems.id, itemId), eq(schema.cartItems.cartId, cartId)));
  if (!item) throw new CommerceError('ORD404', { itemId });
  return item;
}

export async function updateItem(db: Db, actor: CartActor, request: UpdateItemRequest): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, request.cartId);
  const item = await ownItem(db, cart.id, request.itemId);
  const { maxAllowedQty } = await variantForSale(db, actor.ctx, item.upc);
  if (request.qty > maxAllowedQty) throw new CommerceError('INV408', { maxAllowedQty, upc: item.upc });
  await db.update(schema.cartItems).set({ qty: request.qty }).where(eq(schema.cartItems.id, item.id));
  await touch(db, cart.id);
  return cartView(db, actor.ctx, cart);
}

export async function removeItem(db: Db, actor: CartActor, cartId: string, itemId: string): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  const item = await ownItem(db, cart.id, itemId);
  await db.delete(schema.cartItems).where(eq(schema.cartItems.id, item.id));
  await touch(db, cart.id);
  return cartView(db, actor.ctx, cart);
}

const toRecord = (address: Address) => ({ ...address });

export async function setShippingAddress(
  db: Db,
  actor: CartActor,
  cartId: string,
  address: Address & { email: string },
): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  if (
    address.countryCode !== actor.ctx.country &&
    !(actor.ctx.siteId === 'eu' && address.countryCode === 'FR')
  ) {
    throw new CommerceError('PAY401', { countryCode: address.countryCode });
  }
  if (
    /\b(p\.?\s*o\.?\s*box|postfach|boîte postale)\b/i.test(
      `${address.addressLine1} ${address.addressLine2 ?? ''}`,
    )
  ) {
    throw new CommerceError('SHP500');
  }
  const [updated] = await db
    .update(schema.carts)
    .set({ shippingAddress: toRecord(address), email: address.email, updatedAt: new Date() })
    .where(eq(schema.carts.id, cart.id))
    .returning();
  return cartView(db, actor.ctx, updated!);
}

export async function removeShippingAddress(db: Db, actor: CartActor, cartId: string): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  const [updated] = await db
    .update(schema.carts)
    .set({ shippingAddress: null, updatedAt: new Date() })
    .where(eq(schema.carts.id, cart.id))
    .returning();
  return cartView(db, actor.ctx, updated!);
}

export async function setShippingMethod(
  db: Db,
  actor: CartActor,
  cartId: string,
  shippingId: string,
  code: ShippingMethodCode,
): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  if (shippingId !== 'me') throw new CommerceError('SHP404', { shippingId });
  if (
    !applicableShippingMethods(actor.ctx.siteId, actor.ctx.locale, 0).some((method) => method.code === code)
  ) {
    throw new CommerceError('SHP404', { code });
  }
  const [updated] = await db
    .update(schema.carts)
    .set({ shippingMethodCode: code, updatedAt: new Date() })
    .where(eq(schema.carts.id, cart.id))
    .returning();
  return cartView(db, actor.ctx, updated!);
}

export async function getShippingMethods(db: Db, actor: CartActor, cartId: string, shippingId: string) {
  const cart = await getCart(db, actor, cartId);
  const shipment = cart.shipments.find((s) => s.shipmentId === shippingId);
  if (!shipment) throw new CommerceError('SHP404', { shippingId });
  return { applicableShippingMethods: shipment.applicableShippingMethods };
}

export async function setBillingAddress(
  db: Db,
  actor: CartActor,
  cartId: string,
  address: Address | null,
): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  const [updated] = await db
    .update(schema.carts)
    .set({ billingAddress: address ? toRecord(address) : null, updatedAt: new Date() })
    .where(eq(schema.carts.id, cart.id))
    .returning();
  return cartView(db, actor.ctx, updated!);
}

export async function addCardInstrument(
  db: Db,
  gateway: PaymentGateway,
  actor: CartActor,
  cartId: string,
  token: string,
): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  const card = await gateway.describeToken(token);
  if (!card) throw new CommerceError('PYT404', { token: 'unknown' });
  // One open-amount instrument per cart: a new card replaces the previous card or BNPL plan.
  await db
    .delete(schema.cartPayments)
    .where(
      and(
        eq(schema.cartPayments.cartId, cart.id),
        inArray(schema.cartPayments.methodId, OPEN_AMOUNT_METHODS),
      ),
    );
  await db.insert(schema.cartPayments).values({
    id: newId(),
    cartId: cart.id,
    methodId: 'CREDIT_CARD',
    gatewayToken: token,
    cardBrand: card.brand,
    cardLast4: card.last4,
    cardExpMonth: card.expMonth,
    cardExpYear: card.expYear,
    cardHolder: card.holder,
  });
  return cartView(db, actor.ctx, cart);
}

export async function removePaymentInstrument(
  db: Db,
  actor: CartActor,
  cartId: string,
  instrumentId: string,
): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  const removed = await db
    .delete(schema.cartPayments)
    .where(and(eq(schema.cartPayments.id, instrumentId), eq(schema.cartPayments.cartId, cart.id)))
    .returning({ id: schema.cartPayments.id });
  if (removed.length === 0) throw new CommerceError('PYT404', { payment_instrument_id: instrumentId });
  return cartView(db, actor.ctx, cart);
}
