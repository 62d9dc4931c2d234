import { errorMessage } from '@ridgeline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHikingBoot, expectAccessible, fillShippingStep, submitCard } from '../purchase-steps.ts';
import { type Harness, newPage, startHarness } from '../support.ts';
import { DEMO_PASSWORD, signIn } from './identity-support.ts';

/** Reward codes at the checkout payment step (decision 044); demo data in docs/demo-data.md. */

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

describe('reward payments', () => {
  it('the Rewards member pays part of an order with a reward code, the card the rest', async () => {
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    await signIn(page, harness.url, 'member@ridgeline.test', DEMO_PASSWORD);
    await addHikingBoot(page, a11y);
    await page.goto('/en-us/checkout/shipping');
    await fillShippingStep(page);

    const section = page.getByRole('region', { name: 'Reward codes, reward card and athlete payment' });
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
});
