import { errorMessage } from '@ridgeline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, fillShippingStep, type Page, submitCard, US_ADDRESS } from '../purchase-steps.ts';
import { type Harness, newPage, startHarness } from '../support.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

async function addFirstHikingBoot(page: Page, violations: string[], options: { javaScript: boolean }) {
  // axe runs inside the page and needs page timers: the no-JS journey revisits pages the other journeys audit.
  const audit = (target: Page) =>
    options.javaScript ? expectAccessible(target, violations) : Promise.resolve();
  await page.goto('/en-us');
  expect(await page.locator('h1').count()).toBe(1);
  await audit(page);

  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  if (options.javaScript) {
    await nav.getByRole('button', { name: 'Men', exact: true }).click();
    await nav.getByRole('link', { name: 'Hiking Boots' }).first().click();
  } else {
    await nav.getByRole('button', { name: 'Men', exact: true }).hover();
    await nav.getByRole('link', { name: 'Hiking Boots' }).first().click();
  }
  await page.waitForURL(/\/en-us\/c\/mens-hiking-boots-\d+/);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Hiking Boots');
  await audit(page);

  const firstTile = page.locator('.product-grid .tile').first();
  const productName = (await firstTile.locator('.tile-name').innerText()).trim();
  await firstTile.locator('.tile-name a').click();
  await page.waitForURL(/\/en-us\/p\/.+-[A-Z0-9]{8,11}/);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(productName);

  // Pick the second colour when there is one (a link: works without JavaScript too).
  const colours = page.locator('.colour-options a');
  if ((await colours.count()) > 1) {
    const target = (await colours.nth(1).getAttribute('aria-label')) ?? '';
    await colours.nth(1).click();
    await page.waitForURL(/\?color=/);
    await expect.poll(() => page.locator('.option-value').innerText()).toBe(target);
  }
  const colourName = (await page.locator('.option-value').innerText()).trim();
  await audit(page);

  const size = page.locator('.size-option input:not([disabled])').first();
  const sizeValue = await size.getAttribute('value');
  await size.check({ force: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.locator('.buy-status .notice-success').waitFor();
  expect(await page.locator('.buy-status .notice-success').innerText()).toContain(
    `Added to your cart: ${productName}`,
  );
  if (options.javaScript) {
    await expect.poll(() => page.locator('.cart-link').getAttribute('aria-label')).toBe('Cart, 1 item');
  }
  return { productName, colourName, sizeValue: sizeValue ?? '' };
}

describe('guest purchase journey', () => {
  it('buys a hiking boot from the home page to the order confirmation', async () => {
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    const { productName, colourName, sizeValue } = await addFirstHikingBoot(page, a11y, { javaScript: true });

    await page.locator('.cart-link').click();
    await page.waitForURL(/\/en-us\/cart$/);
    const line = page.locator('.cart-line');
    await line.first().waitFor();
    expect(await line.count()).toBe(1);
    const lineText = await line.innerText();
    expect(lineText).toContain(productName);
    expect(lineText).toContain(`Colour: ${colourName}`);
    expect(lineText).toContain(`Size: ${sizeValue}`);
    await expectAccessible(page, a11y);

    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout\/shipping$/);
    // A failed submit shows the error summary first, with messages at the inputs.
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await page.locator('.error-summary').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary')))
      .toBe(true);
    expect(await page.locator('#ship-email-error').innerText()).toBe('This field is required');
    await expectAccessible(page, a11y);

    await page.getByLabel('Email', { exact: true }).fill(US_ADDRESS.email);
    await page.getByLabel('First name').fill(US_ADDRESS.firstName);
    await page.getByLabel('Last name').fill(US_ADDRESS.lastName);
    await page.getByLabel('Address', { exact: true }).fill(US_ADDRESS.addressLine1);
    await page.getByLabel('City').fill(US_ADDRESS.city);
    await page.getByLabel('State / province').fill(US_ADDRESS.province);
    await page.getByLabel('ZIP code').fill(US_ADDRESS.postalCode);
    await page.getByLabel('Phone').fill(US_ADDRESS.phone);
    await page.locator('input[name="shippingMethod"][value="standard"]').check();
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await page.waitForURL(/\/checkout\/billing$/);
    expect(await page.getByLabel('Same as shipping address').isChecked()).toBe(true);
    await expectAccessible(page, a11y);

    const year = new Date().getFullYear() + 2;
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByLabel('Expiry month').selectOption('12');
    await page.getByLabel('Expiry year').selectOption(String(year));
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.locator('.card-form').getByRole('button', { name: 'Continue to summary' }).click();
    await page.waitForURL(/\/checkout\/summary$/);
    const summaryText = await page.locator('main').innerText();
    expect(summaryText).toContain('•••• 4242');
    expect(summaryText).toContain(US_ADDRESS.addressLine1);
    expect(await page.locator('input[name="idempotencyKey"]').inputValue()).toMatch(/^[0-9a-f-]{36}$/);
    await expectAccessible(page, a11y);
    // The place-order sentence links the terms it accepts and the privacy policy, in the shopper's locale.
    const placeOrder = page.locator('form.place-order');
    expect(await placeOrder.getByRole('link', { name: 'terms of sale' }).getAttribute('href')).toBe(
      '/en-us/sale-terms',
    );
    expect(await placeOrder.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/en-us/privacy',
    );

    const idempotencyKey = await page.locator('input[name="idempotencyKey"]').inputValue();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Thank you for your order');
    const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
    expect(orderNumber).not.toBe('');
    expect(page.url()).not.toContain('st=');
    expect(await page.locator('main').innerText()).toContain(productName);
    await expectAccessible(page, a11y);

    // The order exists in the API: read it with the lookup token the storefront keeps in its httpOnly cookie.
    const cookies = await context.cookies();
    const orders = JSON.parse(
      decodeURIComponent(cookies.find((cookie) => cookie.name === 'rl_ord')!.value),
    ).o;
    const token = await fetch(`${harness.url}/api/token/v2/auth/token?locale=en-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-channel': 'ECOMM' },
      body: JSON.stringify({ type: 'Guest' }),
    }).then((res) => res.json() as Promise<{ accessToken: string }>);
    const response = await fetch(
      `${harness.url}/api/consumers-v3/consumer/purchase/${orderNumber}?st=${encodeURIComponent(orders[orderNumber])}&locale=en-us`,
      { headers: { 'x-channel': 'ECOMM', authorization: `Bearer ${token.accessToken}` } },
    );
    expect(response.status).toBe(200);
    const order = (await response.json()) as {
      orderNumber: string;
      email: string;
      items: { name: string }[];
    };
    expect(order.orderNumber).toBe(orderNumber);
    expect(order.email).toBe(US_ADDRESS.email);
    expect(order.items.map((item) => item.name)).toContain(productName);

    // Submitting the same summary form again (double click, back and resubmit) places no second order.
    const repeat = await context.request.post(`${harness.url}/en-us/checkout/summary`, {
      form: { idempotencyKey },
      headers: { origin: harness.url },
      maxRedirects: 0,
    });
    expect(repeat.status()).toBe(302);
    expect(repeat.headers().location).toBe(`/en-us/order-confirmation?orderNo=${orderNumber}`);

    // The cart was reset after the order.
    await page.goto('/en-us/cart');
    await page.locator('.empty-state').waitFor();

    expect(errors).toEqual([]);
    expect(a11y).toEqual([]);
    await context.close();
  });

  it('buys with JavaScript disabled: add to cart, change quantity, check out', async () => {
    const { context, page } = await newPage(harness, { javaScriptEnabled: false });
    const a11y: string[] = [];
    const { productName, sizeValue } = await addFirstHikingBoot(page, a11y, { javaScript: false });
    expect(await page.locator('.cart-link').getAttribute('aria-label')).toBe('Cart, 1 item');

    await page.locator('.cart-link').click();
    await page.waitForURL(/\/en-us\/cart$/);
    await page.locator('.cart-line').first().waitFor();
    expect(await page.locator('.cart-line').count()).toBe(1);
    expect(await page.locator('.cart-line').innerText()).toContain(productName);
    expect(await page.locator('.cart-line').innerText()).toContain(`Size: ${sizeValue}`);

    // Quantity update works as a plain form post.
    await page.getByLabel('Quantity').selectOption('2');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForLoadState();
    await expect.poll(() => page.locator('.cart-link').getAttribute('aria-label')).toBe('Cart, 2 items');

    // The checkout is plain form posts and redirects too, card entry included.
    await page.goto('/en-us/checkout/shipping');
    await fillShippingStep(page);
    await submitCard(page, '4242424242424242');
    await page.waitForURL(/\/checkout\/summary$/);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/);
    expect((await page.getByTestId('order-number').innerText()).trim()).toMatch(/^RL\d{10}$/);
    expect(a11y).toEqual([]);
    await context.close();
  });

  it('shows the decline message on the billing step for a declined card', async () => {
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    await addFirstHikingBoot(page, a11y, { javaScript: true });
    await page.goto('/en-us/checkout/shipping');
    await fillShippingStep(page);
    await submitCard(page, '4000000000000002');
    // The decline surfaces either when the card is added or when the order is placed.
    await page.waitForURL(/\/checkout\/(billing|summary)$/);
    if (page.url().endsWith('/summary')) {
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(/\/checkout\/billing$/);
    }
    const notice = page.locator('.notice-error').first();
    await notice.waitFor();
    expect(await notice.innerText()).toContain(errorMessage('PAY400', 'en-us'));
    await expectAccessible(page, a11y);
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works on a phone: menu accordion, sideways gallery, and no serious axe violations', async () => {
    const { context, page, errors } = await newPage(harness, { width: 390 });
    const a11y: string[] = [];
    await page.goto('/en-us');
    await expectAccessible(page, a11y);
    await page.locator('.mobile-menu > summary').click();
    const menu = page.getByRole('navigation', { name: 'Main (Menu)' });
    await menu.getByText('Men', { exact: true }).click();
    await menu.getByText('Shoes', { exact: true }).first().click();
    await menu.getByRole('link', { name: 'Hiking Boots' }).click();
    await page.waitForURL(/\/en-us\/c\/mens-hiking-boots-\d+/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Hiking Boots');
    await expectAccessible(page, a11y);
    await page.locator('.product-grid .tile-name a').first().click();
    await page.waitForURL(/\/en-us\/p\//);
    await page.locator('.gallery-grid').waitFor();
    await expectAccessible(page, a11y);
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
