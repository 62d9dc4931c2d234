import { taxes } from '@ridgeline/commerce';
import type { Cart, Order, ProductDetails } from '@ridgeline/contracts';
import { and, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApi,
  inStockVariant,
  newCart,
  readyCart,
  type TestApi,
  tokenize,
  US_ADDRESS,
} from './helpers.ts';

type ErrorBody = { errorDetails: { errorId: string; field?: string; problem?: string }[] };

const E_GIFT_ID = 'RLEGIFTCARD';
const RECIPIENT = { to: 'Sam', email: 'sam@example.com', from: 'Jordan', message: 'Happy trails!' };
const { email: _email, ...BILLING } = US_ADDRESS;

let api: TestApi;
let eGiftUpc: string;
let balanceToken: string;
beforeAll(async () => {
  api = await createTestApi();
  balanceToken = (await api.guest()).accessToken;
  const details = await api.call<ProductDetails>({
    method: 'GET',
    url: `/api/products/v2/products/${E_GIFT_ID}/details`,
  });
  eGiftUpc = details.body.variants[0]!.upc;
});
afterAll(() => api.close());

const addEGift = (token: string, cartId: string, body: Record<string, unknown> = {}) =>
  api.call<Cart & ErrorBody>({
    method: 'POST',
    url: '/api/cart/v1/item',
    token,
    body: { cartId, upc: eGiftUpc, qty: 1, customAmount: 5_000, giftOption: RECIPIENT, ...body },
  });

const emailsTo = async (address: string) =>
  api.database.db
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.toAddress, address), eq(schema.outbox.template, 'e-gift-card')));

/** The gift card number printed in an e-gift email ("Gift card number: ABCD EF01 …"). */
const numberIn = (text: string) => text.match(/Gift card number: ([0-9A-F ]+)/)![1]!.replace(/ /g, '');

const balanceOf = (number: string) =>
  api.call<{ balance: number } & ErrorBody>({
    method: 'POST',
    url: '/api/cart/v1/giftcard/balance',
    token: balanceToken,
    body: { giftCardNumber: number },
  });

/** A guest cart of e-gift cards only, with a billing address (carrying the email) and a card. */
async function digitalOrder(amount = 5_000, recipient = RECIPIENT) {
  const token = (await api.guest()).accessToken;
  const cart = await newCart(api, token);
  await addEGift(token, cart.id, { customAmount: amount, giftOption: recipient });
  await api.call({
    method: 'POST',
    url: `/api/cart/v1/cart/${cart.id}/billingAddress`,
    token,
    body: US_ADDRESS,
  });
  await api.call({
    method: 'POST',
    url: `/api/cart/v1/cart/${cart.id}/paymentInstruments`,
    token,
    body: { payment_method_id: 'CREDIT_CARD', card: { token: await tokenize(api) } },
  });
  const placed = await api.call<Order & ErrorBody>({
    method: 'PUT',
    url: '/api/cart/v2/checkout/order',
    token,
    body: { cartId: cart.id },
    headers: { 'idempotency-key': `egift-${cart.id}` },
  });
  return { token, cart, placed };
}

const resend = (token: string, body: Record<string, unknown>) =>
  api.call<Order & ErrorBody>({
    method: 'POST',
    url: '/api/consumers-v3/consumer/resendGiftCardEmail',
    token,
    body,
  });

describe('e-gift cards in the cart', () => {
  it('is sold on every site, always available, one card per line', async () => {
    for (const locale of ['en-us', 'en-ca', 'en-gb', 'de-de']) {
      const details = await api.call<ProductDetails>({
        method: 'GET',
        url: `/api/products/v2/products/${E_GIFT_ID}/details?locale=${locale}`,
      });
      expect(details.status).toBe(200);
      expect(details.body.productType).toBe('e-gift-card');
      expect(details.body.variants).toEqual([expect.objectContaining({ available: true, maxQty: 1 })]);
    }
  });

  it('refuses an e-gift line without its amount, recipient or sender, or with an amount out of limits', async () => {
    const token = (await api.guest()).accessToken;
    const cart = await newCart(api, token);
    const cases: [Record<string, unknown>, string][] = [
      [{ customAmount: undefined }, 'body.customAmount'],
      [{ customAmount: 999 }, 'body.customAmount'],
      [{ customAmount: 50_001 }, 'body.customAmount'],
      [{ qty: 2 }, 'body.qty'],
      [{ giftOption: { to: 'Sam', from: 'Jordan' } }, 'body.giftOption.email'],
      [{ giftOption: { to: 'Sam', email: 'not-an-email', from: 'Jordan' } }, 'body.giftOption.email'],
      [{ giftOption: { to: 'Sam', email: 'sam@example.com' } }, 'body.giftOption.from'],
      [{ giftOption: { to: '', email: 'sam@example.com', from: 'Jordan' } }, 'body.giftOption.to'],
    ];
    for (const [body, field] of cases) {
      const response = await addEGift(token, cart.id, body);
      expect(response.status, field).toBe(400);
      expect(response.body.errorDetails[0], JSON.stringify(body)).toMatchObject({ errorId: 'REQ400', field });
    }
    const { variant } = await inStockVariant(api);
    const boot = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc: variant.upc, qty: 1, customAmount: 5_000 },
    });
    expect(boot.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.customAmount' });
  });

  it('delivers e-gift lines by email: digital shipment, no shipping cost, no tax, no stock', async () => {
    const token = (await api.guest()).accessToken;
    const cart = await newCart(api, token);
    const first = await addEGift(token, cart.id, { customAmount: 2_500 });
    expect(first.status).toBe(200);
    // A second card of the same product is a line of its own (own amount and recipient).
    const second = await addEGift(token, cart.id, {
      customAmount: 12_345,
      giftOption: { ...RECIPIENT, to: 'Alex', email: 'alex@example.com' },
    });
    expect(second.body.items).toHaveLength(2);
    for (const item of second.body.items) {
      expect(item.selectedShippingOption).toBe('digital');
      expect(item.shippingOptions).toEqual([
        expect.objectContaining({
          selected: true,
          shippingMethod: expect.objectContaining({ code: 'digital' }),
        }),
      ]);
      expect(item.maxQty).toBe(1);
      expect(item.available).toBe(true);
    }
    expect(second.body.items.map((item) => [item.customAmount, item.price.current])).toEqual([
      [2_500, 2_500],
      [12_345, 12_345],
    ]);
    expect(second.body.items[1]!.giftOption).toMatchObject({
      to: 'Alex',
      email: 'alex@example.com',
      from: 'Jordan',
    });
    expect(second.body.shipments.map((s) => s.shipmentId)).toEqual(['me', 'digital']);

    // A taxed destination (New York) and a boot: only the boot is taxed and shipped.
    const { variant, product } = await inStockVariant(api);
    await api.call({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc: variant.upc, qty: 1 },
    });
    const mixed = await api.call<Cart>({
      method: 'POST',
      url: `/api/cart/v2/cart/${cart.id}/shippingAddress`,
      token,
      body: US_ADDRESS,
    });
    const boot = mixed.body.items.find((item) => item.upc === variant.upc)!;
    expect(boot.selectedShippingOption).toBe('standard');
    const goods = boot.price.rowTotal;
    expect(mixed.body.totals.itemTotal).toBe(goods + 2_500 + 12_345);
    const taxOfGoods = taxes.calculateTax(goods + mixed.body.totals.shipping, US_ADDRESS, 'US').amount;
    expect(taxOfGoods).toBeGreaterThan(0);
    expect(mixed.body.totals.tax).toBe(taxOfGoods);
    expect(mixed.body.totals.total).toBe(
      goods + mixed.body.totals.shipping + mixed.body.totals.tax + 2_500 + 12_345,
    );
    expect(product.id).not.toBe(E_GIFT_ID);
  });

  it('keeps an e-gift line one card by email: no quantity change, no store, no reservation', async () => {
    const token = (await api.guest()).accessToken;
    const cart = await newCart(api, token);
    const added = await addEGift(token, cart.id);
    const itemId = added.body.items[0]!.id;
    const more = await api.call<ErrorBody>({
      method: 'PUT',
      url: `/api/cart/v1/cart/${cart.id}/item`,
      token,
      body: { cartId: cart.id, itemId, qty: 3 },
    });
    expect(more.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.qty' });
    const corrected = await api.call<Cart>({
      method: 'PUT',
      url: `/api/cart/v1/cart/${cart.id}/item`,
      token,
      body: { cartId: cart.id, itemId, qty: 1, giftOption: { ...RECIPIENT, email: 'sam.new@example.com' } },
    });
    expect(corrected.body.items[0]!.giftOption?.email).toBe('sam.new@example.com');
    const reserve = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/reserveWithItem',
      token,
      body: { cartId: cart.id, upc: eGiftUpc, qty: 1, customAmount: 5_000, giftOption: RECIPIENT },
    });
    expect(reserve.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.customAmount' });
  });
});

describe('ordering e-gift cards', () => {
  it('orders e-gift cards alone without a shipping address, issues a redeemable card and emails it', async () => {
    const { placed, token } = await digitalOrder(5_000);
    expect(placed.status).toBe(200);
    const order = placed.body;
    expect(order.totals).toMatchObject({ itemTotal: 5_000, shipping: 0, tax: 0, total: 5_000 });
    expect(order.shipments).toEqual([
      expect.objectContaining({
        shipmentId: 'digital',
        address: null,
        shippingMethod: expect.objectContaining({ code: 'digital' }),
      }),
    ]);
    const line = order.items[0]!;
    expect(line.deliveryMethod).toBe('digital');
    expect(line.giftOption).toEqual(RECIPIENT);
    expect(line.giftCard).toMatchObject({
      status: 'active',
      maskedNumber: expect.stringMatching(/^•••• [0-9A-F]{4}$/),
    });

    const [email] = await emailsTo(RECIPIENT.email);
    expect(email?.subject).toBe('Jordan sent you a Ridgeline e-gift card');
    expect(email?.textBody).toContain('$50.00');
    expect(email?.textBody).toContain('Happy trails!');
    const number = numberIn(email!.textBody);
    expect(line.giftCard?.maskedNumber.slice(-4)).toBe(number.slice(-4));
    expect((await balanceOf(number)).body.balance).toBe(5_000);

    // The recipient spends it on a pair of boots.
    const ready = await readyCart(api);
    const paid = await api.call<Cart>({
      method: 'POST',
      url: `/api/cart/v1/cart/${ready.cart.id}/paymentInstruments`,
      token: ready.token,
      body: { payment_method_id: 'GIFT_CARD', giftCard: { number } },
    });
    expect(paid.status).toBe(200);
    const second = await api.call<Order>({
      method: 'PUT',
      url: '/api/cart/v2/checkout/order',
      token: ready.token,
      body: { cartId: ready.cart.id },
      headers: { 'idempotency-key': `redeem-${ready.cart.id}` },
    });
    expect(second.status).toBe(200);
    expect(second.body.paymentMethod.find((p) => p.code === 'GIFT_CARD')).toMatchObject({ amount: 5_000 });
    expect((await balanceOf(number)).body.balance).toBe(0);
    expect(token).toBeTruthy();
  });

  it('needs the billing address (and an email) but no shipping address; a mixed cart still needs one', async () => {
    const token = (await api.guest()).accessToken;
    const cart = await newCart(api, token);
    await addEGift(token, cart.id);
    const prepare = () =>
      api.call<ErrorBody>({
        method: 'POST',
        url: '/api/cart/v1/cart/prepareOrder',
        token,
        body: { basketId: cart.id },
      });
    expect((await prepare()).body.errorDetails[0]?.errorId).toBe('BIL400');
    await api.call({
      method: 'POST',
      url: `/api/cart/v1/cart/${cart.id}/billingAddress`,
      token,
      body: BILLING,
    });
    expect((await prepare()).body.errorDetails[0]?.errorId).toBe('BIL400');
    await api.call({
      method: 'POST',
      url: `/api/cart/v1/cart/${cart.id}/billingAddress`,
      token,
      body: US_ADDRESS,
    });
    expect((await prepare()).body.errorDetails[0]?.errorId).toBe('PYT400');

    const { variant } = await inStockVariant(api);
    await api.call({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc: variant.upc, qty: 1 },
    });
    expect((await prepare()).body.errorDetails[0]?.errorId).toBe('CHK380');
  });

  it('takes stock for the goods only in a mixed order, and ships them while the card goes by email', async () => {
    const ready = await readyCart(api);
    await addEGift(ready.token, ready.cart.id, { customAmount: 7_500 });
    const stockOf = async (upc: string) =>
      (await api.database.db.select().from(schema.stock).where(eq(schema.stock.upc, upc)))[0]?.quantity;
    const before = await stockOf(ready.variant.upc);
    const placed = await api.call<Order>({
      method: 'PUT',
      url: '/api/cart/v2/checkout/order',
      token: ready.token,
      body: { cartId: ready.cart.id },
      headers: { 'idempotency-key': `mixed-${ready.cart.id}` },
    });
    expect(placed.status).toBe(200);
    expect(await stockOf(ready.variant.upc)).toBe(before! - 1);
    expect(await stockOf(eGiftUpc)).toBeUndefined();
    expect(placed.body.shipments.map((s) => [s.shipmentId, s.address?.city ?? null])).toEqual([
      ['me', 'New York'],
      ['digital', null],
    ]);
    expect(placed.body.items.map((item) => item.deliveryMethod).sort()).toEqual(['digital', null].sort());
    expect(await emailsTo(RECIPIENT.email)).not.toHaveLength(0);
  });
});

describe('POST /consumers-v3/consumer/resendGiftCardEmail', () => {
  it("re-sends to the owner's recipient or a corrected email, re-keying the card", async () => {
    const recipient = { ...RECIPIENT, email: 'typo@exmaple.com' };
    const { placed, token } = await digitalOrder(10_000, recipient);
    const order = placed.body;
    const itemId = order.items[0]!.id;
    const oldNumber = numberIn((await emailsTo(recipient.email))[0]!.textBody);

    const again = await resend(token, { orderNumber: order.orderNumber, itemId });
    expect(again.status).toBe(200);
    const sentTwice = await emailsTo(recipient.email);
    expect(sentTwice).toHaveLength(2);
    const reKeyed = numberIn(sentTwice[1]!.textBody);
    expect(reKeyed).not.toBe(oldNumber);
    expect(sentTwice[1]!.textBody).toContain('no longer works');
    expect((await balanceOf(oldNumber)).body.errorDetails[0]?.errorId).toBe('GFC760');
    expect((await balanceOf(reKeyed)).body.balance).toBe(10_000);

    // A guest with the order's lookup token, in another session, corrects the address.
    const other = (await api.guest()).accessToken;
    const corrected = await resend(other, {
      orderNumber: order.orderNumber,
      st: order.st,
      itemId,
      recipientEmail: 'sam.fixed@example.com',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.items[0]!.giftOption?.email).toBe('sam.fixed@example.com');
    const [fixed] = await emailsTo('sam.fixed@example.com');
    expect((await balanceOf(numberIn(fixed!.textBody))).body.balance).toBe(10_000);
    expect((await balanceOf(reKeyed)).body.errorDetails[0]?.errorId).toBe('GFC760');
  });

  it('answers clear errors: unknown order, no access, unknown line, not an e-gift card, bad email', async () => {
    const { placed, token } = await digitalOrder(2_000);
    const order = placed.body;
    const itemId = order.items[0]!.id;
    const stranger = (await api.guest()).accessToken;
    const cases: [string, Record<string, unknown>, string, number][] = [
      [token, { orderNumber: 'RL0000000000', itemId }, 'OHS4004', 404],
      [stranger, { orderNumber: order.orderNumber, itemId }, 'OHS4004', 404],
      [stranger, { orderNumber: order.orderNumber, st: 'x'.repeat(22), itemId }, 'OHS4004', 404],
      [token, { orderNumber: order.orderNumber, itemId: crypto.randomUUID() }, 'GFO404', 404],
      [token, { orderNumber: order.orderNumber, itemId, recipientEmail: 'nope' }, 'REQ400', 400],
      [token, { orderNumber: order.orderNumber }, 'REQ400', 400],
    ];
    for (const [who, body, errorId, status] of cases) {
      const response = await resend(who, body);
      expect(response.status, errorId).toBe(status);
      expect(response.body.errorDetails[0]?.errorId, JSON.stringify(body)).toBe(errorId);
    }
    const goods = await readyCart(api);
    const bootOrder = await api.call<Order>({
      method: 'PUT',
      url: '/api/cart/v2/checkout/order',
      token: goods.token,
      body: { cartId: goods.cart.id },
      headers: { 'idempotency-key': `boot-${goods.cart.id}` },
    });
    const notGift = await resend(goods.token, {
      orderNumber: bootOrder.body.orderNumber,
      itemId: bootOrder.body.items[0]!.id,
    });
    expect(notGift.status).toBe(400);
    expect(notGift.body.errorDetails[0]?.errorId).toBe('GFO406');
    const french = await api.call<ErrorBody & { errorDetails: { message: string }[] }>({
      method: 'POST',
      url: '/api/consumers-v3/consumer/resendGiftCardEmail?locale=fr-ca',
      token: goods.token,
      body: { orderNumber: bootOrder.body.orderNumber, itemId: bootOrder.body.items[0]!.id },
    });
    expect(french.body.errorDetails[0]?.message).toContain('carte-cadeau électronique');
  });
});

describe('cancelling an order with e-gift cards', () => {
  it('voids the unused card, and cannot cancel once a card has been spent', async () => {
    const unused = await digitalOrder(3_000, { ...RECIPIENT, email: 'cancel1@example.com' });
    const number = numberIn((await emailsTo('cancel1@example.com'))[0]!.textBody);
    const cancelled = await api.call<Order>({
      method: 'POST',
      url: '/api/consumers-v3/consumer/CancelOrder',
      token: unused.token,
      body: { orderNumber: unused.placed.body.orderNumber },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.items[0]!.giftCard?.status).toBe('disabled');
    expect((await balanceOf(number)).body.errorDetails[0]?.errorId).toBe('GFC760');
    const noResend = await resend(unused.token, {
      orderNumber: unused.placed.body.orderNumber,
      itemId: cancelled.body.items[0]!.id,
    });
    expect(noResend.body.errorDetails[0]?.errorId).toBe('GFO410');

    const spent = await digitalOrder(3_000, { ...RECIPIENT, email: 'cancel2@example.com' });
    const spentNumber = numberIn((await emailsTo('cancel2@example.com'))[0]!.textBody);
    const ready = await readyCart(api);
    await api.call({
      method: 'POST',
      url: `/api/cart/v1/cart/${ready.cart.id}/paymentInstruments`,
      token: ready.token,
      body: { payment_method_id: 'GIFT_CARD', giftCard: { number: spentNumber } },
    });
    await api.call({
      method: 'PUT',
      url: '/api/cart/v2/checkout/order',
      token: ready.token,
      body: { cartId: ready.cart.id },
      headers: { 'idempotency-key': `spend-${ready.cart.id}` },
    });
    const refused = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/consumers-v3/consumer/CancelOrder',
      token: spent.token,
      body: { orderNumber: spent.placed.body.orderNumber },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errorDetails[0]?.errorId).toBe('ORD411');
    const [order] = await api.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, spent.placed.body.orderNumber));
    expect(order?.status).toBe('created');
  });
});
