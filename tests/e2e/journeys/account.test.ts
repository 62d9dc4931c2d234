import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHikingBoot } from '../purchase-steps.ts';
import { type Harness, newPage, seriousViolations, startHarness } from '../support.ts';
import {
  closeWithEscape,
  DEMO_PASSWORD,
  EMPLOYEE_PASSWORD,
  modalDialog,
  signIn,
} from './identity-support.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

type Page = Awaited<ReturnType<typeof newPage>>['page'];

async function audit(page: Page, violations: string[]) {
  violations.push(...(await seriousViolations(page)));
}

async function openFirstJacket(page: Page) {
  await page.goto('/en-us/search?q=jacket');
  await page.locator('.product-grid .tile-name a').first().click();
  await page.waitForURL(/\/en-us\/p\//);
  return (await page.locator('#product-title').innerText()).trim();
}

describe('account journeys', () => {
  it('keeps favorites from the product page, then removes them', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    const name = await openFirstJacket(page);
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await expect.poll(() => page.locator('.favorite-status').innerText()).toContain('is in your favorites');
    await audit(page, violations);

    await page.goto('/en-us/favorites');
    await expect.poll(() => page.locator('.favorite-name').allInnerTexts()).toEqual([name]);
    await audit(page, violations);
    await page.getByRole('button', { name: 'Share my list' }).click();
    const shareUrl = await page.locator('#share-url').inputValue();
    expect(shareUrl).toMatch(/\/en-us\/favorites\/shared\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{22}$/);

    await page.getByRole('button', { name: `Remove ${name} from favorites` }).click();
    await expect.poll(() => page.locator('.empty-state').count()).toBe(1);
    await audit(page, violations);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a message to customer service from the contact page', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await page.goto('/en-us/help/contact-us');
    await audit(page, violations);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.locator('.error-summary li').count()).toBeGreaterThan(2);
    await audit(page, violations);

    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Hale');
    await page.getByLabel('Email', { exact: true }).fill('robin.hale@example.com');
    await page.getByLabel('Topic').selectOption({ label: 'Sizing advice' });
    await page.getByLabel('Your message').fill('Do the trail boots run small?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => page.locator('.notice-success').innerText())
      .toContain('Your message has reached us');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('accepts the employee terms once, in a dialog that blocks until accepted', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await signIn(page, harness.url, 'employee@ridgeline.test', EMPLOYEE_PASSWORD);
    const dialog = page.getByRole('dialog', { name: 'Employee discount terms' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await audit(page, violations);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'I accept the terms' }).click();
    await expect.poll(() => page.locator('dialog.account-dialog').count()).toBe(0);
    await page.goto('/en-us/account');
    expect(await page.locator('dialog.account-dialog').count()).toBe(0);
    await expect.poll(() => page.locator('.programme-banner').innerText()).toContain('Employee discount');
    await audit(page, violations);
    // Favorites are off for a connected employee.
    await openFirstJacket(page);
    expect(await page.getByRole('button', { name: 'Add to favorites' }).count()).toBe(0);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sells in store for a guest, then a looked-up customer, never with the associate’s own benefits', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await page.goto('/en-us/associate-login');
    await audit(page, violations);
    const store = page.getByLabel('Store');
    await store.selectOption('ST0001');
    const storeName = (await store.locator('option:checked').innerText()).replace(/ \(.*\)$/, '');
    await page.getByRole('button', { name: 'Show associates' }).click();
    await page.waitForURL(/storeId=ST\d{4}/);
    const associate = page.getByLabel('Associate');
    const employeeName = (await associate.locator('option').nth(1).innerText()).replace(/ \(.*\)$/, '');
    await associate.selectOption({ index: 1 });
    await page.getByLabel('Staff email').fill('employee2@ridgeline.test');
    await page.getByLabel('Password').fill(EMPLOYEE_PASSWORD);
    await audit(page, violations);
    await page.getByRole('button', { name: 'Start session' }).click();
    // The associate sells for a shopper (decision 090): a guest first, never as themselves, so there is no
    // employee-terms dialog and no employee discount.
    await page.waitForURL(/\/en-us\/associate-login$/);
    await expect
      .poll(() => page.locator('main').innerText())
      .toContain('Selling for a guest. Nothing of your own account applies');
    expect(await page.locator('dialog.account-dialog').count()).toBe(0);
    await audit(page, violations);
    const banner = page.getByRole('region', { name: 'Buy-in-store session' });
    await expect.poll(() => banner.innerText()).toContain(`${storeName}, served by ${employeeName}`);
    expect(await banner.innerText()).toContain('Selling for a guest');

    await addHikingBoot(page, violations);
    await page.goto('/en-us/cart');
    await page.locator('.cart-lines li').first().waitFor();
    expect(await page.locator('main').innerText()).not.toContain('Employee discount');
    expect(await banner.isVisible()).toBe(true);
    await audit(page, violations);

    // The next shopper: a customer looked up by email; an unknown email is said so.
    await banner.getByRole('link', { name: 'Next shopper' }).click();
    await page.waitForURL(/\/en-us\/associate-login$/);
    await page.getByLabel("Customer's email").fill('nobody.here@example.com');
    await page.getByRole('button', { name: 'Serve this customer' }).click();
    await expect
      .poll(() => page.locator('#associate-customer-error').innerText())
      .toContain('No customer has an account with this email');
    await audit(page, violations);
    await page.getByLabel("Customer's email").fill('athlete@ridgeline.test');
    await page.getByRole('button', { name: 'Serve this customer' }).click();
    await expect.poll(() => banner.innerText()).toContain('Selling for athlete@ridgeline.test');
    await audit(page, violations);

    await banner.getByRole('button', { name: 'End session' }).click();
    await page.waitForURL(/\/en-us\/associate-login$/);
    await expect.poll(() => page.locator('.store-session-banner').count()).toBe(0);
    await page.goto('/en-us');
    expect(await page.locator('.store-session-banner').count()).toBe(0);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds, edits, makes main and deletes saved addresses', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await signIn(page, harness.url, 'athlete@ridgeline.test', DEMO_PASSWORD);
    await page.goto('/en-us/account');
    await expect.poll(() => page.locator('.programme-banner').innerText()).toContain('Athlete programme');
    await audit(page, violations);
    await page.goto('/en-us/account/addresses');
    await audit(page, violations);

    const form = page.locator('form[aria-labelledby="new-title"]');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => page.locator('.error-summary li').count()).toBeGreaterThan(2);
    await audit(page, violations);
    await form.getByLabel('First name').fill('Maya');
    await form.getByLabel('Last name').fill('Lindqvist');
    await form.getByLabel('Address', { exact: true }).fill('12 Summit Road');
    await form.getByLabel('City').fill('Boulder');
    await form.getByLabel('State / province').fill('CO');
    await form.getByLabel('ZIP code').fill('80302');
    await form.getByLabel('Phone').fill('3035550188');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => page.locator('.notice-success').innerText()).toContain('The address is saved.');
    const card = page.locator('.account-card', { hasText: '12 Summit Road' });
    await expect.poll(() => card.count()).toBe(1);

    await card.getByRole('link', { name: /Edit/ }).click();
    const edit = page.locator('form[aria-labelledby="edit-title"]');
    await edit.getByLabel('City').fill('Denver');
    await edit.getByLabel('ZIP code').fill('80202');
    await edit.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => page.locator('.notice-success').innerText()).toContain('The address is updated.');
    await expect.poll(() => page.locator('.account-card', { hasText: 'Denver' }).count()).toBe(1);

    // A second shipping address, then make it the main one.
    const again = page.locator('form[aria-labelledby="new-title"]');
    await again.getByLabel('First name').fill('Maya');
    await again.getByLabel('Last name').fill('Lindqvist');
    await again.getByLabel('Address', { exact: true }).fill('80 Ridge Street');
    await again.getByLabel('City').fill('Golden');
    await again.getByLabel('State / province').fill('CO');
    await again.getByLabel('ZIP code').fill('80401');
    await again.getByLabel('Phone').fill('3035550199');
    await again.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => page.locator('.notice-success').innerText()).toContain('The address is saved.');
    const second = page.locator('.account-card', { hasText: '80 Ridge Street' });
    await second.getByRole('button', { name: /Make main/ }).click();
    await expect.poll(() => page.locator('.notice-success').innerText()).toContain('main address');
    await expect.poll(() => second.locator('.badge').textContent()).toBe('Main');

    await second.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await audit(page, violations);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.locator('.notice-success').innerText()).toContain('The address is deleted.');
    await expect.poll(() => page.locator('.account-card', { hasText: '80 Ridge Street' }).count()).toBe(0);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('saves cards through the hosted card fields, makes one main and deletes one', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await signIn(page, harness.url, 'guide@ridgeline.test', DEMO_PASSWORD);
    await page.goto('/en-us/account/cards');
    await audit(page, violations);
    for (const number of ['4242424242424242', '5555555555554444']) {
      await page.getByLabel('Card number').fill(number);
      await page.getByLabel('Name on card').fill('Tomás Reyes');
      await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
      await page.getByLabel('Security code (CVC)').fill('123');
      await page.getByRole('button', { name: 'Check card' }).click();
      await page.waitForURL(/gatewayToken=/);
      await audit(page, violations);
      await page.getByRole('button', { name: 'Save card' }).click();
      await expect.poll(() => page.locator('.notice-success').innerText()).toContain('Your card is saved.');
    }
    const cards = page.locator('.account-cards .account-card');
    await expect.poll(() => cards.count()).toBe(2);
    const mastercard = page.locator('.account-card', { hasText: '4444' });
    await mastercard.getByRole('button', { name: /Make main/ }).click();
    await expect.poll(() => page.locator('.notice-success').innerText()).toContain('main card');
    await expect.poll(() => mastercard.locator('.badge').textContent()).toBe('Main');

    const visa = page.locator('.account-card', { hasText: '4242' });
    await visa.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.locator('.notice-success').innerText()).toContain('The card is deleted.');
    await expect.poll(() => cards.count()).toBe(1);
    await audit(page, violations);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
  it('updates the profile, subscriptions and rewards, opens a warranty case and downloads the data', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await signIn(page, harness.url, 'instructor@ridgeline.test', DEMO_PASSWORD);
    await page.goto('/en-us/account');
    await expect.poll(() => page.locator('.programme-banner').innerText()).toContain('(IPA)');
    await audit(page, violations);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    expect((await download).suggestedFilename()).toMatch(/^ridgeline-data-[A-Za-z0-9]+\.json$/);

    await page.goto('/en-us/account/profile');
    await audit(page, violations);
    // The phone follows the account country's mask: one digit short is refused at the field…
    const phone = page.locator('#profile-phone');
    expect(await page.locator('#profile-phone-hint').innerText()).toBe('Format: (XXX) XXX - XXXX');
    expect(await page.locator('#profile-phoneCode option:checked').innerText()).toBe(
      'United States / Canada (+1)',
    );
    await phone.fill('646 555 014');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect
      .poll(() => page.locator('#profile-phone-error').innerText())
      .toBe('A valid phone number is required');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.notice-success').count()).toBe(0);
    await audit(page, violations);
    // …a full number takes the mask's form and is saved with the rest.
    await phone.fill('6465550142');
    await phone.blur();
    await expect.poll(() => phone.inputValue()).toBe('(646) 555 - 0142');
    await page.getByLabel('Preferred shoe size (US)').selectOption('9');
    await page.getByLabel('Hiking').check();
    await page.getByLabel('Climbing').check();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => page.locator('.notice-success').innerText()).toContain('Your profile is saved.');
    await page.reload();
    expect(await page.getByLabel('Preferred shoe size (US)').inputValue()).toBe('9');
    expect(await page.getByLabel('Climbing').isChecked()).toBe(true);
    expect(await phone.inputValue()).toBe('(646) 555 - 0142');
    expect(await page.locator('#profile-phone-error').count()).toBe(0);

    // Without JavaScript the page's action applies the same rule.
    const noJs = await newPage(harness, {
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    });
    await noJs.page.goto('/en-us/account/profile');
    await noJs.page.locator('#profile-phone').fill('(146) 555 - 0142');
    await noJs.page.getByRole('button', { name: 'Save profile' }).click();
    await noJs.page.locator('#profile-phone-error').waitFor();
    expect(await noJs.page.locator('#profile-phone-error').innerText()).toBe(
      'A valid phone number is required',
    );
    await noJs.context.close();

    await page.goto('/en-us/account/subscriptions');
    await audit(page, violations);
    await page.getByLabel('Newsletter by email', { exact: true }).check();
    await page.getByRole('button', { name: 'Save subscriptions' }).click();
    await expect.poll(() => page.locator('.notice-info').innerText()).toContain('confirm your subscription');
    await expect.poll(() => page.getByText('Waiting for your confirmation by email.').count()).toBe(1);

    await page.goto('/en-us/account/loyalty');
    await audit(page, violations);
    if (await page.getByRole('button', { name: 'Join now' }).count()) {
      await page.getByRole('button', { name: 'Join now' }).click();
      // Joining opens the welcome dialog with the welcome offer.
      const welcome = await modalDialog(page, 'Welcome to Ridgeline');
      expect(await welcome.innerText()).toContain('Welcome to Ridgeline Rewards!');
      expect(await welcome.innerText()).toContain('250 points have been added to your account');
      await audit(page, violations);
      await closeWithEscape(page, welcome);
    }
    await expect.poll(() => page.locator('.programme-banner').innerText()).toMatch(/\d+ points/);
    await audit(page, violations);

    await page.goto('/en-us/account/warranty');
    await page.getByRole('button', { name: 'Open a warranty case' }).click();
    await expect.poll(() => page.locator('.error-summary li').count()).toBeGreaterThan(1);
    await audit(page, violations);
    await page.getByLabel('Product number').fill('ABC12345');
    await page.getByLabel('Date of purchase').fill('2026-01-15');
    await page.getByLabel('What is wrong?').fill('The sole came loose after two hikes.');
    await page.getByRole('button', { name: 'Open a warranty case' }).click();
    await expect.poll(() => page.locator('.notice-success').innerText()).toContain('warranty case');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
  it('keeps a favorite and writes to customer service without JavaScript', async () => {
    const { context, page } = await newPage(harness, { javaScriptEnabled: false });
    const name = await openFirstJacket(page);
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await page.waitForURL(/\/en-us\/favorites$/);
    expect(await page.locator('.notice-success').innerText()).toContain(`${name} is in your favorites.`);
    expect(await page.locator('.favorite-name').allInnerTexts()).toEqual([name]);

    await page.goto('/en-us/help/contact-us');
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Hale');
    await page.getByLabel('Email', { exact: true }).fill('robin.hale@example.com');
    await page.getByLabel('Topic').selectOption({ label: 'Refund status' });
    await page.getByLabel('Your message').fill('When will my refund arrive?');
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(await page.locator('.notice-success').innerText()).toContain('Your message has reached us');
    await context.close();
  });
  it("brings a guest's favorites into the account at sign-in", async () => {
    const { context, page, errors } = await newPage(harness);
    const name = await openFirstJacket(page);
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await expect.poll(() => page.locator('.favorite-status').innerText()).toContain('is in your favorites');
    await signIn(page, harness.url, 'athlete@ridgeline.test', DEMO_PASSWORD);
    await page.goto('/en-us/favorites');
    await expect.poll(() => page.locator('.favorite-name').allInnerTexts()).toContain(name);
    expect(errors).toEqual([]);
    await context.close();
  });
});
