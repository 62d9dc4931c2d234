import type { Cart } from '@ridgeline/contracts';
import { and, type Db, eq, schema } from '@ridgeline/db';
import { ATHLETE_PROGRAMME } from '../consumers/index.ts';
import {
  GIFT_CARD_NUMBER,
  hashGiftCardNumber,
  hashRewardCode,
  maskGiftCardNumber,
  normaliseGiftCardNumber,
  REWARD_CODE,
} from '../giftcards/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { type CartRow, loadCartLines, loadCartPayments, loadOwnCart } from './load.ts';
import type { CartActor } from './service.ts';
import { cartView, leftBesidesRewards } from './view.ts';

/** Gift-card products cannot be bought with gift cards, reward codes or reward cards. */
export const GIFT_CARD_PRODUCT_TYPES = ['gift-card', 'e-gift-card'];

type StoredValueKind = 'reward_code' | 'reward_card';

/** The signed-in consumer behind the actor; REW401 for a guest. */
async function consumerOf(db: Db, actor: CartActor) {
  const [consumer] = await db
    .select()
    .from(schema.consumers)
    .where(eq(schema.consumers.shopperId, actor.shopperId));
  if (!consumer) throw new CommerceError('REW401');
  return consumer;
}

/**
 * The shopper's own reward code or reward card behind a typed value. REW130 when empty, malformed,
 * unknown, disabled or someone else's (never revealing that it exists), REW410 a redeemed code,
 * REW135 expired or in another currency, REW140 a reward card with no balance.
 */
async function findOwnReward(db: Db, actor: CartActor, cart: CartRow, kind: StoredValueKind, input?: string) {
  const value = normaliseGiftCardNumber(input ?? '');
  const pattern = kind === 'reward_code' ? REWARD_CODE : GIFT_CARD_NUMBER;
  if (!pattern.test(value)) throw new CommerceError('REW130', { reason: value ? 'malformed' : 'missing' });
  const numberHash = kind === 'reward_code' ? hashRewardCode(value) : hashGiftCardNumber(value);
  const [reward] = await db
    .select()
    .from(schema.giftCards)
    .where(
      and(
        eq(schema.giftCards.numberHash, numberHash),
        eq(schema.giftCards.kind, kind),
        eq(schema.giftCards.ownerId, actor.shopperId),
      ),
    );
  if (!reward || reward.status === 'disabled') throw new CommerceError('REW130', { reason: 'unknown' });
  const maskedNumber = maskGiftCardNumber(reward.last4);
  if (reward.status === 'redeemed') throw new CommerceError('REW410', { maskedNumber });
  if (reward.expiresAt && reward.expiresAt <= new Date()) {
    throw new CommerceError('REW135', { maskedNumber, reason: 'expired' });
  }
  if (reward.currency !== cart.currency) {
    throw new CommerceError('REW135', { maskedNumber, reason: `only usable in ${reward.currency}` });
  }
  if (reward.balance <= 0) throw new CommerceError('REW140', { maskedNumber, balance: 0 });
  return reward;
}

async function addStoredValueReward(
  db: Db,
  actor: CartActor,
  cartId: string,
  kind: StoredValueKind,
  input: string | undefined,
): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  const consumer = await consumerOf(db, actor);
  if (kind === 'reward_card' && !consumer.memberId) throw new CommerceError('4044');
  const reward = await findOwnReward(db, actor, cart, kind, input);
  const lines = await loadCartLines(db, cart);
  if (lines.some((line) => GIFT_CARD_PRODUCT_TYPES.includes(line.product.productType))) {
    throw new CommerceError('REW135', { reason: 'rewards cannot pay for gift cards' });
  }
  const payments = await loadCartPayments(db, cart.id);
  if (payments.some((p) => p.giftCardId === reward.id)) {
    throw new CommerceError('REW135', { reason: 'already applied to this cart' });
  }
  await db.insert(schema.cartPayments).values({
    id: newId(),
    cartId: cart.id,
    methodId: kind === 'reward_code' ? 'REWARD_CODE' : 'REWARD_CARD',
    giftCardId: reward.id,
    cardLast4: reward.last4,
  });
  return cartView(db, actor.ctx, cart);
}

/** REWARD_CODE: a single-use code issued to this shopper, worth its face value (redeemed at place-order). */
export const addRewardCode = (db: Db, actor: CartActor, cartId: string, code: string | undefined) =>
  addStoredValueReward(db, actor, cartId, 'reward_code', code);

/** REWARD_CARD: the stored-value card of this loyalty member (4044 for a non-member), used like a gift card. */
export const addRewardCard = (db: Db, actor: CartActor, cartId: string, number: string | undefined) =>
  addStoredValueReward(db, actor, cartId, 'reward_card', number);

/**
 * ATHLETES_PAYMENT: the signed-in athlete's seasonal allowance pays what it can (additionalData shows
 * payableAmount and remainingAmount); a card takes the rest. ATH403 outside the athlete programme or in
 * another currency, ATH400 when the allowance is spent, ATH409 when a loyalty voucher is on the cart and
 * the allowance would not cover the rest (spec: rewards only when the remaining amount is zero).
 */
export async function addAthletePayment(db: Db, actor: CartActor, cartId: string): Promise<Cart> {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  const [profile] = await db
    .select()
    .from(schema.programmeProfiles)
    .where(
      and(
        eq(schema.programmeProfiles.shopperId, actor.shopperId),
        eq(schema.programmeProfiles.programme, ATHLETE_PROGRAMME),
      ),
    );
  if (!profile) throw new CommerceError('ATH403');
  if (profile.currency !== cart.currency) {
    throw new CommerceError('ATH403', { reason: `the allowance is in ${profile.currency}` });
  }
  const left = profile.annualLimit - profile.currentSpend;
  if (left <= 0) throw new CommerceError('ATH400', { remainingAmount: 0 });
  const payments = await loadCartPayments(db, cart.id);
  if (!payments.some((p) => p.methodId === 'ATHLETES_PAYMENT')) {
    const row = { id: newId(), cartId: cart.id, methodId: 'ATHLETES_PAYMENT' };
    const view = await cartView(db, actor.ctx, cart);
    const withAllowance = [...payments, { ...emptyPayment, ...row, allowanceLeft: left }];
    if (payments.some((p) => p.methodId === 'LOYALTY_POINTS')) {
      const rest = leftBesidesRewards(withAllowance, view.totals.total);
      if (rest > 0) throw new CommerceError('ATH409', { remainingAmount: rest });
    }
    await db.insert(schema.cartPayments).values(row);
  }
  return cartView(db, actor.ctx, cart);
}

/** The columns a not-yet-stored cart payment lacks, for checking the split before inserting it. */
const emptyPayment = {
  gatewayToken: null,
  cardBrand: null,
  cardLast4: null,
  cardExpMonth: null,
  cardExpYear: null,
  cardHolder: null,
  giftCardId: null,
  amount: null,
  createdAt: new Date(),
  giftCardBalance: null,
  giftCardStatus: null,
};

/** The reward methods for `paymentMethods`, each applicable or not for this shopper and currency. */
export async function rewardPaymentMethods(db: Db, actor: CartActor, currency: string) {
  const [consumer] = await db
    .select({ memberId: schema.consumers.memberId })
    .from(schema.consumers)
    .where(eq(schema.consumers.shopperId, actor.shopperId));
  const [profile] = await db
    .select()
    .from(schema.programmeProfiles)
    .where(
      and(
        eq(schema.programmeProfiles.shopperId, actor.shopperId),
        eq(schema.programmeProfiles.programme, ATHLETE_PROGRAMME),
      ),
    );
  const athleteReason =
    !profile || profile.currency !== currency
      ? 'ATH403'
      : profile.annualLimit - profile.currentSpend <= 0
        ? 'ATH400'
        : null;
  const cardReason = !consumer ? 'REW401' : consumer.memberId ? null : '4044';
  const method = (
    id: 'REWARD_CODE' | 'REWARD_CARD' | 'ATHLETES_PAYMENT',
    name: string,
    reason: string | null,
  ) => ({
    id,
    name,
    cards: [] as string[],
    applicable: reason === null,
    reason,
  });
  return [
    method('REWARD_CODE', 'Reward code', consumer ? null : 'REW401'),
    method('REWARD_CARD', 'Reward card', cardReason),
    method('ATHLETES_PAYMENT', 'Athlete payment', athleteReason),
  ];
}
