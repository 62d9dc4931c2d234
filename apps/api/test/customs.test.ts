import { inflateSync } from 'node:zlib';
import type { Cart, CustomsOptions, CustomsRecipe, Order, ProductDetails } from '@ridgeline/contracts';
import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeCheckoutDetails,
  createTestApi,
  newCart,
  registered,
  signIn,
  type TestApi,
} from './helpers.ts';

/** The PDF's content streams, inflated (text is drawn as hex strings). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => {
    const bytes = Buffer.from(m[1]!, 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return m[1]!;
    }
  });
  return streams.join('\n').replace(/\s/g, '');
}

type ErrorBody = { errorDetails: { errorId: string; field?: string; problem?: string }[] };

/** The demo's customisable boots (docs/demo-data.md). */
const CRESTONE = 'RL100002';
const CASCADE = 'RL100003';
const DESIGN = { zones: { upper: 'forest', laces: 'red', heel: 'tan' }, monogram: 'jr' };

let api: TestApi;
let crestone: ProductDetails;
let cascade: ProductDetails;
beforeAll(async () => {
  api = await createTestApi();
  const details = (id: string) =>
    api.call<ProductDetails>({ method: 'GET', url: `/api/products/v2/products/${id}/details` });
  crestone = (await details(CRESTONE)).body;
  cascade = (await details(CASCADE)).body;
});
afterAll(() => api.close());

const sizes = () => crestone.variants.map((v) => v.upc);

const createRecipe = (token: string, body: Record<string, unknown>, locale = 'en-us') =>
  api.call<CustomsRecipe & ErrorBody>({
    method: 'POST',
    url: `/api/products/v1/customs/recipes?locale=${locale}`,
    token,
    body,
  });

const addItem = (token: string, body: Record<string, unknown>) =>
  api.call<Cart & ErrorBody>({ method: 'POST', url: '/api/cart/v1/item', token, body });

async function shopper() {
  const token = (await api.guest()).accessToken;
  const cart = await newCart(api, token);
  return { token, cart };
}

async function ownRecipe(token: string, upc = sizes()[0]!, choices: Record<string, unknown> = DESIGN) {
  const created = await createRecipe(token, { productId: CRESTONE, upc, choices });
  expect(created.status).toBe(201);
  return created.body;
}

describe('customs options and designs', () => {
  it('lists the zones, colours, monogram and surcharges of a customisable product, with curated designs', async () => {
    const options = await api.call<CustomsOptions>({
      method: 'GET',
      url: `/api/products/v1/customs/products/${CRESTONE}?locale=fr-ca`,
    });
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      productId: CRESTONE,
      monogramMaxLength: 3,
      currency: 'CAD',
      surcharge: 5_400,
      monogramSurcharge: 1_350,
    });
    expect(options.body.zones.map((z) => z.label)).toEqual(['Tige', 'Lacets', 'Languette de talon']);
    expect(options.body.precreated.map((d) => d.precreatedCustomsCode)).toEqual([
      'CRESTONE-ALPINE',
      'CRESTONE-EMBER',
    ]);
    const plain = await api.call<ErrorBody>({
      method: 'GET',
      url: `/api/products/v1/customs/products/${crestone.variants.length ? 'RL100004' : ''}`,
    });
    expect(plain.status).toBe(400);
    expect(plain.body.errorDetails[0]!.errorId).toBe('CUS400');
  });

  it('saves a design with its surcharge and summary; only its creator can read it', async () => {
    const { token } = await shopper();
    const recipe = await ownRecipe(token);
    expect(recipe).toMatchObject({
      productId: CRESTONE,
      upc: sizes()[0],
      choices: { zones: DESIGN.zones, monogram: 'JR' },
      currency: 'USD',
      surcharge: 5_000,
      summary: 'Upper: Forest green · Laces: Red · Heel tab: Tan · Monogram: JR',
    });
    const own = await api.call<CustomsRecipe>({
      method: 'GET',
      url: `/api/products/v1/customs/recipes/${recipe.recipeId}?locale=de-de`,
      token,
    });
    expect(own.body.summary).toBe(
      'Schaft: Waldgrün · Schnürsenkel: Rot · Fersenlasche: Hellbraun · Monogramm: JR',
    );
    expect(own.body).toMatchObject({ currency: 'EUR', surcharge: 4_600 });
    const stranger = (await api.guest()).accessToken;
    const foreign = await api.call<ErrorBody>({
      method: 'GET',
      url: `/api/products/v1/customs/recipes/${recipe.recipeId}`,
      token: stranger,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorDetails[0]!.errorId).toBe('CUS404');
    const curated = await api.call<CustomsRecipe>({
      method: 'GET',
      url: '/api/products/v1/customs/precreated/CRESTONE-EMBER',
    });
    expect(curated.body).toMatchObject({ name: 'Ember', upc: null, surcharge: 4_000 });
    const unknown = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/products/v1/customs/precreated/NO-SUCH-DESIGN',
    });
    expect(unknown.body.errorDetails[0]!.errorId).toBe('CUS404');
  });

  it('refuses choices the product does not offer, naming the field', async () => {
    const { token } = await shopper();
    const upc = sizes()[0]!;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...DESIGN, zones: { ...DESIGN.zones, upper: 'pink' } }, 'REQ400', 'body.choices.zones.upper'],
      [{ zones: { upper: 'forest', laces: 'red' } }, 'REQ400', 'body.choices.zones.heel'],
      [{ ...DESIGN, zones: { ...DESIGN.zones, sole: 'black' } }, 'REQ400', 'body.choices.zones.sole'],
      [{ ...DESIGN, monogram: 'ABCD' }, 'REQ400', 'body.choices.monogram'],
      [{ ...DESIGN, monogram: 'A1' }, 'REQ400', 'body.choices.monogram'],
    ];
    for (const [choices, errorId, field] of cases) {
      const response = await createRecipe(token, { productId: CRESTONE, upc, choices });
      expect(response.status).toBe(400);
      expect(response.body.errorDetails[0]).toMatchObject({ errorId, field });
    }
    const noMonogram = await createRecipe(token, {
      productId: CASCADE,
      upc: cascade.variants[0]!.upc,
      choices: { zones: { upper: 'sand', laces: 'blue' }, monogram: 'AB' },
    });
    expect(noMonogram.body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.choices.monogram',
    });
    const otherVariant = await createRecipe(token, {
      productId: CRESTONE,
      upc: cascade.variants[0]!.upc,
      choices: DESIGN,
    });
    expect(otherVariant.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.upc' });
    const notCustomisable = await createRecipe(token, { productId: 'RL100004', upc, choices: DESIGN });
    expect(notCustomisable.body.errorDetails[0]!.errorId).toBe('CUS400');
    const anonymous = await api.call({
      method: 'POST',
      url: '/api/products/v1/customs/recipes',
      body: { productId: CRESTONE, upc, choices: DESIGN },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('customs in the cart', () => {
  it('adds a design as its own made-to-order line priced base + surcharge, with no stock check', async () => {
    const { token, cart } = await shopper();
    const upc = sizes()[0]!;
    // Sold out online and in stores: a made-to-order boot does not need the base variant's stock.
    const [before] = await api.database.db.select().from(schema.stock).where(eq(schema.stock.upc, upc));
    await api.database.db.update(schema.stock).set({ quantity: 0 }).where(eq(schema.stock.upc, upc));
    try {
      const recipe = await ownRecipe(token, upc);
      const plain = await addItem(token, { cartId: cart.id, upc, qty: 1 });
      expect(plain.body.errorDetails[0]!.errorId).toBe('INV700');
      const added = await addItem(token, { cartId: cart.id, upc, qty: 1, recipeId: recipe.recipeId });
      expect(added.status).toBe(200);
      const line = added.body.items[0]!;
      const base = crestone.price.lowCurrent;
      expect(line).toMatchObject({
        upc,
        qty: 1,
        maxQty: 1,
        isCustoms: true,
        recipeId: recipe.recipeId,
        customsSummary: recipe.summary,
        selectedShippingOption: 'customs',
        available: true,
        customerNotifications: [],
      });
      expect(line.price.current).toBe(base + 5_000);
      expect(line.shippingOptions).toEqual([
        expect.objectContaining({
          selected: true,
          shippingMethod: expect.objectContaining({
            code: 'customs',
            label: 'Made to order, ships in 3–4 weeks',
            deliveryTime: '15-20',
          }),
        }),
      ]);
      const again = await addItem(token, { cartId: cart.id, upc, qty: 1, recipeId: recipe.recipeId });
      expect(again.body.errorDetails[0]!.errorId).toBe('INV408');
      const second = await ownRecipe(token, upc, { ...DESIGN, monogram: null });
      const two = await addItem(token, { cartId: cart.id, upc, qty: 1, recipeId: second.recipeId });
      expect(two.body.items).toHaveLength(2);
      expect(two.body.items[1]!.price.current).toBe(base + 4_000);
    } finally {
      await api.database.db
        .update(schema.stock)
        .set({ quantity: before!.quantity })
        .where(eq(schema.stock.upc, upc));
    }
  });

  it('adds a curated design on the chosen size as a design of the shopper', async () => {
    const { token, cart } = await shopper();
    const upc = sizes()[1]!;
    const added = await addItem(token, {
      cartId: cart.id,
      upc,
      qty: 1,
      precreatedCustomsCode: 'CRESTONE-ALPINE',
    });
    expect(added.status).toBe(200);
    const line = added.body.items[0]!;
    expect(line).toMatchObject({
      isCustoms: true,
      upc,
      customsSummary: 'Upper: Forest green · Laces: Yellow · Heel tab: Tan',
    });
    const recipe = await api.call<CustomsRecipe>({
      method: 'GET',
      url: `/api/products/v1/customs/recipes/${line.recipeId}`,
      token,
    });
    expect(recipe.body).toMatchObject({ upc, name: 'Alpine', precreatedCustomsCode: null });
  });

  it('answers clear errors for unknown, foreign and mismatched designs and customs rules', async () => {
    const { token, cart } = await shopper();
    const upc = sizes()[0]!;
    const recipe = await ownRecipe(token, upc);
    const other = await shopper();
    const expectError = async (body: Record<string, unknown>, errorId: string, field?: string) => {
      const response = await addItem(token, { cartId: cart.id, upc, qty: 1, ...body });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.body.errorDetails[0]).toMatchObject(field ? { errorId, field } : { errorId });
    };
    await expectError({ recipeId: '00000000-0000-4000-8000-000000000000' }, 'CUS404');
    await expectError({ precreatedCustomsCode: 'NO-SUCH-DESIGN' }, 'CUS404');
    await expectError({ recipeId: recipe.recipeId, qty: 2 }, 'REQ400', 'body.qty');
    await expectError({ recipeId: recipe.recipeId, upc: sizes()[1] }, 'REQ400', 'body.upc');
    await expectError({ recipeId: 'not-a-uuid' }, 'REQ400', 'body.recipeId');
    await expectError({ recipeId: recipe.recipeId, customAmount: 5_000 }, 'REQ400', 'body.customAmount');
    await expectError({ recipeId: recipe.recipeId, storeId: 'US-NYC-001' }, 'REQ400', 'body.storeId');
    await expectError(
      { recipeId: recipe.recipeId, precreatedCustomsCode: 'CRESTONE-EMBER' },
      'REQ400',
      'body.precreatedCustomsCode',
    );
    await expectError({ precreatedCustomsCode: 'CASCADE-LAKE' }, 'REQ400', 'body.upc');
    // Another shopper's design is unknown to this one.
    const foreign = await addItem(other.token, {
      cartId: other.cart.id,
      upc,
      qty: 1,
      recipeId: recipe.recipeId,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorDetails[0]!.errorId).toBe('CUS404');
    const reserve = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/reserveWithItem',
      token,
      body: { cartId: cart.id, upc, qty: 1, recipeId: recipe.recipeId },
    });
    expect(reserve.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.recipeId' });
  });

  it('changes the design of a line, refuses other quantities and stores, and removes it', async () => {
    const { token, cart } = await shopper();
    const upc = sizes()[0]!;
    const first = await ownRecipe(token, upc);
    const second = await ownRecipe(token, sizes()[2]!, {
      zones: { upper: 'black', laces: 'blue', heel: 'black' },
    });
    const added = await addItem(token, { cartId: cart.id, upc, qty: 1, recipeId: first.recipeId });
    const itemId = added.body.items[0]!.id;
    const put = (body: Record<string, unknown>, query = '') =>
      api.call<Cart & ErrorBody>({
        method: 'PUT',
        url: `/api/cart/v1/cart/${cart.id}/item${query}`,
        token,
        body: { cartId: cart.id, itemId, qty: 1, ...body },
      });
    const changed = await put({ recipeId: second.recipeId });
    expect(changed.status).toBe(200);
    expect(changed.body.items).toHaveLength(1);
    expect(changed.body.items[0]).toMatchObject({
      id: itemId,
      upc: sizes()[2],
      recipeId: second.recipeId,
      customsSummary: 'Upper: Black · Laces: Blue · Heel tab: Black',
    });
    expect((await put({ qty: 2 })).body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.qty',
    });
    expect((await put({ storeId: 'US-NYC-001' })).body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.storeId',
    });
    expect((await put({}, '?action=pickup&favStoreId=US-NYC-001')).body.errorDetails[0]!.errorId).toBe(
      'REQ400',
    );
    expect(
      (await put({ recipeId: '00000000-0000-4000-8000-000000000000' })).body.errorDetails[0]!.errorId,
    ).toBe('CUS404');
    // A catalogue line takes no recipe.
    const plainUpc = cascade.variants.find((v) => v.available)!.upc;
    const withPlain = await addItem(token, { cartId: cart.id, upc: plainUpc, qty: 1 });
    const plainId = withPlain.body.items.find((i) => !i.isCustoms)!.id;
    const plainPut = await api.call<ErrorBody>({
      method: 'PUT',
      url: `/api/cart/v1/cart/${cart.id}/item`,
      token,
      body: { cartId: cart.id, itemId: plainId, qty: 1, recipeId: first.recipeId },
    });
    expect(plainPut.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.recipeId' });
    const removed = await api.call<Cart>({
      method: 'DELETE',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, itemId },
    });
    expect(removed.body.items.map((i) => i.isCustoms)).toEqual([false]);
  });
});

describe('customs when signing in', () => {
  it("moves the guest's design line and the design itself to the account's cart", async () => {
    const { email, password } = await registered(api);
    const first = await signIn(api, email, password);
    const accountCart = await newCart(api, first.session!.accessToken);
    const { token, cart } = await shopper();
    const recipe = await ownRecipe(token);
    await addItem(token, { cartId: cart.id, upc: sizes()[0], qty: 1, recipeId: recipe.recipeId });
    const { session } = await signIn(api, email, password, { guestObjects: { basketId: cart.id } });
    expect(session!.basketId).toBe(accountCart.id);
    const merged = await api.call<Cart>({
      method: 'GET',
      url: `/api/cart/v1/cart/${accountCart.id}`,
      token: session!.accessToken,
    });
    expect(merged.body.items).toEqual([
      expect.objectContaining({ isCustoms: true, recipeId: recipe.recipeId, customsSummary: recipe.summary }),
    ]);
    const own = await api.call<CustomsRecipe>({
      method: 'GET',
      url: `/api/products/v1/customs/recipes/${recipe.recipeId}`,
      token: session!.accessToken,
    });
    expect(own.status).toBe(200);
  });
});

describe('customs in the order', () => {
  it('carries the design to the order and its invoice, without taking the base variant stock', async () => {
    const { token, cart } = await shopper();
    const upc = sizes()[0]!;
    const recipe = await ownRecipe(token, upc);
    await addItem(token, { cartId: cart.id, upc, qty: 1, recipeId: recipe.recipeId });
    const ready = await completeCheckoutDetails(api, token, cart.id);
    expect(ready.items[0]!.selectedShippingOption).toBe('customs');
    const [before] = await api.database.db.select().from(schema.stock).where(eq(schema.stock.upc, upc));
    const placed = await api.call<Order & ErrorBody>({
      method: 'PUT',
      url: '/api/cart/v2/checkout/order',
      token,
      body: { cartId: cart.id },
      headers: { 'idempotency-key': `customs-${cart.id}` },
    });
    expect(placed.status).toBe(200);
    expect(placed.body.items[0]).toMatchObject({
      upc,
      isCustoms: true,
      recipeId: recipe.recipeId,
      customsSummary: recipe.summary,
      deliveryMethod: 'customs',
      price: { current: ready.items[0]!.price.current },
    });
    const [after] = await api.database.db.select().from(schema.stock).where(eq(schema.stock.upc, upc));
    expect(after!.quantity).toBe(before!.quantity);
    const invoice = await api.app.inject({
      method: 'POST',
      url: '/api/consumers-v3/consumer/purchase/invoice/download',
      headers: { authorization: `Bearer ${token}` },
      payload: { orderNumber: placed.body.orderNumber },
    });
    expect(invoice.statusCode).toBe(200);
    const hex = Buffer.from('Custom design: Upper: Forest green').toString('hex').toUpperCase();
    expect(pdfText(invoice.rawPayload)).toContain(hex);
  });
});
