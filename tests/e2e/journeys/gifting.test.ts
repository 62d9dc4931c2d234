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

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** The gift card number in the newest e-gift email to `to`, read in the development mailbox. */
async function giftCardNumberFromMailbox(page: Page, to: string): Promise<string> {
  await page.goto('/en-us/mailbox');
  const message = page.locator('.mailbox-message', { hasText: to }).first();
  await message.waitFor();
  const text = await message.innerText();
  const match = /Gift card number: ([0-9A-F ]{39})/.exec(text);
  if (!match) throw new Error(`No gift card number in the mailbox for ${to}: ${text}`);
  return match[1]!.replace(/ /g, '');
}

describe('e-gift cards', () => {
  it('buys an e-gift card as a guest, the recipient redeems it, and the buyer resends its email', async () => {
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];

    // From the footer to the e-gift card; the form answers at its fields.
    await page.goto('/en-us');
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'E-gift cards' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Ridgeline E-Gift Card' }).waitFor();
    await expectAccessible(page, a11y);
    await page.getByRole('button', { name: 'Add e-gift card to cart' }).click();
    await page.locator('#egift-recipientName-error').waitFor();
    expect(await page.locator('#egift-recipientName-error').innerText()).toBe('Enter this information');
    expect(await page.locator('#egift-recipientEmail-error').innerText()).toBe('Enter this information');
    expect(await page.locator('#egift-senderName-error').innerText()).toBe('Enter this information');
    await expectAccessible(page, a11y);

    await page.getByLabel('Another amount').check();
    await page.getByLabel('Amount ($10.00 to $500.00)').fill('5');
    await page.getByLabel('Recipient’s name').fill('Sam');
    await page.getByLabel('Recipient’s email').fill('sam.gift@example');
    await page.getByLabel('Your name').fill('Alex');
    await page.getByLabel('Message (optional)').fill('Happy trails!');
    await page.getByRole('button', { name: 'Add e-gift card to cart' }).click();
    await expect
      .poll(() => page.locator('#egift-customAmount-error').innerText())
      .toBe('Enter an amount from $10.00 to $500.00');
    expect(await page.locator('#egift-recipientEmail-error').innerText()).toBe(
      'Enter an email address such as name@example.com',
    );
    await page.getByLabel('Another amount').check();
    await page.getByLabel('Amount ($10.00 to $500.00)').fill('300');
    await page.getByLabel('Recipient’s email').fill('sam.gift@example.com');
    await page.getByRole('button', { name: 'Add e-gift card to cart' }).click();
    await page.getByText('The e-gift card of $300.00 for Sam is in your cart.').waitFor();
    await expectAccessible(page, a11y);

    // Only e-gift cards: checkout goes straight to billing, which asks the email.
    await page.goto('/en-us/checkout');
    await page.waitForURL(/\/checkout\/billing$/);
    expect(await page.locator('nav.steps').innerText()).not.toContain('Shipping');
    const billing = page.locator('.billing-address');
    await billing.getByLabel('Email for your order confirmation').fill(US_ADDRESS.email);
    await billing.getByLabel('First name').fill(US_ADDRESS.firstName);
    await billing.getByLabel('Last name').fill(US_ADDRESS.lastName);
    await billing.getByLabel('Address', { exact: true }).fill(US_ADDRESS.addressLine1);
    await billing.getByLabel('City').fill(US_ADDRESS.city);
    await billing.getByLabel('State / province').fill(US_ADDRESS.province);
    await billing.getByLabel('ZIP code').fill(US_ADDRESS.postalCode);
    await billing.getByLabel('Phone').fill(US_ADDRESS.phone);
    await page.getByRole('button', { name: 'Save billing address' }).click();
    await page.getByText('Billing address saved.').waitFor();
    await expectAccessible(page, a11y);
    await submitCard(page, '4242424242424242');
    await page.waitForURL(/\/checkout\/summary$/);
    expect(await page.locator('.review-items').innerText()).toContain('For Sam (sam.gift@example.com)');
    // An e-gift card has no colour or size to show.
    expect(await page.locator('.review-items').innerText()).not.toContain('Size');
    await expectAccessible(page, a11y);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/);
    const giftOrder = (await page.getByTestId('order-number').innerText()).trim();
    const line = page.locator('.egift-line');
    expect(await line.innerText()).toContain('For Sam (sam.gift@example.com)');
    expect(await line.innerText()).toContain('From Alex');
    await line.getByRole('button', { name: 'Resend e-gift email' }).waitFor();
    await expectAccessible(page, a11y);

    // The recipient's email, in the development mailbox.
    const number = await giftCardNumberFromMailbox(page, 'sam.gift@example.com');
    expect(
      await page.locator('.mailbox-message', { hasText: 'sam.gift@example.com' }).first().innerText(),
    ).toContain('Happy trails!');
    await expectAccessible(page, a11y);

    // The code pays for a pair of boots.
    await addHikingBoot(page, a11y);
    await page.goto('/en-us/checkout/shipping');
    await fillShippingStep(page);
    await page.getByLabel('Gift card code').fill(number);
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await page.getByText('Gift card applied.').waitFor();
    await page.getByRole('link', { name: 'Continue to summary' }).click();
    await page.waitForURL(/\/checkout\/summary$/);
    expect(await page.locator('.payment-lines').innerText()).toContain('Gift card');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/);
    expect((await page.getByTestId('order-number').innerText()).trim()).not.toBe(giftOrder);

    // Back on the e-gift order's page: resend to a corrected address (a plain form).
    await page.goto(`/en-us/order-status/${giftOrder}`);
    const resend = page.locator('.egift-resend');
    await resend.getByLabel('Send to (you can correct the address)').fill('sam.correct@example.com');
    await resend.getByRole('button', { name: 'Resend e-gift email' }).click();
    await page
      .getByText(
        'The e-gift email was sent again to sam.correct@example.com. The earlier number no longer works.',
      )
      .waitFor();
    expect(await page.locator('.egift-line').innerText()).toContain('For Sam (sam.correct@example.com)');
    await expectAccessible(page, a11y);
    const reKeyed = await giftCardNumberFromMailbox(page, 'sam.correct@example.com');
    expect(reKeyed).not.toBe(number);

    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
