import type { Cart, Order } from '@ridgeline/contracts';
import { and, type Db, eq, gte, schema, sql } from '@ridgeline/db';
import type { CartActor } from '../cart/service.ts';
import { orderConfirmationEmail } from '../orders/confirmation-email.ts';
import { getOrder } from '../orders/read.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { redeemPromotions } from '../promotions/redeem.ts';
import { CommerceError } from '../shared/errors.ts';
import { withIdempotency } from '../shared/idempotency.ts';
import { newId, newOrderNumber, secretToken } from '../shared/ids.ts';
import { prepareOrder } from './prepare.ts';

export interface PlaceOrderInput {
  cartId: string;
  inStoreSalesInfo?: { storeId: string; storeEmployeeId: string } | undefined;
}

export interface PlaceOrderHooks {
  /** Test seam: runs after the payment is authorised and before the order is written. */
  afterAuthorization?: () => Promise<void> | void;
}

const DECLINE_ERRORS = {
  declined: 'PAY400',
  fraud: 'PYT402',
  challenge_required: 'PAY402',
} as const;

/**
 * The place-order workflow: validate the cart, authorise the payment, then in one transaction
 * take the stock (guarded so it never goes below zero), write the order and close the cart.
 * If anything after the authorisation fails, the authorisation is voided and nothing is written.
 */
export async function placeOrder(
  db: Db,
  gateway: PaymentGateway,
  actor: CartActor,
  input: PlaceOrderInput,
  idempotencyKey: string,
  hooks: PlaceOrderHooks = {},
): Promise<{ order: Order; replayed: boolean }> {
  const { value: orderNumber, replayed } = await withIdempotency(
    db,
    `order:${actor.shopperId}`,
    idempotencyKey,
    input,
    async () => {
      const cart = await prepareOrder(db, actor, input.cartId);
      const card = cart.paymentInstruments.find(
        (instrument) => instrument.payment_method_id === 'CREDIT_CARD',
      );
      const [cardRow] = await db
        .select({ token: schema.cartPayments.gatewayToken })
        .from(schema.cartPayments)
        .where(eq(schema.cartPayments.id, card?.payment_instrument_id ?? ''));
      if (!card || !cardRow?.token) throw new CommerceError('PYT404');

      const orderNumber = newOrderNumber();
      const authorization = await gateway.authorize({
        token: cardRow.token,
        amount: cart.totals.total,
        currency: cart.currency,
        reference: orderNumber,
      });
      if (authorization.status !== 'authorized') {
        if (authorization.status === 'challenge_required') await gateway.void(authorization.authorizationId);
        throw new CommerceError(DECLINE_ERRORS[authorization.status]);
      }
      try {
        await hooks.afterAuthorization?.();
        await writeOrder(db, actor, cart, input, orderNumber, authorization.authorizationId, card.card);
      } catch (error) {
        await gateway.void(authorization.authorizationId);
        throw error;
      }
      return orderNumber;
    },
  );
  return { order: await getOrder(db, actor.ctx, orderNumber, { shopperId: actor.shopperId }), replayed };
}

async function writeOrder(
  db: Db,
  actor: CartActor,
  cart: Cart,
  input: PlaceOrderInput,
  orderNumber: string,
  authorizationId: string,
  card: Cart['paymentInstruments'][number]['card'],
) {
  const shipment = cart.shipments[0]!;
  await db.transaction(async (tx) => {
    // Lock rows in a stable order so that concurrent buyers cannot deadlock.
    const lines = [...cart.items].sort((a, b) => a.upc.localeCompare(b.upc));
    for (const line of lines) {
      const taken = await tx
        .update(schema.stock)
        .set({ quantity: sql`${schema.stock.quantity} - ${line.qty}`, updatedAt: new Date() })
        .where(and(eq(schema.stock.upc, line.upc), gte(schema.stock.quantity, line.qty)))
        .returning({ upc: schema.stock.upc });
      if (taken.length === 0) throw new CommerceError('INV406', { itemIds: [line.id] });
    }
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
      status: 'created',
      lookupToken: secretToken(),
      shippingAddress: cartRow!.shippingAddress!,
      billingAddress: cartRow!.billingAddress!,
      shippingMethodCode: shipment.shippingMethod!.code,
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
      })),
    );
    await tx.insert(schema.orderPayments).values({
      id: newId(),
      orderNumber,
      methodId: 'CREDIT_CARD',
      authorizationId,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      amount: cart.totals.total,
      status: 'authorized',
    });
    await tx.insert(schema.outbox).values(orderConfirmationEmail(orderNumber, cart, actor.ctx.locale));
  });
}
