import { errorMessage } from '@ridgeline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addHikingBoot,
  expectAccessible,
  fillShippingStep,
  type Page,
  submitCard,
  waitForPaymentDialogs,
} from '../purchase-steps.ts';
import { type Harness, newPage, startHarness } from '../support.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const GIFT_CARD_25 = '8D3B 2F61 A9C4 07E5 3B18 F6D2 4C90 A7E3';
const GIFT_CARD_EMPTY = '2E7A 91C5 D403 6BF8 0A2D 5E19 C7B6 3F84';

async function toCart(page: Page) {
  await page.goto('/en-us/cart');
  await page.locator('.cart-line').first().waitFor();
}

async function placeOrderAndConfirm(page: Page) {
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).innerText())
    .toBe('Thank you for your order');
  return (await page.getByTestId('order-number').innerText()).trim();
}

describe('more checkout journeys', () => {
  it('checks out as a guest with a coupon and a gift card paying part of the order', async () => {
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    const productName = await addHikingBoot(page, a11y);
    // The mini cart opens beside the page with what the cart holds now.
    const miniCart = page.getByRole('dialog', { name: 'Added to your cart' });
    await miniCart.locator('.mini-lines li').first().waitFor();
    expect(await miniCart.innerText()).toContain(productName);
    await miniCart.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL(/\/en-us\/cart$/);
    await page.locator('.cart-line').first().waitFor();

    // A wrong code: the PRM message shows at the input.
    await page.getByLabel('Enter a promo code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply code' }).click();
    await page.locator('#coupon-code-error').waitFor();
    expect(await page.locator('#coupon-code-error').innerText()).not.toBe('');
    await page.getByLabel('Enter a promo code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply code' }).click();
    await page.getByText('Promo code WELCOME10 applied.').waitFor();
    expect(await page.locator('.coupon-box .applied-list').innerText()).toContain('WELCOME10');
    expect(await page.locator('.promotion-list').innerText()).not.toBe('');
    await expectAccessible(page, a11y);

    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout\/shipping$/);
    await fillShippingStep(page);

    // Balance check, a card with nothing on it (at the input), then a real one.
    await page.getByLabel('Gift card code').fill(GIFT_CARD_25);
    await page.getByRole('button', { name: 'Check balance' }).click();
    await page.getByText('has a balance of $25.00').waitFor();
    await page.getByLabel('Gift card code').fill(GIFT_CARD_EMPTY);
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await page.locator('#gift-card-number-error').waitFor();
    expect(await page.locator('#gift-card-number-error').innerText()).toBe(errorMessage('GFC740', 'en-us'));
    await page.getByLabel('Gift card code').fill(GIFT_CARD_25);
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await page.getByText('Gift card applied.').waitFor();
    expect(await page.locator('.payment-lines').innerText()).toContain('Gift card');
    expect(await page.locator('.payment-summary').innerText()).toContain('Left to pay by card or pay later');
    await expectAccessible(page, a11y);

    await submitCard(page, '4242424242424242');
    await page.waitForURL(/\/checkout\/summary$/);
    const payment = await page.locator('.payment-lines').innerText();
    expect(payment).toContain('Gift card');
    expect(payment).toContain('$25.00');
    expect(payment).toContain('•••• 4242');
    await expectAccessible(page, a11y);

    expect(await placeOrderAndConfirm(page)).toMatch(/^RL\d{10}$/);
    await expectAccessible(page, a11y);
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('passes a 3-D Secure challenge in the dialog and reaches the confirmation', async () => {
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    await addHikingBoot(page, a11y);
    await page.goto('/en-us/checkout/shipping');
    await fillShippingStep(page);
    await submitCard(page, '4000000000003220');
    await page.waitForURL(/\/checkout\/summary$/);
    await waitForPaymentDialogs(page);
    await page.getByRole('button', { name: 'Place order' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm your payment with your bank' });
    await dialog.waitFor();
    await page.frameLocator('.gateway-frame').getByRole('button', { name: 'Confirm payment' }).waitFor();
    await expectAccessible(page, a11y);
    await page.frameLocator('.gateway-frame').getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Thank you for your order');
    await expectAccessible(page, a11y);
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fails a 3-D Secure challenge: back to billing with PAY403 and a new cart holding the items', async () => {
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    const productName = await addHikingBoot(page, a11y);
    await page.goto('/en-us/checkout/shipping');
    await fillShippingStep(page);
    await submitCard(page, '4000000000003220');
    await page.waitForURL(/\/checkout\/summary$/);
    await waitForPaymentDialogs(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.frameLocator('.gateway-frame').getByRole('button', { name: 'Fail authentication' }).click();
    await page.waitForURL(/\/checkout\/(billing|shipping)$/);
    const notice = page.locator('.notice-error').first();
    await notice.waitFor();
    expect(await notice.innerText()).toContain(errorMessage('PAY403', 'en-us'));
    await expectAccessible(page, a11y);

    await toCart(page);
    expect(await page.locator('.cart-line').innerText()).toContain(productName);
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pays later: the provider approves in the dialog and the plan pays the order', async () => {
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    await addHikingBoot(page, a11y);
    await page.goto('/en-us/checkout/shipping');
    await fillShippingStep(page);
    await waitForPaymentDialogs(page);
    await page.getByRole('button', { name: 'Continue with pay later' }).click();
    await page.getByRole('dialog', { name: 'Pay later' }).waitFor();
    await page.frameLocator('.gateway-frame').getByRole('button', { name: 'Approve' }).waitFor();
    await expectAccessible(page, a11y);
    await page.frameLocator('.gateway-frame').getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/checkout\/summary$/);
    expect(await page.locator('.payment-lines').innerText()).toContain('Pay later in 4 instalments');
    await expectAccessible(page, a11y);
    expect(await placeOrderAndConfirm(page)).toMatch(/^RL\d{10}$/);
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the pay-later decline (PAY400) on the billing step', async () => {
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    await addHikingBoot(page, a11y);
    await page.goto('/en-us/checkout/shipping');
    await fillShippingStep(page);
    await waitForPaymentDialogs(page);
    await page.getByRole('button', { name: 'Continue with pay later' }).click();
    await page.frameLocator('.gateway-frame').getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/checkout\/billing$/);
    const notice = page.locator('.notice-error').first();
    await notice.waitFor();
    expect(await notice.innerText()).toContain(errorMessage('PAY400', 'en-us'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('picks up in store: store search with stock, choose a store, order', async () => {
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    const productName = await addHikingBoot(page, a11y);
    await toCart(page);
    await page.getByRole('link', { name: `Pick up in store: ${productName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Pick up ${productName} in store` });
    await dialog.waitFor();
    await dialog.getByLabel('ZIP or postal code, or city').fill('10012');
    await dialog.getByRole('button', { name: 'Find stores' }).click();
    await dialog.locator('.store-option').first().waitFor();
    const storeName = (await dialog.locator('.store-option strong').first().innerText()).trim();
    expect(await dialog.locator('.store-option').first().innerText()).toMatch(
      /In stock|ship it to this store/,
    );
    await expectAccessible(page, a11y);
    await dialog.getByRole('button', { name: `Choose this store: ${storeName}` }).click();
    await page.getByText(`will be ready at ${storeName}`).waitFor();
    expect(await page.locator('.cart-line .delivery-line').innerText()).toMatch(
      new RegExp(`(Pick up in store|Pickup point|Shipped to store): ${storeName}`),
    );
    await expectAccessible(page, a11y);

    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout\/shipping$/);
    await fillShippingStep(page);
    await submitCard(page, '4242424242424242');
    await page.waitForURL(/\/checkout\/summary$/);
    expect(await page.locator('.review-items').innerText()).toContain(storeName);
    await expectAccessible(page, a11y);
    expect(await placeOrderAndConfirm(page)).toMatch(/^RL\d{10}$/);
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: coupon, pickup search in the inline dialog, 3-D Secure on the bank page', async () => {
    const { context, page } = await newPage(harness, { javaScriptEnabled: false });
    await page.goto('/en-us/c/mens-hiking-boots-1101');
    await page.locator('.product-grid .tile-name a').first().click();
    await page.waitForURL(/\/en-us\/p\//);
    const productName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await page.locator('.size-option input:not([disabled])').first().check({ force: true });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.locator('.buy-status .notice-success').waitFor();

    await toCart(page);
    await page.getByLabel('Enter a promo code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply code' }).click();
    await page.getByText('Promo code WELCOME10 applied.').waitFor();

    await page.getByRole('link', { name: `Pick up in store: ${productName}` }).click();
    await page.getByLabel('ZIP or postal code, or city').fill('Boston');
    await page.getByRole('button', { name: 'Find stores' }).click();
    await page.locator('.store-option').first().waitFor();
    const storeName = (await page.locator('.store-option strong').first().innerText()).trim();
    await page.getByRole('button', { name: `Choose this store: ${storeName}` }).click();
    await page.getByText(`will be ready at ${storeName}`).waitFor();

    // WELCOME10 is once per shopper: another email than the first journey's.
    await page.goto('/en-us/checkout/shipping');
    await fillShippingStep(page, { email: 'no.script@example.com' });
    await submitCard(page, '4000000000003220');
    await page.waitForURL(/\/checkout\/summary$/);
    await page.getByRole('button', { name: 'Place order' }).click();
    // Without JavaScript the bank's page opens in place of the dialog and comes back to the shop.
    await page.waitForURL(/\/gateway\/v1\/3ds\//);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/);
    expect((await page.getByTestId('order-number').innerText()).trim()).toMatch(/^RL\d{10}$/);
    await context.close();
  });
});
