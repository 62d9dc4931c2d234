import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addHikingBoot,
  expectAccessible,
  fillShippingStep,
  type Page,
  submitCard,
  US_ADDRESS,
} from '../purchase-steps.ts';
import { type Harness, newPage, startHarness } from '../support.ts';
import { DEMO_PASSWORD, signIn } from './identity-support.ts';

/**
 * Place order behind the robot check (decision 039) and express checkout with a rewards voucher. The API of
 * this harness asks for a solved challenge on every order (PLACE_ORDER_CHALLENGE=always): a JavaScript
 * shopper's summary must carry the browser's solution, and a shopper without JavaScript is told what to do.
 */

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ placeOrderChallenge: 'always' });
});

afterAll(async () => {
  await harness?.close();
});

const MEMBER = 'member@ridgeline.test';

/** The demo Rewards member gets a main shipping address and a main card through the account pages. */
async function saveDefaults(page: Page, violations: string[]) {
  await page.goto('/en-us/account/addresses');
  const form = page.locator('form[aria-labelledby="new-title"]');
  await form.getByLabel('First name').fill('Robin');
  await form.getByLabel('Last name').fill('Achterberg');
  await form.getByLabel('Address', { exact: true }).fill(US_ADDRESS.addressLine1);
  await form.getByLabel('City').fill(US_ADDRESS.city);
  await form.getByLabel('State / province').fill(US_ADDRESS.province);
  await form.getByLabel('ZIP code').fill(US_ADDRESS.postalCode);
  await form.getByLabel('Phone').fill(US_ADDRESS.phone);
  await form.locator('input[name="main"]').check();
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect.poll(() => page.locator('.notice-success').innerText()).toContain('The address is saved.');
  // From the top, as a shopper reads the notice: scrolled where the form was, the new card's links sat
  // half under the sticky header, which axe counts as too small a target.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page, violations);

  await page.goto('/en-us/account/cards');
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Name on card').fill('Robin Achterberg');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Check card' }).click();
  await page.waitForURL(/gatewayToken=/);
  await page.locator('input[name="main"]').check();
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect.poll(() => page.locator('.notice-success').innerText()).toContain('Your card is saved.');
  await expect.poll(() => page.locator('.account-card .badge').first().textContent()).toBe('Main');
  await expectAccessible(page, violations);
}

/** The member's points as the account's rewards page shows them. */
async function pointsOnAccount(page: Page): Promise<number> {
  await page.goto('/en-us/account/loyalty');
  const banner = await page.locator('.programme-banner').innerText();
  return Number(/([\d,.]+) points/.exec(banner)?.[1]?.replace(/[,.]/g, '') ?? Number.NaN);
}

describe('robot check at place order', () => {
  it('signed-in express checkout with loyalty points', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await signIn(page, harness.url, MEMBER, DEMO_PASSWORD);
    await saveDefaults(page, violations);
    const pointsBefore = await pointsOnAccount(page);
    expect(pointsBefore).toBe(2400);
    await expectAccessible(page, violations);

    const productName = await addHikingBoot(page, violations);
    await page.goto('/en-us/cart');
    await page.getByRole('button', { name: 'Express checkout' }).click();
    await page.waitForURL(/\/checkout\/summary$/);
    await page.getByRole('button', { name: 'Place order' }).waitFor();
    const rewards = page.getByRole('region', { name: 'Rewards' });
    expect(await rewards.getByTestId('reward-points').innerText()).toMatch(/You have 2,?400 points\./);
    // Every tier is within reach of 2,400 points, each with its value.
    expect(await rewards.getByLabel('500 points for $5.00 off').isEnabled()).toBe(true);
    expect(await rewards.getByLabel('2000 points for $25.00 off').isEnabled()).toBe(true);
    expect(await page.locator('main').innerText()).toContain(productName);
    await expectAccessible(page, violations);
    const totalBefore = await page.locator('.payment-lines li').first().innerText();
    expect(totalBefore).toContain('•••• 4242');

    // Apply the biggest voucher, then take it off again: the card pays the rest each time.
    await rewards.getByLabel('2000 points for $25.00 off').check();
    await rewards.getByRole('button', { name: 'Use reward' }).click();
    await expect.poll(() => page.locator('.notice-success').innerText()).toContain('Your reward is applied');
    await expect
      .poll(() => page.locator('.payment-lines').first().innerText())
      .toContain('Reward (2000 points)');
    await expectAccessible(page, violations);
    await page.getByRole('button', { name: 'Remove reward' }).click();
    await expect.poll(() => page.locator('.notice-success').innerText()).toContain('The reward is removed');
    await expect.poll(() => page.locator('.payment-lines').first().innerText()).not.toContain('Reward');

    // The 1,000-point voucher pays $10.00 of the order, the main card the rest.
    await rewards.getByLabel('1000 points for $10.00 off').check();
    await rewards.getByRole('button', { name: 'Use reward' }).click();
    await expect
      .poll(() => page.locator('.payment-lines').first().innerText())
      .toContain('Reward (1000 points)');
    const lines = await page.locator('.payment-lines').first().innerText();
    expect(lines).toContain('$10.00');
    expect(lines).toContain('•••• 4242');
    await expect.poll(() => page.locator('.altcha-status').innerText()).toContain('Check complete.');
    await expectAccessible(page, violations);

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/, { timeout: 30_000 });
    const paid = await page.getByTestId('order-payments').innerText();
    expect(paid).toContain('Rewards voucher');
    expect(paid).toContain('$10.00');
    expect(paid).toContain('•••• 4242');
    await expectAccessible(page, violations);

    expect(await pointsOnAccount(page)).toBe(pointsBefore - 1000);
    await expectAccessible(page, violations);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('re-challenges when the API refuses the solution: a new check, then the order goes through', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await addHikingBoot(page);
    await page.goto('/en-us/checkout/shipping');
    await fillShippingStep(page);
    await submitCard(page, '4242424242424242');
    await page.waitForURL(/\/checkout\/summary$/);
    await expect
      .poll(() => page.locator('.altcha-status').innerText(), { timeout: 30_000 })
      .toContain('Check complete.');
    // The first place-order post carries a spoiled solution, as an expired or reused one would be.
    let spoiled = false;
    await page.route('**/checkout/summary*', async (route) => {
      const body = route.request().postData();
      if (route.request().method() !== 'POST' || spoiled || !body?.includes('altcha='))
        return route.fallback();
      spoiled = true;
      await route.continue({ postData: body.replace(/altcha=[^&]*/, 'altcha=spoiled') });
    });
    await page.getByRole('button', { name: 'Place order' }).click();
    const notice = page.locator('.notice-error').first();
    await notice.waitFor();
    expect(await notice.innerText()).toContain('We need to check again that you are not a robot');
    expect(spoiled).toBe(true);
    await expect
      .poll(() => page.locator('.altcha-status').innerText(), { timeout: 30_000 })
      .toContain('Check complete.');
    // axe measures targets in the viewport: audit the page from its top, as a shopper arrives on it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, violations);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/, { timeout: 30_000 });
    expect((await page.getByTestId('order-number').innerText()).trim()).toMatch(/^RL\d{10}$/);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, asks to turn it on when the order needs the check, and keeps the cart', async () => {
    const { context, page } = await newPage(harness, { javaScriptEnabled: false });
    const productName = await addHikingBoot(page);
    await page.goto('/en-us/checkout/shipping');
    await fillShippingStep(page);
    await submitCard(page, '4242424242424242');
    await page.waitForURL(/\/checkout\/summary$/);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/summary$/);
    const notice = page.locator('.notice-error').first();
    await notice.waitFor();
    expect(await notice.innerText()).toContain('Please turn JavaScript on and place your order again');
    expect(await notice.innerText()).toContain('Your cart is saved.');
    // Nothing was lost: the summary still lists the boot and the card, and the cart still has it.
    expect(await page.locator('main').innerText()).toContain(productName);
    expect(await page.locator('.payment-lines').first().innerText()).toContain('•••• 4242');
    await page.goto('/en-us/cart');
    expect(await page.locator('.cart-line').first().innerText()).toContain(productName);
    await context.close();
  });
});
