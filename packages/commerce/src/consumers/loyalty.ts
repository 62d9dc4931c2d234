import { randomInt } from 'node:crypto';
import { type Db, type DbOrTx, eq, schema } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { loadAccount } from './account.ts';

/** Points credited on enrolment (GET loyalty/promo/welcome describes them). */
export const WELCOME_POINTS = 250;
/** Fewest points a reward needs (the spec leaves the value to configuration; decision 024). */
export const MIN_REWARD_POINTS = 500;
/** Reward tiers: points spent for an amount in minor units of the site's currency. */
export const VOUCHER_TIERS = [
  { points: 500, amountInCurrency: 500 },
  { points: 1000, amountInCurrency: 1000 },
  { points: 2000, amountInCurrency: 2500 },
] as const;

/** The tier a loyalty voucher on a cart stands for: its amount is the tier's face value. */
export const voucherTierOfAmount = (amount: number | null) =>
  VOUCHER_TIERS.find((tier) => tier.amountInCurrency === amount) ?? null;

function newMemberId(): string {
  let digits = '';
  for (let i = 0; i < 12; i++) digits += randomInt(10).toString();
  return `M${digits}`;
}

/** Enrols the consumer (idempotent: a member stays a member) and credits the welcome points once. */
export async function enrol(db: DbOrTx, shopperId: string) {
  const { consumer } = await loadAccount(db, shopperId);
  if (consumer.memberId && consumer.loyaltyOptInDate) {
    return {
      memberId: consumer.memberId,
      loyaltyOptInDate: consumer.loyaltyOptInDate.toISOString(),
      points: consumer.loyaltyPoints,
    };
  }
  const now = new Date();
  const [updated] = await db
    .update(schema.consumers)
    .set({
      memberId: newMemberId(),
      loyaltyOptInDate: now,
      loyaltyPoints: consumer.loyaltyPoints + WELCOME_POINTS,
      updatedAt: now,
    })
    .where(eq(schema.consumers.shopperId, shopperId))
    .returning();
  return {
    memberId: updated!.memberId!,
    loyaltyOptInDate: now.toISOString(),
    points: updated!.loyaltyPoints,
  };
}

async function member(db: Db, shopperId: string) {
  const { consumer } = await loadAccount(db, shopperId);
  if (!consumer.memberId) throw new CommerceError('4044');
  return consumer;
}

export async function welcome(db: Db, shopperId: string) {
  const consumer = await member(db, shopperId);
  return {
    memberId: consumer.memberId!,
    welcomePoints: WELCOME_POINTS,
    message: `Welcome to Ridgeline Rewards: ${WELCOME_POINTS} points have been added to your account.`,
  };
}

export async function vouchers(db: Db, ctx: ShopContext, shopperId: string) {
  const consumer = await member(db, shopperId);
  const points = consumer.loyaltyPoints;
  return {
    currentLoyaltyPoints: points,
    applicableLoyaltyVouchers: VOUCHER_TIERS.map((tier) => ({
      points: tier.points,
      amountInCurrency: tier.amountInCurrency,
      currency: ctx.currency,
      available: points >= tier.points,
      eligible: points >= MIN_REWARD_POINTS && points >= tier.points,
    })),
  };
}
