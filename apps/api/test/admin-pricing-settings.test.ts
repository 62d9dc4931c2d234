import type {
  AdminShippingSettings,
  AdminSiteFeatures,
  AdminTaxSettings,
  Cart,
  SiteFeatures,
} from '@ridgeline/contracts';
import { and, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import { createTestApi, inStockVariant, newCart, type TestApi, US_ADDRESS } from './helpers.ts';

let api: TestApi;
let owner: string;

beforeAll(async () => {
  api = await createTestApi();
  owner = (await signedInOwner(api)).cookie;
});
afterAll(() => api.close());

const settingsUrl = (path: string) => `/api/admin/v1/settings/sites/${path}`;

/** A New York basket with one pair of boots, express delivery (standard is free on it: a seeded promotion). */
async function nyBasket() {
  const { accessToken } = await api.guest();
  const cart = await newCart(api, accessToken);
  const { variant } = await inStockVariant(api);
  await api.call({
    method: 'POST',
    url: '/api/cart/v1/item',
    token: accessToken,
    body: { cartId: cart.id, upc: variant.upc, qty: 1 },
  });
  const read = async () =>
    (await api.call<Cart>({ method: 'GET', url: `/api/cart/v1/cart/${cart.id}`, token: accessToken })).body;
  await api.call<Cart>({
    method: 'POST',
    url: `/api/cart/v2/cart/${cart.id}/shippingAddress`,
    token: accessToken,
    body: US_ADDRESS,
  });
  await api.call({
    method: 'POST',
    url: '/api/cart/v1/shippingMethod',
    token: accessToken,
    body: { cartId: cart.id, code: 'express' },
  });
  return { read, cartId: cart.id, token: accessToken };
}

describe('shipping and tax settings change what a basket costs', () => {
  it("the owner's shipping price and tax rate show in the basket's totals at once, and reset restores them", async () => {
    const basket = await nyBasket();
    const before = await basket.read();
    // US express is $20 by default; New York taxes 4 % of goods and shipping.
    expect(before.totals.shipping).toBe(2000);
    expect(before.totals.tax).toBe(Math.round((before.totals.itemTotal + 2000) * 0.04));

    const shipping = await adminCall<AdminShippingSettings & AdminFailure>(
      api,
      'PUT',
      settingsUrl('us/shipping/express'),
      owner,
      { enabled: true, price: 3456, freeFrom: null },
    );
    expect(shipping.status).toBe(200);
    expect(shipping.body.methods.find((m) => m.code === 'express')).toMatchObject({
      enabled: true,
      price: 3456,
      freeFrom: null,
      defaults: { enabled: true, price: 2000, freeFrom: null },
    });
    const taxed = await adminCall<AdminTaxSettings & AdminFailure>(
      api,
      'PUT',
      settingsUrl('us/taxes/US/NY'),
      owner,
      { rate: 0.1 },
    );
    expect(taxed.status).toBe(200);
    expect(taxed.body.regions.find((r) => r.regionCode === 'NY')).toMatchObject({
      rate: 0.1,
      defaultRate: 0.04,
      kind: 'sales',
    });

    const after = await basket.read();
    expect(after.totals.shipping).toBe(3456);
    expect(after.totals.tax).toBe(Math.round((after.totals.itemTotal + 3456) * 0.1));
    expect(after.totals.total).toBe(after.totals.itemTotal + 3456 + after.totals.tax);

    const audits = await api.database.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.entityType, 'shipping_rate'), eq(schema.auditLog.entityId, 'us:express')),
      );
    expect(audits[0]).toMatchObject({
      action: 'shipping_rate.update',
      before: { enabled: true, price: 2000, freeFrom: null },
      after: { enabled: true, price: 3456, freeFrom: null },
    });
    const [taxAudit] = await api.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityType, 'tax_rate'), eq(schema.auditLog.entityId, 'US-NY')));
    expect(taxAudit).toMatchObject({
      action: 'tax_rate.update',
      before: { rate: 0.04 },
      after: { rate: 0.1 },
    });

    // Express switched off: the basket no longer offers nor charges it, and choosing it is refused.
    await adminCall(api, 'PUT', settingsUrl('us/shipping/express'), owner, {
      enabled: false,
      price: 3456,
      freeFrom: null,
    });
    const withoutExpress = await basket.read();
    expect(withoutExpress.shipments[0]!.applicableShippingMethods.map((m) => m.code)).toEqual(['standard']);
    expect(withoutExpress.totals.shipping).toBe(0);
    const chosen = await api.call<AdminFailure>({
      method: 'POST',
      url: '/api/cart/v1/shippingMethod',
      token: basket.token,
      body: { cartId: basket.cartId, code: 'express' },
    });
    expect(chosen.status).toBe(400);
    expect(chosen.body.errorDetails[0]).toMatchObject({ errorId: 'SHP404' });

    // Reset to the defaults: $20 express and 4 % again.
    const reset = await adminCall(api, 'DELETE', settingsUrl('us/shipping/express'), owner);
    expect(reset.status).toBe(200);
    expect((await adminCall(api, 'DELETE', settingsUrl('us/taxes/US/NY'), owner)).status).toBe(200);
    const restored = await basket.read();
    expect(restored.totals.shipping).toBe(2000);
    expect(restored.totals.tax).toBe(before.totals.tax);
    expect(restored.shipments[0]!.applicableShippingMethods.map((m) => m.code)).toEqual([
      'standard',
      'express',
    ]);
  });

  it('refuses bad prices, rates and regions with a clear error, never a 500', async () => {
    const negative = await adminCall<AdminFailure>(api, 'PUT', settingsUrl('us/shipping/standard'), owner, {
      enabled: true,
      price: -5,
      freeFrom: null,
    });
    expect(negative.status).toBe(400);
    expect(negative.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400' });
    expect(negative.body.errorDetails[0]!.message).toMatch(/price/);
    const fractional = await adminCall<AdminFailure>(api, 'PUT', settingsUrl('us/shipping/standard'), owner, {
      enabled: true,
      price: 8.5,
      freeFrom: null,
    });
    expect(fractional.status).toBe(400);
    const unknownMethod = await adminCall<AdminFailure>(api, 'PUT', settingsUrl('us/shipping/drone'), owner, {
      enabled: true,
      price: 100,
      freeFrom: null,
    });
    expect(unknownMethod.status).toBe(400);
    const tooHigh = await adminCall<AdminFailure>(api, 'PUT', settingsUrl('us/taxes/US/NY'), owner, {
      rate: 7.25,
    });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.errorDetails[0]!.message).toMatch(/between 0 and 1/);
    const notHere = await adminCall<AdminFailure>(api, 'PUT', settingsUrl('us/taxes/GB/GB'), owner, {
      rate: 0.2,
    });
    expect(notHere.status).toBe(404);
    expect(notHere.body.errorDetails[0]).toMatchObject({ errorId: 'SET404' });
    expect(notHere.body.errorDetails[0]!.message).toContain('GB-GB');
    const features = await adminCall<AdminFailure>(api, 'PUT', settingsUrl('us/features'), owner, {
      favorites: 'no',
    });
    expect(features.status).toBe(400);
    const extra = await adminCall<AdminFailure>(api, 'PUT', settingsUrl('us/features'), owner, {
      darkMode: true,
    });
    expect(extra.status).toBe(400);
  });

  it('refuses operators without settings:write and shoppers', async () => {
    const merchandiser = await newOperator(api, 'merchandiser');
    const { cookie } = await adminSignIn(api, merchandiser.email, merchandiser.password);
    for (const [method, path, body] of [
      ['GET', 'us/shipping', undefined],
      ['PUT', 'us/shipping/standard', { enabled: true, price: 1, freeFrom: null }],
      ['PUT', 'us/taxes/US/NY', { rate: 0.05 }],
      ['PUT', 'us/features', { favorites: false }],
    ] as const) {
      const refused = await adminCall<AdminFailure>(api, method, settingsUrl(path), cookie, body);
      expect(refused.status).toBe(403);
      expect(refused.body.errorDetails[0]).toMatchObject({ errorId: 'ADM403' });
    }
    const { accessToken } = await api.guest();
    const shopper = await api.call<AdminFailure>({
      method: 'PUT',
      url: settingsUrl('us/features'),
      token: accessToken,
      body: { favorites: false },
    });
    expect([401, 403]).toContain(shopper.status);
    const anonymous = await adminCall<AdminFailure>(api, 'GET', settingsUrl('us/taxes'), null);
    expect(anonymous.status).toBe(401);
  });
});

describe('feature switches', () => {
  it('favorites off: the site says so and its favorites answer 404; other sites keep them', async () => {
    const features = async (locale: string) =>
      (
        await api.call<SiteFeatures>({
          method: 'GET',
          url: `/api/fapi/components/site-features?locale=${locale}`,
        })
      ).body;
    expect(await features('en-gb')).toEqual({
      miniCartOnAdd: true,
      expressCheckout: true,
      simplifiedEnrolment: true,
      favorites: true,
    });
    const changed = await adminCall<AdminSiteFeatures & AdminFailure>(
      api,
      'PUT',
      settingsUrl('gb/features'),
      owner,
      {
        favorites: false,
        miniCartOnAdd: false,
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.features).toEqual({
      miniCartOnAdd: false,
      expressCheckout: true,
      simplifiedEnrolment: true,
      favorites: false,
    });
    expect((await features('en-gb')).favorites).toBe(false);
    expect((await features('en-us')).favorites).toBe(true);

    const { accessToken } = await api.guest();
    const off = await api.call<AdminFailure>({
      method: 'GET',
      url: '/api/wishlists/v2/favorites?locale=en-gb',
      token: accessToken,
    });
    expect(off.status).toBe(404);
    expect(off.body.errorDetails[0]).toMatchObject({ errorId: 'FAV404' });
    // Saved for later goes with favorites (spec 2 section 6).
    const savedOff = await api.call<AdminFailure>({
      method: 'GET',
      url: '/api/cart/v2/saveForLater?locale=en-gb',
      token: accessToken,
    });
    expect(savedOff.status).toBe(404);
    expect(savedOff.body.errorDetails[0]).toMatchObject({ errorId: 'FAV404' });
    const on = await api.call({
      method: 'GET',
      url: '/api/wishlists/v2/favorites?locale=en-us',
      token: accessToken,
    });
    expect(on.status).toBe(200);

    const [audit] = await api.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'site_features.update'), eq(schema.auditLog.entityId, 'gb')));
    expect(audit).toMatchObject({
      before: { favorites: true, miniCartOnAdd: true },
      after: { favorites: false, miniCartOnAdd: false },
    });

    // Reset to the defaults.
    await adminCall(api, 'PUT', settingsUrl('gb/features'), owner, changed.body.defaults);
    expect((await features('en-gb')).favorites).toBe(true);
  });
});
