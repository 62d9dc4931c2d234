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

/** Issue 15: an order left waiting for 3-D Secure, a declined card on billing, a cart gift message on review. */

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** From the cart to the bank's challenge dialog with the 3-D Secure test card; the order's number. */
async function leaveAtTheChallenge(page: Page, email: string): Promise<string> {
  await page.goto('/en-us/checkout/shipping');
  await fillShippingStep(page, { email });
  await submitCard(page, '4000000000003220');
  await page.waitForURL(/\/checkout\/summary$/);
  await waitForPaymentDialogs(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('dialog', { name: 'Confirm your payment with your bank' }).waitFor();
  await page.frameLocator('.gateway-frame').getByRole('button', { name: 'Confirm payment' }).waitFor();
  // The email sent when the order went pending, read in another tab: the challenge stays open here.
  const mailbox = await page.context().newPage();
  await mailbox.goto('/en-us/mailbox');
  const mail = mailbox.locator('.mailbox-message', { hasText: email }).first();
  await mail.waitFor();
  const subject = await mail.getByRole('heading').innerText();
  await mailbox.close();
  const match = /^Finish paying for your Ridgeline order (RL\d{10})$/.exec(subject.trim());
  if (!match) throw new Error(`No pending email for ${email}: ${subject}`);
  return match[1]!;
}

/** The order page's timeline as a screen reader reads it (with its visually hidden states). */
const timelineText = async (page: Page) =>
  ((await page.getByRole('region', { name: 'Order progress' }).textContent()) ?? '').replace(/\s+/g, ' ');

describe('an order left waiting for 3-D Secure', () => {
  it('closing the browser at the challenge: the cart offers it back, and cancelling refills the cart', async () => {
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    const productName = await addHikingBoot(page);
    const orderNumber = await leaveAtTheChallenge(page, 'closed.browser@example.com');
    // The shopper closes the browser in the middle of the challenge and comes back later.
    await page.close();
    const again = await context.newPage();
    again.on('pageerror', (error) => errors.push(error.message));
    await again.goto('/en-us/cart');
    const pending = again.getByRole('region', { name: new RegExp(`Order ${orderNumber} is waiting`) });
    await pending.waitFor();
    expect(await pending.innerText()).toContain(
      `Order ${orderNumber} is waiting for you to confirm the payment with your bank.`,
    );
    await pending.getByRole('link', { name: `Complete payment for order ${orderNumber}` }).waitFor();
    await expectAccessible(again, a11y);

    await pending.getByRole('link', { name: `Cancel order ${orderNumber}` }).click();
    await again.waitForURL(/\?cancel=confirm$/);
    expect(await again.getByTestId('order-status').innerText()).toBe(
      'Status: Awaiting payment authentication',
    );
    const timeline = await timelineText(again);
    expect(timeline).toContain('Waiting for payment authentication (awaiting authentication)');
    expect(timeline).not.toContain('(done)');
    await expectAccessible(again, a11y);
    const confirm = again.getByRole('region', { name: 'Cancel this order?' });
    await confirm.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await again.waitForURL(/\/en-us\/cart$/);
    expect(await again.locator('.notice-success').first().innerText()).toBe(
      `Order ${orderNumber} is cancelled and its items are back in your cart.`,
    );
    expect(await again.locator('.cart-line').innerText()).toContain(productName);
    expect(await again.getByRole('region', { name: /is waiting for you/ }).count()).toBe(0);
    await expectAccessible(again, a11y);
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the email link opens it in another browser, which finishes paying at the bank', async () => {
    const first = await newPage(harness);
    await addHikingBoot(first.page);
    const orderNumber = await leaveAtTheChallenge(first.page, 'email.resume@example.com');
    await first.context.close();

    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    await page.goto('/en-us/mailbox');
    const mail = page.locator('.mailbox-message', { hasText: `order ${orderNumber}` }).first();
    const link = /\/en-us\/order-status\/RL\d{10}\?st=[^\s"<]+/.exec(await mail.innerText())?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    // The token stays in the browser's order cookie, not in the address bar.
    await page.waitForURL(new RegExp(`/en-us/order-status/${orderNumber}$`));
    expect(await page.getByTestId('order-status').innerText()).toBe(
      'Status: Awaiting payment authentication',
    );
    expect(await timelineText(page)).not.toContain('(done)');
    await expectAccessible(page, a11y);
    await page.getByRole('link', { name: `Complete payment for order ${orderNumber}` }).click();
    await page.waitForURL(/\/gateway\/v1\/3ds\//);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/);
    expect((await page.getByTestId('order-number').innerText()).trim()).toBe(orderNumber);
    await expectAccessible(page, a11y);
    await page.goto(`/en-us/order-status/${orderNumber}`);
    expect(await page.getByTestId('order-status').innerText()).toBe('Status: Placed');
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('billing and review', () => {
  it('a declined card leaves the billing step, and its message stays until the shopper acts', async () => {
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    await addHikingBoot(page);
    await page.goto('/en-us/checkout/shipping');
    await fillShippingStep(page, { email: 'declined.card@example.com' });
    await submitCard(page, '4000000000000002');
    await page.waitForURL(/\/checkout\/summary$/);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/billing$/);
    const declined = errorMessage('PAY400', 'en-us');
    const payment = page.getByRole('region', { name: 'Payment', exact: true });
    const expectDeclineStep = async () => {
      expect(await page.locator('.notice-error').first().innerText()).toContain(declined);
      // The declined card is gone: no "Visa ending 0002" and no way on to the summary with it.
      expect(await payment.getByText(/ending 0002/).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Continue to summary' }).count()).toBe(0);
    };
    await expectDeclineStep();
    await expectAccessible(page, a11y);
    // A reload (or coming back to the step) still says why.
    await page.reload();
    await expectDeclineStep();

    await submitCard(page, '4242424242424242');
    await page.waitForURL(/\/checkout\/summary$/);
    await page.goto('/en-us/checkout/billing');
    expect(await page.locator('.notice-error').count()).toBe(0);
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a gift message added in the cart shows on the review step', async () => {
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    await addHikingBoot(page);
    await page.goto('/en-us/cart');
    const line = page.locator('.cart-line').first();
    await line.getByText('Add a gift message').click();
    await line.getByLabel('To', { exact: true }).fill('Sam');
    await line.getByLabel('Message (optional)').fill('Happy trails');
    await line.getByRole('button', { name: 'Save gift message' }).click();
    await line.getByText('Gift message saved.').waitFor();

    await page.goto('/en-us/checkout/shipping');
    await fillShippingStep(page, { email: 'cart.gift@example.com' });
    await submitCard(page, '4242424242424242');
    await page.waitForURL(/\/checkout\/summary$/);
    const gift = page.getByRole('region', { name: 'Gift options' });
    const text = await gift.innerText();
    expect(text).toContain('Gift for Sam: “Happy trails”');
    expect(text).not.toContain('This order is not a gift.');
    await expectAccessible(page, a11y);
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
