import { IDEMPOTENCY_KEY_HOURS, purgeIdempotencyKeys } from '@ridgeline/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, placeOrder, readyCart, type TestApi } from './helpers.ts';

/** Idempotency keys answer repeats for a day, then the hourly purge forgets them. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('idempotency keys', () => {
  it('keeps a key of the last day through a purge: a repeated order is still the first one', async () => {
    const ready = await readyCart(api);
    const first = await placeOrder(api, ready.token, ready.cart.id, 'purge-keeps-1');
    expect(first.status).toBe(200);
    await purgeIdempotencyKeys(api.database.db);
    const repeat = await placeOrder(api, ready.token, ready.cart.id, 'purge-keeps-1');
    expect(repeat.status).toBe(200);
    expect(repeat.body.orderNumber).toBe(first.body.orderNumber);
  });

  it('forgets a key after a day: the same key then starts a new request', async () => {
    const ready = await readyCart(api);
    const first = await placeOrder(api, ready.token, ready.cart.id, 'purge-forgets-1');
    expect(first.status).toBe(200);

    // The same shopper's next cart with the same key is refused while the key is remembered.
    const next = await readyCart(api, undefined, 1, ready.token);
    const refused = await placeOrder(api, ready.token, next.cart.id, 'purge-forgets-1');
    expect(refused.status).toBe(409);
    expect(refused.body.errorDetails[0]!.errorId).toBe('API409');

    // A day and an hour later, the purge removes it.
    const later = new Date(Date.now() + (IDEMPOTENCY_KEY_HOURS + 1) * 3_600_000);
    expect(await purgeIdempotencyKeys(api.database.db, later)).toBeGreaterThanOrEqual(1);

    // The key now starts a new request: the order is placed.
    const again = await placeOrder(api, ready.token, next.cart.id, 'purge-forgets-1');
    expect(again.status).toBe(200);
    expect(again.body.orderNumber).not.toBe(first.body.orderNumber);
  });
});
