import { giftcards, mail } from '@ridgeline/commerce';
import type { CancelPendingOrderResponse, Cart, Order } from '@ridgeline/contracts';
import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, placeOrder, readyCart, type TestApi } from './helpers.ts';

type ErrorBody = { errorDetails: { errorId: string; message: string; basketId?: string | null }[] };

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const CHALLENGE_CARD = '4000000000003220';

async function newGiftCard(balance: number) {
  const number = giftcards.newGiftCardNumber();
  await api.database.db.insert(schema.giftCards).values({
    id: crypto.randomUUID(),
    numberHash: giftcards.hashGiftCardNumber(number),
    last4: number.slice(-4),
    currency: 'USD',
    initialBalance: balance,
    balance,
  });
  return number;
}

const balanceOf = async (number: string) =>
  (
    await api.database.db
      .select()
      .from(schema.giftCards)
      .where(eq(schema.giftCards.numberHash, giftcards.hashGiftCardNumber(number)))
  )[0]!.balance;

const stockOf = async (upc: string) =>
  (await api.database.db.select().from(schema.stock).where(eq(schema.stock.upc, upc)))[0]!.quantity;

const mailTo = async (orderNumber: string) =>
  (await api.database.db.select().from(schema.outbox)).filter((mail) => mail.subject.includes(orderNumber));

/** A guest's order waiting for 3-D Secure, a gift card paying $10 of it. */
async function pendingOrder(key: string) {
  const ready = await readyCart(api, CHALLENGE_CARD);
  const giftCard = await newGiftCard(1_000);
  await api.call({
    method: 'POST',
    url: `/api/cart/v1/cart/${ready.cart.id}/paymentInstruments`,
    token: ready.token,
    body: { payment_method_id: 'GIFT_CARD', giftCard: { number: giftCard } },
  });
  const before = await stockOf(ready.variant.upc);
  const placed = await placeOrder(api, ready.token, ready.cart.id, key);
  expect(placed.body.status).toBe('pending_authentication');
  expect(await stockOf(ready.variant.upc)).toBe(before - 1);
  expect(await balanceOf(giftCard)).toBe(0);
  return { ...ready, giftCard, before, order: placed.body };
}

const cancel = (token: string, orderNumber: string, st?: string) =>
  api.call<CancelPendingOrderResponse & ErrorBody>({
    method: 'POST',
    url: `/api/cart/v2/checkout/order/${orderNumber}/cancel`,
    token,
    body: st ? { st } : {},
  });

const finalise = (token: string, orderNumber: string, threeDS2Result: string, st?: string) =>
  api.call<Order & ErrorBody>({
    method: 'PATCH',
    url: `/api/cart/v2/checkout/order/${orderNumber}`,
    token,
    body: {
      paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result } },
      ...(st ? { st } : {}),
    },
  });

/** Answers the test PSP's challenge page the way the shopper's click does; the result token. */
async function passChallenge(url: string) {
  const returnUrl = '/en-us/checkout/three-ds';
  const answer = await api.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ returnUrl, outcome: 'approve' }).toString(),
  });
  expect(answer.statusCode).toBe(303);
  return new URL(String(answer.headers.location), 'http://shop.test').searchParams.get('threeDS2Result')!;
}

describe('an order left waiting for 3-D Secure', () => {
  it('emails the shopper a link that resumes or cancels it, in the order language', async () => {
    const { order } = await pendingOrder('pending-email-1');
    const [mail, ...more] = await mailTo(order.orderNumber);
    expect(more).toEqual([]);
    expect(mail!.toAddress).toBe(order.email);
    expect(mail!.subject).toBe(`Finish paying for your Ridgeline order ${order.orderNumber}`);
    expect(mail!.textBody).toContain('We hold your items for 25 minutes');
    expect(mail!.textBody).toContain(`/en-us/order-status/${order.orderNumber}?st=${order.st}`);
    expect(mail!.htmlBody).toContain('Finish paying or cancel');
  });

  it('sends the email only five minutes later, and not at all once the challenge is passed', async () => {
    const paid = await pendingOrder('pending-email-2');
    const unpaid = await pendingOrder('pending-email-3');
    const [held] = await mailTo(unpaid.order.orderNumber);
    const delay = held!.sendAfter!.getTime() - held!.createdAt.getTime();
    expect(delay).toBeGreaterThan(4.9 * 60_000);
    expect(delay).toBeLessThan(5.1 * 60_000);

    const sent: string[] = [];
    const transport = { send: async (m: { subject: string }) => void sent.push(m.subject), close() {} };
    const deliveryAt = (minutes: number) =>
      new mail.MailDelivery(api.database.db, transport, {
        batchSize: 1_000,
        now: () => new Date(Date.now() + minutes * 60_000),
      }).runOnce();
    const about = (order: { orderNumber: string }) =>
      sent.filter((subject) => subject.includes(order.orderNumber));

    await deliveryAt(1);
    expect(about(paid.order)).toEqual([]);
    expect(about(unpaid.order)).toEqual([]);

    const result = await passChallenge(paid.order.flash[0]!.action!.url);
    expect((await finalise(paid.token, paid.order.orderNumber, result)).body.status).toBe('created');
    await deliveryAt(6);
    expect(about(paid.order)).toEqual([`Your Ridgeline order ${paid.order.orderNumber}`]);
    expect(about(unpaid.order)).toEqual([
      `Finish paying for your Ridgeline order ${unpaid.order.orderNumber}`,
    ]);
    const withdrawn = (await mailTo(paid.order.orderNumber)).find(
      (m) => m.template === 'order-pending-authentication',
    );
    expect(withdrawn!.status).toBe('withdrawn');
  });

  it('cancels at once: stock and gift card back, a new cart with its items, idempotent', async () => {
    const { token, variant, giftCard, before, order } = await pendingOrder('pending-cancel-1');
    const cancelled = await cancel(token, order.orderNumber);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.status).toBe('cancelled');
    expect(await stockOf(variant.upc)).toBe(before);
    expect(await balanceOf(giftCard)).toBe(1_000);
    const [auth] = await api.database.db
      .select()
      .from(schema.gatewayAuthorizations)
      .where(eq(schema.gatewayAuthorizations.reference, order.orderNumber));
    expect(auth!.status).toBe('voided');
    const cart = await api.call<Cart>({
      method: 'GET',
      url: `/api/cart/v1/cart/${cancelled.body.basketId}`,
      token,
    });
    expect(cart.body.items.map((item) => [item.upc, item.qty])).toEqual([[variant.upc, 1]]);

    // Again (a double click, the email link after the cart's button): the same answer, nothing given twice.
    const again = await cancel(token, order.orderNumber);
    expect(again.status).toBe(200);
    expect(again.body.order.status).toBe('cancelled');
    expect(await stockOf(variant.upc)).toBe(before);
    expect(await balanceOf(giftCard)).toBe(1_000);
    expect((await mailTo(order.orderNumber)).map((mail) => mail.subject).sort()).toEqual([
      `Finish paying for your Ridgeline order ${order.orderNumber}`,
      `Your Ridgeline order ${order.orderNumber} is cancelled`,
    ]);
  });

  it('resumes in another browser with the lookup token; a cancel after the payment went through is ORD410', async () => {
    const { variant, before, order } = await pendingOrder('pending-resume-1');
    const elsewhere = (await api.guest()).accessToken;
    const stranger = await finalise(elsewhere, order.orderNumber, '3ds_whatever');
    expect(stranger.body.errorDetails[0]!.errorId).toBe('OHS4004');
    const strangerCancel = await cancel(elsewhere, order.orderNumber);
    expect(strangerCancel.body.errorDetails[0]!.errorId).toBe('OHS4004');

    const result = await passChallenge(order.flash[0]!.action!.url);
    const done = await finalise(elsewhere, order.orderNumber, result, order.st);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('created');
    const late = await cancel(elsewhere, order.orderNumber, order.st);
    expect(late.status).toBe(409);
    expect(late.body.errorDetails[0]!.errorId).toBe('ORD410');
    expect(await stockOf(variant.upc)).toBe(before - 1);
  });

  it('never completes and cancels the same order: one of them wins, released once', async () => {
    for (const round of [1, 2, 3]) {
      const { token, variant, giftCard, before, order } = await pendingOrder(`pending-race-${round}`);
      const result = await passChallenge(order.flash[0]!.action!.url);
      const [cancelled, completed] = await Promise.all([
        cancel(token, order.orderNumber),
        finalise(token, order.orderNumber, result),
      ]);
      const [row] = await api.database.db
        .select()
        .from(schema.orders)
        .where(eq(schema.orders.orderNumber, order.orderNumber));
      if (row!.status === 'cancelled') {
        expect(cancelled.status).toBe(200);
        expect(await stockOf(variant.upc)).toBe(before);
        expect(await balanceOf(giftCard)).toBe(1_000);
      } else {
        expect(row!.status).toBe('created');
        expect(completed.body.status).toBe('created');
        expect(cancelled.body.errorDetails[0]!.errorId).toBe('ORD410');
        expect(await stockOf(variant.upc)).toBe(before - 1);
        expect(await balanceOf(giftCard)).toBe(0);
      }
    }
  });
});

describe('a declined card', () => {
  it('leaves the cart when the order is refused (PAY400), so billing asks for another card', async () => {
    const { token, cart } = await readyCart(api, '4000000000000002');
    expect(cart.paymentInstruments.some((p) => p.payment_method_id === 'CREDIT_CARD')).toBe(true);
    const refused = await placeOrder(api, token, cart.id, 'declined-card-1');
    expect(refused.status).toBe(402);
    expect(refused.body.errorDetails[0]!.errorId).toBe('PAY400');
    const after = await api.call<Cart>({ method: 'GET', url: `/api/cart/v1/cart/${cart.id}`, token });
    expect(after.body.paymentInstruments.some((p) => p.payment_method_id === 'CREDIT_CARD')).toBe(false);
    expect(after.body.items).toHaveLength(1);
  });
});
