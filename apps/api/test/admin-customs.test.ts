import type {
  AdminCustomsTemplate,
  AdminCustomsTemplateList,
  Cart,
  CustomsOptions,
  CustomsRecipe,
  ProductDetails,
} from '@ridgeline/contracts';
import { and, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator } from './admin-helpers.ts';
import { createTestApi, newCart, registered, type TestApi } from './helpers.ts';

/** The demo's customisable boots, and a boot that is not (docs/demo-data.md). */
const CRESTONE = 'RL100002';
const PLAIN = 'RL100004';

type TemplateReply = AdminCustomsTemplate & AdminFailure;

let api: TestApi;
let merchandiser: string;
beforeAll(async () => {
  api = await createTestApi();
  const operator = await newOperator(api, 'merchandiser');
  merchandiser = (await adminSignIn(api, operator.email, operator.password)).cookie!;
});
afterAll(() => api.close());

const template = async (productId: string) =>
  (await adminCall<TemplateReply>(api, 'GET', `/api/admin/v1/customs-templates/${productId}`, merchandiser))
    .body;
const requestOf = (t: AdminCustomsTemplate) => ({
  zones: t.zones,
  monogramMaxLength: t.monogramMaxLength,
  surcharge: t.surcharge,
  monogramSurcharge: t.monogramSurcharge,
});
const put = (productId: string, body: unknown, cookie = merchandiser) =>
  adminCall<TemplateReply>(api, 'PUT', `/api/admin/v1/customs-templates/${productId}`, cookie, body);
const storefront = async (productId: string, locale = 'en-us') =>
  api.call<CustomsOptions & AdminFailure>({
    method: 'GET',
    url: `/api/products/v1/customs/products/${productId}?locale=${locale}`,
  });

describe('customisation templates in the back-office', () => {
  it('lists the customisable boots with what their templates offer', async () => {
    const list = await adminCall<AdminCustomsTemplateList>(
      api,
      'GET',
      '/api/admin/v1/customs-templates',
      merchandiser,
    );
    expect(list.status).toBe(200);
    expect(list.body.items.map((item) => [item.productId, item.zones, item.enabledColors])).toEqual([
      ['RL100002', 3, 11],
      ['RL100003', 2, 8],
    ]);
    const crestone = await template(CRESTONE);
    expect(crestone.zones[1]!.colors.map((c) => c.code)).toEqual(['black', 'red', 'yellow', 'blue']);
    expect(crestone.zones[1]!.label).toEqual({ en: 'Laces', fr: 'Lacets', de: 'Schnürsenkel' });
    expect(crestone.curated).toEqual([
      { code: 'CRESTONE-ALPINE', name: 'Alpine', offered: true },
      { code: 'CRESTONE-EMBER', name: 'Ember', offered: true },
    ]);
  });

  it('a merchandiser renames a colour, disables one and raises a surcharge: the customiser shows it at once, audited', async () => {
    const before = await template(CRESTONE);
    const zones = structuredClone(before.zones);
    const laces = zones[1]!;
    laces.colors[1]!.label = { en: 'Signal red', fr: 'Rouge signal', de: 'Signalrot' };
    laces.colors[2]!.enabled = false; // yellow
    const saved = await put(CRESTONE, {
      ...requestOf(before),
      zones,
      surcharge: { ...before.surcharge, USD: 4_500, EUR: 4_200 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.curated).toEqual([
      { code: 'CRESTONE-ALPINE', name: 'Alpine', offered: false },
      { code: 'CRESTONE-EMBER', name: 'Ember', offered: true },
    ]);

    const en = (await storefront(CRESTONE)).body;
    expect(en.surcharge).toBe(4_500);
    expect(en.zones[1]!.colors.map((c) => [c.code, c.label])).toEqual([
      ['black', 'Black'],
      ['red', 'Signal red'],
      ['blue', 'Blue'],
    ]);
    // The curated design with yellow laces is no longer offered.
    expect(en.precreated.map((d) => d.precreatedCustomsCode)).toEqual(['CRESTONE-EMBER']);
    const de = (await storefront(CRESTONE, 'de-de')).body;
    expect(de.surcharge).toBe(4_200);
    expect(de.zones[1]!.colors[1]!.label).toBe('Signalrot');

    // A shopper can no longer design with the disabled colour, nor add the curated design that uses it.
    const token = (await api.guest()).accessToken;
    const details = await api.call<ProductDetails>({
      method: 'GET',
      url: `/api/products/v2/products/${CRESTONE}/details`,
    });
    const upc = details.body.variants[0]!.upc;
    const refused = await api.call<AdminFailure>({
      method: 'POST',
      url: '/api/products/v1/customs/recipes',
      token,
      body: { productId: CRESTONE, upc, choices: { zones: { upper: 'sand', laces: 'yellow', heel: 'tan' } } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.choices.zones.laces',
    });
    const made = await api.call<CustomsRecipe>({
      method: 'POST',
      url: '/api/products/v1/customs/recipes',
      token,
      body: { productId: CRESTONE, upc, choices: { zones: { upper: 'sand', laces: 'red', heel: 'tan' } } },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      surcharge: 4_500,
      summary: 'Upper: Sand · Laces: Signal red · Heel tab: Tan',
    });
    const cart = await newCart(api, token);
    const curated = await api.call<Cart & AdminFailure>({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: {
        cartId: cart.basketId,
        productId: CRESTONE,
        upc,
        qty: 1,
        precreatedCustomsCode: 'CRESTONE-ALPINE',
      },
    });
    expect(curated.status).toBe(404);
    expect(curated.body.errorDetails[0]!.errorId).toBe('CUS404');

    const [entry] = await api.database.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.action, 'customs.template.update'), eq(schema.auditLog.entityId, CRESTONE)),
      );
    expect(entry!.actorType).toBe('operator');
    expect(entry!.before).toMatchObject({ surcharge: { USD: 4_000 }, zones: before.zones });
    expect(entry!.after).toMatchObject({ surcharge: { USD: 4_500 }, zones });

    // Re-enabled, the colour and the curated design are offered again.
    expect((await put(CRESTONE, requestOf(before))).status).toBe(200);
    const again = (await storefront(CRESTONE)).body;
    expect(again.zones[1]!.colors.map((c) => c.code)).toEqual(['black', 'red', 'yellow', 'blue']);
    expect(again.precreated.map((d) => d.precreatedCustomsCode)).toEqual([
      'CRESTONE-ALPINE',
      'CRESTONE-EMBER',
    ]);
  });

  it('attaches a template to a plain boot, which shoppers may then design; a second one is CUS409', async () => {
    expect((await storefront(PLAIN)).body.errorDetails[0]!.errorId).toBe('CUS400');
    const crestone = await template(CRESTONE);
    const body = {
      productId: PLAIN,
      zones: [
        {
          code: 'upper',
          label: { en: 'Upper', fr: 'Tige', de: 'Schaft' },
          colors: [
            { code: 'slate', label: { en: 'Slate', fr: 'Ardoise', de: 'Schiefer' }, hex: '#5A6470' },
            { code: 'moss', label: { en: 'Moss', fr: 'Mousse', de: 'Moos' }, hex: '#4b5d2a', enabled: false },
          ],
        },
      ],
      monogramMaxLength: 2,
      surcharge: crestone.surcharge,
      monogramSurcharge: crestone.monogramSurcharge,
    };
    const created = await adminCall<TemplateReply>(
      api,
      'POST',
      '/api/admin/v1/customs-templates',
      merchandiser,
      body,
    );
    expect(created.status).toBe(201);
    expect(created.body.zones[0]!.colors[0]).toMatchObject({ hex: '#5a6470', enabled: true });
    const shown = await storefront(PLAIN, 'fr-fr');
    expect(shown.status).toBe(200);
    expect(shown.body.zones).toEqual([
      { code: 'upper', label: 'Tige', colors: [{ code: 'slate', label: 'Ardoise', hex: '#5a6470' }] },
    ]);
    expect(shown.body).toMatchObject({
      monogramMaxLength: 2,
      currency: 'EUR',
      surcharge: crestone.surcharge.EUR,
    });

    const twice = await adminCall(api, 'POST', '/api/admin/v1/customs-templates', merchandiser, body);
    expect(twice.status).toBe(409);
    expect(twice.body.errorDetails[0]!.errorId).toBe('CUS409');
    const unknown = await adminCall(api, 'POST', '/api/admin/v1/customs-templates', merchandiser, {
      ...body,
      productId: 'RL999999',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('PLP400');
    const [entry] = await api.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'customs.template.create'), eq(schema.auditLog.entityId, PLAIN)));
    expect(entry!.after).toMatchObject({ productId: PLAIN, monogramMaxLength: 2 });
  });

  it('refuses invalid templates with the error envelope naming the field; nothing changes', async () => {
    const current = await template(CRESTONE);
    const base = requestOf(current);
    const cases: [unknown, string, string][] = [
      [{ ...base, zones: [] }, 'REQ400', 'body.zones'],
      [
        { ...base, zones: [{ ...base.zones[0]!, colors: [{ ...base.zones[0]!.colors[0]!, hex: 'red' }] }] },
        'REQ400',
        'body.zones.0.colors.0.hex',
      ],
      [
        { ...base, zones: [{ ...base.zones[0]!, label: { en: 'Upper', fr: '', de: 'Schaft' } }] },
        'REQ400',
        'body.zones.0.label.fr',
      ],
      [{ ...base, surcharge: { USD: 100 } }, 'REQ400', 'body.surcharge.CAD'],
      [{ ...base, zones: [base.zones[0]!, base.zones[0]!] }, 'REQ400', 'body.zones.1.code'],
      [
        {
          ...base,
          zones: [
            { ...base.zones[0]!, colors: base.zones[0]!.colors.map((c) => ({ ...c, enabled: false })) },
          ],
        },
        'REQ400',
        'body.zones.0.colors',
      ],
    ];
    for (const [body, errorId, field] of cases) {
      const refused = await put(CRESTONE, body);
      expect(refused.status, field).toBe(400);
      expect(refused.body.errorDetails[0], field).toMatchObject({ errorId, field });
      expect(refused.body.errorDetails[0]!.message, field).toBeTruthy();
      expect(refused.body.appId).toBe('ridgeline-api');
    }
    const missing = await put(PLAIN.replace('4', '9'), base);
    expect(missing.status).toBe(400);
    expect(missing.body.errorDetails[0]!.errorId).toBe('CUS400');
    expect(await template(CRESTONE)).toEqual(current);
  });

  it('refuses a consumer token (401) and a fulfilment operator (403 catalogue:write)', async () => {
    const current = await template(CRESTONE);
    const { session } = await registered(api);
    const consumer = await api.call<AdminFailure>({
      method: 'PUT',
      url: `/api/admin/v1/customs-templates/${CRESTONE}`,
      token: session.accessToken,
      body: requestOf(current),
    });
    expect(consumer.status).toBe(401);
    expect(consumer.body.errorDetails[0]!.errorId).toBe('ADM401');
    const fulfilment = await newOperator(api, 'fulfilment');
    const cookie = (await adminSignIn(api, fulfilment.email, fulfilment.password)).cookie;
    for (const [method, url] of [
      ['GET', '/api/admin/v1/customs-templates'],
      ['GET', `/api/admin/v1/customs-templates/${CRESTONE}`],
      ['PUT', `/api/admin/v1/customs-templates/${CRESTONE}`],
      ['POST', '/api/admin/v1/customs-templates'],
    ] as const) {
      const refused = await adminCall(api, method, url, cookie, { productId: PLAIN, ...requestOf(current) });
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body.errorDetails[0]).toMatchObject({
        errorId: 'ADM403',
        permission: 'catalogue:write',
      });
    }
    expect(await template(CRESTONE)).toEqual(current);
  });
});
