// Issue 15 item 4 (decision 092): a French or German shopper reads the products' details, their emails, the
// invoice and return label, and the demo reviews in their own language.
import { inventory, orders } from '@ridgeline/commerce';
import type { Cart, Order, ProductDetails } from '@ridgeline/contracts';
import { hasMessage } from '@ridgeline/contracts/messages/catalogue';
import { and, eq, schema, sql } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  altcha,
  createTestApi,
  inStockVariant,
  newCart,
  pkce,
  registered,
  signupBody,
  type TestApi,
  tokenize,
  uniqueEmail,
} from './helpers.ts';
import { drawnTexts } from './pdf-text.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const details = async (id: string, locale: string) =>
  (
    await api.call<ProductDetails>({
      method: 'GET',
      url: `/api/products/v2/products/${id}/details?locale=${locale}`,
    })
  ).body.details;

describe('product details in the shopper’s language', () => {
  it('shows a waterproof jacket’s fit, material and waterproofing in French and German', async () => {
    const [jacket] = await api.database.db
      .select({ id: schema.products.id, attributes: schema.products.attributes })
      .from(schema.products)
      .where(
        sql`${schema.products.productType} = 'jacket' and ${schema.products.attributes}->>'waterproof' = 'Yes'
          and ${schema.products.attributes}->>'fit' = 'Regular' and ${schema.products.attributes}->>'material' = '3-layer Gore-Tex'`,
      )
      .limit(1);
    expect(jacket).toBeDefined();
    const english = await details(jacket!.id, 'en-us');
    expect(english).toMatchObject({ waterproof: 'Yes', fit: 'Regular', material: '3-layer Gore-Tex' });
    const french = await details(jacket!.id, 'fr-fr');
    expect(french).toMatchObject({ waterproof: 'Oui', fit: 'Standard', material: 'Gore-Tex 3 couches' });
    expect(french.weight).toBe(english.weight);
    const german = await details(jacket!.id, 'de-de');
    expect(german).toMatchObject({ waterproof: 'Ja', fit: 'Normal', material: '3-Lagen-Gore-Tex' });
  });

  it('has a French and German text for every detail value of the demo catalogue but measurements', async () => {
    const rows = (await api.database.db.execute(
      sql`select distinct value from products, jsonb_each_text(attributes) order by value`,
    )) as unknown as { rows: { value: string }[] };
    const values = rows.rows.map((row) => row.value).filter((value) => !/^\d/.test(value));
    expect(values.length).toBeGreaterThan(50);
    const id = (value: string) =>
      value
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    expect(values.filter((value) => !hasMessage(`label.detail.value.${id(value)}`))).toEqual([]);
  });
});

describe('translating the demo reviews', () => {
  type Translation = { reviewId: string; language: string; title: string; text: string };
  const translate = (reviewId: string, locale: string) =>
    api.call<Translation & { errorDetails: { errorId: string; message: string }[] }>({
      method: 'POST',
      url: `/api/products/v1/review/${reviewId}/translate?locale=${locale}`,
    });
  const demoReviewIn = async (locale: string, word: string) => {
    const [review] = await api.database.db
      .select()
      .from(schema.reviews)
      .where(sql`${schema.reviews.locale} = ${locale} and ${schema.reviews.text} like ${`%${word}%`}`)
      .limit(1);
    return review!;
  };

  const TRUE_TO_SIZE = {
    en: 'True to size, I took my usual size.',
    fr: 'Taille normalement, j’ai pris ma taille habituelle.',
    de: 'Fällt normal aus, ich habe meine übliche Größe genommen.',
  };

  it('reads a demo review written in English in French and German', async () => {
    const review = await demoReviewIn('en-us', TRUE_TO_SIZE.en);
    const french = await translate(review.id, 'fr-fr');
    expect(french.status).toBe(200);
    expect(french.body.language).toBe('fr');
    expect(french.body.text).toContain(TRUE_TO_SIZE.fr);
    expect(french.body.text).not.toContain(TRUE_TO_SIZE.en);
    const german = await translate(review.id, 'de-de');
    expect(german.status).toBe(200);
    expect(german.body.text).toContain(TRUE_TO_SIZE.de);
    expect(german.body.title).not.toBe(review.title);
  });

  it('reads demo reviews written in French and in German in the other two languages', async () => {
    const french = await demoReviewIn('fr-fr', TRUE_TO_SIZE.fr);
    const english = await translate(french.id, 'en-gb');
    expect(english.body).toMatchObject({ language: 'en' });
    expect(english.body.text).toContain(TRUE_TO_SIZE.en);
    expect((await translate(french.id, 'de-de')).body.text).toContain(TRUE_TO_SIZE.de);
    const german = await demoReviewIn('de-de', TRUE_TO_SIZE.de);
    expect((await translate(german.id, 'en-us')).body.text).toContain(TRUE_TO_SIZE.en);
    expect((await translate(german.id, 'fr-ca')).body.text).toContain(TRUE_TO_SIZE.fr);
    // Asked in its own language, a review answers as written.
    expect((await translate(german.id, 'de-de')).body).toMatchObject({
      title: german.title,
      text: german.text,
    });
  });

  it('still answers that no translation is available for a review nobody translated', async () => {
    const [product] = await api.database.db.select({ id: schema.products.id }).from(schema.products).limit(1);
    const shopper = await registered(api);
    const written = await api.call<{ id?: string }>({
      method: 'POST',
      url: `/api/products/v1/products/${product!.id}/reviews?locale=en-us`,
      token: shopper.session.accessToken,
      body: {
        rating: 5,
        title: 'Great boots',
        text: 'They kept my feet dry on a long wet hike in the hills.',
        nickname: 'Wet hiker',
      },
    });
    expect(written.status).toBeLessThan(300);
    const [mine] = await api.database.db
      .select()
      .from(schema.reviews)
      .where(sql`${schema.reviews.title} = 'Great boots'`);
    const french = await translate(mine!.id, 'fr-fr');
    expect(french.status).toBe(501);
    expect(french.body.errorDetails[0]).toMatchObject({ errorId: 'TRN501' });
  });
});

const outbox = (to: string, template: string) =>
  api.database.db
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.toAddress, to), eq(schema.outbox.template, template)));

/** One email of a kind to an address, its subject, text and HTML bodies. */
async function mailTo(to: string, template: string) {
  const mails = await outbox(to, template);
  expect(mails, `${template} to ${to}`).toHaveLength(1);
  return mails[0]!;
}

const ADDRESSES = {
  'de-de': {
    firstName: 'Lena',
    lastName: 'Schneider',
    addressLine1: 'Friedrichstraße 10',
    city: 'Berlin',
    postalCode: '10117',
    countryCode: 'DE',
    phone: '03012345678',
  },
  'fr-fr': {
    firstName: 'Claire',
    lastName: 'Dubois',
    addressLine1: '8 rue de Rivoli',
    city: 'Paris',
    postalCode: '75004',
    countryCode: 'FR',
    phone: '0123456789',
  },
} as const;

/** A guest's order on the EU site in the locale: a pair of boots shipped to them, or an e-gift card. */
async function euOrder(locale: 'de-de' | 'fr-fr', email: string, eGift?: { to: string; email: string }) {
  const token = (await api.guest()).accessToken;
  const cart = await newCart(api, token, locale);
  const call = <T>(method: 'POST' | 'PUT', url: string, body: unknown, headers?: Record<string, string>) =>
    api.call<T & { errorDetails?: unknown }>({
      method,
      url: `${url}?locale=${locale}`,
      token,
      body,
      ...(headers ? { headers } : {}),
    });
  const address = ADDRESSES[locale];
  if (eGift) {
    const details = await api.call<ProductDetails>({
      method: 'GET',
      url: `/api/products/v2/products/RLEGIFTCARD/details?locale=${locale}`,
    });
    const added = await call<Cart>('POST', '/api/cart/v1/item', {
      cartId: cart.id,
      upc: details.body.variants[0]!.upc,
      qty: 1,
      customAmount: 5_000,
      giftOption: { to: eGift.to, email: eGift.email, from: address.firstName, message: 'Bonne route !' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  } else {
    const { variant } = await inStockVariant(api);
    const added = await call<Cart>('POST', '/api/cart/v1/item', {
      cartId: cart.id,
      upc: variant.upc,
      qty: 1,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const shipping = await call('POST', `/api/cart/v2/cart/${cart.id}/shippingAddress`, {
      ...address,
      email,
    });
    expect(shipping.status, JSON.stringify(shipping.body)).toBe(200);
    await call('POST', '/api/cart/v1/shippingMethod', { cartId: cart.id, code: 'standard' });
  }
  const billing = await call('POST', `/api/cart/v1/cart/${cart.id}/billingAddress`, {
    ...address,
    ...(eGift ? { email } : {}),
  });
  expect(billing.status, JSON.stringify(billing.body)).toBe(200);
  await call('POST', `/api/cart/v1/cart/${cart.id}/paymentInstruments`, {
    payment_method_id: 'CREDIT_CARD',
    card: { token: await tokenize(api) },
  });
  const placed = await call<Order>(
    'PUT',
    '/api/cart/v2/checkout/order',
    { cartId: cart.id },
    {
      'idempotency-key': `language-${email}`,
    },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  expect(placed.body.locale).toBe(locale);
  return { order: placed.body, token };
}

/** An amount in euros as French and German write it: "1 234,50 €", "1.234,50 €". */
const EURO = /\d{1,3}(?:[.\u202f\u00a0 ]\d{3})*,\d{2}[\u00a0 ]?€/;

describe('emails in the shopper’s language and currency format', () => {
  it('welcomes a French shopper and sends their password reset in French', async () => {
    const { codeChallenge } = pkce();
    const body = signupBody({
      email: uniqueEmail('claire'),
      // fr-fr checks a French number (decision 090: the locale's country, not the EU site's Germany).
      phone: '0142345678',
      phoneCode: '+33',
      postalCode: '75004',
      gender: 'F',
    });
    const signup = await api.call({
      method: 'POST',
      url: '/api/consumers-v3/auth/signup?locale=fr-fr',
      body: { ...body, codeChallenge, altcha: await altcha(api) },
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(200);
    const email = body.email as string;
    const welcome = await mailTo(email, 'welcome');
    expect(welcome.subject).toBe('Bienvenue chez Ridgeline');
    expect(welcome.htmlBody).toMatch(/<html[^>]* lang="fr"/);
    await api.call({
      method: 'POST',
      url: '/api/consumers-v3/confirmforgotpassword?locale=fr-fr',
      body: { email },
    });
    const reset = await mailTo(email, 'password-reset');
    expect(reset.subject).toBe('Réinitialisez votre mot de passe Ridgeline');
    expect(reset.textBody).toMatch(/\/fr-fr\/forgot-password\?token=/);
  });

  it('confirms and ships a German order in German, with euro amounts, and prints its invoice and return label in German', async () => {
    const email = uniqueEmail('lena');
    const { order, token } = await euOrder('de-de', email);
    const confirmation = await mailTo(email, 'order-confirmation');
    expect(confirmation.subject).toBe(`Ihre Ridgeline-Bestellung ${order.orderNumber}`);
    expect(confirmation.textBody).toMatch(new RegExp(`Gesamt: ${EURO.source}`));
    expect(confirmation.textBody).not.toMatch(/\$|EUR|Total:/);
    expect(confirmation.htmlBody).toMatch(/<html[^>]* lang="de"/);

    await orders.advanceFulfilment(api.database.db, order.orderNumber, 'shipped', { tracking: 'TRK-DE-1' });
    const shipped = await mailTo(email, 'order-shipped');
    expect(shipped.subject).toBe(`Ihre Ridgeline-Bestellung ${order.orderNumber} ist unterwegs`);
    expect(shipped.textBody).toContain('Sendungsnummer: TRK-DE-1');
    expect(shipped.textBody).not.toMatch(/Tracking number|on its way/);

    const invoice = await api.app.inject({
      method: 'POST',
      url: '/api/consumers-v3/consumer/purchase/invoice/download?locale=de-de',
      headers: { authorization: `Bearer ${token}` },
      payload: { orderNumber: order.orderNumber },
    });
    expect(invoice.statusCode).toBe(200);
    const texts = drawnTexts(invoice.rawPayload);
    expect(texts).toContain(`Rechnung zur Bestellung ${order.orderNumber}`);
    const day = new Date(order.placedAt).getUTCDate();
    expect(texts.find((text) => text.startsWith('Datum: '))).toMatch(
      new RegExp(`^Datum: ${day}\\. [A-Z][a-zä]+ \\d{4}$`),
    );
    expect(texts.find((text) => text.startsWith('Bezahlt: '))).toMatch(
      new RegExp(`^Bezahlt: Karte .*${EURO.source}$`),
    );
    expect(texts.some((text) => new RegExp(`^${EURO.source}$`).test(text))).toBe(true);

    const label = await api.app.inject({
      method: 'POST',
      url: `/api/consumers-v3/consumer/return/${order.orderNumber}/returnLabel?locale=de-de`,
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(label.statusCode).toBe(200);
    const labelTexts = drawnTexts(label.rawPayload);
    expect(labelTexts).toEqual(expect.arrayContaining(['Von:', 'An:', `Bestellung: ${order.orderNumber}`]));
  });

  it('sends a French e-gift card and its order confirmation in French, with the amount in euros', async () => {
    const buyer = uniqueEmail('acheteur');
    const recipient = uniqueEmail('ami');
    await euOrder('fr-fr', buyer, { to: 'Marc', email: recipient });
    const confirmation = await mailTo(buyer, 'order-confirmation');
    expect(confirmation.subject).toMatch(/^Votre commande Ridgeline /);
    expect(confirmation.textBody).toMatch(new RegExp(`Total : ${EURO.source}`));
    const card = await mailTo(recipient, 'e-gift-card');
    expect(card.subject).toBe('Claire vous offre une carte-cadeau électronique Ridgeline');
    expect(card.textBody).toMatch(/50,00\u00a0?€/);
    expect(card.htmlBody).toMatch(/<html[^>]* lang="fr"/);
  });

  it('tells a German shopper in German that a sold-out size is back', async () => {
    const [soldOut] = await api.database.db
      .select({ upc: schema.stock.upc })
      .from(schema.stock)
      .where(eq(schema.stock.quantity, 0))
      .limit(1);
    const email = uniqueEmail('wanderer');
    const signedUp = await api.call({
      method: 'PUT',
      url: '/api/products/v1/notifications?locale=de-de',
      body: { upc: soldOut!.upc, email },
    });
    expect(signedUp.status).toBe(200);
    await inventory.increaseStock(api.database.db, soldOut!.upc, 3);
    const mail = await mailTo(email, 'back-in-stock');
    expect(mail.subject).toMatch(/^Wieder auf Lager: /);
    expect(mail.textBody).toMatch(/\/de-de\/p\//);
    expect(mail.htmlBody).toMatch(/<html[^>]* lang="de"/);
  });
});
