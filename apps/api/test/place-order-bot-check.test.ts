import type { Cart } from '@ridgeline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altcha, createTestApi, placeOrder, readyCart, type TestApi, tokenize } from './helpers.ts';

/** The bot check of place order (decision 039): ALTCHA solutions, the 'always' policy and the risk rule. */

type ErrorBody = { errorDetails: { errorId: string; message: string }[]; appId?: string };

const DECLINED_CARD = '4000000000000002';

let risk: TestApi;
let always: TestApi;
beforeAll(async () => {
  // The real risk limits (the helper raises the per-address ones for the other test files).
  risk = await createTestApi({ botDefence: { placeOrder: 'risk', placeOrderRisk: {} } });
  always = await createTestApi({ botDefence: { placeOrder: 'always' } });
});
afterAll(async () => {
  await risk?.close();
  await always?.close();
});

let keys = 0;
/** Place order with a fresh idempotency key unless the test names one. */
function submitOrder(
  api: TestApi,
  token: string,
  cartId: string,
  options: { altcha?: string; key?: string; client?: string; peer?: string } = {},
) {
  return placeOrder(api, token, cartId, options.key ?? `bot-check-key-${++keys}`, options);
}

function expectChallenge(response: { status: number; body: ErrorBody }) {
  expect(response.status).toBe(403);
  expect(response.body.errorDetails[0]!.errorId).toBe('AUT403');
  expect(response.body.appId).toBeTruthy();
}

async function cartOf(api: TestApi, token: string, cartId: string) {
  return api.call<Cart>({ method: 'GET', url: `/api/cart/v1/cart/${cartId}`, token });
}

describe("place order under 'always'", () => {
  it('accepts a solved challenge', async () => {
    const ready = await readyCart(always);
    const response = await submitOrder(always, ready.token, ready.cart.id, { altcha: await altcha(always) });
    expect(response.status).toBe(200);
    expect(response.body.orderNumber).toMatch(/^RL\d{10}$/);
  });

  it('refuses an order without a solution with AUT403 and appId, and keeps the cart', async () => {
    const ready = await readyCart(always);
    expectChallenge(await submitOrder(always, ready.token, ready.cart.id));
    const cart = await cartOf(always, ready.token, ready.cart.id);
    expect(cart.status).toBe(200);
    expect(cart.body.items).toHaveLength(1);
    // The shopper solves a new challenge and sends the order again: it goes through.
    const again = await submitOrder(always, ready.token, ready.cart.id, { altcha: await altcha(always) });
    expect(again.status).toBe(200);
  });

  it('answers a repeated submit (same key, same solution) with the first order', async () => {
    const ready = await readyCart(always);
    const solution = await altcha(always);
    const first = await submitOrder(always, ready.token, ready.cart.id, {
      altcha: solution,
      key: 'double-click-1',
    });
    const second = await submitOrder(always, ready.token, ready.cart.id, {
      altcha: solution,
      key: 'double-click-1',
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body.orderNumber).toBe(first.body.orderNumber);
  });
});

describe("place order under 'risk' (the default)", () => {
  it('places a normal guest order without a solution', async () => {
    const ready = await readyCart(risk);
    const response = await submitOrder(risk, ready.token, ready.cart.id);
    expect(response.status).toBe(200);
    expect(response.body.status).toBeTruthy();
  });

  it('refuses a wrong solution, whatever the risk', async () => {
    const ready = await readyCart(risk);
    const solution = JSON.parse(Buffer.from(await altcha(risk), 'base64').toString()) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...solution, number: solution.number + 1 })).toString(
      'base64',
    );
    expectChallenge(await submitOrder(risk, ready.token, ready.cart.id, { altcha: wrong }));
    expectChallenge(await submitOrder(risk, ready.token, ready.cart.id, { altcha: 'not-a-solution' }));
    expect((await cartOf(risk, ready.token, ready.cart.id)).body.items).toHaveLength(1);
  });

  it('refuses a solution used before', async () => {
    const solution = await altcha(risk);
    const first = await readyCart(risk);
    expect((await submitOrder(risk, first.token, first.cart.id, { altcha: solution })).status).toBe(200);
    const second = await readyCart(risk);
    expectChallenge(await submitOrder(risk, second.token, second.cart.id, { altcha: solution }));
  });

  it('asks for a challenge after three declined payments on one session (card testing)', async () => {
    const ready = await readyCart(risk, DECLINED_CARD);
    // A declined card leaves the cart: a card tester enters one again before each try.
    const enterCard = async (number: string) =>
      risk.call({
        method: 'POST',
        url: `/api/cart/v1/cart/${ready.cart.id}/paymentInstruments`,
        token: ready.token,
        body: { payment_method_id: 'CREDIT_CARD', card: { token: await tokenize(risk, number) } },
      });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (attempt > 0) await enterCard(DECLINED_CARD);
      const declined = await submitOrder(risk, ready.token, ready.cart.id);
      expect(declined.status).toBe(402);
      expect(declined.body.errorDetails[0]!.errorId).toBe('PAY400');
    }
    await enterCard(DECLINED_CARD);
    expectChallenge(await submitOrder(risk, ready.token, ready.cart.id));
    expect((await cartOf(risk, ready.token, ready.cart.id)).body.items).toHaveLength(1);

    // A person solves the challenge: the request reaches the payment again.
    const solved = await submitOrder(risk, ready.token, ready.cart.id, { altcha: await altcha(risk) });
    expect(solved.body.errorDetails[0]!.errorId).toBe('PAY400');
    // With another card and a new solution, the order is placed.
    await risk.call({
      method: 'POST',
      url: `/api/cart/v1/cart/${ready.cart.id}/paymentInstruments`,
      token: ready.token,
      body: { payment_method_id: 'CREDIT_CARD', card: { token: await tokenize(risk) } },
    });
    expectChallenge(await submitOrder(risk, ready.token, ready.cart.id));
    const placed = await submitOrder(risk, ready.token, ready.cart.id, { altcha: await altcha(risk) });
    expect(placed.status).toBe(200);
  });

  it('asks for a challenge from a client address with five declines across sessions', async () => {
    const client = '198.51.100.23';
    for (let buyer = 0; buyer < 5; buyer += 1) {
      const tester = await readyCart(risk, DECLINED_CARD);
      expect((await submitOrder(risk, tester.token, tester.cart.id, { client })).status).toBe(402);
    }
    const next = await readyCart(risk);
    expectChallenge(await submitOrder(risk, next.token, next.cart.id, { client }));
    // Another address is not affected.
    expect((await submitOrder(risk, next.token, next.cart.id, { client: '198.51.100.24' })).status).toBe(200);
  });

  it('counts a caller that is not a trusted proxy by its own address, whatever X-Forwarded-For says', async () => {
    const peer = '192.0.2.50';
    for (let buyer = 0; buyer < 5; buyer += 1) {
      const tester = await readyCart(risk, DECLINED_CARD);
      const spoofed = `198.18.0.${buyer + 1}`;
      expect((await submitOrder(risk, tester.token, tester.cart.id, { peer, client: spoofed })).status).toBe(
        402,
      );
    }
    const next = await readyCart(risk);
    expectChallenge(await submitOrder(risk, next.token, next.cart.id, { peer, client: '198.18.0.99' }));
  });

  it('asks for a challenge once a client address placed ten orders without one (order flood)', async () => {
    const client = '203.0.113.77';
    for (let order = 0; order < 10; order += 1) {
      const buyer = await readyCart(risk);
      expect((await submitOrder(risk, buyer.token, buyer.cart.id, { client })).status).toBe(200);
    }
    const eleventh = await readyCart(risk);
    expectChallenge(await submitOrder(risk, eleventh.token, eleventh.cart.id, { client }));
    const solved = await submitOrder(risk, eleventh.token, eleventh.cart.id, {
      client,
      altcha: await altcha(risk),
    });
    expect(solved.status).toBe(200);
  });
});
