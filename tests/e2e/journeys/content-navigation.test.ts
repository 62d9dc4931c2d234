import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, startHarness } from '../support.ts';
import { DEMO_PASSWORD, signIn } from './identity-support.ts';

/** Decision 075: the demo content's menu, promo bar, pop-up, newsletter and event sign-up in a browser. */
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

describe('content navigation and engagement', () => {
  it('desktop: mega menu by hover, click, keyboard and Escape; promo bar rotates and stays closed; pop-up after its delay, dismissed for good; newsletter with double opt-in', async () => {
    const { page, errors } = await newPage(harness, { showPopups: true });
    const violations: string[] = [];
    await page.goto('/en-us');
    const promo = page.locator('.promo-bar');
    await expect
      .poll(() => promo.locator('.promo-message:not([hidden])').innerText())
      .toContain('Free shipping');
    violations.push(...(await seriousViolations(page)));

    // Hover opens Men's panel: columns, banner, visual selectors, shop-all.
    const men = page.getByRole('button', { name: 'Men', exact: true });
    await men.hover();
    await expect.poll(() => men.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await men.getAttribute('aria-controls')}`);
    await expect.poll(() => panel.getByRole('link', { name: 'Hiking Boots' }).isVisible()).toBe(true);
    expect(await panel.getByText('Built for the long ridge').isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Shop all Men' }).isVisible()).toBe(true);
    violations.push(...(await seriousViolations(page)));
    // Escape closes it and gives the focus back to its button.
    await panel.getByRole('link', { name: 'Hiking Boots' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => men.getAttribute('aria-expanded')).toBe('false');
    expect(await men.evaluate((button) => button === document.activeElement)).toBe(true);
    // Keyboard: Enter opens, the close button closes.
    await page.mouse.move(5, 800);
    await men.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => men.getAttribute('aria-expanded')).toBe('true');
    await panel.getByRole('button', { name: 'Close Men' }).click();
    await expect.poll(() => men.getAttribute('aria-expanded')).toBe('false');

    // The pop-up expands after its delay (2000 ms).
    const popup = page.getByRole('dialog', { name: '10% off your first order' });
    await expect.poll(() => popup.isVisible(), { timeout: 8000 }).toBe(true);
    violations.push(...(await seriousViolations(page)));

    // The promo bar rotates to its next message.
    await expect
      .poll(() => promo.locator('.promo-message:not([hidden])').innerText(), { timeout: 9000 })
      .toContain('Summit');

    // Newsletter in the footer: validation, then a real sign-up with its confirmation email in the outbox.
    const footerForm = page.locator('.content-footer .newsletter-form');
    await footerForm.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => footerForm.locator('.field-error').first().innerText()).not.toBe('');
    const email = `trail-notes-${Date.now()}@example.com`;
    await footerForm.getByLabel('Email address').fill(email);
    await footerForm.getByRole('checkbox').check();
    await footerForm.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => footerForm.locator('.notice-success').innerText()).toContain(email);
    const mails = await harness.server
      .database!.db.select()
      .from(schema.outbox)
      .where(eq(schema.outbox.toAddress, email));
    expect(mails.map((mail) => mail.template)).toEqual(['subscription-confirm']);
    violations.push(...(await seriousViolations(page)));

    // Close the promo bar and dismiss the pop-up: neither comes back on the next pages.
    await page.getByRole('button', { name: 'Close the offers bar' }).click();
    await popup.getByRole('button', { name: 'Close, do not show again' }).click();
    await page.goto('/en-us/stores');
    await page.waitForTimeout(2500);
    expect(await page.locator('.promo-bar').count()).toBe(0);
    expect(await page.locator('.popup').count()).toBe(0);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('phone: the menu is an accordion of levels', async () => {
    const { page, errors } = await newPage(harness, { width: 390 });
    await page.goto('/en-us');
    await page.locator('.content-mobile-menu > summary').click();
    const nav = page.getByRole('navigation', { name: 'Main (Menu)' });
    const women = nav.locator('.content-mobile-level1').nth(1);
    await women.locator('summary').first().click();
    await women.getByText('Shoes', { exact: true }).click();
    await expect.poll(() => women.getByRole('link', { name: 'Trail Running' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a menu opened before the script runs stays open when the page takes over', async () => {
    const { page, errors } = await newPage(harness);
    // The page's scripts arrive late, as on a slow phone network: the shopper reaches the menu first.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // The HTML is there; the scripts are not: do not wait for the load event.
    await page.goto('/en-us', { waitUntil: 'commit' });
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.getByRole('button', { name: 'Men', exact: true }).hover();
    const hikingBoots = nav.getByRole('link', { name: 'Hiking Boots' }).first();
    await expect.poll(() => hikingBoots.isVisible()).toBe(true);
    releaseScripts();
    await page.locator('.mega-nav.is-enhanced').waitFor();
    expect(await nav.getByRole('button', { name: 'Men', exact: true }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await hikingBoots.click();
    await page.waitForURL(/\/en-us\/c\/mens-hiking-boots-\d+/);

    // On a phone, the menu and a section opened early stay open too.
    const phone = await newPage(harness, { width: 390 });
    let releasePhoneScripts = () => {};
    const phoneScriptsHeld = new Promise<void>((resolve) => {
      releasePhoneScripts = resolve;
    });
    await phone.page.route('**/assets/*.js', async (route) => {
      await phoneScriptsHeld;
      await route.continue();
    });
    await phone.page.goto('/en-us', { waitUntil: 'commit' });
    await phone.page.locator('.content-mobile-menu > summary').click();
    const women = phone.page
      .getByRole('navigation', { name: 'Main (Menu)' })
      .locator('.content-mobile-level1')
      .nth(1);
    await women.locator('summary').first().click();
    releasePhoneScripts();
    await phone.page.waitForFunction(() => document.querySelector('.mega-nav.is-enhanced') !== null);
    await women.getByText('Shoes', { exact: true }).click();
    await expect.poll(() => women.getByRole('link', { name: 'Trail Running' }).isVisible()).toBe(true);
    expect([...errors, ...phone.errors]).toEqual([]);
  });

  it('event sign-up: sign in first, then days, guest and terms; the registration is in the account', async () => {
    const { page, errors } = await newPage(harness);
    await page.goto('/en-us/events/trail-weekend');
    await page.getByRole('button', { name: 'Join the weekend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up: Ridgeline Trail Weekend' });
    await expect.poll(() => dialog.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, harness.url, 'athlete@ridgeline.test', DEMO_PASSWORD);
    await page.goto('/en-us/events/trail-weekend');
    await page.getByRole('button', { name: 'Join the weekend' }).click();
    await dialog.getByRole('button', { name: 'Join the weekend' }).click();
    await expect
      .poll(() => dialog.locator('.field-error').first().innerText())
      .toBe('Choose at least one day.');
    await dialog.getByLabel('Saturday, June 12, 2027').check();
    await dialog.getByLabel('Guest name (optional)').fill('Anna Berg');
    await dialog.getByLabel('I accept the event terms and conditions.').check();
    await dialog.getByRole('button', { name: 'Join the weekend' }).click();
    await expect.poll(() => dialog.getByText('See you on the ridge').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/en-us/account/events');
    await expect.poll(() => page.locator('.account-event h3').innerText()).toBe('Ridgeline Trail Weekend');
    expect(await page.locator('.account-event').innerText()).toContain('Anna Berg');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
