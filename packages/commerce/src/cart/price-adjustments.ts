import type { Cart, PriceAdjustmentRequest } from '@ridgeline/contracts';
import { and, type Db, eq, schema } from '@ridgeline/db';
import { consumerTypeOf } from '../promotions/eligibility.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { loadOwnCart } from './load.ts';
import type { CartActor } from './service.ts';
import { cartView } from './view.ts';

/** Only an in-store associate (an employee session) adjusts prices; everyone else gets API405. */
async function assertAssociate(db: Db, actor: CartActor) {
  if ((await consumerTypeOf(db, actor.shopperId)) !== 'EMPLOYEE') {
    throw new CommerceError('API405', { reason: 'price adjustments are for in-store associates' });
  }
}

async function assertOwnItem(db: Db, cartId: string, itemId: string | undefined) {
  if (!itemId) return;
  const [item] = await db
    .select({ id: schema.cartItems.id })
    .from(schema.cartItems)
    .where(and(eq(schema.cartItems.id, itemId), eq(schema.cartItems.cartId, cartId)));
  if (!item) throw new CommerceError('ORD404', { itemId });
}

export async function addPriceAdjustment(
  db: Db,
  actor: CartActor,
  cartId: string,
  request: PriceAdjustmentRequest,
): Promise<Cart> {
  await assertAssociate(db, actor);
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  await assertOwnItem(db, cart.id, request.itemId);
  await db.insert(schema.cartPriceAdjustments).values({
    id: newId(),
    cartId: cart.id,
    itemId: request.itemId ?? null,
    amount: request.amount ?? null,
    percent: request.percent ?? null,
    reason: request.reason,
    note: request.note ?? null,
    createdBy: actor.shopperId,
  });
  return cartView(db, actor.ctx, cart);
}

export async function changePriceAdjustment(
  db: Db,
  actor: CartActor,
  cartId: string,
  adjustmentId: string,
  request: PriceAdjustmentRequest,
): Promise<Cart> {
  await assertAssociate(db, actor);
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  await assertOwnItem(db, cart.id, request.itemId);
  const changed = await db
    .update(schema.cartPriceAdjustments)
    .set({
      itemId: request.itemId ?? null,
      amount: request.amount ?? null,
      percent: request.percent ?? null,
      reason: request.reason,
      note: request.note ?? null,
      createdBy: actor.shopperId,
    })
    .where(
      and(eq(schema.cartPriceAdjustments.id, adjustmentId), eq(schema.cartPriceAdjustments.cartId, cart.id)),
    )
    .returning({ id: schema.cartPriceAdjustments.id });
  if (changed.length === 0) throw new CommerceError('API404', { adjustmentId });
  return cartView(db, actor.ctx, cart);
}

export async function removePriceAdjustment(
  db: Db,
  actor: CartActor,
  cartId: string,
  adjustmentId: string,
): Promise<Cart> {
  await assertAssociate(db, actor);
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  const removed = await db
    .delete(schema.cartPriceAdjustments)
    .where(
      and(eq(schema.cartPriceAdjustments.id, adjustmentId), eq(schema.cartPriceAdjustments.cartId, cart.id)),
    )
    .returning({ id: schema.cartPriceAdjustments.id });
  if (removed.length === 0) throw new CommerceError('API404', { adjustmentId });
  return cartView(db, actor.ctx, cart);
}

/** Keeps the storefront fraud script's device fingerprint on the cart for fraud screening. */
export async function setDeviceFingerprint(db: Db, actor: CartActor, cartId: string, fingerprint: string) {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  await db.update(schema.carts).set({ deviceFingerprint: fingerprint }).where(eq(schema.carts.id, cart.id));
  return { basketId: cart.id, stored: true as const };
}
