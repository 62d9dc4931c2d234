import { errorMessage } from '@ridgeline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHikingBoot, expectAccessible, fillShippingStep, submitCard } from '../purchase-steps.ts';
import { type Harness, newPage, startHarness } from '../support.ts';
import { DEMO_PASSWORD, signIn } from './identity-support.ts';

/** Reward codes, the reward card and athlete payment at the checkout payment step (decision 044); demo data in docs/demo-data.md. */

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** Signs in, puts a hiking boot in the cart and fills the shipping step: the page is on the billing step. */
async function paymentStepAs(email: string) {
  const { context, page, errors } = await newPage(harness);
  const a11y: string[] = [];
  await signIn(page, harness.url, email, DEMO_PASSWORD);
  await addHikingBoot(page, a11y);
  await page.goto('/en-us/checkout/shipping');
  await fillShippingStep(page);
  const section = page.getByRole('region', { name: 'Reward codes, reward card and athlete payment' });
  return { context, page, errors, a11y, section };
}

describe('reward payments', () => {
  it('the Rewards member pays part of an order with a reward code, the card the rest', async () => {
    const { context, page, errors, a11y, section } = await paymentStepAs('member@ridgeline.test');
    // A used code: the message shows at the input.
    await section.getByLabel('Reward code').fill('RW-P4R9-S6V2-E8A5');
    await section.getByRole('button', { name: 'Apply reward code' }).click();
    await page.locator('#reward-code-error').waitFor();
    expect(await page.locator('#reward-code-error').innerText()).toBe(errorMessage('REW410', 'en-us'));
    await expectAccessible(page, a11y);

    await section.getByLabel('Reward code').fill('rw-k7m2-q9x4-t8c3');
    await section.getByRole('button', { name: 'Apply reward code' }).click();
    await page.getByText('Applied to your order.').waitFor();
    expect(await section.locator('.applied-list').innerText()).toContain('Reward code •••• T8C3');
    expect(await page.locator('.payment-lines').innerText()).toContain('Reward code •••• T8C3');
    await expectAccessible(page, a11y);

    await submitCard(page, '4242424242424242');
    await page.waitForURL(/\/checkout\/summary$/);
    const payment = await page.locator('.payment-lines').innerText();
    expect(payment).toContain('Reward code •••• T8C3');
    expect(payment).toContain('$15.00');
    expect(payment).toContain('•••• 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Thank you for your order');
    expect(await page.getByTestId('order-payments').innerText()).toContain('Reward code •••• T8C3');
    await expectAccessible(page, a11y);
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
  it('the Rewards member pays with the reward card after a wrong number, the card the rest', async () => {
    const { context, page, errors, a11y, section } = await paymentStepAs('member@ridgeline.test');
    // A number that is not the member's card: the message shows at the input, and nothing is applied.
    await section.getByLabel('Reward card').fill('7A3E 5C91 B2D8 4F06 A1C3 E5B7 D9F2 9999');
    await section.getByRole('button', { name: 'Apply reward card' }).click();
    await page.locator('#reward-card-number-error').waitFor();
    expect(await page.locator('#reward-card-number-error').innerText()).toBe(errorMessage('REW130', 'en-us'));
    expect(await section.locator('.applied-list').count()).toBe(0);

    await section.getByLabel('Reward card').fill('7A3E 5C91 B2D8 4F06 A1C3 E5B7 D9F2 0468');
    await section.getByRole('button', { name: 'Apply reward card' }).click();
    await page.getByText('Applied to your order.').waitFor();
    expect(await section.locator('.applied-list').innerText()).toContain('Reward card •••• 0468');
    await expectAccessible(page, a11y);

    await submitCard(page, '4242424242424242');
    await page.waitForURL(/\/checkout\/summary$/);
    const payment = await page.locator('.payment-lines').innerText();
    expect(payment).toContain('Reward card •••• 0468');
    expect(payment).toContain('$40.00');
    expect(payment).toContain('•••• 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/);
    expect(await page.getByTestId('order-payments').innerText()).toContain('Reward card •••• 0468');
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the athlete pays a whole order with the allowance, no card needed', async () => {
    const { context, page, errors, a11y, section } = await paymentStepAs('athlete@ridgeline.test');
    await section.getByRole('button', { name: 'Pay with my athlete allowance' }).click();
    await page.getByText('Applied to your order.').waitFor();
    // The allowance pays the whole order and says what is left of its 820.00 after it.
    const applied = await section.locator('.applied-list').innerText();
    expect(applied).toContain('Athlete allowance');
    const [, pays, left] = applied.match(/pays \$([\d,.]+), \$([\d,.]+) of the allowance left/) ?? [];
    const cents = (amount: string | undefined) =>
      Math.round(Number((amount ?? 'NaN').replace(/,/g, '')) * 100);
    expect(cents(pays) + cents(left)).toBe(82_000);
    await expectAccessible(page, a11y);

    // Nothing is left to pay: the shopper goes on without the card form.
    await page.getByRole('link', { name: 'Continue to summary' }).click();
    await page.waitForURL(/\/checkout\/summary$/);
    expect(await page.locator('.payment-lines').innerText()).toContain('Athlete allowance');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Thank you for your order');
    expect(await page.getByTestId('order-payments').innerText()).toContain('Athlete allowance');
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
