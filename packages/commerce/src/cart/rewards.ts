import type { Cart } from '@ridgeline/contracts';
import { and, type Db, eq, schema } from '@ridgeline/db';
import { MIN_REWARD_POINTS, VOUCHER_TIERS } from '../consumers/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { loadCartPayments, loadOwnCart } from './load.ts';
import type { CartActor } from './service.ts';
import { cartView, leftBesidesRewards } from './view.ts';

export const LOYALTY_POINTS_METHOD = 'LOYALTY_POINTS';

/**
 * `PUT /cart/v1/cart/{basketId}/reward`: spends a loyalty voucher tier on the cart, or removes it (null).
 * The voucher pays like a gift card (before gift cards and the card); the points are only taken when the
 * order is placed. REW401 guest, 4044 not a member, REW135 membership not confirmed, REW130 no such tier,
 * REW140 below the minimum or the tier's points, ATH409 with athlete payment that leaves something to pay.
 */
export async function applyLoyaltyVoucher(
  db: Db,
  actor: CartActor,
  cartId: string,
  voucher: { points: number } | null,
): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  const removeVoucher = () =>
    db
      .delete(schema.cartPayments)
      .where(
        and(eq(schema.cartPayments.cartId, cart.id), eq(schema.cartPayments.methodId, LOYALTY_POINTS_METHOD)),
      );
  if (voucher === null) {
    await removeVoucher();
    return cartView(db, actor.ctx, cart);
  }
  const [consumer] = await db
    .select()
    .from(schema.consumers)
    .where(eq(schema.consumers.shopperId, actor.shopperId));
  if (!consumer) throw new CommerceError('REW401');
  if (!consumer.memberId) throw new CommerceError('4044');
  if (!consumer.loyaltyOptInDate) throw new CommerceError('REW135', { reason: 'loyalty not confirmed' });
  const tier = VOUCHER_TIERS.find((candidate) => candidate.points === voucher.points);
  if (!tier) throw new CommerceError('REW130', { points: voucher.points });
  if (consumer.loyaltyPoints < MIN_REWARD_POINTS || consumer.loyaltyPoints < tier.points) {
    throw new CommerceError('REW140', {
      currentLoyaltyPoints: consumer.loyaltyPoints,
      minimumPoints: Math.max(MIN_REWARD_POINTS, tier.points),
    });
  }
  const payments = await loadCartPayments(db, cart.id);
  if (payments.some((p) => p.methodId === 'ATHLETES_PAYMENT')) {
    const rest = leftBesidesRewards(payments, (await cartView(db, actor.ctx, cart)).totals.total);
    if (rest > 0) throw new CommerceError('ATH409', { remainingAmount: rest });
  }
  await removeVoucher();
  await db.insert(schema.cartPayments).values({
    id: newId(),
    cartId: cart.id,
    methodId: LOYALTY_POINTS_METHOD,
    amount: tier.amountInCurrency,
  });
  return cartView(db, actor.ctx, cart);
}
