import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, fillShippingStep, submitCard } from '../purchase-steps.ts';
import { type Harness, newPage, startHarness } from '../support.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const CRESTONE = '/en-us/p/crestone-backpacking-boot-mens-RL100002';
const DESIGN = 'Your design: Upper: Ember red · Laces: Yellow · Heel tab: Black · Monogram: JR';

describe('customs', () => {
  it('designs a boot without JavaScript, sees the design in the cart, and orders it made to order', async () => {
    const a11y: string[] = [];
    // The customise form, checked with axe (which needs JavaScript).
    const js = await newPage(harness);
    await js.page.goto(CRESTONE);
    await js.page
      .locator('form.customs-form')
      .getByRole('heading', { name: 'Customise this boot' })
      .waitFor();
    await expectAccessible(js.page, a11y);
    await js.context.close();

    // Without JavaScript: the form answers at the size, then adds the design and opens the cart.
    const noJs = await newPage(harness, { javaScriptEnabled: false });
    const page = noJs.page;
    await page.goto(CRESTONE);
    const form = page.locator('form.customs-form');
    await form.getByRole('button', { name: 'Add my design to cart' }).click();
    await page.locator('#customs-size-error').waitFor();
    expect(await page.locator('#customs-size-error').innerText()).toBe('Choose a size');
    await form.getByLabel('Size').selectOption({ index: 1 });
    await form.getByLabel('Upper').selectOption({ label: 'Ember red' });
    await form.getByLabel('Laces').selectOption({ label: 'Yellow' });
    await form.getByLabel('Heel tab').selectOption({ label: 'Black' });
    await form.getByLabel('Monogram (optional, up to 3 letters A–Z)').fill('jr');
    await form.getByRole('button', { name: 'Add my design to cart' }).click();
    await page.waitForURL(/\/en-us\/cart$/);
    await page.locator('.cart-line', { hasText: 'Crestone Backpacking Boot' }).getByText(DESIGN).waitFor();

    // With JavaScript in the same session: the cart, then checkout; the design travels to the order.
    const shopper = await newPage(harness, { storageState: await noJs.context.storageState() });
    await noJs.context.close();
    await shopper.page.goto('/en-us/cart');
    const line = shopper.page.locator('.cart-line', { hasText: 'Crestone Backpacking Boot' });
    await line.getByText(DESIGN).waitFor();
    await line.getByText('Made to order, ships in 3–4 weeks').waitFor();
    await expectAccessible(shopper.page, a11y);
    await shopper.page.goto('/en-us/checkout/shipping');
    await fillShippingStep(shopper.page);
    await submitCard(shopper.page, '4242424242424242');
    await shopper.page.waitForURL(/\/checkout\/summary$/);
    await shopper.page.getByText(DESIGN).first().waitFor();
    await expectAccessible(shopper.page, a11y);
    await shopper.page.getByRole('button', { name: 'Place order' }).click();
    await shopper.page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/, { timeout: 60_000 });
    await shopper.page.getByText(DESIGN).first().waitFor();
    await expectAccessible(shopper.page, a11y);
    expect(a11y).toEqual([]);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  }, 400_000);
});
