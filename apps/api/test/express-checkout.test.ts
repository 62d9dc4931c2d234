import type { Cart } from '@ridgeline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  altcha,
  createTestApi,
  inStockVariant,
  newCart,
  registered,
  type TestApi,
  tokenize,
} from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Failure = { errorDetails: { errorId: string; field?: string }[] };

describe('POST /cart/v1/cart/{basketId}/paymentInstruments with a saved card', () => {
  it("pays with the signed-in shopper's saved card by its id, and refuses anyone else's", async () => {
    const { session } = await registered(api);
    const token = session.accessToken;
    const saved = await api.call<{ paymentInstrumentId: string }>({
      method: 'POST',
      url: '/api/consumers-v3/consumer/payment_instruments',
      token,
      body: { card: { token: await tokenize(api, '5555555555554444') }, altcha: await altcha(api) },
    });
    expect(saved.status).toBe(200);
    const cart = await newCart(api, token);
    const { variant } = await inStockVariant(api);
    await api.call({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc: variant.upc, qty: 1 },
    });

    const add = (bearer: string, cartId: string, body: unknown) =>
      api.call<Cart & Failure>({
        method: 'POST',
        url: `/api/cart/v1/cart/${cartId}/paymentInstruments`,
        token: bearer,
        body,
      });
    const paid = await add(token, cart.id, {
      payment_method_id: 'CREDIT_CARD',
      payment_instrument_id: saved.body.paymentInstrumentId,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.paymentInstruments).toEqual([
      expect.objectContaining({
        payment_method_id: 'CREDIT_CARD',
        card: expect.objectContaining({ last4: '4444' }),
      }),
    ]);

    const stranger = await api.guest();
    const strangerCart = await newCart(api, stranger.accessToken);
    const refused = await add(stranger.accessToken, strangerCart.id, {
      payment_method_id: 'CREDIT_CARD',
      payment_instrument_id: saved.body.paymentInstrumentId,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.errorDetails[0]!.errorId).toBe('PYT404');

    const neither = await add(token, cart.id, { payment_method_id: 'CREDIT_CARD' });
    expect(neither.status).toBe(400);
    expect(neither.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.card' });
  });
});
