import type { ErrorId } from '@ridgeline/contracts';
import { and, count, type DbOrTx, eq, or, schema, sql } from '@ridgeline/db';
import { consumerTypeOf as shopperConsumerType } from '../auth/index.ts';
import { isLoyaltyMember } from '../consumers/index.ts';
import type { ShopContext } from '../shared/context.ts';
import { localize } from '../shared/locale.ts';
import type { PromotionRule } from './engine.ts';
import { singleUseReason } from './single-use.ts';

export type PromotionRow = typeof schema.promotions.$inferSelect;

/** Who is shopping: audience and redemption limits are judged on this. */
export interface PromotionShopper {
  shopperId: string;
  consumerType: string;
  email: string | null;
}

/** REGISTERED covers every signed-in consumer; other audiences (LOYALTY, EMPLOYEE, ...) match exactly. */
export function audienceMatches(audiences: string[], consumerType: string): boolean {
  const types = consumerType.toUpperCase().split('+');
  const type = types[0]!;
  if (audiences.length === 0) return true;
  return audiences.some(
    (audience) => types.includes(audience) || (audience === 'REGISTERED' && type !== 'GUEST'),
  );
}

/** Why a promotion cannot be used right now, or null when it can (per-shopper limit aside). */
export function unavailableReason(
  row: PromotionRow,
  siteId: string,
  consumerType: string,
  now: Date,
): ErrorId | null {
  if (!row.active) return 'PRM160';
  if (row.siteIds.length > 0 && !row.siteIds.includes(siteId)) return 'PRM160';
  if (!audienceMatches(row.audiences, consumerType)) return 'PRM160';
  if (row.startsAt && row.startsAt > now) return 'PRM135';
  if (row.endsAt && row.endsAt <= now) return 'PRM155';
  if (row.totalLimit !== null && row.redemptionCount >= row.totalLimit) return 'PRM140';
  return null;
}

/** Orders of this shopper (by shopper id or, for guests with a new session, by email) that redeemed it. */
export async function redemptionsBy(
  db: DbOrTx,
  promotionId: string,
  shopper: { shopperId: string; email: string | null },
): Promise<number> {
  const who = shopper.email
    ? or(
        eq(schema.promotionRedemptions.shopperId, shopper.shopperId),
        eq(schema.promotionRedemptions.email, shopper.email.toLowerCase()),
      )
    : eq(schema.promotionRedemptions.shopperId, shopper.shopperId);
  const [row] = await db
    .select({ n: count() })
    .from(schema.promotionRedemptions)
    .where(and(eq(schema.promotionRedemptions.promotionId, promotionId), who));
  return row?.n ?? 0;
}

/** Null when the shopper may still redeem it, PRM150 when their own limit is used up. */
export async function shopperLimitReason(
  db: DbOrTx,
  row: PromotionRow,
  shopper: PromotionShopper,
): Promise<ErrorId | null> {
  if (row.perShopperLimit === null) return null;
  return (await redemptionsBy(db, row.id, shopper)) >= row.perShopperLimit ? 'PRM150' : null;
}

/**
 * The shopper's consumer type as promotions judge audiences: a loyalty member also matches LOYALTY
 * (`GUEST`, `REGISTERED+LOYALTY`, `EMPLOYEE+LOYALTY`…). Other callers compare it with EMPLOYEE, which
 * stays the type before the `+`.
 */
export async function promotionAudienceOf(db: DbOrTx, shopperId: string): Promise<string> {
  const type = await shopperConsumerType(db, shopperId);
  return type !== 'GUEST' && (await isLoyaltyMember(db, shopperId)) ? `${type}+LOYALTY` : type;
}

export { shopperConsumerType as consumerTypeOf };

export function toRule(row: PromotionRow, locale: string, couponCode: string | null): PromotionRule {
  return {
    id: row.id,
    name: localize(row.name, locale),
    level: row.level,
    kind: row.kind,
    config: row.config,
    couponCode,
    calloutMessage: localize(row.calloutMessage, locale),
    priority: row.priority,
  };
}

/** The promotion of a code: its own coupon code, or one generated for it (decision 072). */
export async function findByCouponCode(db: DbOrTx, code: string): Promise<PromotionRow | undefined> {
  const normalised = code.trim().toUpperCase();
  const [row] = await db.select().from(schema.promotions).where(eq(schema.promotions.couponCode, normalised));
  if (row) return row;
  const [generated] = await db
    .select({ promotion: schema.promotions })
    .from(schema.promotionCodes)
    .innerJoin(schema.promotions, eq(schema.promotions.id, schema.promotionCodes.promotionId))
    .where(eq(schema.promotionCodes.code, normalised));
  return generated?.promotion;
}

/** Upper-case codes so that "welcome10" and "WELCOME10" are the same coupon. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

export interface CartPromotionSet {
  rules: PromotionRule[];
  coupons: { code: string; promotionId: string; applied: boolean; reason: ErrorId | null }[];
  /** UPCs that gift-with-purchase promotions give away; shoppers cannot add them themselves. */
  giftUpcs: Set<string>;
}

/** The automatic promotions and the cart's coupons that apply now, judged afresh on every read. */
export async function promotionsForCart(
  db: DbOrTx,
  ctx: ShopContext,
  cartId: string,
  shopper: PromotionShopper,
  now = new Date(),
): Promise<CartPromotionSet> {
  const [rows, coupons] = await Promise.all([
    db.select().from(schema.promotions).where(eq(schema.promotions.active, true)),
    db
      .select()
      .from(schema.cartCoupons)
      .where(eq(schema.cartCoupons.cartId, cartId))
      .orderBy(sql`${schema.cartCoupons.appliedAt}`),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const rules: PromotionRule[] = [];
  for (const row of rows) {
    if (row.couponCode !== null || row.requiresCode) continue;
    if (unavailableReason(row, ctx.siteId, shopper.consumerType, now)) continue;
    if (await shopperLimitReason(db, row, shopper)) continue;
    rules.push(toRule(row, ctx.locale, null));
  }
  const couponViews: CartPromotionSet['coupons'] = [];
  for (const coupon of coupons) {
    const row = byId.get(coupon.promotionId);
    const reason = row
      ? (unavailableReason(row, ctx.siteId, shopper.consumerType, now) ??
        (await shopperLimitReason(db, row, shopper)) ??
        (await singleUseReason(db, coupon.code)))
      : 'PRM160';
    if (row && !reason) rules.push(toRule(row, ctx.locale, coupon.code));
    couponViews.push({ code: coupon.code, promotionId: coupon.promotionId, applied: !reason, reason });
  }
  const giftUpcs = new Set(
    rows.flatMap((row) =>
      row.kind === 'gift_with_purchase' && row.config.giftUpc ? [row.config.giftUpc] : [],
    ),
  );
  return { rules, coupons: couponViews, giftUpcs };
}

/** True when a gift-with-purchase promotion gives this UPC away: it is not for sale on its own. */
export async function isGiftUpc(db: DbOrTx, upc: string): Promise<boolean> {
  const rows = await db
    .select({ id: schema.promotions.id })
    .from(schema.promotions)
    .where(
      and(
        eq(schema.promotions.active, true),
        eq(schema.promotions.kind, 'gift_with_purchase'),
        sql`${schema.promotions.config}->>'giftUpc' = ${upc}`,
      ),
    );
  return rows.length > 0;
}
