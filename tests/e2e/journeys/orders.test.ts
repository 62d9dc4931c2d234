import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { orders } from '@ridgeline/commerce';
import { errorMessage } from '@ridgeline/contracts';
import { eq, schema } from '@ridgeline/db';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHikingBoot, placeGuestOrder, US_ADDRESS } from '../purchase-steps.ts';
import { type Harness, newPage, seriousViolations, startHarness } from '../support.ts';
import { signIn } from './identity-support.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

type Page = Awaited<ReturnType<typeof newPage>>['page'];

const database = () => {
  const db = harness.server.database?.db;
  if (!db) throw new Error('the journeys need the in-process database');
  return db;
};

/** Footer → Track your order → email and order number → the order's page. */
async function lookUp(page: Page, email: string, orderNumber: string) {
  await page.goto('/en-us');
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Track your order' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Track your order' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByRole('button', { name: 'Find my order' }).click();
}

const timelineSteps = (page: Page) =>
  page
    .locator('.order-timeline li')
    .evaluateAll((items) =>
      items.map((item) => `${item.querySelector('.timeline-name')?.textContent?.trim()}`),
    );

describe('after the order', () => {
  it('looks an order up as a guest, follows it to shipped, and downloads the return label and invoice', async () => {
    const buyer = await newPage(harness);
    const email = 'track.me@example.com';
    const { orderNumber, productName } = await placeGuestOrder(buyer.page, { ...US_ADDRESS, email });
    expect(orderNumber).toMatch(/^RL\d{10}$/);
    // The confirmation email waits in the outbox, addressed to the shopper.
    const mail = await database().select().from(schema.outbox).where(eq(schema.outbox.toAddress, email));
    expect(mail.map((row) => [row.template, row.subject])).toEqual([
      ['order-confirmation', `Your Ridgeline order ${orderNumber}`],
    ]);
    // The confirmation links to the order's page, which this browser may open without a lookup.
    await buyer.page.getByRole('link', { name: 'Track or manage this order' }).click();
    await buyer.page.getByTestId('order-status').waitFor();
    expect(await buyer.page.getByTestId('order-status').innerText()).toBe('Status: Placed');
    await buyer.context.close();

    // Another browser: the lookup form, its field errors, ORD400 (wrong email, unknown number), then the order.
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    await lookUp(page, '', '');
    await page.locator('#lookup-email-error').waitFor();
    expect(await page.locator('#lookup-email-error').innerText()).toBe('This field is required');
    expect(await page.locator('#lookup-orderNumber-error').innerText()).toBe('This field is required');
    a11y.push(...(await seriousViolations(page)));

    await page.getByLabel('Email', { exact: true }).fill('someone.else@example.com');
    await page.getByLabel('Order number').fill(orderNumber);
    await page.getByRole('button', { name: 'Find my order' }).click();
    await expect.poll(() => page.locator('.notice-error').innerText()).toBe(errorMessage('ORD400', 'en-us'));

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Order number').fill('RL0000000000');
    await page.getByRole('button', { name: 'Find my order' }).click();
    // An unknown order number answers like a wrong email (decision 052).
    await expect.poll(() => page.locator('.notice-error').innerText()).toBe(errorMessage('ORD400', 'en-us'));

    await page.getByLabel('Order number').fill(orderNumber.toLowerCase());
    await page.getByRole('button', { name: 'Find my order' }).click();
    await page.waitForURL(new RegExp(`/en-us/order-status/${orderNumber}$`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(`Order ${orderNumber}`);
    expect(await page.locator('main').innerText()).toContain(productName);
    expect(await timelineSteps(page)).toEqual(['Order placed', 'Picked and packed', 'Shipped', 'Delivered']);
    expect(await page.locator('.order-timeline li[data-state="done"]').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Download a return label (PDF)' }).count()).toBe(0);
    a11y.push(...(await seriousViolations(page)));

    // The warehouse picks and ships it: the timeline shows the steps and the tracking number.
    await orders.advanceFulfilment(database(), orderNumber, 'picked');
    await orders.advanceFulfilment(database(), orderNumber, 'shipped', { tracking: '1Z999AA10123456784' });
    await page.reload();
    expect(await page.getByTestId('order-status').innerText()).toBe('Status: Shipped');
    expect(await page.locator('.order-timeline li[data-state="done"]').count()).toBe(3);
    expect(await page.getByTestId('tracking-number').innerText()).toBe('Tracking number: 1Z999AA10123456784');
    expect(await page.getByRole('link', { name: 'Cancel order' }).count()).toBe(0);
    a11y.push(...(await seriousViolations(page)));

    // Too late to cancel: the page answers ORD410 (a form posted from a stale page).
    const tooLate = await context.request.post(`/en-us/order-status/${orderNumber}`, {
      form: { intent: 'cancel' },
      headers: { origin: harness.url },
    });
    expect(await tooLate.text()).toContain(errorMessage('ORD410', 'en-us').replace(/'/g, '&#x27;'));

    // The return label downloads as a PDF file and is recorded on the timeline.
    const [label] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download a return label (PDF)' }).click(),
    ]);
    expect(label.suggestedFilename()).toBe(`return-label-${orderNumber}.pdf`);
    expect(
      readFileSync((await label.path())!)
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
    const direct = await context.request.post(`/en-us/orders/${orderNumber}/return-label`, {
      form: { back: `/en-us/order-status/${orderNumber}` },
      headers: { origin: harness.url },
    });
    expect(direct.headers()['content-type']).toBe('application/pdf');
    expect((await direct.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await page.reload();
    expect(await timelineSteps(page)).toContain('Return label created');

    const invoice = await context.request.get(`/en-us/orders/${orderNumber}/invoice`);
    expect(invoice.headers()['content-type']).toBe('application/pdf');
    expect((await invoice.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // A browser that never looked the order up gets neither the page nor its documents.
    const stranger = await newPage(harness);
    const denied = await stranger.context.request.get(`/en-us/orders/${orderNumber}/invoice`, {
      maxRedirects: 0,
    });
    expect(denied.status()).toBe(302);
    await stranger.page.goto(`/en-us/order-status/${orderNumber}`);
    expect(await stranger.page.locator('main').innerText()).toContain(
      'To see this order, look it up with your email address and order number.',
    );
    await stranger.context.close();

    expect(errors).toEqual([]);
    expect(a11y).toEqual([]);
    await context.close();
  });

  it('cancels an order before shipment after a confirmation dialog', async () => {
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    const email = 'cancel.me@example.com';
    const { orderNumber } = await placeGuestOrder(page, { ...US_ADDRESS, email });
    await lookUp(page, email, orderNumber);
    await page.waitForURL(new RegExp(`/en-us/order-status/${orderNumber}$`));

    await page.getByRole('link', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.waitFor();
    a11y.push(...(await seriousViolations(page)));
    // Keeping the order closes the dialog and changes nothing.
    await dialog.getByRole('button', { name: 'Keep the order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('order-status').innerText()).toBe('Status: Placed');

    await page.getByRole('link', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect
      .poll(() => page.locator('.notice-success').innerText())
      .toBe('Your order is cancelled. Any payment taken has been released.');
    expect(await page.getByTestId('order-status').innerText()).toBe('Status: Cancelled');
    expect(await timelineSteps(page)).toEqual(['Order placed', 'Cancelled']);
    expect(await page.getByRole('link', { name: 'Cancel order' }).count()).toBe(0);
    a11y.push(...(await seriousViolations(page)));

    expect(errors).toEqual([]);
    expect(a11y).toEqual([]);
    await context.close();
  });

  it('cancels without JavaScript through the confirmation section', async () => {
    const buyer = await newPage(harness);
    const email = 'no.script@example.com';
    const { orderNumber } = await placeGuestOrder(buyer.page, { ...US_ADDRESS, email });
    await buyer.context.close();

    const { context, page } = await newPage(harness, { javaScriptEnabled: false });
    await page.goto('/en-us/order-status');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Order number').fill(orderNumber);
    await page.getByRole('button', { name: 'Find my order' }).click();
    await page.waitForURL(new RegExp(`/en-us/order-status/${orderNumber}$`));
    await page.getByRole('link', { name: 'Cancel order' }).click();
    await page.waitForURL(/\?cancel=confirm$/);
    const confirm = page.getByRole('region', { name: 'Cancel this order?' });
    await confirm.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await page.waitForURL(new RegExp(`/en-us/order-status/${orderNumber}$`));
    expect(await page.locator('.notice-success').innerText()).toBe(
      'Your order is cancelled. Any payment taken has been released.',
    );
    expect(await page.getByTestId('order-status').innerText()).toBe('Status: Cancelled');
    await context.close();
  });
});

/** Calls the API (or the gateway) as a client would: JSON, channel, locale. */
async function apiCall<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${harness.url}${path}${path.includes('?') ? '&' : '?'}locale=en-us`, {
    method,
    headers: {
      'x-channel': 'ECOMM',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const payload = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(payload)}`);
  return payload;
}

async function solvedAltcha(): Promise<string> {
  const challenge = await apiCall<{
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  }>('GET', '/api/altcha/challenge');
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  const { maxnumber: _max, ...rest } = challenge;
  return Buffer.from(JSON.stringify({ ...rest, number: solution!.number })).toString('base64');
}

/** A new account with a default shipping address and a main saved card, made through the API. */
async function accountWithDefaults() {
  const email = `express.${Date.now()}@example.com`;
  const password = 'Summit2026ok';
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const { authorizationCode } = await apiCall<{ authorizationCode: string }>(
    'POST',
    '/api/consumers-v3/auth/signup',
    {
      firstName: 'Jordan',
      lastName: 'Rivera',
      birthDate: '1990-05-17',
      phone: '2125550123',
      phoneCode: '+1',
      email,
      password,
      postalCode: '10118',
      newsletter: false,
      loyaltyTerms: false,
      brandTerms: true,
      policy: true,
      codeChallenge,
      altcha: await solvedAltcha(),
    },
  );
  const { accessToken } = await apiCall<{ accessToken: string }>('POST', '/api/token/v2/auth/token', {
    type: 'Registered',
    authorizationCode,
    codeVerifier,
  });
  const { email: _email, ...address } = US_ADDRESS;
  await apiCall(
    'POST',
    '/api/consumers-v3/consumer/address',
    { address: { ...address, lastName: 'Express', countryCode: 'US', approachType: 'S', main: true } },
    accessToken,
  );
  const { token } = await apiCall<{ token: string }>('POST', '/gateway/v1/tokens', {
    cardNumber: '5555555555554444',
    holder: 'Jordan Rivera',
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  });
  await apiCall(
    'POST',
    '/api/consumers-v3/consumer/payment_instruments',
    { card: { token, main: true }, altcha: await solvedAltcha() },
    accessToken,
  );
  return { email, password };
}

describe('signed-in shopper', () => {
  it('checks out express from the cart, then finds the order in the purchase history', async () => {
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    const { email, password } = await accountWithDefaults();
    await signIn(page, harness.url, email, password);
    const productName = await addHikingBoot(page);

    await page.goto('/en-us/cart');
    await page.getByRole('button', { name: 'Express checkout' }).click();
    await page.waitForURL(/\/checkout\/summary$/);
    await page.getByRole('button', { name: 'Place order' }).waitFor();
    const summary = await page.locator('main').innerText();
    expect(summary).toContain('Express');
    expect(summary).toContain(US_ADDRESS.addressLine1);
    expect(summary).toContain('•••• 4444');
    expect(summary).toContain(productName);
    a11y.push(...(await seriousViolations(page)));

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/);
    const orderNumber = (await page.getByTestId('order-number').innerText()).trim();

    await page.goto('/en-us/account/orders');
    const entry = page.locator('.history-order').first();
    expect(await entry.innerText()).toContain(orderNumber);
    expect(await page.locator('.history-order').count()).toBe(1);
    a11y.push(...(await seriousViolations(page)));
    await page.getByRole('link', { name: `View order ${orderNumber}` }).click();
    await page.waitForURL(new RegExp(`/en-us/account/orders/${orderNumber}$`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(`Order ${orderNumber}`);
    expect(await page.getByTestId('order-status').innerText()).toBe('Status: Placed');
    const invoice = await context.request.get(`/en-us/orders/${orderNumber}/invoice`);
    expect((await invoice.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    a11y.push(...(await seriousViolations(page)));

    expect(errors).toEqual([]);
    expect(a11y).toEqual([]);
    await context.close();
  });

  it('sends a guest who opens the purchase history to sign in', async () => {
    const { context, page } = await newPage(harness);
    await page.goto('/en-us/account/orders');
    expect(new URL(page.url()).pathname).toBe('/en-us/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/en-us/account/orders');
    await context.close();
  });
});
