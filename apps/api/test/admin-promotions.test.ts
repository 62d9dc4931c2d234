import type {
  AdminGiftCard,
  AdminLoyaltyMember,
  AdminPromotion,
  AdminPromotionRequest,
  Cart,
} from '@ridgeline/contracts';
import { and, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import {
  completeCheckoutDetails,
  createTestApi,
  newCart,
  placeOrder,
  registered,
  type TestApi,
  uniqueEmail,
  variantOfType,
} from './helpers.ts';

type Failure = { errorDetails: { errorId: string; message: string; field?: string }[] };
type Page<T> = { items: T[]; start: number; pageSize: number; hasMore: boolean };

let api: TestApi;
let owner: string;
let merchandiser: string;
let fulfilment: string;
let customerService: string;
let boot: { upc: string; unitPrice: number };
let sock: { upc: string; unitPrice: number };
let giftUpc: string;

async function signedIn(role: 'merchandiser' | 'fulfilment' | 'customer-service') {
  const operator = await newOperator(api, role);
  const { cookie } = await adminSignIn(api, operator.email, operator.password);
  return cookie!;
}

beforeAll(async () => {
  api = await createTestApi();
  owner = (await signedInOwner(api)).cookie;
  merchandiser = await signedIn('merchandiser');
  fulfilment = await signedIn('fulfilment');
  customerService = await signedIn('customer-service');
  boot = await variantOfType(api, 'hiking-boot');
  sock = await variantOfType(api, 'socks');
  giftUpc = (await variantOfType(api, 'socks', 10, 1)).upc;
});
afterAll(() => api.close());

const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, as: string | null, body?: unknown) =>
  adminCall<T & AdminFailure>(api, method, `/api/admin/v1${url}`, as, body);

const create = (body: Partial<AdminPromotionRequest> & Record<string, unknown>, as = merchandiser) =>
  call<AdminPromotion>('POST', '/promotions', as, { name: { en: 'Test promotion' }, ...body });

async function cartWith(upc: string, qty = 1, token?: string) {
  const accessToken = token ?? (await api.guest()).accessToken;
  const cart = await newCart(api, accessToken);
  const added = await api.call<Cart>({
    method: 'POST',
    url: '/api/cart/v1/item',
    token: accessToken,
    body: { cartId: cart.id, upc, qty },
  });
  return { token: accessToken, cart: added.body };
}

const applyCoupon = (token: string, cartId: string, code: string) =>
  api.call<Cart & Failure>({ method: 'PUT', url: '/api/cart/v1/coupon', token, body: { cartId, code } });

const readCart = (token: string, cartId: string) =>
  api.call<Cart>({ method: 'GET', url: `/api/cart/v1/cart/${cartId}`, token });

const discountOf = (cart: Cart, promotionId: string) =>
  [...cart.promotions.product, ...cart.promotions.order, ...cart.promotions.shipping]
    .filter((entry) => entry.promotionId === promotionId)
    .reduce((sum, entry) => sum + entry.discount, 0);

const auditOf = (entityType: string, entityId: string) =>
  api.database.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entityType, entityType), eq(schema.auditLog.entityId, entityId)));

describe('promotions: every kind the engine supports, created and applied in a cart', () => {
  const boots = () => ({ productTypes: ['hiking-boot'] });
  const cases: {
    name: string;
    body: Record<string, unknown>;
    upc: () => string;
    qty?: number;
    expected: () => number;
  }[] = [
    {
      name: 'product percent off',
      body: { level: 'PRODUCT', kind: 'percent_off', percent: 10, ...boots() },
      upc: () => boot.upc,
      expected: () => Math.round(boot.unitPrice * 0.1),
    },
    {
      name: 'product amount off',
      body: { level: 'PRODUCT', kind: 'amount_off', amount: { USD: 500 }, ...boots() },
      upc: () => boot.upc,
      expected: () => 500,
    },
    {
      name: 'product fixed price',
      body: { level: 'PRODUCT', kind: 'fixed_price', amount: { USD: 1000 }, ...boots() },
      upc: () => boot.upc,
      expected: () => boot.unitPrice - 1000,
    },
    {
      name: 'product buy 1 get 1',
      body: { level: 'PRODUCT', kind: 'buy_x_get_y', buyQty: 1, getQty: 1, ...boots() },
      upc: () => boot.upc,
      qty: 2,
      expected: () => boot.unitPrice,
    },
    {
      name: 'order percent off',
      body: { level: 'ORDER', kind: 'percent_off', percent: 15 },
      upc: () => boot.upc,
      expected: () => Math.round(boot.unitPrice * 0.15),
    },
    {
      name: 'order amount off with a threshold',
      body: { level: 'ORDER', kind: 'amount_off', amount: { USD: 700 }, threshold: { USD: 1000 } },
      upc: () => boot.upc,
      expected: () => 700,
    },
    {
      name: 'free shipping',
      body: { level: 'SHIPPING', kind: 'free_shipping', shippingMethods: ['standard'] },
      upc: () => sock.upc,
      expected: () => 800,
    },
    {
      name: 'shipping percent off',
      body: { level: 'SHIPPING', kind: 'percent_off', percent: 50 },
      upc: () => sock.upc,
      expected: () => 400,
    },
    {
      name: 'shipping amount off',
      body: { level: 'SHIPPING', kind: 'amount_off', amount: { USD: 300 } },
      upc: () => sock.upc,
      expected: () => 300,
    },
    {
      name: 'shipping at a fixed price',
      body: { level: 'SHIPPING', kind: 'fixed_price', amount: { USD: 200 } },
      upc: () => sock.upc,
      expected: () => 600,
    },
  ];

  cases.forEach((test, index) => {
    it(`${test.name}: created as a coupon, its discount shows in the cart`, async () => {
      const code = `KIND${index}X`;
      const created = await create({ ...test.body, couponCode: code.toLowerCase() });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        status: 'active',
        couponCode: code,
        requiresCode: true,
        usage: { timesRedeemed: 0, discountGiven: {} },
      });
      const { token, cart } = await cartWith(test.upc(), test.qty ?? 1);
      expect(discountOf(cart, created.body.id)).toBe(0);
      if (test.body.level === 'SHIPPING') {
        await completeCheckoutDetails(api, token, cart.id);
      }
      const applied = await applyCoupon(token, cart.id, code);
      expect(applied.status).toBe(200);
      expect(discountOf(applied.body, created.body.id)).toBe(test.expected());
    });
  });

  it('gift with purchase: the gift joins the cart as a bonus line at 0', async () => {
    const created = await create({
      level: 'ORDER',
      kind: 'gift_with_purchase',
      giftUpc,
      productTypes: ['hiking-boot'],
      couponCode: 'FREESOCKS',
    });
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^GWP-/);
    const { token, cart } = await cartWith(boot.upc);
    const applied = await applyCoupon(token, cart.id, 'FREESOCKS');
    expect(applied.body.items.find((item) => item.upc === giftUpc)).toMatchObject({
      bonus: true,
      price: { current: 0 },
    });
  });

  it('an automatic promotion applies in carts at once, and disabling it stops it at once', async () => {
    const created = await create({ level: 'PRODUCT', kind: 'amount_off', amount: { USD: 111 }, ...boots() });
    expect(created.body.requiresCode).toBe(false);
    const { token, cart } = await cartWith(boot.upc);
    expect(discountOf(cart, created.body.id)).toBe(111);

    const disabled = await call<AdminPromotion>(
      'PUT',
      `/promotions/${created.body.id}/active`,
      merchandiser,
      {
        active: false,
      },
    );
    expect(disabled.body.status).toBe('disabled');
    expect(discountOf((await readCart(token, cart.id)).body, created.body.id)).toBe(0);
    const again = await call('PUT', `/promotions/${created.body.id}/active`, merchandiser, { active: false });
    expect(again.status).toBe(409);
    expect(again.body.errorDetails[0]!.errorId).toBe('PRA410');
    const audit = await auditOf('promotion', created.body.id);
    expect(audit.map((entry) => entry.action)).toEqual(['promotion.create', 'promotion.disable']);
    expect(audit[0]).toMatchObject({ before: null, after: expect.objectContaining({ kind: 'amount_off' }) });
    expect(audit[1]).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('disabling a coupon promotion stops its redemption: the cart keeps the code, unapplied, and it cannot be added', async () => {
    const created = await create({
      level: 'ORDER',
      kind: 'amount_off',
      amount: { USD: 250 },
      couponCode: 'STOPME',
    });
    const { token, cart } = await cartWith(boot.upc);
    expect(discountOf((await applyCoupon(token, cart.id, 'STOPME')).body, created.body.id)).toBe(250);
    await call('PUT', `/promotions/${created.body.id}/active`, merchandiser, { active: false });
    const read = await readCart(token, cart.id);
    expect(discountOf(read.body, created.body.id)).toBe(0);
    expect(read.body.coupons).toEqual([
      expect.objectContaining({ code: 'STOPME', applied: false, errorId: 'PRM160' }),
    ]);
    const other = await cartWith(boot.upc);
    const refused = await applyCoupon(other.token, other.cart.id, 'STOPME');
    expect(refused.body.errorDetails[0]!.errorId).toBe('PRM160');
    // Enabled again, it applies again.
    await call('PUT', `/promotions/${created.body.id}/active`, merchandiser, { active: true });
    expect(discountOf((await readCart(token, cart.id)).body, created.body.id)).toBe(250);
  });

  it('keeps a scheduled promotion out of carts until it starts, and lists promotions by status and search', async () => {
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await create({
      name: { en: 'Winter preview', fr: 'Avant-première hiver' },
      level: 'ORDER',
      kind: 'percent_off',
      percent: 5,
      couponCode: 'WINTER5',
      startsAt,
    });
    expect(scheduled.body.status).toBe('scheduled');
    const { token, cart } = await cartWith(boot.upc);
    expect((await applyCoupon(token, cart.id, 'WINTER5')).body.errorDetails[0]!.errorId).toBe('PRM135');

    const list = await call<Page<AdminPromotion>>('GET', '/promotions?status=scheduled', merchandiser);
    expect(list.body.items.map((item) => item.id)).toContain(scheduled.body.id);
    expect(list.body.items.every((item) => item.status === 'scheduled')).toBe(true);
    const byName = await call<Page<AdminPromotion>>('GET', '/promotions?q=winter', merchandiser);
    expect(byName.body.items.map((item) => item.id)).toEqual([scheduled.body.id]);
    const byCode = await call<Page<AdminPromotion>>('GET', '/promotions?q=winter5', merchandiser);
    expect(byCode.body.items.map((item) => item.id)).toEqual([scheduled.body.id]);
    const active = await call<Page<AdminPromotion>>(
      'GET',
      '/promotions?status=active&pageSize=100',
      merchandiser,
    );
    expect(active.body.items.map((item) => item.id)).not.toContain(scheduled.body.id);
  });

  it('edits a promotion: the new terms apply in the cart at once, audited with before and after', async () => {
    const created = await create({
      level: 'ORDER',
      kind: 'amount_off',
      amount: { USD: 100 },
      couponCode: 'EDITME',
    });
    const { token, cart } = await cartWith(boot.upc);
    await applyCoupon(token, cart.id, 'EDITME');
    const edited = await call<AdminPromotion>('PUT', `/promotions/${created.body.id}`, merchandiser, {
      name: { en: 'Edited' },
      level: 'ORDER',
      kind: 'amount_off',
      amount: { USD: 900 },
      couponCode: 'EDITME',
      perShopperLimit: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ amount: { USD: 900 }, perShopperLimit: 1, name: { en: 'Edited' } });
    expect(discountOf((await readCart(token, cart.id)).body, created.body.id)).toBe(900);
    const [, update] = await auditOf('promotion', created.body.id);
    expect(update).toMatchObject({
      action: 'promotion.update',
      before: expect.objectContaining({ config: { amount: { USD: 100 } } }),
      after: expect.objectContaining({ config: { amount: { USD: 900 } } }),
    });
  });

  it('keeps promotions for loyalty members to members', async () => {
    const created = await create({
      level: 'ORDER',
      kind: 'amount_off',
      amount: { USD: 400 },
      couponCode: 'MEMBERS4',
      audiences: ['LOYALTY'],
    });
    const { session } = await registered(api);
    const member = await cartWith(boot.upc, 1, session.accessToken);
    expect((await applyCoupon(member.token, member.cart.id, 'MEMBERS4')).body.errorDetails[0]!.errorId).toBe(
      'PRM160',
    );
    await api.call({
      method: 'POST',
      url: '/api/consumers-v3/consumer/loyalty/token',
      token: session.accessToken,
      body: {},
    });
    const applied = await applyCoupon(member.token, member.cart.id, 'MEMBERS4');
    expect(discountOf(applied.body, created.body.id)).toBe(400);
  });

  it('refuses what the engine cannot do, naming the field, in the operator’s language', async () => {
    const missing = await create({ level: 'ORDER', kind: 'percent_off' });
    expect(missing.status).toBe(400);
    expect(missing.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.percent' });
    expect(missing.body.errorDetails[0]!.message).toContain('A percentage from 1 to 100 is required');
    const french = await adminCall<Failure>(
      api,
      'POST',
      '/api/admin/v1/promotions?locale=fr-fr',
      merchandiser,
      {
        name: { en: 'X' },
        level: 'SHIPPING',
        kind: 'buy_x_get_y',
      },
    );
    expect(french.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.kind' });
    expect(french.body.errorDetails[0]!.message).toContain('Ce type de promotion n’existe pas à ce niveau');
    const dates = await create({
      level: 'ORDER',
      kind: 'percent_off',
      percent: 5,
      startsAt: '2030-01-02T00:00:00Z',
      endsAt: '2030-01-01T00:00:00Z',
    });
    expect(dates.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.endsAt' });
    const taken = await create({ level: 'ORDER', kind: 'percent_off', percent: 5, couponCode: 'WELCOME10' });
    expect(taken.status).toBe(409);
    expect(taken.body.errorDetails[0]!.errorId).toBe('PRA409');
    const unknown = await call('GET', '/promotions/NOPE', merchandiser);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('PRA404');
  });
});

describe('coupon codes', () => {
  it('generates unique unguessable codes in bulk, exports them as CSV, and counts their use from real orders', async () => {
    const created = await create({
      level: 'ORDER',
      kind: 'amount_off',
      amount: { USD: 600 },
      perShopperLimit: 1,
    });
    expect(created.body.requiresCode).toBe(false);
    const generated = await call<{ codes: string[] }>(
      'POST',
      `/promotions/${created.body.id}/codes`,
      merchandiser,
      {
        count: 300,
        prefix: 'spring-',
      },
    );
    expect(generated.status).toBe(201);
    const codes = generated.body.codes;
    expect(codes).toHaveLength(300);
    expect(new Set(codes).size).toBe(300);
    for (const code of codes) expect(code).toMatch(/^SPRING-[2-9A-HJKMNP-Z]{10}$/);
    const more = await call<{ codes: string[] }>(
      'POST',
      `/promotions/${created.body.id}/codes`,
      merchandiser,
      {
        count: 300,
        prefix: 'spring-',
      },
    );
    expect(new Set([...codes, ...more.body.codes]).size).toBe(600);
    const single = await call<{ codes: string[] }>(
      'POST',
      `/promotions/${created.body.id}/codes`,
      merchandiser,
      {
        code: 'vip-spring',
      },
    );
    expect(single.body.codes).toEqual(['VIP-SPRING']);
    const duplicate = await call('POST', `/promotions/${created.body.id}/codes`, merchandiser, {
      code: 'VIP-SPRING',
    });
    expect(duplicate.body.errorDetails[0]!.errorId).toBe('PRA409');
    const neither = await call('POST', `/promotions/${created.body.id}/codes`, merchandiser, {});
    expect(neither.status).toBe(400);

    // With codes, the promotion no longer applies on its own.
    const plain = await cartWith(boot.upc);
    expect(discountOf(plain.cart, created.body.id)).toBe(0);

    const code = codes[7]!;
    const { token, cart } = await cartWith(boot.upc);
    const applied = await applyCoupon(token, cart.id, code.toLowerCase());
    expect(discountOf(applied.body, created.body.id)).toBe(600);
    await completeCheckoutDetails(api, token, cart.id, '4242424242424242', uniqueEmail('coupon'));
    const order = await placeOrder(api, token, cart.id, `bulk-code-order-${Date.now()}`);
    expect(order.status).toBe(200);

    const detail = await call<AdminPromotion>('GET', `/promotions/${created.body.id}`, merchandiser);
    expect(detail.body).toMatchObject({
      requiresCode: true,
      codesCount: 601,
      usage: { timesRedeemed: 1, discountGiven: { USD: 600 } },
    });
    const page = await call<Page<{ code: string; timesRedeemed: number }>>(
      'GET',
      `/promotions/${created.body.id}/codes?pageSize=100&start=0`,
      merchandiser,
    );
    expect(page.body.items).toHaveLength(100);
    expect(page.body.hasMore).toBe(true);

    const csv = await api.call<string>({
      method: 'GET',
      url: `/api/admin/v1/promotions/${created.body.id}/codes/export`,
      headers: { cookie: merchandiser },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe('code,timesRedeemed,singleUse,usedByOrder,usedAt,createdAt');
    expect(lines).toHaveLength(602);
    // A reusable code counts its orders but names none.
    expect(lines.find((line) => line.startsWith(`${code},`))).toMatch(new RegExp(`^${code},1,no,,,`));
    const audit = await auditOf('promotion', created.body.id);
    expect(audit.filter((entry) => entry.action === 'promotion.codes_add')).toHaveLength(3);
  });
});

describe('single-use coupon codes (decision 088)', () => {
  type CodePage = Page<{
    code: string;
    timesRedeemed: number;
    singleUse: boolean;
    usedByOrder: string | null;
    usedAt: string | null;
  }> & { singleUse: { total: number; used: number } };

  async function singleUsePromotion(count: number) {
    const created = await create({ level: 'ORDER', kind: 'amount_off', amount: { USD: 500 } });
    const generated = await call<{ codes: string[] }>(
      'POST',
      `/promotions/${created.body.id}/codes`,
      merchandiser,
      {
        count,
        prefix: 'once-',
        singleUse: true,
      },
    );
    expect(generated.status).toBe(201);
    return { promotionId: created.body.id, codes: generated.body.codes };
  }

  async function readyToOrder(code: string, email: string) {
    const buyer = await cartWith(boot.upc);
    const applied = await applyCoupon(buyer.token, buyer.cart.id, code);
    expect(applied.status).toBe(200);
    await completeCheckoutDetails(api, buyer.token, buyer.cart.id, '4242424242424242', email);
    return buyer;
  }

  const codePage = (promotionId: string) =>
    call<CodePage>('GET', `/promotions/${promotionId}/codes?pageSize=100`, merchandiser);

  it('redeems a code once across all shoppers, shows which order used it, and gives it back when that order is cancelled', async () => {
    const { promotionId, codes } = await singleUsePromotion(3);
    const [code, untouched] = codes as [string, string];

    const first = await readyToOrder(code, uniqueEmail('once-a'));
    const order = await placeOrder(api, first.token, first.cart.id, `once-a-${Date.now()}`);
    expect(order.status).toBe(200);

    // Another shopper (new session, other email) is told the code is spent.
    const other = await cartWith(boot.upc);
    const refused = await applyCoupon(other.token, other.cart.id, code.toLowerCase());
    expect(refused.status).toBe(409);
    expect(refused.body.errorDetails[0]).toMatchObject({
      errorId: 'PRM150',
      message: 'This promo code has already been redeemed.',
    });
    // Another code of the same batch still works for them.
    expect((await applyCoupon(other.token, other.cart.id, untouched)).status).toBe(200);

    const page = await codePage(promotionId);
    expect(page.body.singleUse).toEqual({ total: 3, used: 1 });
    const used = page.body.items.find((item) => item.code === code)!;
    expect(used).toMatchObject({ singleUse: true, timesRedeemed: 1, usedByOrder: order.body.orderNumber });
    expect(used.usedAt).not.toBeNull();
    expect(page.body.items.find((item) => item.code === untouched)).toMatchObject({
      singleUse: true,
      usedByOrder: null,
      usedAt: null,
    });
    const csv = await api.call<string>({
      method: 'GET',
      url: `/api/admin/v1/promotions/${promotionId}/codes/export`,
      headers: { cookie: merchandiser },
    });
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines.find((line) => line.startsWith(`${code},`))).toMatch(
      new RegExp(`^${code},1,yes,${order.body.orderNumber},\\d{4}-`),
    );
    expect(lines.find((line) => line.startsWith(`${untouched},`))).toMatch(
      new RegExp(`^${untouched},0,yes,,,`),
    );

    // Cancelled before capture: the code is free again and the order no longer counts.
    const cancelled = await call('POST', `/orders/${order.body.orderNumber}/cancel`, owner, {
      reason: 'shopper asked',
    });
    expect(cancelled.status).toBe(200);
    const released = await codePage(promotionId);
    expect(released.body.singleUse.used).toBe(0);
    expect(released.body.items.find((item) => item.code === code)).toMatchObject({
      usedByOrder: null,
      timesRedeemed: 0,
    });
    const again = await cartWith(boot.upc);
    const reapplied = await applyCoupon(again.token, again.cart.id, code);
    expect(reapplied.status).toBe(200);
    expect(discountOf(reapplied.body, promotionId)).toBe(500);
  });

  it('lets only one of two concurrent orders use the same single-use code (PRM150), never charging the loser', async () => {
    const { promotionId, codes } = await singleUsePromotion(1);
    const code = codes[0]!;
    const buyers = await Promise.all([
      readyToOrder(code, uniqueEmail('race-a')),
      readyToOrder(code, uniqueEmail('race-b')),
    ]);
    const authorized = async () =>
      (
        await api.database.db
          .select()
          .from(schema.gatewayAuthorizations)
          .where(eq(schema.gatewayAuthorizations.status, 'authorized'))
      ).length;
    const authorizedBefore = await authorized();
    const stamp = Date.now();
    const results = await Promise.all(
      buyers.map((buyer, i) => placeOrder(api, buyer.token, buyer.cart.id, `race-${stamp}-${i}`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const loser = results.find((r) => r.status !== 200)!;
    expect(loser.body.errorDetails[0]!.errorId).toBe('PRM150');
    expect(await authorized()).toBe(authorizedBefore + 1);
    const [row] = await api.database.db
      .select()
      .from(schema.promotionCodes)
      .where(eq(schema.promotionCodes.code, code));
    expect(row!.usedByOrder).toBe(winner.body.orderNumber);
    const redemptions = await api.database.db
      .select()
      .from(schema.promotionRedemptions)
      .where(eq(schema.promotionRedemptions.promotionId, promotionId));
    expect(redemptions.map((r) => r.orderNumber)).toEqual([winner.body.orderNumber]);
    // The loser's cart now shows the code as no longer applying.
    const loserIndex = results.indexOf(loser);
    const loserCart = await readCart(buyers[loserIndex]!.token, buyers[loserIndex]!.cart.id);
    expect(discountOf(loserCart.body, promotionId)).toBe(0);
  });

  it('leaves codes reusable unless the operator asks, and keeps a promotion’s own code shared', async () => {
    const created = await create({
      level: 'ORDER',
      kind: 'amount_off',
      amount: { USD: 300 },
      couponCode: `SHARED${Date.now()}`,
    });
    await call('POST', `/promotions/${created.body.id}/codes`, merchandiser, {
      code: `TYPED${Date.now()}`,
      singleUse: true,
    });
    const page = await codePage(created.body.id);
    expect(page.body.items.map((item) => item.singleUse)).toEqual([false, true]);
    const audit = await auditOf('promotion', created.body.id);
    expect(audit.find((entry) => entry.action === 'promotion.codes_add')?.after).toMatchObject({
      singleUse: true,
    });
  });
});

describe('gift cards', () => {
  it('issues a card (emailed through the outbox), looks it up masked with its balance, and disables it', async () => {
    const recipient = uniqueEmail('gift');
    const issued = await call<AdminGiftCard & { number: string; emailed: boolean }>(
      'POST',
      '/gift-cards',
      merchandiser,
      {
        amount: 5000,
        currency: 'USD',
        recipientEmail: recipient,
        recipientName: 'Robin',
        message: 'Thank you',
      },
    );
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({
      balance: 5000,
      currency: 'USD',
      status: 'active',
      emailed: true,
      maskedNumber: `•••• ${issued.body.number.slice(-4)}`,
    });
    expect(issued.body.number).toMatch(/^[0-9A-F]{32}$/);
    const [email] = await api.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.toAddress, recipient));
    expect(email).toMatchObject({ template: 'e-gift-card' });

    const spaced = issued.body.number.match(/.{4}/g)!.join(' ');
    const found = await call<AdminGiftCard>('POST', '/gift-cards/lookup', customerService, {
      number: spaced,
    });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: issued.body.id, balance: 5000, status: 'active' });
    expect(JSON.stringify(found.body)).not.toContain(issued.body.number);
    expect(found.body.transactions).toEqual([expect.objectContaining({ type: 'issued', amount: 5000 })]);

    const shopper = (await api.guest()).accessToken;
    const balance = await api.call<{ balance: number }>({
      method: 'POST',
      url: '/api/cart/v1/giftcard/balance',
      token: shopper,
      body: { giftCardNumber: issued.body.number },
    });
    expect(balance.body.balance).toBe(5000);

    const disabled = await call<AdminGiftCard>('POST', `/gift-cards/${issued.body.id}/disable`, merchandiser);
    expect(disabled.body.status).toBe('disabled');
    const refused = await api.call<Failure>({
      method: 'POST',
      url: '/api/cart/v1/giftcard/balance',
      token: shopper,
      body: { giftCardNumber: issued.body.number },
    });
    expect(refused.body.errorDetails[0]!.errorId).toBe('GFC760');
    const twice = await call('POST', `/gift-cards/${issued.body.id}/disable`, merchandiser);
    expect(twice.body.errorDetails[0]!.errorId).toBe('PRA410');
    const audit = await auditOf('gift_card', issued.body.id);
    expect(audit.map((entry) => entry.action)).toEqual(['gift_card.issue', 'gift_card.disable']);
    expect(JSON.stringify(audit)).not.toContain(issued.body.number);
    expect(audit[1]).toMatchObject({
      before: expect.objectContaining({ status: 'active' }),
      after: expect.objectContaining({ status: 'disabled' }),
    });
  });

  it('answers unknown and malformed numbers', async () => {
    const unknown = await call('POST', '/gift-cards/lookup', owner, { number: '0'.repeat(32) });
    expect(unknown.body.errorDetails[0]!.errorId).toBe('PRA411');
    const malformed = await call('POST', '/gift-cards/lookup', owner, { number: '1234' });
    expect(malformed.body.errorDetails[0]!.errorId).toBe('GFC800');
  });
});

describe('loyalty', () => {
  it('finds a member and adjusts their points with a reason, kept as history', async () => {
    const { session, email } = await registered(api);
    const enrolled = await api.call<{ memberId: string; points: number }>({
      method: 'POST',
      url: '/api/consumers-v3/consumer/loyalty/token',
      token: session.accessToken,
      body: {},
    });
    const byEmail = await call<AdminLoyaltyMember>(
      'GET',
      `/loyalty/members?q=${encodeURIComponent(email.toUpperCase())}`,
      owner,
    );
    expect(byEmail.body).toMatchObject({ memberId: enrolled.body.memberId, points: 250, adjustments: [] });
    const byId = await call<AdminLoyaltyMember>(
      'GET',
      `/loyalty/members?q=${enrolled.body.memberId}`,
      customerService,
    );
    expect(byId.body.email).toBe(email);

    const url = `/loyalty/members/${byEmail.body.shopperId}/adjustments`;
    const noReason = await call('POST', url, merchandiser, { points: 100 });
    expect(noReason.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.reason' });
    const added = await call<AdminLoyaltyMember>('POST', url, merchandiser, {
      points: 100,
      reason: 'Late delivery goodwill',
    });
    expect(added.status).toBe(201);
    expect(added.body.points).toBe(350);
    expect(added.body.adjustments[0]).toMatchObject({
      points: 100,
      reason: 'Late delivery goodwill',
      balance: 350,
    });
    const tooMany = await call('POST', url, merchandiser, { points: -1000, reason: 'Correction' });
    expect(tooMany.body.errorDetails[0]!.errorId).toBe('PRA413');
    const taken = await call<AdminLoyaltyMember>('POST', url, merchandiser, {
      points: -50,
      reason: 'Correction',
    });
    expect(taken.body.points).toBe(300);
    expect(taken.body.adjustments.map((entry) => entry.points)).toEqual([-50, 100]);

    const vouchers = await api.call<{ currentLoyaltyPoints: number }>({
      method: 'GET',
      url: '/api/consumers-v3/consumer/loyalty/vouchers',
      token: session.accessToken,
    });
    expect(vouchers.body.currentLoyaltyPoints).toBe(300);
    const audit = await auditOf('loyalty_member', byEmail.body.shopperId);
    expect(audit[0]).toMatchObject({
      action: 'loyalty.adjust_points',
      before: { points: 250 },
      after: { points: 350, adjustment: 100, reason: 'Late delivery goodwill' },
    });

    const nobody = await call('GET', '/loyalty/members?q=nobody@example.com', owner);
    expect(nobody.body.errorDetails[0]!.errorId).toBe('4044');
  });
});

describe('permissions', () => {
  it('refuses operators without the permission, and callers without a session', async () => {
    const refusals: [string, 'GET' | 'POST' | 'PUT', string, unknown?][] = [
      [fulfilment, 'GET', '/promotions'],
      [
        fulfilment,
        'POST',
        '/promotions',
        { name: { en: 'X' }, level: 'ORDER', kind: 'percent_off', percent: 5 },
      ],
      [customerService, 'POST', '/gift-cards', { amount: 100, currency: 'USD' }],
      [customerService, 'POST', '/loyalty/members/x/adjustments', { points: 5, reason: 'Because' }],
      [merchandiser, 'POST', '/gift-cards/lookup', { number: '0'.repeat(32) }],
      [merchandiser, 'GET', '/loyalty/members?q=a@example.com'],
    ];
    for (const [cookie, method, url, body] of refusals) {
      const refused = await call(method, url, cookie, body);
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body.errorDetails[0]!.errorId).toBe('ADM403');
    }
    const anonymous = await call('GET', '/promotions', null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorDetails[0]!.errorId).toBe('ADM401');
  });
});
