import type { Cart, Order } from '@ridgeline/contracts';
import { and, type Db, eq, gte, schema, sql, type Tx } from '@ridgeline/db';
import { heldByOthersSql, releaseHolds } from '../cart/holds.ts';
import {
  ATHLETE_PROGRAMME,
  type CartPaymentRow,
  loadCartPayments,
  OPEN_AMOUNT_METHODS,
  STORED_VALUE_METHODS,
} from '../cart/load.ts';
import type { CartActor } from '../cart/service.ts';
import { allocatePayments, leftBesidesRewards } from '../cart/view.ts';
import { voucherTierOfAmount } from '../consumers/loyalty.ts';
import { DIGITAL, issueEGiftCards } from '../giftcards/egift.ts';
import { orderConfirmationEmail } from '../orders/confirmation-email.ts';
import { recordOrderEvent } from '../orders/events.ts';
import { getOrder } from '../orders/read.ts';
import type { AuthorizationResult, PaymentGateway } from '../payments/gateway.ts';
import { redeemPromotions } from '../promotions/redeem.ts';
import { CommerceError } from '../shared/errors.ts';
import { type AttemptFacts, withIdempotency } from '../shared/idempotency.ts';
import { newId, newOrderNumber, secretToken } from '../shared/ids.ts';
import { COLLECTS_STORE_STOCK } from '../shipping/delivery.ts';
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
  open: { payment: CartPaymentRow; amount: number; authorization: AuthorizationResult } | null;
}

/**
 * The place-order workflow: validate the cart, authorise what the gift cards leave to pay, then in one
 * transaction take the stock (guarded so it never goes below zero), debit the gift cards, count the
 * promotions, write the order, issue its e-gift cards (emailed to their recipients) and close the cart. If anything after the authorisation fails, the
 * authorisation is voided and nothing is written. A card that needs a 3-D Secure challenge gives an
 * order in 'pending_authentication' (stock held) that `finaliseOrder` completes or cancels.
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
): Promise<{ order: Order; replayed: boolean }> {
  const { value: orderNumber, replayed } = await withIdempotency(
    db,
    placeOrderScope(actor.shopperId),
    idempotencyKey,
    input,
    async () => {
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
        const authorization = await gateway.authorize({
          token: openPayment.gatewayToken,
          amount: openAmount,
          currency: cart.currency,
          reference: orderNumber,
        });
        if (authorization.status === 'declined' || authorization.status === 'fraud') {
          throw new CommerceError(DECLINE_ERRORS[authorization.status]);
        }
        open = { payment: openPayment, amount: openAmount, authorization };
      }
      try {
        await hooks.afterAuthorization?.();
        await writeOrder(db, actor, cart, input, orderNumber, { loyalty, giftCards, athlete, open });
      } catch (error) {
        if (open) await gateway.void(open.authorization.authorizationId);
        throw error;
      }
      return orderNumber;
    },
    facts,
  );
  return { order: await getOrder(db, actor.ctx, orderNumber, { shopperId: actor.shopperId }), replayed };
}

/**
 * Takes each gift or reward card's share with a guarded update (a balance spent elsewhere meanwhile fails
 * the order: GFC740, REW140), and redeems each reward code once (REW410 when another order did).
 */
async function debitGiftCards(tx: Tx, giftCards: Tender['giftCards']) {
  const ordered = [...giftCards].sort((a, b) =>
    (a.payment.giftCardId ?? '').localeCompare(b.payment.giftCardId ?? ''),
  );
  for (const { payment, amount } of ordered) {
    const id = eq(schema.giftCards.id, payment.giftCardId ?? '');
    const active = eq(schema.giftCards.status, 'active');
    const debited =
      payment.methodId === 'REWARD_CODE'
        ? await tx
            .update(schema.giftCards)
            .set({ status: 'redeemed' })
            .where(and(id, active, gte(schema.giftCards.balance, amount)))
            .returning({ id: schema.giftCards.id })
        : await tx
            .update(schema.giftCards)
            .set({ balance: sql`${schema.giftCards.balance} - ${amount}` })
            .where(and(id, active, gte(schema.giftCards.balance, amount)))
            .returning({ id: schema.giftCards.id });
    if (debited.length === 0) {
      const errorId = { GIFT_CARD: 'GFC740', REWARD_CARD: 'REW140', REWARD_CODE: 'REW410' } as const;
      throw new CommerceError(errorId[payment.methodId as keyof typeof errorId] ?? 'GFC740', {
        payment_instrument_id: payment.id,
      });
    }
  }
}

/** Spends the athlete allowance with a guarded update: an allowance spent elsewhere meanwhile fails the order. */
async function debitAthleteAllowance(tx: Tx, shopperId: string, athlete: Tender['athlete']) {
  if (!athlete) return;
  const { programmeProfiles } = schema;
  const debited = await tx
    .update(programmeProfiles)
    .set({ currentSpend: sql`${programmeProfiles.currentSpend} + ${athlete.amount}` })
    .where(
      and(
        eq(programmeProfiles.shopperId, shopperId),
        eq(programmeProfiles.programme, ATHLETE_PROGRAMME),
        gte(sql`${programmeProfiles.annualLimit} - ${programmeProfiles.currentSpend}`, athlete.amount),
      ),
    )
    .returning({ shopperId: programmeProfiles.shopperId });
  if (debited.length === 0) throw new CommerceError('ATH400', { payment_instrument_id: athlete.payment.id });
}

/** Takes the voucher's points with a guarded update: points spent elsewhere meanwhile fail the order. */
async function debitLoyaltyPoints(tx: Tx, shopperId: string, loyalty: Tender['loyalty']) {
  if (!loyalty) return;
  const debited = await tx
    .update(schema.consumers)
    .set({ loyaltyPoints: sql`${schema.consumers.loyaltyPoints} - ${loyalty.points}` })
    .where(
      and(eq(schema.consumers.shopperId, shopperId), gte(schema.consumers.loyaltyPoints, loyalty.points)),
    )
    .returning({ shopperId: schema.consumers.shopperId });
  if (debited.length === 0) throw new CommerceError('REW140', { payment_instrument_id: loyalty.payment.id });
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
    // Lock rows in a stable order so that concurrent buyers cannot deadlock.
    // E-gift cards are not stocked (their cards are issued below); customs are made to order.
    const shipsGoods = cart.items.some((line) => line.selectedShippingOption !== DIGITAL);
    const lines = [...cart.items]
      .filter((line) => line.selectedShippingOption !== DIGITAL && !line.isCustoms)
      .sort((a, b) => a.upc.localeCompare(b.upc));
    for (const line of lines) {
      const taken = collectsStoreStock(line)
        ? await tx
            .update(schema.storeStock)
            .set({ quantity: sql`${schema.storeStock.quantity} - ${line.qty}` })
            .where(
              and(
                eq(schema.storeStock.storeId, line.storeId!),
                eq(schema.storeStock.upc, line.upc),
                gte(schema.storeStock.quantity, line.qty),
              ),
            )
            .returning({ upc: schema.storeStock.upc })
        : await tx
            .update(schema.stock)
            .set({ quantity: sql`${schema.stock.quantity} - ${line.qty}`, updatedAt: new Date() })
            .where(
              and(
                eq(schema.stock.upc, line.upc),
                // Units other carts hold (reserveWithItem) stay theirs until the hold expires.
                gte(sql`${schema.stock.quantity} - ${heldByOthersSql(line.upc, cart.id)}`, line.qty),
              ),
            )
            .returning({ upc: schema.stock.upc });
      if (taken.length === 0) throw new CommerceError('INV406', { itemIds: [line.id] });
    }
    await debitGiftCards(tx, tender.giftCards);
    await debitAthleteAllowance(tx, actor.shopperId, tender.athlete);
    await debitLoyaltyPoints(tx, actor.shopperId, tender.loyalty);
    await releaseHolds(tx, cart.id);
    const closed = await tx
      .update(schema.carts)
      .set({ status: 'ordered', updatedAt: new Date() })
      .where(and(eq(schema.carts.id, cart.id), eq(schema.carts.status, 'open')))
      .returning({ id: schema.carts.id });
    if (closed.length === 0) throw new CommerceError('BSK404', { basketId: cart.id });

    const [cartRow] = await tx.select().from(schema.carts).where(eq(schema.carts.id, cart.id));
    const promoSummary = [...cart.promotions.product, ...cart.promotions.order, ...cart.promotions.shipping];
    await redeemPromotions(tx, { orderNumber, shopperId: actor.shopperId, email: cart.email! }, promoSummary);
    await tx.insert(schema.orders).values({
      orderNumber,
      cartId: cart.id,
      siteId: cart.siteId,
      locale: actor.ctx.locale,
      currency: cart.currency,
      ownerId: actor.shopperId,
      email: cart.email!,
      status: pending ? 'pending_authentication' : 'created',
      lookupToken: secretToken(),
      shippingAddress: shipsGoods ? cartRow!.shippingAddress! : null,
      billingAddress: cartRow!.billingAddress!,
      shippingMethodCode: shipsGoods ? shipment.shippingMethod!.code : DIGITAL,
      totals: cart.totals,
      inStoreSalesInfo: input.inStoreSalesInfo ?? null,
      promoSummary,
    });
    await tx.insert(schema.orderItems).values(
      cart.items.map((item) => ({
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
      })),
    );
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
    if (payments.length > 0) await tx.insert(schema.orderPayments).values(payments);
    await recordOrderEvent(tx, orderNumber, pending ? 'awaiting_authentication' : 'placed');
    if (!pending) {
      const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
      await issueEGiftCards(tx, order!);
      await tx.insert(schema.outbox).values(
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
