import type { Cart, Order } from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import {
  allocatePayments,
  type CartActor,
  type CartPaymentRow,
  closeCart,
  dropDeclinedInstrument,
  leftBesidesRewards,
  loadCartPayments,
  OPEN_AMOUNT_METHODS,
  STORED_VALUE_METHODS,
} from '../cart/index.ts';
import { debitAthleteAllowance, debitLoyaltyPoints, voucherTierOfAmount } from '../consumers/index.ts';
import { DIGITAL, debitCards, issueEGiftCards } from '../giftcards/index.ts';
import { releaseHolds, takeStock } from '../inventory/index.ts';
import {
  getOrder,
  orderConfirmationEmail,
  pendingAuthenticationEmail,
  recordOrder,
  recordOrderEvent,
} from '../orders/index.ts';
import type { AuthorizationResult, PaymentGateway } from '../payments/index.ts';
import { redeemPromotions } from '../promotions/index.ts';
import { CommerceError } from '../shared/errors.ts';
import {
  type AttemptFacts,
  DEFAULT_IDEMPOTENCY_TIMING,
  type IdempotencyTiming,
  withIdempotency,
} from '../shared/idempotency.ts';
import { newId, newOrderNumber, secretToken } from '../shared/ids.ts';
import { queueEmail } from '../shared/outbox.ts';
import { COLLECTS_STORE_STOCK } from '../shipping/index.ts';
import { PENDING_EMAIL_DELAY_MINUTES, PENDING_HOLD_MINUTES } from './finalise-order.ts';
import {
  markOrdered,
  recordAttempt,
  recordAuthorization,
  settleEarlierAttempts,
  voidAttempt,
} from './payment-attempts.ts';
import { prepareOrder } from './prepare.ts';

export interface PlaceOrderInput {
  cartId: string;
  inStoreSalesInfo?: { storeId: string; storeEmployeeId: string } | undefined;
}

export interface PlaceOrderHooks {
  /** Test seam: runs after the payment is authorised and before the order is written. */
  afterAuthorization?: () => Promise<void> | void;
}

/** Pickup and pudo lines leave from the store's shelf; every other line from online stock. */
const collectsStoreStock = (line: Cart['items'][number]) =>
  line.storeId !== null && COLLECTS_STORE_STOCK.includes(line.selectedShippingOption);

export const DECLINE_ERRORS = { declined: 'PAY400', fraud: 'PYT402' } as const;

/** The idempotency scope of a shopper's place-order attempts: their outcomes are the checkout's record. */
export const placeOrderScope = (shopperId: string) => `order:${shopperId}`;

/**
 * How the order is paid: a loyalty voucher, reward codes, gift cards, the reward card and the athlete
 * allowance first, then one card or BNPL plan for the rest.
 */
interface Tender {
  loyalty: { payment: CartPaymentRow; amount: number; points: number } | null;
  /** Gift cards, reward cards and reward codes (rows of gift_cards). */
  giftCards: { payment: CartPaymentRow; amount: number }[];
  /** What the athlete allowance pays. */
  athlete: { payment: CartPaymentRow; amount: number } | null;
  open: {
    payment: CartPaymentRow;
    amount: number;
    authorization: AuthorizationResult;
    /** Its payment attempt, which the order's transaction marks 'ordered'. */
    attemptId: string;
  } | null;
}

/**
 * The place-order workflow: validate the cart, authorise what the gift cards leave to pay, then in one
 * transaction take the stock (guarded so it never goes below zero), debit the gift cards, count the
 * promotions, write the order, issue its e-gift cards (emailed to their recipients) and close the cart. If anything after the authorisation fails, the
 * authorisation is voided and nothing is written. A card that needs a 3-D Secure challenge gives an
 * order in 'pending_authentication' (stock held) that `finaliseOrder` completes or cancels.
 * The authorisation is recorded as a payment attempt before the gateway is asked, and the order's
 * transaction marks it ordered, so that one left by a crash is voided by a retry or the recovery sweep
 * (decision 049).
 */
export async function placeOrder(
  db: Db,
  gateway: PaymentGateway,
  actor: CartActor,
  input: PlaceOrderInput,
  idempotencyKey: string,
  hooks: PlaceOrderHooks = {},
  /** Kept with the attempt's outcome for the risk rule of the bot check (see screening.ts). */
  facts: AttemptFacts = {},
  /** The lease on the idempotency key and how long a repeat waits (decision 049). */
  timing: IdempotencyTiming = DEFAULT_IDEMPOTENCY_TIMING,
): Promise<{ order: Order; replayed: boolean }> {
  const { value: orderNumber, replayed } = await withIdempotency(
    db,
    placeOrderScope(actor.shopperId),
    idempotencyKey,
    input,
    async (claim) => {
      // An earlier request for this cart that died holding an authorisation: void it before paying again.
      await settleEarlierAttempts(
        db,
        gateway,
        { cartId: input.cartId, shopperId: actor.shopperId },
        timing.waitMs,
      );
      const cart = await prepareOrder(db, actor, input.cartId);
      const payments = await loadCartPayments(db, cart.id);
      const spentCode = payments.find((p) => p.methodId === 'REWARD_CODE' && p.giftCardStatus !== 'active');
      // A code redeemed by another order meanwhile fails this one rather than moving its share to the card.
      if (spentCode) throw new CommerceError('REW410', { payment_instrument_id: spentCode.id });
      const amounts = allocatePayments(payments, cart.totals.total);
      const giftCards = payments
        .filter(
          (payment) => STORED_VALUE_METHODS.includes(payment.methodId) && (amounts.get(payment.id) ?? 0) > 0,
        )
        .map((payment) => ({ payment, amount: amounts.get(payment.id) ?? 0 }));
      const athletePayment = payments.find((payment) => payment.methodId === 'ATHLETES_PAYMENT');
      const athlete =
        athletePayment && (amounts.get(athletePayment.id) ?? 0) > 0
          ? { payment: athletePayment, amount: amounts.get(athletePayment.id) ?? 0 }
          : null;
      const loyaltyPayment = payments.find((payment) => payment.methodId === 'LOYALTY_POINTS');
      const loyaltyTier = loyaltyPayment ? voucherTierOfAmount(loyaltyPayment.amount) : null;
      const loyalty =
        loyaltyPayment && loyaltyTier
          ? {
              payment: loyaltyPayment,
              amount: amounts.get(loyaltyPayment.id) ?? 0,
              points: loyaltyTier.points,
            }
          : null;
      if (athletePayment && loyaltyPayment) {
        // Spec: rewards with athlete payment only when nothing is left to pay by other means.
        const rest = leftBesidesRewards(payments, cart.totals.total);
        if (rest > 0) throw new CommerceError('ATH409', { remainingAmount: rest });
      }
      const openPayment = payments.find((payment) => OPEN_AMOUNT_METHODS.includes(payment.methodId));
      const openAmount = openPayment ? (amounts.get(openPayment.id) ?? 0) : 0;

      const orderNumber = newOrderNumber();
      let open: Tender['open'] = null;
      if (openPayment && openAmount > 0) {
        if (!openPayment.gatewayToken) throw new CommerceError('PYT404');
        // Recorded before the gateway is asked, so that a crash cannot leave an authorisation nobody voids.
        const attemptId = await recordAttempt(db, claim, {
          reference: orderNumber,
          cartId: cart.id,
          shopperId: actor.shopperId,
          methodId: openPayment.methodId,
          amount: openAmount,
          currency: cart.currency,
        });
        let authorization: AuthorizationResult;
        try {
          authorization = await gateway.authorize({
            token: openPayment.gatewayToken,
            amount: openAmount,
            currency: cart.currency,
            reference: orderNumber,
          });
        } catch (error) {
          // No answer: the gateway may have authorised all the same.
          await voidAttempt(db, gateway, attemptId);
          throw error;
        }
        await recordAuthorization(db, gateway, attemptId, authorization);
        if (authorization.status === 'declined' || authorization.status === 'fraud') {
          await dropDeclinedInstrument(db, cart.id, openPayment.id);
          throw new CommerceError(DECLINE_ERRORS[authorization.status]);
        }
        open = { payment: openPayment, amount: openAmount, authorization, attemptId };
      }
      try {
        await hooks.afterAuthorization?.();
        await writeOrder(db, actor, cart, input, orderNumber, { loyalty, giftCards, athlete, open });
      } catch (error) {
        if (open) await voidAttempt(db, gateway, open.attemptId);
        throw error;
      }
      return orderNumber;
    },
    facts,
  );
  return { order: await getOrder(db, actor.ctx, orderNumber, { shopperId: actor.shopperId }), replayed };
}

async function writeOrder(
  db: Db,
  actor: CartActor,
  cart: Cart,
  input: PlaceOrderInput,
  orderNumber: string,
  tender: Tender,
) {
  const shipment = cart.shipments[0]!;
  const pending = tender.open?.authorization.status === 'challenge_required';
  await db.transaction(async (tx) => {
    // First, so that a recovery void that claimed the attempt meanwhile fails the order instead.
    if (tender.open) await markOrdered(tx, tender.open.attemptId);
    // Lock rows in a stable order so that concurrent buyers cannot deadlock.
    // E-gift cards are not stocked (their cards are issued below); customs are made to order.
    const shipsGoods = cart.items.some((line) => line.selectedShippingOption !== DIGITAL);
    const lines = [...cart.items]
      .filter((line) => line.selectedShippingOption !== DIGITAL && !line.isCustoms)
      .sort((a, b) => a.upc.localeCompare(b.upc));
    const failed = await takeStock(
      tx,
      lines.map((line) => ({
        upc: line.upc,
        qty: line.qty,
        storeId: collectsStoreStock(line) ? line.storeId : null,
      })),
      cart.id,
    );
    if (failed >= 0) throw new CommerceError('INV406', { itemIds: [lines[failed]!.id] });
    await debitCards(
      tx,
      tender.giftCards.map(({ payment, amount }) => ({
        methodId: payment.methodId,
        giftCardId: payment.giftCardId,
        amount,
        paymentInstrumentId: payment.id,
      })),
    );
    if (tender.athlete) {
      await debitAthleteAllowance(tx, actor.shopperId, tender.athlete.amount, tender.athlete.payment.id);
    }
    if (tender.loyalty) {
      await debitLoyaltyPoints(tx, actor.shopperId, tender.loyalty.points, tender.loyalty.payment.id);
    }
    await releaseHolds(tx, cart.id);
    const cartRow = await closeCart(tx, cart.id);
    if (!cartRow) throw new CommerceError('BSK404', { basketId: cart.id });

    const promoSummary = [...cart.promotions.product, ...cart.promotions.order, ...cart.promotions.shipping];
    await redeemPromotions(tx, { orderNumber, shopperId: actor.shopperId, email: cart.email! }, promoSummary);
    const orderRow = {
      orderNumber,
      cartId: cart.id,
      siteId: cart.siteId,
      locale: actor.ctx.locale,
      currency: cart.currency,
      ownerId: actor.shopperId,
      email: cart.email!,
      status: pending ? 'pending_authentication' : 'created',
      lookupToken: secretToken(),
      shippingAddress: shipsGoods ? cartRow.shippingAddress! : null,
      billingAddress: cartRow.billingAddress!,
      shippingMethodCode: shipsGoods ? shipment.shippingMethod!.code : DIGITAL,
      totals: cart.totals,
      inStoreSalesInfo: input.inStoreSalesInfo ?? null,
      promoSummary,
    };
    const items = cart.items.map((item) => ({
      id: newId(),
      orderNumber,
      upc: item.upc,
      productId: item.productId,
      masterId: item.masterId,
      name: item.name,
      colorLabel: item.color.label,
      size: item.size,
      qty: item.qty,
      unitPrice: item.price.current,
      rowTotal: item.price.rowTotal,
      imageUrl: item.image.src,
      pdpUrl: item.pdpUrl,
      storeId: item.storeId,
      deliveryMethod:
        item.storeId || item.selectedShippingOption === DIGITAL || item.isCustoms
          ? item.selectedShippingOption
          : null,
      recipeId: item.recipeId,
      // A gift message (recipient and note) of a line, or an e-gift card's recipient and sender.
      giftOption: item.giftOption,
    }));
    const payments = [
      ...(tender.loyalty
        ? [
            {
              id: newId(),
              orderNumber,
              methodId: 'LOYALTY_POINTS',
              // The points spent, so that a cancellation can give them back.
              authorizationId: `points:${tender.loyalty.points}`,
              amount: tender.loyalty.amount,
              status: 'debited',
            },
          ]
        : []),
      ...tender.giftCards.map(({ payment, amount }) => ({
        id: newId(),
        orderNumber,
        methodId: payment.methodId,
        giftCardId: payment.giftCardId,
        cardLast4: payment.cardLast4,
        amount,
        status: 'debited',
      })),
      ...(tender.athlete
        ? [
            {
              id: newId(),
              orderNumber,
              methodId: 'ATHLETES_PAYMENT',
              amount: tender.athlete.amount,
              status: 'debited',
            },
          ]
        : []),
      ...(tender.open
        ? [
            {
              id: newId(),
              orderNumber,
              methodId: tender.open.payment.methodId,
              authorizationId: tender.open.authorization.authorizationId,
              cardBrand: tender.open.payment.cardBrand,
              cardLast4: tender.open.payment.cardLast4,
              amount: tender.open.amount,
              status: tender.open.authorization.status,
              actionUrl: tender.open.authorization.challengeUrl ?? null,
            },
          ]
        : []),
    ];
    const order = await recordOrder(tx, orderRow, items, payments);
    await recordOrderEvent(tx, orderNumber, pending ? 'awaiting_authentication' : 'placed');
    // A shopper who closes the browser during the challenge finds the way back to pay or cancel here.
    if (pending) {
      await queueEmail(
        tx,
        pendingAuthenticationEmail(orderRow, {
          holdMinutes: PENDING_HOLD_MINUTES,
          delayMinutes: PENDING_EMAIL_DELAY_MINUTES,
        }),
      );
    }
    if (!pending) {
      await issueEGiftCards(tx, order);
      await queueEmail(
        tx,
        orderConfirmationEmail(
          orderNumber,
          {
            email: cart.email!,
            currency: cart.currency,
            totals: cart.totals,
            lines: cart.items.map((item) => ({
              ...item,
              color: item.color.label,
              rowTotal: item.price.rowTotal,
            })),
          },
          actor.ctx.locale,
        ),
      );
    }
  });
}
