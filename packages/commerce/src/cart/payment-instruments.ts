import type { Cart, PaymentInstrumentRequest, SiteId } from '@ridgeline/contracts';
import { and, type Db, eq, schema } from '@ridgeline/db';
import { findGiftCard, unusableReason } from '../giftcards/index.ts';
import { BNPL_PREFIX, type PaymentGateway } from '../payments/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { withIdempotency } from '../shared/idempotency.ts';
import { newId } from '../shared/ids.ts';
import { loadCartLines, loadCartPayments, loadOwnCart, OPEN_AMOUNT_METHODS } from './load.ts';
import {
  addAthletePayment,
  addRewardCard,
  addRewardCode,
  GIFT_CARD_PRODUCT_TYPES,
  rewardPaymentMethods,
} from './reward-instruments.ts';
import { addCardInstrument, type CartActor, getCart, setOpenAmountInstrument } from './service.ts';
import { cartView } from './view.ts';

export const MAX_GIFT_CARDS = 2;
/** Buy-now-pay-later plans cover baskets within these bounds (minor units, any currency). */
const BNPL_MIN = 3_500;
const BNPL_MAX = 100_000;
const CARD_BRANDS: Record<SiteId, string[]> = {
  us: ['visa', 'mastercard', 'amex'],
  ca: ['visa', 'mastercard', 'amex'],
  gb: ['visa', 'mastercard', 'amex'],
  eu: ['visa', 'mastercard'],
};

/**
 * Adds a card token, gift card or approved BNPL session. With an Idempotency-Key a repeat returns the
 * first answer (the cart as it was then, or the same error) instead of, say, GFC755 for the second try.
 */
export async function addPaymentInstrument(
  db: Db,
  gateway: PaymentGateway,
  actor: CartActor,
  cartId: string,
  request: PaymentInstrumentRequest,
  idempotencyKey?: string | undefined,
): Promise<{ cart: Cart; replayed: boolean }> {
  const add = () => addInstrument(db, gateway, actor, cartId, request);
  if (!idempotencyKey) return { cart: await add(), replayed: false };
  const { value, replayed } = await withIdempotency(
    db,
    `instrument:${actor.shopperId}`,
    idempotencyKey,
    { cartId, request },
    add,
  );
  return { cart: value, replayed };
}

async function addInstrument(
  db: Db,
  gateway: PaymentGateway,
  actor: CartActor,
  cartId: string,
  request: PaymentInstrumentRequest,
): Promise<Cart> {
  switch (request.payment_method_id) {
    case 'CREDIT_CARD':
      if (request.payment_instrument_id) {
        return addCardInstrument(db, gateway, actor, cartId, await savedCardToken(db, actor, request));
      }
      return addCardInstrument(db, gateway, actor, cartId, request.card!.token);
    case 'GIFT_CARD':
      return addGiftCard(db, actor, cartId, request.giftCard?.number);
    case 'BNPL':
      return addBnplPlan(db, gateway, actor, cartId, request.bnpl.sessionID);
    case 'REWARD_CODE':
      return addRewardCode(db, actor, cartId, request.rewardCode?.code);
    case 'REWARD_CARD':
      return addRewardCard(db, actor, cartId, request.rewardCard?.number);
    case 'ATHLETES_PAYMENT':
      return addAthletePayment(db, actor, cartId);
  }
}

/**
 * A gift card as a payment instrument. Every GFC code: GFC400 no number, GFC800/700/760 invalid,
 * GFC812 expired, GFC740 no balance, GFC725 other currency or gift cards in the cart, GFC755 already
 * on this cart, GFC410 more than two. Nothing is debited until the order is placed.
 */
async function addGiftCard(db: Db, actor: CartActor, cartId: string, number: string | undefined) {
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  const card = await findGiftCard(db, number);
  const reason = unusableReason(card, cart.currency);
  if (reason) throw new CommerceError(reason);
  const lines = await loadCartLines(db, cart);
  if (lines.some((line) => GIFT_CARD_PRODUCT_TYPES.includes(line.product.productType))) {
    throw new CommerceError('GFC725', { reason: 'gift cards cannot pay for gift cards' });
  }
  const applied = (await loadCartPayments(db, cart.id)).filter((p) => p.methodId === 'GIFT_CARD');
  if (applied.some((p) => p.giftCardId === card.id)) throw new CommerceError('GFC755');
  if (applied.length >= MAX_GIFT_CARDS) throw new CommerceError('GFC410', { max: MAX_GIFT_CARDS });
  await db.insert(schema.cartPayments).values({
    id: newId(),
    cartId: cart.id,
    methodId: 'GIFT_CARD',
    giftCardId: card.id,
    cardLast4: card.last4,
  });
  return cartView(db, actor.ctx, cart);
}

/** What is left to pay after vouchers, gift cards and rewards: the amount a card or BNPL plan must cover. */
async function openAmount(db: Db, actor: CartActor, cartId: string) {
  const cart = await getCart(db, actor, cartId);
  const fixed = cart.paymentInstruments
    .filter((p) => !OPEN_AMOUNT_METHODS.includes(p.payment_method_id))
    .reduce((sum, p) => sum + p.amount, 0);
  return { cart, amount: cart.totals.total - fixed };
}

/** Starts a buy-now-pay-later session for what the cart leaves to pay (the provider's page approves it). */
export async function startPaymentSession(db: Db, gateway: PaymentGateway, actor: CartActor, cartId: string) {
  const { cart, amount } = await openAmount(db, actor, cartId);
  if (amount < BNPL_MIN || amount > BNPL_MAX) {
    throw new CommerceError('PAY400', { reason: 'the basket total is outside the plan limits' });
  }
  const session = await gateway.createBnplSession(amount, cart.currency);
  return {
    sessionID: session.sessionId,
    paymentMethodId: 'BNPL' as const,
    amount,
    currency: cart.currency,
    action: { type: 'redirect' as const, method: 'GET' as const, url: session.redirectUrl },
  };
}

/** A BNPL plan the shopper approved on the provider's page; anything else is PAY400. */
async function addBnplPlan(
  db: Db,
  gateway: PaymentGateway,
  actor: CartActor,
  cartId: string,
  sessionId: string,
) {
  const { cart, amount } = await openAmount(db, actor, cartId);
  const session = await gateway.describeBnplSession(sessionId);
  if (session?.status !== 'approved') {
    throw new CommerceError('PAY400', { bnplStatus: session?.status ?? 'unknown' });
  }
  if (session.currency !== cart.currency || session.amount < amount) {
    throw new CommerceError('PAY400', { reason: 'the cart changed after the plan was approved' });
  }
  await setOpenAmountInstrument(db, cart.id, {
    methodId: 'BNPL',
    gatewayToken: `${BNPL_PREFIX}${session.sessionId}`,
  });
  return getCart(db, actor, cartId);
}

/** Payment methods of the site, each marked applicable or not for this basket. */
export async function paymentMethods(db: Db, actor: CartActor, cartId: string) {
  const { cart, amount } = await openAmount(db, actor, cartId);
  const siteId = actor.ctx.siteId;
  const giftCards = cart.paymentInstruments.filter((p) => p.payment_method_id === 'GIFT_CARD').length;
  const bnplFits = amount >= BNPL_MIN && amount <= BNPL_MAX;
  return {
    paymentMethods: [
      {
        id: 'CREDIT_CARD' as const,
        name: 'Credit card',
        cards: CARD_BRANDS[siteId],
        applicable: true,
        reason: null,
      },
      {
        id: 'GIFT_CARD' as const,
        name: 'Gift card',
        cards: [],
        applicable: giftCards < MAX_GIFT_CARDS,
        reason: giftCards < MAX_GIFT_CARDS ? null : 'GFC410',
      },
      {
        id: 'BNPL' as const,
        name: 'Pay later in 4 instalments',
        cards: [],
        applicable: bnplFits,
        reason: bnplFits ? null : 'PAY400',
      },
      ...(await rewardPaymentMethods(db, actor, cart.currency)),
    ],
  };
}

/** The gateway token of a card saved in the shopper's own account; PYT404 for anyone else's or none. */
async function savedCardToken(
  db: Db,
  actor: CartActor,
  request: { payment_instrument_id?: string | undefined },
) {
  const [card] = await db
    .select({ token: schema.savedCards.gatewayToken })
    .from(schema.savedCards)
    .where(
      and(
        eq(schema.savedCards.id, request.payment_instrument_id ?? ''),
        eq(schema.savedCards.shopperId, actor.shopperId),
      ),
    );
  if (!card) throw new CommerceError('PYT404', { payment_instrument_id: request.payment_instrument_id });
  return card.token;
}

/**
 * The gateway declined this instrument when the order was placed: it leaves the cart, so the billing step
 * asks for another card instead of offering the summary with the declined one.
 */
export async function dropDeclinedInstrument(db: Db, cartId: string, instrumentId: string): Promise<void> {
  await db
    .delete(schema.cartPayments)
    .where(and(eq(schema.cartPayments.id, instrumentId), eq(schema.cartPayments.cartId, cartId)));
}
