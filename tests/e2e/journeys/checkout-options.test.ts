import { and, eq, inArray, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addHikingBoot,
  expectAccessible,
  fillShippingStep,
  type Page,
  submitCard,
} from '../purchase-steps.ts';
import { type Harness, newPage, startHarness } from '../support.ts';

/** Checkout options: the shipping-method downgrade, holds, the order's gift option, changing the store. */

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const database = () => {
  const db = harness.server.database?.db;
  if (!db) throw new Error('the journeys need the in-process database');
  return db;
};

/** Opens the n-th hiking boot of the listing and leaves `units` of each of its sizes online. */
async function openBootWithStock(page: Page, nth: number, units: number) {
  await page.goto('/en-us/c/mens-hiking-boots-1101');
  const link = page.locator('.product-grid .tile .tile-name a').nth(nth);
  const href = (await link.getAttribute('href')) ?? '';
  const masterId = /-([A-Z0-9]{8,11})(?:\?|$)/.exec(href)?.[1] ?? '';
  const db = database();
  const upcs = db
    .select({ upc: schema.variants.upc })
    .from(schema.variants)
    .where(eq(schema.variants.productId, masterId));
  await db.update(schema.stock).set({ quantity: units }).where(inArray(schema.stock.upc, upcs));
  await page.goto(href);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return (await page.getByRole('heading', { level: 1 }).innerText()).trim();
}

async function chooseShippingMethod(page: Page, label: string) {
  await page.getByRole('radio', { name: new RegExp(label) }).check();
}

describe('checkout options', () => {
  it('falls back from express to standard when the new address is out of reach, and says so', async () => {
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    const productName = await addHikingBoot(page);
    await page.goto('/en-us/checkout/shipping');
    await page.getByLabel('Email', { exact: true }).waitFor();
    await chooseShippingMethod(page, 'Express delivery');
    await fillShippingStep(page);
    await page.goto('/en-us/checkout/shipping');
    expect(await page.getByRole('radio', { name: /Express delivery/ }).isChecked()).toBe(true);

    // Alaska: express does not go there. The shipping step stays, with the changed-delivery list.
    await page.getByLabel('City').fill('Anchorage');
    await page.getByLabel('State / province').fill('AK');
    await page.getByLabel('ZIP code').fill('99501');
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    const notice = page.locator('.notice-error').filter({ hasText: 'Express delivery does not reach' });
    await notice.waitFor();
    const text = await notice.innerText();
    expect(text).toContain('Please review your order');
    expect(text).toContain(`${productName}: express delivery → standard delivery`);
    expect(page.url()).toMatch(/\/checkout\/shipping$/);
    await expect.poll(() => page.getByRole('radio', { name: /Standard delivery/ }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('radio', { name: /Express delivery/ }).count()).toBe(0);
    await expectAccessible(page, a11y);

    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await page.waitForURL(/\/checkout\/billing$/);
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('holds the last units of a size for the shopper, with and without JavaScript, and shows until when', async () => {
    // Without JavaScript: the form posts, the notice names the time in UTC, the cart line says so too.
    const plain = await newPage(harness, { javaScriptEnabled: false });
    const name = await openBootWithStock(plain.page, 1, 2);
    await plain.page.locator('.size-option input:not([disabled])').first().check({ force: true });
    await plain.page.getByRole('button', { name: 'Add to cart' }).click();
    const added = plain.page.locator('.buy-status .notice-success');
    await added.waitFor();
    const text = await added.innerText();
    expect(text).toContain(name);
    expect(text).toMatch(/Held for you until \d{1,2}:\d{2}\s?[AP]M UTC\./);
    const until = Date.parse((await added.locator('time').getAttribute('datetime')) ?? '');
    expect((until - Date.now()) / 60_000).toBeGreaterThan(13);
    expect((until - Date.now()) / 60_000).toBeLessThanOrEqual(15);
    await plain.page.goto('/en-us/cart');
    const plainLine = plain.page.locator('.cart-line').filter({ hasText: name });
    await plainLine.locator('.hold-note').waitFor();
    expect(await plainLine.locator('.hold-note').innerText()).toMatch(/^Held for you until .+ UTC\.$/);
    expect(plain.errors).toEqual([]);
    await plain.context.close();

    // With JavaScript: picking a size with only a few left says that adding it holds it.
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    await openBootWithStock(page, 2, 3);
    await page.locator('.size-option input:not([disabled])').first().check({ force: true });
    await page.locator('.low-stock').waitFor();
    expect(await page.locator('.low-stock').innerText()).toBe(
      'Only a few left Add it now and we hold it for you for 15 minutes.',
    );
    await expectAccessible(page, a11y);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.locator('.buy-status .notice-success time').waitFor();
    expect(await page.locator('.buy-status .notice-success').innerText()).toMatch(
      /Held for you until \d{1,2}:\d{2}/,
    );
    await expectAccessible(page, a11y);
    await page.goto('/en-us/cart');
    await page.locator('.cart-line .hold-note').first().waitFor();
    expect(await page.locator('.cart-line .hold-note').count()).toBe(1);
    await expectAccessible(page, a11y);
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('confirms before moving the pickup items to another store, with and without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { context, page, errors } = await newPage(harness, { javaScriptEnabled });
      const a11y: string[] = [];
      const name = await addHikingBoot(page);
      await page.goto('/en-us/cart');
      const [first, second] = await pickupStores(page, name);
      await page.getByRole('button', { name: `Choose this store: ${first}` }).click();
      await page.getByText(`${name} will be ready at ${first}.`).waitFor();

      // The second store has none of this boot on its shelf: the confirmation says it will be shipped there.
      const href = (await page.locator('.cart-line-name a').first().getAttribute('href')) ?? '';
      await emptyShelf(second.id, /-([A-Z0-9]{8,11})(?:\?|$)/.exec(href)?.[1] ?? '');
      await pickupStores(page, name, 'Change store');
      await page.getByRole('button', { name: `Choose this store: ${second.name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Move your pickup items to ${second.name}?` });
      await dialog.waitFor();
      const text = await dialog.innerText();
      expect(text).toContain(`These items are set to ${first}. They will all go to ${second.name}:`);
      expect(text).toContain(name);
      expect(text).toContain(`Not on the shelf at ${second.name}: we ship it there, free`);
      if (javaScriptEnabled) {
        await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.textContent))
          .toBe(`Move to ${second.name}`);
        await expectAccessible(page, a11y);
      }

      // Cancel goes back to the store list, nothing moved; confirming moves the item.
      await dialog.getByRole('link', { name: 'Cancel' }).click();
      await page.locator('.store-option').first().waitFor();
      expect(await page.getByRole('dialog', { name: /Move your pickup items/ }).count()).toBe(0);
      await page.getByRole('button', { name: `Choose this store: ${second.name}` }).click();
      await dialog.getByRole('button', { name: `Move to ${second.name}` }).click();
      await page.getByText(`Your pickup items now go to ${second.name}.`).waitFor();
      expect(await page.locator('.cart-line .delivery-line').first().innerText()).toBe(
        `Shipped to store: ${second.name}`,
      );
      if (javaScriptEnabled) await expectAccessible(page, a11y);
      expect(a11y).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('adds a gift option to the order at the review step: dialog, review, confirmation and order page', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { context, page, errors } = await newPage(harness, { javaScriptEnabled });
      const a11y: string[] = [];
      await addHikingBoot(page);
      await page.goto('/en-us/checkout/shipping');
      await fillShippingStep(page, { email: `gift.${javaScriptEnabled}@example.com` });
      await submitCard(page, '4242424242424242');
      await page.waitForURL(/\/checkout\/summary$/);
      const giftCard = page.locator('.review-card').filter({ hasText: 'Gift options' });
      expect(await giftCard.innerText()).toContain('This order is not a gift.');

      await giftCard.getByRole('link', { name: 'Add gift option' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add gift option' });
      await dialog.waitFor();
      if (javaScriptEnabled) {
        await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
        await expectAccessible(page, a11y);
      }
      // Nothing chosen: said in the dialog, which stays open.
      await dialog.getByLabel('Include a gift receipt without prices').uncheck();
      await dialog.getByRole('button', { name: 'Save gift option' }).click();
      await dialog.getByText('Choose gift wrap, a gift receipt or a message.').waitFor();
      const message = dialog.getByLabel('Gift message (up to 200 characters)');
      expect(await message.getAttribute('maxlength')).toBe('200');
      await dialog.getByLabel('Gift wrap it (free)').check();
      await dialog.getByLabel('Include a gift receipt without prices').check();
      await message.fill('Happy trails, Sam!');
      await dialog.getByRole('button', { name: 'Save gift option' }).click();
      await page.getByText('Gift option saved.').waitFor();
      expect(await page.getByRole('dialog', { name: 'Add gift option' }).count()).toBe(0);
      const review = await giftCard.innerText();
      expect(review).toContain('Gift wrapped');
      expect(review).toContain('Gift receipt without prices');
      expect(review).toContain('Message: “Happy trails, Sam!”');
      if (!javaScriptEnabled) {
        expect(errors).toEqual([]);
        await context.close();
        continue;
      }
      await expectAccessible(page, a11y);

      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/);
      const confirmation = page.locator('.review-card').filter({ hasText: 'Gift options' });
      await confirmation.waitFor();
      expect(await confirmation.innerText()).toContain('Message: “Happy trails, Sam!”');
      await expectAccessible(page, a11y);

      // The order's own page shows it too.
      await page.getByRole('link', { name: 'Track or manage this order' }).click();
      await page.waitForURL(/\/en-us\/order-status\/RL\d{10}$/);
      const orderGift = page.locator('.review-card').filter({ hasText: 'Gift options' });
      await orderGift.waitFor();
      expect(await orderGift.innerText()).toContain('Gift receipt without prices');
      await expectAccessible(page, a11y);
      expect(a11y).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

/** Opens the pickup dialog of the line and finds the stores near Denver (Denver, Boulder); returns two. */
async function pickupStores(page: Page, name: string, link = 'Pick up in store') {
  await page.getByRole('link', { name: `${link}: ${name}` }).click();
  await page.getByLabel('ZIP or postal code, or city').fill('80202');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await page.locator('.store-option').nth(1).waitFor();
  const names = await page.locator('.store-option strong').allInnerTexts();
  const db = database();
  const [second] = await db.select().from(schema.stores).where(eq(schema.stores.name, names[1]!.trim()));
  return [names[0]!.trim(), { name: names[1]!.trim(), id: second!.id }] as const;
}

async function emptyShelf(storeId: string, masterId: string) {
  const db = database();
  const upcs = db
    .select({ upc: schema.variants.upc })
    .from(schema.variants)
    .where(eq(schema.variants.productId, masterId));
  await db
    .update(schema.storeStock)
    .set({ quantity: 0 })
    .where(and(eq(schema.storeStock.storeId, storeId), inArray(schema.storeStock.upc, upcs)));
}
