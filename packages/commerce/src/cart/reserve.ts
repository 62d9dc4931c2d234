import { type AddItemRequest, type Cart, HOLD_MINUTES } from '@ridgeline/contracts';
import { and, type Db, type DbOrTx, eq, isNull, schema, sql } from '@ridgeline/db';
import { heldUnitsOfCarts, holdUnits } from '../inventory/index.ts';
import { ABUSE_LIMITS, lockShopper } from '../shared/abuse-limits.ts';
import { CommerceError } from '../shared/errors.ts';
import { addItem, type CartActor } from './service.ts';

/**
 * `POST /cart/v1/reserveWithItem`: adds the item like `POST /cart/v1/item`, then holds the line's whole
 * quantity of online stock for this cart for HOLD_MINUTES, so that nobody else can buy those units
 * meanwhile (limited drops, the last units). Calling it again renews the hold; the order takes it.
 */
export async function reserveWithItem(
  db: Db,
  actor: CartActor,
  request: AddItemRequest,
): Promise<{ cart: Cart; hold: { upc: string; qty: number; expiresAt: string } }> {
  if (request.customAmount !== undefined) {
    throw new CommerceError('REQ400', {
      field: 'body.customAmount',
      problem: 'e-gift cards are not stocked, so they cannot be reserved',
    });
  }
  if (request.recipeId !== undefined || request.precreatedCustomsCode !== undefined) {
    throw new CommerceError('REQ400', {
      field: request.recipeId !== undefined ? 'body.recipeId' : 'body.precreatedCustomsCode',
      problem: 'custom designs are made to order, so there is no stock to reserve',
    });
  }
  // Checked before the item is added, so a refused hold leaves the cart as it was...
  const [current] = await db
    .select({ qty: schema.cartItems.qty })
    .from(schema.cartItems)
    .innerJoin(schema.carts, eq(schema.carts.id, schema.cartItems.cartId))
    .where(
      and(
        eq(schema.cartItems.cartId, request.cartId),
        eq(schema.carts.ownerId, actor.shopperId),
        eq(schema.cartItems.upc, request.upc),
        isNull(schema.cartItems.customAmount),
        isNull(schema.cartItems.recipeId),
      ),
    );
  await assertHoldAllowed(
    db,
    actor.shopperId,
    request.cartId,
    request.upc,
    (current?.qty ?? 0) + request.qty,
  );
  const cart = await addItem(db, actor, request);
  const line = cart.items.find((item) => item.upc === request.upc && !item.bonus);
  if (!line) throw new CommerceError('ORD404', { upc: request.upc });
  const expiresAt = new Date(Date.now() + HOLD_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    // ...and checked again under the shopper's lock, so concurrent reserves cannot pass the limits together.
    await lockShopper(tx, actor.shopperId);
    await assertHoldAllowed(tx, actor.shopperId, cart.id, line.upc, line.qty);
    await holdUnits(tx, { cartId: cart.id, upc: line.upc, qty: line.qty, expiresAt });
  });
  const heldUntil = expiresAt.toISOString();
  const items = cart.items.map((item) => (item.id === line.id ? { ...item, heldUntil } : item));
  return { cart: { ...cart, items }, hold: { upc: line.upc, qty: line.qty, expiresAt: heldUntil } };
}

/**
 * A shopper may hold ABUSE_LIMITS.heldUnitsPerVariant units of a variant and ABUSE_LIMITS.heldUnitsPerShopper
 * units in all, across their carts (decision 052): one guest cannot take a whole drop off sale. `qty` is
 * what the hold of (cartId, upc) would become; that hold's current quantity is not counted twice.
 */
async function assertHoldAllowed(db: DbOrTx, shopperId: string, cartId: string, upc: string, qty: number) {
  const shoppersCarts = sql`(select ${schema.carts.id} from ${schema.carts} where ${schema.carts.ownerId} = ${shopperId})`;
  const { sameVariant, all } = await heldUnitsOfCarts(db, shoppersCarts, { cartId, upc });
  const variantRoom = ABUSE_LIMITS.heldUnitsPerVariant - sameVariant;
  const shopperRoom = ABUSE_LIMITS.heldUnitsPerShopper - all;
  if (qty > variantRoom && variantRoom <= shopperRoom) {
    // ADDED_MAX_QUANTITY with what may still be held, or its generic message when nothing may.
    throw new CommerceError('INV408', variantRoom > 0 ? { maxAllowedQty: variantRoom, upc } : { upc });
  }
  if (qty > shopperRoom) {
    throw new CommerceError('INV429', { maxHeldUnits: ABUSE_LIMITS.heldUnitsPerShopper, upc });
  }
}
