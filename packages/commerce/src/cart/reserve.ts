import { type AddItemRequest, type Cart, HOLD_MINUTES } from '@ridgeline/contracts';
import { type Db, lt, schema } from '@ridgeline/db';
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
  const cart = await addItem(db, actor, request);
  const line = cart.items.find((item) => item.upc === request.upc && !item.bonus);
  if (!line) throw new CommerceError('ORD404', { upc: request.upc });
  const expiresAt = new Date(Date.now() + HOLD_MINUTES * 60_000);
  await db.delete(schema.stockHolds).where(lt(schema.stockHolds.expiresAt, new Date()));
  await db
    .insert(schema.stockHolds)
    .values({ cartId: cart.id, upc: line.upc, qty: line.qty, expiresAt })
    .onConflictDoUpdate({
      target: [schema.stockHolds.cartId, schema.stockHolds.upc],
      set: { qty: line.qty, expiresAt },
    });
  const heldUntil = expiresAt.toISOString();
  const items = cart.items.map((item) => (item.id === line.id ? { ...item, heldUntil } : item));
  return { cart: { ...cart, items }, hold: { upc: line.upc, qty: line.qty, expiresAt: heldUntil } };
}
