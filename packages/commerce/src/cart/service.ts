import {
  type AddItemRequest,
  type Address,
  type Cart,
  errorMessage,
  type OrderGiftOption,
  type ShippingMethodCode,
  type UpdateItemRequest,
} from '@ridgeline/contracts';
import { and, count, type Db, eq, inArray, isNull, schema } from '@ridgeline/db';
import { maxQtyFor } from '../catalog/index.ts';
import { CUSTOMS, recipeForLine } from '../customs/index.ts';
import { DIGITAL, isEGiftProductType } from '../giftcards/index.ts';
import { heldByOthers, onlineUnits } from '../inventory/index.ts';
import type { PaymentGateway } from '../payments/index.ts';
import { isGiftUpc } from '../promotions/index.ts';
import { ABUSE_LIMITS, lockShopper } from '../shared/abuse-limits.ts';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import {
  applicableShippingMethods,
  DEFAULT_SHIPPING_METHOD,
  isPoBox,
  shippingRatesOf,
  shipsTo,
  siteStore,
  storeDeliveryFor,
  storeQuantity,
  validateShippingAddress,
} from '../shipping/index.ts';
import { reconcileDelivery, reconcileShippingMethod } from './delivery.ts';
import { type CartRow, loadOwnCart, OPEN_AMOUNT_METHODS } from './load.ts';
import { cartView } from './view.ts';

export interface CartActor {
  ctx: ShopContext;
  shopperId: string;
  /** In an assisted session (decision 090), the associate selling for the shopper: their shopper id. */
  associateId?: string | null;
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
    deviceFingerprint: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    // Counted under the shopper's lock: a burst of requests cannot open more than the limit.
    await lockShopper(tx, shopperId);
    const [open] = await tx
      .select({ n: count() })
      .from(schema.carts)
      .where(and(eq(schema.carts.ownerId, shopperId), eq(schema.carts.status, 'open')));
    if ((open?.n ?? 0) >= ABUSE_LIMITS.openCartsPerShopper) {
      throw new CommerceError('BSK429', { maxCarts: ABUSE_LIMITS.openCartsPerShopper });
    }
    await tx.insert(schema.carts).values(cart);
  });
  return cartView(db, ctx, cart);
}

/**
 * Adds a line to a cart that has room for it: BSK413 when it already has ABUSE_LIMITS.linesPerCart lines
 * (counted under the cart's row lock, so concurrent adds cannot pass the limit together).
 */
async function insertLine(db: Db, line: typeof schema.cartItems.$inferInsert): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: schema.carts.id })
      .from(schema.carts)
      .where(eq(schema.carts.id, line.cartId))
      .for('update');
    const [lines] = await tx
      .select({ n: count() })
      .from(schema.cartItems)
      .where(eq(schema.cartItems.cartId, line.cartId));
    if ((lines?.n ?? 0) >= ABUSE_LIMITS.linesPerCart) {
      throw new CommerceError('BSK413', { maxLines: ABUSE_LIMITS.linesPerCart });
    }
    await tx.insert(schema.cartItems).values(line);
  });
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

/** The cart, after re-checking each line's delivery against today's stock (see reconcileDelivery). */
export async function getCart(db: Db, actor: CartActor, cartId: string, favStoreId?: string): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  const changes = await reconcileDelivery(db, cart, favStoreId);
  return cartView(db, actor.ctx, cart, changes);
}

async function variantForSale(
  db: Db,
  ctx: ShopContext,
  upc: string,
  storeId: string | null | undefined,
  cartId: string,
) {
  const [row] = await db
    .select({
      variant: schema.variants,
      productType: schema.products.productType,
      price: schema.prices.listAmount,
    })
    .from(schema.variants)
    .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
    .leftJoin(
      schema.prices,
      and(eq(schema.prices.productId, schema.variants.productId), eq(schema.prices.currency, ctx.currency)),
    )
    .where(eq(schema.variants.upc, upc));
  if (!row) throw new CommerceError('ORD404', { upc });
  if (row.price === null) throw new CommerceError('INV702', { upc });
  // E-gift cards are not stocked: each line is one card, sent by email.
  if (isEGiftProductType(row.productType)) return { variant: row.variant, maxAllowedQty: 1, eGift: true };
  // A store order may be served from the store's shelf (pickup) or from online stock (ship to store).
  const storeQty = storeId ? await storeQuantity(db, storeId, upc) : 0;
  // Units other shoppers hold (reserveWithItem) are not for sale to this cart.
  const onHandOnline = (await onlineUnits(db, [upc])).get(upc) ?? 0;
  const online = Math.max(0, onHandOnline - (await heldByOthers(db, upc, cartId)));
  const onHand = Math.max(online, storeQty);
  if (onHand <= 0) throw new CommerceError('INV700', { upc });
  return { variant: row.variant, maxAllowedQty: maxQtyFor(onHand), eGift: false };
}

const invalid = (field: string, problem: string) => new CommerceError('REQ400', { field, problem });

/**
 * An e-gift card line needs its amount, one card per line, the recipient's name and email and the
 * sender's name; it is delivered by email (digital), never to a store. Other lines take no amount.
 */
function checkEGiftRequest(request: AddItemRequest, eGift: boolean) {
  if (!eGift) {
    if (request.customAmount !== undefined) {
      throw invalid('body.customAmount', 'is only for e-gift cards');
    }
    return;
  }
  if (request.customAmount === undefined)
    throw invalid('body.customAmount', 'is required for an e-gift card');
  if (request.qty !== 1) throw invalid('body.qty', 'must be 1 for an e-gift card (one card per line)');
  if (request.storeId) throw invalid('body.storeId', 'e-gift cards are sent by email');
  if (!request.giftOption?.email) throw invalid('body.giftOption.email', 'is required for an e-gift card');
  if (!request.giftOption.from) throw invalid('body.giftOption.from', 'is required for an e-gift card');
}

/** Binds a line to a store (pickup, pudo or ship to store, whichever its stock allows) or to home (null). */
async function setDelivery(db: Db, ctx: ShopContext, itemId: string, storeId: string | null) {
  const [item] = await db.select().from(schema.cartItems).where(eq(schema.cartItems.id, itemId));
  if (!item) throw new CommerceError('ORD404', { itemId });
  if (storeId === null) {
    await db
      .update(schema.cartItems)
      .set({ storeId: null, deliveryMethod: null })
      .where(eq(schema.cartItems.id, itemId));
    return;
  }
  const store = await siteStore(db, ctx.siteId, storeId);
  const online = (await onlineUnits(db, [item.upc])).get(item.upc) ?? 0;
  const method = storeDeliveryFor(store, await storeQuantity(db, storeId, item.upc), online, item.qty);
  if (!method) throw new CommerceError('INV701', { storeId, upc: item.upc });
  await db
    .update(schema.cartItems)
    .set({ storeId, deliveryMethod: method })
    .where(eq(schema.cartItems.id, itemId));
}

export async function addItem(db: Db, actor: CartActor, request: AddItemRequest): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, request.cartId);
  if (request.recipeId || request.precreatedCustomsCode) return addCustomsItem(db, actor, cart, request);
  if (await isGiftUpc(db, request.upc)) throw new CommerceError('GWP403', { upc: request.upc });
  if (request.storeId) await siteStore(db, actor.ctx.siteId, request.storeId);
  const { variant, maxAllowedQty, eGift } = await variantForSale(
    db,
    actor.ctx,
    request.upc,
    request.storeId,
    cart.id,
  );
  if (request.productId && request.productId !== variant.productId && request.productId !== variant.colorId) {
    throw new CommerceError('ORD404', { productId: request.productId, upc: request.upc });
  }
  checkEGiftRequest(request, eGift);
  if (eGift) {
    await insertLine(db, {
      id: newId(),
      cartId: cart.id,
      upc: request.upc,
      qty: 1,
      maxQty: 1,
      pdpUrl: request.pdpUrl ?? null,
      productImageUrl: request.productImageURL ?? null,
      giftOption: request.giftOption ?? null,
      deliveryMethod: DIGITAL,
      customAmount: request.customAmount ?? null,
    });
    await touch(db, cart.id);
    return cartView(db, actor.ctx, cart);
  }
  const [existing] = await db
    .select()
    .from(schema.cartItems)
    .where(
      and(
        eq(schema.cartItems.cartId, cart.id),
        eq(schema.cartItems.upc, request.upc),
        isNull(schema.cartItems.customAmount),
        isNull(schema.cartItems.recipeId),
      ),
    );
  const qty = (existing?.qty ?? 0) + request.qty;
  if (qty > maxAllowedQty) throw new CommerceError('INV408', { maxAllowedQty, upc: request.upc });
  const itemId = existing?.id ?? newId();
  if (existing) {
    await db.update(schema.cartItems).set({ qty }).where(eq(schema.cartItems.id, existing.id));
  } else {
    await insertLine(db, {
      id: itemId,
      cartId: cart.id,
      upc: request.upc,
      qty,
      maxQty: maxAllowedQty,
      pdpUrl: request.pdpUrl ?? null,
      productImageUrl: request.productImageURL ?? null,
      giftOption: request.giftOption ?? null,
    });
  }
  if (existing && request.giftOption) {
    await db
      .update(schema.cartItems)
      .set({ giftOption: request.giftOption })
      .where(eq(schema.cartItems.id, itemId));
  }
  if (request.storeId) await setDelivery(db, actor.ctx, itemId, request.storeId);
  await touch(db, cart.id);
  return cartView(db, actor.ctx, cart);
}

/** The base variant of a made-to-order line: it must exist and be priced; its stock does not matter. */
async function customsVariant(db: Db, ctx: ShopContext, upc: string) {
  const [row] = await db
    .select({ variant: schema.variants, price: schema.prices.listAmount })
    .from(schema.variants)
    .leftJoin(
      schema.prices,
      and(eq(schema.prices.productId, schema.variants.productId), eq(schema.prices.currency, ctx.currency)),
    )
    .where(eq(schema.variants.upc, upc));
  if (!row) throw new CommerceError('ORD404', { upc });
  if (row.price === null) throw new CommerceError('INV702', { upc });
  return row.variant;
}

/** Customs lines are one made-to-order item each, shipped to the address (decision 045). */
function checkCustomsLine(request: { qty: number; storeId?: string | null | undefined }, pickup = false) {
  if (request.qty !== 1) throw invalid('body.qty', 'must be 1 for a custom design (one item per line)');
  if (request.storeId || pickup) throw invalid('body.storeId', 'custom designs are shipped to your address');
}

/**
 * A made-to-order line: the shopper's design (recipeId) or a curated one (precreatedCustomsCode, on the
 * variant `upc`). Each design is its own line of one; no stock is checked or taken.
 */
async function addCustomsItem(
  db: Db,
  actor: CartActor,
  cart: CartRow,
  request: AddItemRequest,
): Promise<Cart> {
  if (request.recipeId && request.precreatedCustomsCode) {
    throw invalid('body.precreatedCustomsCode', 'give either recipeId or precreatedCustomsCode, not both');
  }
  if (request.customAmount !== undefined) throw invalid('body.customAmount', 'is only for e-gift cards');
  checkCustomsLine(request);
  const { recipe, upc } = await recipeForLine(db, actor.ctx, actor.shopperId, request);
  const variant = await customsVariant(db, actor.ctx, upc);
  if (request.productId && request.productId !== variant.productId && request.productId !== variant.colorId) {
    throw new CommerceError('ORD404', { productId: request.productId, upc });
  }
  const [already] = await db
    .select({ id: schema.cartItems.id })
    .from(schema.cartItems)
    .where(and(eq(schema.cartItems.cartId, cart.id), eq(schema.cartItems.recipeId, recipe.id)));
  if (already) throw new CommerceError('INV408', { maxAllowedQty: 1, upc });
  await insertLine(db, {
    id: newId(),
    cartId: cart.id,
    upc,
    qty: 1,
    maxQty: 1,
    pdpUrl: request.pdpUrl ?? null,
    productImageUrl: request.productImageURL ?? null,
    giftOption: request.giftOption ?? null,
    deliveryMethod: CUSTOMS,
    recipeId: recipe.id,
  });
  await touch(db, cart.id);
  return cartView(db, actor.ctx, cart);
}

/** A customs line keeps one item shipped home; it may take another of the shopper's designs. */
async function updateCustomsItem(
  db: Db,
  actor: CartActor,
  cart: CartRow,
  item: typeof schema.cartItems.$inferSelect,
  request: UpdateItemRequest,
  pickup: boolean,
): Promise<Cart> {
  checkCustomsLine(request, pickup);
  const changes: Partial<typeof schema.cartItems.$inferInsert> = {};
  if (request.recipeId && request.recipeId !== item.recipeId) {
    const { recipe, upc } = await recipeForLine(
      db,
      actor.ctx,
      actor.shopperId,
      { recipeId: request.recipeId, upc: request.upc },
      item.upc,
    );
    await customsVariant(db, actor.ctx, upc);
    const [already] = await db
      .select({ id: schema.cartItems.id })
      .from(schema.cartItems)
      .where(and(eq(schema.cartItems.cartId, cart.id), eq(schema.cartItems.recipeId, recipe.id)));
    if (already) throw new CommerceError('INV408', { maxAllowedQty: 1, upc });
    Object.assign(changes, { recipeId: recipe.id, upc });
  }
  if (request.giftOption !== undefined) changes.giftOption = request.giftOption;
  if (Object.keys(changes).length > 0) {
    await db.update(schema.cartItems).set(changes).where(eq(schema.cartItems.id, item.id));
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

/**
 * Changes quantity and, when storeId is given (or action=pickup with favStoreId), the delivery:
 * a store id binds the line to that store, null sends it home again.
 */
export async function updateItem(
  db: Db,
  actor: CartActor,
  request: UpdateItemRequest,
  options: { action?: 'pickup' | undefined; favStoreId?: string | undefined } = {},
): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, request.cartId);
  const item = await ownItem(db, cart.id, request.itemId);
  const storeId =
    request.storeId !== undefined
      ? request.storeId
      : options.action === 'pickup'
        ? (options.favStoreId ?? item.storeId)
        : item.storeId;
  if (options.action === 'pickup' && !storeId) throw new CommerceError('STR404', { storeId: null });
  if (item.deliveryMethod === DIGITAL) return updateEGiftItem(db, actor, cart, item, request, storeId);
  if (item.recipeId) {
    return updateCustomsItem(db, actor, cart, item, request, options.action === 'pickup');
  }
  if (request.recipeId) throw invalid('body.recipeId', 'only a custom design line takes a recipe');
  const { maxAllowedQty } = await variantForSale(db, actor.ctx, item.upc, storeId, cart.id);
  if (request.qty > maxAllowedQty) throw new CommerceError('INV408', { maxAllowedQty, upc: item.upc });
  await db
    .update(schema.cartItems)
    .set({
      qty: request.qty,
      ...(request.giftOption !== undefined ? { giftOption: request.giftOption } : {}),
    })
    .where(eq(schema.cartItems.id, item.id));
  // Re-judged whenever a store is involved: a new quantity can turn pickup into ship-to-store.
  if (storeId || item.storeId) await setDelivery(db, actor.ctx, item.id, storeId ?? null);
  await touch(db, cart.id);
  return cartView(db, actor.ctx, cart);
}

/** An e-gift line stays one card sent by email; only its recipient details (gift option) change. */
async function updateEGiftItem(
  db: Db,
  actor: CartActor,
  cart: CartRow,
  item: typeof schema.cartItems.$inferSelect,
  request: UpdateItemRequest,
  storeId: string | null | undefined,
): Promise<Cart> {
  if (request.qty !== 1) throw invalid('body.qty', 'must be 1 for an e-gift card (one card per line)');
  if (storeId) throw invalid('body.storeId', 'e-gift cards are sent by email');
  if (request.giftOption !== undefined) {
    if (!request.giftOption?.email) throw invalid('body.giftOption.email', 'is required for an e-gift card');
    if (!request.giftOption.from) throw invalid('body.giftOption.from', 'is required for an e-gift card');
    await db
      .update(schema.cartItems)
      .set({ giftOption: request.giftOption })
      .where(eq(schema.cartItems.id, item.id));
  }
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
  if (!shipsTo(actor.ctx, address.countryCode)) {
    throw new CommerceError('PAY401', { countryCode: address.countryCode });
  }
  if (isPoBox(address)) throw new CommerceError('SHP500');
  const before = cart.shippingAddress ? await cartView(db, actor.ctx, cart) : null;
  const [updated] = await db
    .update(schema.carts)
    .set({
      // The gift option stays with the shipment when its address changes.
      shippingAddress: { ...toRecord(address), giftOption: cart.shippingAddress?.giftOption },
      email: address.email,
      updatedAt: new Date(),
    })
    .where(eq(schema.carts.id, cart.id))
    .returning();
  // Express may not reach the new address: it falls back to standard, reported as a downgrade.
  const downgrade = await reconcileShippingMethod(db, updated!);
  const view = await cartView(db, actor.ctx, updated!, downgrade);
  // A new destination can change the tax: say so when the total moved after an address was set.
  if (before && before.totals.total !== view.totals.total) {
    view.customerNotifications.push({
      type: 'info',
      code: 'TAX_UPDATED',
      message: errorMessage('TAX310', actor.ctx.locale),
      position: 'top',
    });
  }
  return view;
}

/**
 * The order's gift option (decision 040), kept on the home shipment: it needs the shipment's address
 * (REQ400 before one is set). Null removes it.
 */
export async function setOrderGiftOption(
  db: Db,
  actor: CartActor,
  cartId: string,
  giftOption: OrderGiftOption | null,
): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  if (!cart.shippingAddress) {
    throw new CommerceError('REQ400', {
      field: 'shippingAddress',
      problem: 'must be set before the gift option',
    });
  }
  const [updated] = await db
    .update(schema.carts)
    .set({
      shippingAddress: { ...cart.shippingAddress, giftOption: giftOption ?? undefined },
      updatedAt: new Date(),
    })
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
  const methods = applicableShippingMethods(
    await shippingRatesOf(db, actor.ctx.siteId),
    actor.ctx.locale,
    0,
    cart.shippingAddress,
  );
  if (!methods.some((method) => method.code === code)) {
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
    .set({
      billingAddress: address ? toRecord(address) : null,
      // A cart of e-gift cards only has no shipping step: the billing address brings the email.
      ...(address?.email ? { email: address.email } : {}),
      updatedAt: new Date(),
    })
    .where(eq(schema.carts.id, cart.id))
    .returning();
  return cartView(db, actor.ctx, updated!);
}

type OpenAmountInstrument = Omit<typeof schema.cartPayments.$inferInsert, 'id' | 'cartId'>;

/**
 * A cart has one open-amount instrument (card or BNPL plan) paying what gift cards and points leave:
 * a new one replaces the previous one.
 */
export async function setOpenAmountInstrument(db: Db, cartId: string, instrument: OpenAmountInstrument) {
  await db
    .delete(schema.cartPayments)
    .where(
      and(eq(schema.cartPayments.cartId, cartId), inArray(schema.cartPayments.methodId, OPEN_AMOUNT_METHODS)),
    );
  await db.insert(schema.cartPayments).values({ id: newId(), cartId, ...instrument });
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
  await setOpenAmountInstrument(db, cart.id, {
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

/** POST shippingAddress/validation: the normalised address, or the spec's address error. */
export async function validateCartShippingAddress(
  db: Db,
  actor: CartActor,
  cartId: string,
  input: Record<string, unknown>,
) {
  await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  return { valid: true as const, address: validateShippingAddress(actor.ctx, input) };
}

/** A new cart with its first item; nothing is left behind when the item cannot be added. */
export async function createCartWithItem(
  db: Db,
  actor: CartActor,
  request: Omit<AddItemRequest, 'cartId'>,
): Promise<Cart> {
  const cart = await createCart(db, actor);
  try {
    return await addItem(db, actor, { ...request, cartId: cart.id });
  } catch (error) {
    await db.delete(schema.carts).where(eq(schema.carts.id, cart.id));
    throw error;
  }
}
