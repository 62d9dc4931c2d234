import type { Cart, CouponRequest } from '@ridgeline/contracts';
import { and, type Db, eq, schema } from '@ridgeline/db';
import {
  findByCouponCode,
  normaliseCode,
  promotionAudienceOf,
  shopperLimitReason,
  singleUseReason,
  unavailableReason,
} from '../promotions/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { loadCartLines, loadOwnCart } from './load.ts';
import type { CartActor } from './service.ts';
import { cartView } from './view.ts';

/**
 * Adds a coupon to the cart after checking it like the order will: PRM130 unknown, PRM160 not for
 * this site or shopper, PRM135 not started, PRM155 ended, PRM140 used up, PRM150 already redeemed by
 * this shopper (or a single-use code any order has used, decision 088), PRM416 already in the cart, PRM175 nothing in the cart it could discount.
 */
export async function applyCoupon(db: Db, actor: CartActor, request: CouponRequest): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, request.cartId);
  const code = normaliseCode(request.code);
  const promotion = await findByCouponCode(db, code);
  if (!promotion) throw new CommerceError('PRM130', { code });
  const [already] = await db
    .select()
    .from(schema.cartCoupons)
    .where(and(eq(schema.cartCoupons.cartId, cart.id), eq(schema.cartCoupons.code, code)));
  if (already) throw new CommerceError('PRM416', { code });
  const shopper = {
    shopperId: actor.shopperId,
    consumerType: await promotionAudienceOf(db, actor.shopperId),
    email: cart.email,
  };
  const reason =
    unavailableReason(promotion, actor.ctx.siteId, shopper.consumerType, new Date()) ??
    (await shopperLimitReason(db, promotion, shopper)) ??
    (await singleUseReason(db, code));
  if (reason) throw new CommerceError(reason, { code });

  const inserted = await db
    .insert(schema.cartCoupons)
    .values({ cartId: cart.id, code, promotionId: promotion.id })
    .onConflictDoNothing()
    .returning({ code: schema.cartCoupons.code });
  if (inserted.length === 0) throw new CommerceError('PRM416', { code });

  const { productIds, productTypes } = promotion.config;
  const untargeted = !productIds?.length && !productTypes?.length;
  const lines = await loadCartLines(db, cart);
  const targetsSomething =
    promotion.level !== 'PRODUCT' ||
    lines.some(
      ({ product }) =>
        untargeted || productIds?.includes(product.id) || productTypes?.includes(product.productType),
    );
  if (!targetsSomething) {
    await db
      .delete(schema.cartCoupons)
      .where(and(eq(schema.cartCoupons.cartId, cart.id), eq(schema.cartCoupons.code, code)));
    throw new CommerceError('PRM175', { code, reason: 'no item in the cart qualifies' });
  }
  return cartView(db, actor.ctx, cart);
}

export async function removeCoupon(db: Db, actor: CartActor, request: CouponRequest): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, request.cartId);
  const code = normaliseCode(request.code);
  const removed = await db
    .delete(schema.cartCoupons)
    .where(and(eq(schema.cartCoupons.cartId, cart.id), eq(schema.cartCoupons.code, code)))
    .returning({ code: schema.cartCoupons.code });
  if (removed.length === 0) throw new CommerceError('PRM175', { code, reason: 'not applied to this cart' });
  return cartView(db, actor.ctx, cart);
}
