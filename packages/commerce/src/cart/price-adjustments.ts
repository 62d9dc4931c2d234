import type { Cart, PriceAdjustmentRequest } from '@ridgeline/contracts';
import { and, asc, type Db, eq, schema } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { DIGITAL } from '../giftcards/index.ts';
import { type AdjustmentRule, applyAdjustments, consumerTypeOf } from '../promotions/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { loadOwnCart } from './load.ts';
import type { CartActor } from './service.ts';
import { cartView } from './view.ts';

/** The default cap of associates' adjustments: half of a line (or of the cart) after promotions. */
export const DEFAULT_PRICE_ADJUSTMENT_MAX_PERCENT = 50;

export interface PriceAdjustmentLimits {
  /**
   * The most an associate's adjustments may take off a line (together, for one line) or off the cart, in
   * percent of what promotions leave (decision 048). 0 to 100.
   */
  maxPercent: number;
}

const DEFAULT_LIMITS: PriceAdjustmentLimits = { maxPercent: DEFAULT_PRICE_ADJUSTMENT_MAX_PERCENT };

/** PRICE_ADJUSTMENT_MAX_PERCENT as a cap, or the default; anything but a whole number from 0 to 100 throws. */
export function priceAdjustmentMaxPercent(value: string | number | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PRICE_ADJUSTMENT_MAX_PERCENT;
  const cap = Number(value);
  if (!Number.isInteger(cap) || cap < 0 || cap > 100) {
    throw new Error(`PRICE_ADJUSTMENT_MAX_PERCENT must be a whole number from 0 to 100, not '${value}'`);
  }
  return cap;
}

const ENTITY = 'cart_price_adjustment';
type AdjustmentRow = typeof schema.cartPriceAdjustments.$inferSelect;

/** What the audit log keeps of an adjustment. */
const snapshot = (row: AdjustmentRow) => ({
  cartId: row.cartId,
  itemId: row.itemId,
  amount: row.amount,
  percent: row.percent,
  reason: row.reason,
  note: row.note,
  maxPercent: row.maxPercent,
  createdBy: row.createdBy,
});

/**
 * Only an in-store associate adjusts prices, in an assisted session for the shopper whose cart it is
 * (decision 090); everyone else, an employee shopping for themselves included, gets API405. Answers the
 * associate's shopper id, which the row and the audit log name.
 */
async function assertAssociate(db: Db, actor: CartActor): Promise<string> {
  const associateId = actor.associateId;
  if (!associateId || (await consumerTypeOf(db, associateId)) !== 'EMPLOYEE') {
    throw new CommerceError('API405', { reason: 'price adjustments are for in-store associates' });
  }
  return associateId;
}

async function assertOwnItem(db: Db, cartId: string, itemId: string | undefined) {
  if (!itemId) return;
  const [item] = await db
    .select({ id: schema.cartItems.id })
    .from(schema.cartItems)
    .where(and(eq(schema.cartItems.id, itemId), eq(schema.cartItems.cartId, cartId)));
  if (!item) throw new CommerceError('ORD404', { itemId });
}

const overLimit = (limits: PriceAdjustmentLimits) =>
  new CommerceError('ADJ400', { maxPercent: limits.maxPercent });

/** A percentage above the cap is refused before anything is priced. */
function assertPercentWithin(request: PriceAdjustmentRequest, limits: PriceAdjustmentLimits) {
  if (request.percent !== undefined && request.percent > limits.maxPercent) throw overLimit(limits);
}

/**
 * Refuses a new or changed adjustment that the cap would cut short, on its own or together with the line's
 * (or the cart's) other adjustments: the cart as priced now (after promotions) with the proposed list of
 * adjustments, in the order pricing applies them. Pricing applies the stored cap as well, so two associates
 * adjusting one cart at once can never take more than the cap off it.
 */
async function assertWithinCap(
  db: Db,
  actor: CartActor,
  cart: Parameters<typeof cartView>[2],
  proposed: AdjustmentRule,
  limits: PriceAdjustmentLimits,
) {
  const [view, rows] = await Promise.all([
    cartView(db, actor.ctx, cart),
    db
      .select()
      .from(schema.cartPriceAdjustments)
      .where(eq(schema.cartPriceAdjustments.cartId, cart.id))
      .orderBy(asc(schema.cartPriceAdjustments.createdAt), asc(schema.cartPriceAdjustments.id)),
  ]);
  const rules: AdjustmentRule[] = rows.map((row) => (row.id === proposed.id ? proposed : row));
  if (!rows.some((row) => row.id === proposed.id)) rules.push(proposed);
  // The goods as pricing sees them: no bonus (gift) lines, no e-gift cards.
  const goods = view.items.filter((item) => !item.bonus && item.selectedShippingOption !== DIGITAL);
  const lineDiscounts = new Map(
    goods.map((item) => [item.id, item.price.rowTotal - item.price.priceAfterItemDiscount]),
  );
  const orderDiscount = view.promotions.order.reduce((sum, promotion) => sum + promotion.discount, 0);
  const priced = applyAdjustments(
    goods.map((item) => ({ id: item.id, qty: item.qty, unitPrice: item.price.current })),
    lineDiscounts,
    orderDiscount,
    rules,
  );
  if (priced.capped.has(proposed.id)) throw overLimit(limits);
}

const proposal = (id: string, request: PriceAdjustmentRequest, limits: PriceAdjustmentLimits) => ({
  id,
  itemId: request.itemId ?? null,
  amount: request.amount ?? null,
  percent: request.percent ?? null,
  maxPercent: limits.maxPercent,
});

/** What an add or a change writes: the request, the cap in force and the associate who made it. */
function adjustmentFields(
  associateId: string,
  request: PriceAdjustmentRequest,
  limits: PriceAdjustmentLimits,
) {
  return {
    itemId: request.itemId ?? null,
    amount: request.amount ?? null,
    percent: request.percent ?? null,
    reason: request.reason,
    note: request.note ?? null,
    maxPercent: limits.maxPercent,
    createdBy: associateId,
  };
}

export async function addPriceAdjustment(
  db: Db,
  actor: CartActor,
  cartId: string,
  request: PriceAdjustmentRequest,
  limits: PriceAdjustmentLimits = DEFAULT_LIMITS,
): Promise<Cart> {
  const associateId = await assertAssociate(db, actor);
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  await assertOwnItem(db, cart.id, request.itemId);
  assertPercentWithin(request, limits);
  const id = newId();
  await assertWithinCap(db, actor, cart, proposal(id, request, limits), limits);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.cartPriceAdjustments)
      .values({ id, cartId: cart.id, ...adjustmentFields(associateId, request, limits) })
      .returning();
    await recordAudit(tx, {
      actorType: 'associate',
      actorId: associateId,
      action: 'price_adjustment.add',
      entityType: ENTITY,
      entityId: id,
      before: null,
      after: snapshot(row!),
    });
  });
  return cartView(db, actor.ctx, cart);
}

export async function changePriceAdjustment(
  db: Db,
  actor: CartActor,
  cartId: string,
  adjustmentId: string,
  request: PriceAdjustmentRequest,
  limits: PriceAdjustmentLimits = DEFAULT_LIMITS,
): Promise<Cart> {
  const associateId = await assertAssociate(db, actor);
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  await assertOwnItem(db, cart.id, request.itemId);
  assertPercentWithin(request, limits);
  const which = and(
    eq(schema.cartPriceAdjustments.id, adjustmentId),
    eq(schema.cartPriceAdjustments.cartId, cart.id),
  );
  await assertWithinCap(db, actor, cart, proposal(adjustmentId, request, limits), limits);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(schema.cartPriceAdjustments).where(which).for('update');
    if (!before) throw new CommerceError('API404', { adjustmentId });
    const [after] = await tx
      .update(schema.cartPriceAdjustments)
      .set(adjustmentFields(associateId, request, limits))
      .where(which)
      .returning();
    await recordAudit(tx, {
      actorType: 'associate',
      actorId: associateId,
      action: 'price_adjustment.change',
      entityType: ENTITY,
      entityId: adjustmentId,
      before: snapshot(before),
      after: snapshot(after!),
    });
  });
  return cartView(db, actor.ctx, cart);
}

export async function removePriceAdjustment(
  db: Db,
  actor: CartActor,
  cartId: string,
  adjustmentId: string,
): Promise<Cart> {
  const associateId = await assertAssociate(db, actor);
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(schema.cartPriceAdjustments)
      .where(
        and(
          eq(schema.cartPriceAdjustments.id, adjustmentId),
          eq(schema.cartPriceAdjustments.cartId, cart.id),
        ),
      )
      .returning();
    if (!removed) throw new CommerceError('API404', { adjustmentId });
    await recordAudit(tx, {
      actorType: 'associate',
      actorId: associateId,
      action: 'price_adjustment.remove',
      entityType: ENTITY,
      entityId: adjustmentId,
      before: snapshot(removed),
      after: null,
    });
  });
  return cartView(db, actor.ctx, cart);
}

/** Keeps the storefront fraud script's device fingerprint on the cart for fraud screening. */
export async function setDeviceFingerprint(db: Db, actor: CartActor, cartId: string, fingerprint: string) {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  await db.update(schema.carts).set({ deviceFingerprint: fingerprint }).where(eq(schema.carts.id, cart.id));
  return { basketId: cart.id, stored: true as const };
}
