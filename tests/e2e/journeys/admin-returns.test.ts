import { operators, orders } from '@ridgeline/commerce';
import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeGuestOrder, US_ADDRESS } from '../purchase-steps.ts';
import { type Harness, newPage, seriousViolations, signInToBackOffice, startHarness } from '../support.ts';

const SERVICE = { email: 'returns@ridgeline.test', name: 'Rita Returns', password: 'Helpdesk2026ok' };

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
  await operators.createOperator(
    database(),
    { type: 'cli', id: 'cli:journey' },
    { ...SERVICE, role: 'customer-service' },
  );
});

afterAll(async () => {
  await harness?.close();
});

const database = () => {
  const db = harness.server.database?.db;
  if (!db) throw new Error('the journeys need the in-process database');
  return db;
};

async function onlineStock(upc: string) {
  const [row] = await database().select().from(schema.stock).where(eq(schema.stock.upc, upc));
  return row!.quantity;
}

describe('returns in the back-office', () => {
  it('customer service takes a return on a shipped order: authorise, receive with restock, refund', async () => {
    const violations: string[] = [];
    const email = 'sends.back@example.com';
    const shopper = await newPage(harness);
    const { orderNumber, productName } = await placeGuestOrder(shopper.page, { ...US_ADDRESS, email });
    await orders.advanceFulfilment(database(), orderNumber, 'shipped', { tracking: '1Z999AA10123456784' });
    // The shopper makes a prepaid return label: its RMA reference is what the parcel will carry.
    await shopper.page.getByRole('link', { name: 'Track or manage this order' }).click();
    await shopper.page.getByTestId('order-status').waitFor();
    await Promise.all([
      shopper.page.waitForEvent('download'),
      shopper.page.getByRole('button', { name: 'Download a return label (PDF)' }).click(),
    ]);
    const timeline = await orders.orderTimeline(database(), orderNumber);
    const reference = timeline.find((event) => event.type === 'return_label_created')!.data.reference!;
    expect(reference).toMatch(/^RMA-/);
    await shopper.context.close();

    const { context, page, errors } = await newPage(harness);
    await signInToBackOffice(page, SERVICE);
    await page.goto(`/admin/orders/${orderNumber}`);
    await expect.poll(() => page.locator('h1').innerText()).toBe(`Order ${orderNumber}`);
    const returns = page.getByRole('region', { name: 'Returns', exact: true });
    expect(await returns.locator('.empty-state').first().innerText()).toBe('No returns for this order yet.');
    violations.push(...(await seriousViolations(page)));

    // Authorise: nothing chosen is refused on the form; then one unit, too small, with the shopper's label.
    const authorise = page.getByRole('form', { name: 'Authorise a return' });
    await authorise.getByRole('button', { name: 'Authorise the return' }).click();
    await expect
      .poll(() => authorise.locator('.notice-error').innerText())
      .toBe('Choose at least one unit to return.');
    await authorise.getByRole('spinbutton', { name: new RegExp(`^Units of ${productName}`) }).fill('1');
    await authorise
      .getByRole('combobox', { name: `Reason for ${productName}` })
      .selectOption({ label: 'Too small' });
    expect(await authorise.getByLabel('Shopper’s return label', { exact: true }).inputValue()).toBe(
      reference,
    );
    await authorise.getByRole('button', { name: 'Authorise the return' }).click();
    await expect
      .poll(() => page.locator('.notice-success').first().innerText())
      .toBe(`Return ${reference} is authorised; the shopper is emailed.`);
    const table = page.getByRole('table', { name: 'Returns of this order' });
    await expect.poll(() => table.getByTestId('return-status').innerText()).toBe('Authorised');
    expect(await table.innerText()).toContain(`1 × ${productName}`);
    // Everything shipped is in a return now.
    expect(await returns.innerText()).toContain('Nothing can be returned');
    violations.push(...(await seriousViolations(page)));

    // Receive: unopened, back into the warehouse's online stock.
    const upc = (
      await database().select().from(schema.orderItems).where(eq(schema.orderItems.orderNumber, orderNumber))
    )[0]!.upc;
    const stockBefore = await onlineStock(upc);
    const receive = page.getByRole('form', { name: `Receive return ${reference}` });
    await receive
      .getByRole('combobox', { name: `Condition of ${productName}` })
      .selectOption({ label: 'Unopened' });
    await receive
      .getByRole('combobox', { name: `What to do with ${productName}` })
      .selectOption({ label: 'Restock' });
    await receive
      .getByRole('combobox', { name: `Where ${productName} is received` })
      .selectOption({ label: 'Warehouse (online stock)' });
    await receive.getByRole('button', { name: 'Receive the return' }).click();
    await expect
      .poll(() => page.locator('.notice-success').first().innerText())
      .toBe(`Return ${reference} is received.`);
    await expect.poll(() => table.getByTestId('return-status').innerText()).toBe('Received');
    expect(await table.innerText()).toContain('restocked at Warehouse (online stock) (Unopened)');
    expect(await onlineStock(upc)).toBe(stockBefore + 1);
    violations.push(...(await seriousViolations(page)));

    // Refund, after confirming: what the line cost comes back (its price and tax, not the shipping).
    const refundable = await page.getByTestId('refundable').innerText();
    await page.getByRole('button', { name: 'Refund the return' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`for return ${reference}\\?`) });
    await dialog.waitFor();
    violations.push(...(await seriousViolations(page)));
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await table.getByTestId('return-status').innerText()).toBe('Received');
    await page.getByRole('button', { name: 'Refund the return' }).click();
    await dialog.getByRole('button', { name: 'Refund the return' }).click();
    await expect
      .poll(() => page.locator('.notice-success').first().innerText())
      .toMatch(new RegExp(`^\\$\\d+\\.\\d{2} refunded for return ${reference}\\.$`));
    await expect.poll(() => table.getByTestId('return-status').innerText()).toBe('Refunded');
    expect(await page.getByTestId('refundable').innerText()).not.toBe(refundable);
    const [payment] = await database()
      .select()
      .from(schema.orderPayments)
      .where(eq(schema.orderPayments.orderNumber, orderNumber));
    const [order] = await database()
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, orderNumber));
    const [line] = await database()
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderNumber, orderNumber));
    // One line: what it cost after discount, with its share of the tax (shipping's share stays).
    const { totalDiscount, shipping, tax, taxIncluded } = order!.totals;
    const net = line!.rowTotal - totalDiscount;
    const expected = Math.round(net + (taxIncluded ? 0 : (tax * net) / (net + shipping)));
    expect(payment!.refundedAmount).toBe(expected);
    // The order shows it: the steps, the timeline and the emails the shopper was sent.
    expect(await table.innerText()).toContain(`Refunded`);
    const orderTimeline = await page.locator('.admin-timeline').innerText();
    for (const step of ['return_authorised', 'return_received', 'return_refunded'])
      expect(orderTimeline).toContain(step);
    const emails = await page.getByRole('table', { name: 'Emails sent' }).innerText();
    expect(emails).toContain(`Your return ${reference} for order ${orderNumber} is authorised`);
    expect(emails).toContain(`Your return ${reference} is refunded`);
    expect(await page.getByRole('button', { name: 'Refund the return' }).count()).toBe(0);
    violations.push(...(await seriousViolations(page)));
    expect(errors).toEqual([]);
    await context.close();
    expect(violations).toEqual([]);
  });

  // axe needs JavaScript in the page: the same forms are checked with it above.
  it('works without JavaScript: a write-off needs its reason, and the refund is confirmed as a page state', async () => {
    const shopper = await newPage(harness);
    const { orderNumber, productName } = await placeGuestOrder(shopper.page, {
      ...US_ADDRESS,
      email: 'no.script.return@example.com',
    });
    await shopper.context.close();
    await orders.advanceFulfilment(database(), orderNumber, 'shipped', { tracking: '1Z999AA10123456785' });
    const upc = (
      await database().select().from(schema.orderItems).where(eq(schema.orderItems.orderNumber, orderNumber))
    )[0]!.upc;

    const { context, page, errors } = await newPage(harness, { javaScriptEnabled: false, width: 820 });
    await signInToBackOffice(page, SERVICE);
    await page.goto(`/admin/orders/${orderNumber}`);
    const authorise = page.getByRole('form', { name: 'Authorise a return' });
    await authorise.getByRole('spinbutton', { name: new RegExp(`^Units of ${productName}`) }).fill('1');
    await authorise
      .getByRole('combobox', { name: `Reason for ${productName}` })
      .selectOption({ label: 'Defective' });
    // No label from the shopper: a new reference is made.
    await authorise.getByRole('button', { name: 'Authorise the return' }).click();
    const notice = await page.locator('.notice-success').first().innerText();
    const reference = /Return (RMA-\S+) is authorised/.exec(notice)![1]!;

    const stockBefore = await onlineStock(upc);
    const receive = page.getByRole('form', { name: `Receive return ${reference}` });
    await receive
      .getByRole('combobox', { name: `Condition of ${productName}` })
      .selectOption({ label: 'Damaged' });
    await receive
      .getByRole('combobox', { name: `What to do with ${productName}` })
      .selectOption({ label: 'Write off' });
    await receive.getByRole('button', { name: 'Receive the return' }).click();
    const again = page.getByRole('form', { name: `Receive return ${reference}` });
    expect(await again.locator('.field-error').innerText()).toBe('Choose why the units are written off.');
    await again
      .getByRole('combobox', { name: `Condition of ${productName}` })
      .selectOption({ label: 'Damaged' });
    await again
      .getByRole('combobox', { name: `What to do with ${productName}` })
      .selectOption({ label: 'Write off' });
    await again
      .getByRole('combobox', { name: `Write-off reason for ${productName}` })
      .selectOption({ label: 'Defective' });
    await again.getByRole('button', { name: 'Receive the return' }).click();
    expect(await page.locator('.notice-success').first().innerText()).toBe(
      `Return ${reference} is received.`,
    );
    const table = page.getByRole('table', { name: 'Returns of this order' });
    expect(await table.innerText()).toContain('written off at Warehouse (online stock): Defective (Damaged)');
    // Written off: the units do not go back on sale.
    expect(await onlineStock(upc)).toBe(stockBefore);

    await page.getByRole('link', { name: 'Refund the return' }).click();
    await page.waitForURL((url) => url.searchParams.get('confirmReturn')?.startsWith('refund:') ?? false);
    const confirm = page.getByRole('region', { name: new RegExp(`for return ${reference}\\?`) });
    await confirm.getByRole('button', { name: 'Refund the return' }).click();
    expect(await page.locator('.notice-success').first().innerText()).toMatch(
      new RegExp(`refunded for return ${reference}\\.$`),
    );
    expect(await table.getByTestId('return-status').innerText()).toBe('Refunded');
    expect(errors).toEqual([]);
    await context.close();
  });
});
