import type { Cart } from '@ridgeline/contracts';
import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeCheckoutDetails,
  createTestApi,
  newCart,
  placeOrder,
  type TestApi,
  variantOfType,
} from './helpers.ts';

type ErrorBody = { errorDetails: { errorId: string; message: string; field?: string }[] };

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  const callout = { en: 'Before|Spend {distance} more|Reached' };
  await api.database.db.insert(schema.promotions).values([
    {
      id: 'TEST-FUTURE',
      name: { en: 'Future' },
      level: 'ORDER',
      kind: 'percent_off',
      config: { percent: 5 },
      couponCode: 'FUTURE5',
      startsAt: new Date(Date.now() + 86_400_000),
      calloutMessage: callout,
    },
    {
      id: 'TEST-EXPIRED',
      name: { en: 'Expired' },
      level: 'ORDER',
      kind: 'percent_off',
      config: { percent: 5 },
      couponCode: 'OLD5',
      endsAt: new Date(Date.now() - 86_400_000),
      calloutMessage: callout,
    },
    {
      id: 'TEST-UK-ONLY',
      name: { en: 'UK only' },
      level: 'ORDER',
      kind: 'percent_off',
      config: { percent: 5 },
      couponCode: 'UKONLY',
      siteIds: ['gb'],
      calloutMessage: callout,
    },
    {
      id: 'TEST-LOYALTY',
      name: { en: 'Members' },
      level: 'ORDER',
      kind: 'percent_off',
      config: { percent: 5 },
      couponCode: 'MEMBERS5',
      audiences: ['LOYALTY'],
      calloutMessage: callout,
    },
    {
      id: 'TEST-USED-UP',
      name: { en: 'Used up' },
      level: 'ORDER',
      kind: 'amount_off',
      config: { amount: { USD: 500 } },
      couponCode: 'GONE5',
      totalLimit: 3,
      redemptionCount: 3,
      calloutMessage: callout,
    },
    {
      id: 'TEST-LAST-ONE',
      name: { en: 'Last one' },
      level: 'ORDER',
      kind: 'amount_off',
      config: { amount: { USD: 1000 } },
      couponCode: 'LAST10',
      totalLimit: 1,
      calloutMessage: callout,
    },
  ]);
});
afterAll(() => api.close());

async function cartWith(upc: string, qty = 1) {
  const session = await api.guest();
  const token = session.accessToken;
  const cart = await newCart(api, token);
  const added = await api.call<Cart>({
    method: 'POST',
    url: '/api/cart/v1/item',
    token,
    body: { cartId: cart.id, upc, qty },
  });
  return { token, cart: added.body };
}

const applyCoupon = (token: string, cartId: string, code: string) =>
  api.call<Cart & ErrorBody>({ method: 'PUT', url: '/api/cart/v1/coupon', token, body: { cartId, code } });

describe('PUT /cart/v1/coupon', () => {
  it('applies WELCOME10 as an order-level promotion and lowers the total', async () => {
    const boot = await variantOfType(api, 'hiking-boot');
    const { token, cart } = await cartWith(boot.upc);
    const response = await applyCoupon(token, cart.id, 'welcome10');
    expect(response.status).toBe(200);
    const discount = Math.round(boot.unitPrice * 0.1);
    expect(response.body.totals.totalDiscount).toBe(discount);
    expect(response.body.totals.total).toBe(cart.totals.total - discount);
    expect(response.body.promotions.order).toEqual([
      expect.objectContaining({
        promotionId: 'WELCOME10',
        level: 'ORDER',
        couponCode: 'WELCOME10',
        discount,
      }),
    ]);
    expect(response.body.promotions.order[0]!.calloutMessage.split('|')).toHaveLength(3);
    expect(response.body.coupons).toEqual([
      { code: 'WELCOME10', promotionId: 'WELCOME10', applied: true, errorId: null, message: null },
    ]);

    const twice = await applyCoupon(token, cart.id, 'WELCOME10');
    expect(twice.status).toBe(409);
    expect(twice.body.errorDetails[0]!.errorId).toBe('PRM416');
  });

  it('answers every PRM code for coupons that cannot be used', async () => {
    const boot = await variantOfType(api, 'hiking-boot');
    const { token, cart } = await cartWith(boot.upc);
    const cases: [string, string, number][] = [
      ['NOSUCHCODE', 'PRM130', 400],
      ['FUTURE5', 'PRM135', 400],
      ['OLD5', 'PRM155', 410],
      ['UKONLY', 'PRM160', 400],
      ['MEMBERS5', 'PRM160', 400],
      ['GONE5', 'PRM140', 400],
    ];
    for (const [code, errorId, status] of cases) {
      const response = await applyCoupon(token, cart.id, code);
      expect({ code, status: response.status, errorId: response.body.errorDetails[0]!.errorId }).toEqual({
        code,
        status,
        errorId,
      });
    }
    const socksOnly = await applyCoupon(token, cart.id, 'HIKE20');
    expect(socksOnly.status).toBe(200);
    const sock = await variantOfType(api, 'socks');
    const other = await cartWith(sock.upc);
    const nothingToDiscount = await applyCoupon(other.token, other.cart.id, 'HIKE20');
    expect(nothingToDiscount.body.errorDetails[0]!.errorId).toBe('PRM175');
  });

  it('lets a loyalty member use a members-only coupon (audience from consumerType)', async () => {
    const boot = await variantOfType(api, 'hiking-boot');
    const { token, cart } = await cartWith(boot.upc);
    const [owner] = await api.database.db.select().from(schema.carts).where(eq(schema.carts.id, cart.id));
    await api.database.db
      .update(schema.shoppers)
      .set({ consumerType: 'LOYALTY' })
      .where(eq(schema.shoppers.id, owner!.ownerId));
    const response = await applyCoupon(token, cart.id, 'MEMBERS5');
    expect(response.status).toBe(200);
    expect(response.body.promotions.order.map((p) => p.promotionId)).toContain('TEST-LOYALTY');
  });

  it('rejects malformed requests with REQ400 naming the field', async () => {
    const session = await api.guest();
    const cart = await newCart(api, session.accessToken);
    const badCode = await applyCoupon(session.accessToken, cart.id, 'WELCOME 10!');
    expect(badCode.status).toBe(400);
    expect(badCode.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.code' });
    const badCart = await applyCoupon(session.accessToken, 'not-a-cart', 'WELCOME10');
    expect(badCart.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.cartId' });
    const noToken = await api.call<ErrorBody>({
      method: 'PUT',
      url: '/api/cart/v1/coupon',
      body: { cartId: cart.id, code: 'WELCOME10' },
    });
    expect(noToken.body.errorDetails[0]!.errorId).toBe('AUT498');
  });
});

describe('DELETE /cart/v1/coupon', () => {
  it('removes a coupon (body or query) and answers PRM175 for a coupon not in the cart', async () => {
    const boot = await variantOfType(api, 'hiking-boot');
    const { token, cart } = await cartWith(boot.upc);
    await applyCoupon(token, cart.id, 'WELCOME10');
    const removed = await api.call<Cart>({
      method: 'DELETE',
      url: `/api/cart/v1/coupon?cartId=${cart.id}&code=WELCOME10`,
      token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.coupons).toEqual([]);
    expect(removed.body.totals.totalDiscount).toBe(0);
    const again = await api.call<ErrorBody>({
      method: 'DELETE',
      url: '/api/cart/v1/coupon',
      token,
      body: { cartId: cart.id, code: 'WELCOME10' },
    });
    expect(again.body.errorDetails[0]!.errorId).toBe('PRM175');
    const malformed = await api.call<ErrorBody>({ method: 'DELETE', url: '/api/cart/v1/coupon', token });
    expect(malformed.body.errorDetails[0]!.errorId).toBe('REQ400');
  });
});

describe('automatic promotions', () => {
  it('gives every third pair of socks free (buy 2 get 1)', async () => {
    const sock = await variantOfType(api, 'socks');
    const { cart } = await cartWith(sock.upc, 3);
    expect(cart.promotions.product).toEqual([
      expect.objectContaining({ promotionId: 'SOCKS-B2G1', level: 'PRODUCT', discount: sock.unitPrice }),
    ]);
    expect(cart.items[0]!.price.priceAfterItemDiscount).toBe(sock.unitPrice * 2);
    expect(cart.items[0]!.productPromotions[0]).toMatchObject({
      promotionId: 'SOCKS-B2G1',
      price: -sock.unitPrice,
    });
    expect(cart.totals.totalDiscount).toBe(sock.unitPrice);
  });

  it('rebuilds approaching free-shipping messages on each read and frees standard shipping over the threshold', async () => {
    const sock = await variantOfType(api, 'socks');
    const { token, cart } = await cartWith(sock.upc, 1);
    const approaching = cart.approachingPromotions.find((m) => m.promotionId === 'FREE-STANDARD-SHIPPING')!;
    expect(approaching).toMatchObject({
      thresholdStatus: 'Below Threshold',
      distanceFromConditionThreshold: 5000 - sock.unitPrice,
      promotionClass: 'SHIPPING',
    });
    expect(approaching.message).toContain('$');
    expect(cart.totals.shipping).toBe(800);

    const boot = await variantOfType(api, 'hiking-boot');
    await api.call({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc: boot.upc },
    });
    const read = await api.call<Cart>({ method: 'GET', url: `/api/cart/v1/cart/${cart.id}`, token });
    const reached = read.body.approachingPromotions.find((m) => m.promotionId === 'FREE-STANDARD-SHIPPING')!;
    expect(reached.thresholdStatus).toBe('Above Threshold');
    expect(reached.distanceFromConditionThreshold).toBe(0);
    expect(read.body.totals.shipping).toBe(0);
    expect(read.body.promotions.shipping.map((p) => p.promotionId)).toContain('FREE-STANDARD-SHIPPING');
  });

  it('adds the free gift with a jacket, refuses the gift on its own (GWP403) and orders it at 0', async () => {
    const jacket = await variantOfType(api, 'jacket');
    const { token, cart } = await cartWith(jacket.upc);
    const gift = cart.items.find((item) => item.bonus)!;
    expect(gift).toMatchObject({ qty: 1, price: { current: 0, rowTotal: 0 }, bonus: true });
    expect(cart.promotions.order.map((p) => p.promotionId)).toContain('GWP-BEANIE-WITH-JACKET');
    expect(cart.totals.itemTotal).toBe(jacket.unitPrice);

    const direct = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc: gift.upc },
    });
    expect(direct.body.errorDetails[0]!.errorId).toBe('GWP403');

    const [giftStock] = await api.database.db
      .select()
      .from(schema.stock)
      .where(eq(schema.stock.upc, gift.upc));
    await completeCheckoutDetails(api, token, cart.id);
    const order = await placeOrder(api, token, cart.id, 'gwp-order-key-1');
    expect(order.status).toBe(200);
    expect(order.body.items.find((item) => item.upc === gift.upc)).toMatchObject({ price: { current: 0 } });
    expect(order.body.promoSummary.map((p) => p.promotionId)).toContain('GWP-BEANIE-WITH-JACKET');
    const [after] = await api.database.db.select().from(schema.stock).where(eq(schema.stock.upc, gift.upc));
    expect(after!.quantity).toBe(giftStock!.quantity - 1);
  });
});

describe('redemption limits, counted when the order is placed', () => {
  it('writes promoSummary on the order and refuses WELCOME10 to the same shopper again (PRM150)', async () => {
    const boot = await variantOfType(api, 'hiking-boot');
    const { token, cart } = await cartWith(boot.upc);
    await applyCoupon(token, cart.id, 'WELCOME10');
    await completeCheckoutDetails(api, token, cart.id, '4242424242424242', 'welcome@example.com');
    const order = await placeOrder(api, token, cart.id, 'welcome-order-1');
    expect(order.status).toBe(200);
    expect(order.body.promoSummary).toContainEqual(
      expect.objectContaining({
        level: 'ORDER',
        promotionId: 'WELCOME10',
        promotionName: '10% off your first order',
      }),
    );
    expect(order.body.totals.totalDiscount).toBe(Math.round(boot.unitPrice * 0.1));

    const next = await newCart(api, token);
    await api.call({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: next.id, upc: boot.upc },
    });
    const again = await applyCoupon(token, next.id, 'WELCOME10');
    expect(again.status).toBe(409);
    expect(again.body.errorDetails[0]!.errorId).toBe('PRM150');

    // A new guest session with the same email is the same shopper at order time.
    const other = await cartWith(boot.upc);
    expect((await applyCoupon(other.token, other.cart.id, 'WELCOME10')).status).toBe(200);
    await completeCheckoutDetails(api, other.token, other.cart.id, '4242424242424242', 'welcome@example.com');
    const refused = await placeOrder(api, other.token, other.cart.id, 'welcome-order-2');
    expect(refused.body.errorDetails[0]!.errorId).toBe('PRM150');
  });

  it('lets only one of two orders redeem a coupon with one use left (PRM140), never charging the loser', async () => {
    const boot = await variantOfType(api, 'hiking-boot');
    const buyers = await Promise.all([cartWith(boot.upc), cartWith(boot.upc)]);
    for (const [i, buyer] of buyers.entries()) {
      expect((await applyCoupon(buyer.token, buyer.cart.id, 'LAST10')).status).toBe(200);
      await completeCheckoutDetails(
        api,
        buyer.token,
        buyer.cart.id,
        '4242424242424242',
        `last${i}@example.com`,
      );
    }
    const [before] = await api.database.db.select().from(schema.stock).where(eq(schema.stock.upc, boot.upc));
    const authorized = async () =>
      (
        await api.database.db
          .select()
          .from(schema.gatewayAuthorizations)
          .where(eq(schema.gatewayAuthorizations.status, 'authorized'))
      ).length;
    const authorizedBefore = await authorized();
    const results = await Promise.all(
      buyers.map((b, i) => placeOrder(api, b.token, b.cart.id, `last-one-key-${i}`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const loser = results.find((r) => r.status !== 200)!;
    expect(loser.body.errorDetails[0]!.errorId).toBe('PRM140');
    const [promotion] = await api.database.db
      .select()
      .from(schema.promotions)
      .where(eq(schema.promotions.id, 'TEST-LAST-ONE'));
    expect(promotion!.redemptionCount).toBe(1);
    const [after] = await api.database.db.select().from(schema.stock).where(eq(schema.stock.upc, boot.upc));
    expect(after!.quantity).toBe(before!.quantity - 1);
    // The loser is refused before its card is charged, or its authorisation is voided.
    expect(await authorized()).toBe(authorizedBefore + 1);
  });
});
