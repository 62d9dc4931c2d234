import { CONSENT_COOKIE, parseOptanonConsent } from '@ridgeline/contracts';
import { eq, schema } from '@ridgeline/db';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, startHarness } from '../support.ts';

// Cookie consent (spec 2 section 4, decision 097): the EMEA banner, the cookie settings page from the
// footer, the OptanonConsent cookie and the receipt kept server-side.

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

/**
 * The strictly necessary cookies (C0001, decision 097), and `rl_closed`, which newPage sets as a shopper who
 * closed the demo pop-up (without functional consent the shop writes it only until the browser closes).
 */
const ALLOWED_BEFORE_CONSENT = [
  'OptanonConsent',
  'rl_at',
  'rl_ax',
  'rl_rt',
  'rl_bid',
  'rl_flash',
  'rl_ord',
  'rl_closed',
];

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
  return { cookie, choice: parseOptanonConsent(cookie?.value) };
}

const receiptsOf = (consentId: string) =>
  harness.server
    .database!.db.select()
    .from(schema.consentReceipts)
    .where(eq(schema.consentReceipts.consentId, consentId))
    .orderBy(schema.consentReceipts.recordedAt);

/** Presses Tab until the focused element is the named button, as a keyboard user would reach it. */
async function tabTo(page: Page, name: string) {
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`${name} was not reached with the keyboard`);
}

describe('cookie consent', () => {
  it('asks in de-de, records "Reject all" and lets the footer link change it to "Accept all"', async () => {
    const { context, page, errors } = await newPage(harness, { showConsentBanner: true });
    await page.goto('/de-de');
    const banner = page.getByRole('region', { name: 'Ihre Cookie-Auswahl' });
    await banner.waitFor();
    const accept = banner.getByRole('button', { name: 'Alle akzeptieren' });
    const reject = banner.getByRole('button', { name: 'Alle ablehnen' });
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(rejectBox?.width).toBe(acceptBox?.width);
    expect(rejectBox?.height).toBe(acceptBox?.height);
    await banner.getByText('Auswählen').click();
    await expect(banner.getByRole('checkbox', { name: /Unbedingt erforderlich/ }).isDisabled()).resolves.toBe(
      true,
    );
    for (const name of ['Leistung und Analyse', 'Funktional', 'Targeting']) {
      expect(await banner.getByRole('checkbox', { name }).isChecked()).toBe(false);
    }
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await banner.waitFor();
    await tabTo(page, 'Alle ablehnen');
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'detached' });
    const rejected = await consentCookie(context);
    expect(rejected.cookie?.value).toContain('groups=C0001%3A1%2CC0002%3A0%2CC0003%3A0%2CC0004%3A0');
    expect(rejected.cookie?.sameSite).toBe('Lax');
    expect(rejected.cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names.filter((name) => !ALLOWED_BEFORE_CONSENT.includes(name))).toEqual([]);
    const consentId = rejected.choice!.consentId;
    expect(await receiptsOf(consentId)).toMatchObject([
      { performance: false, functional: false, targeting: false, siteId: 'eu', locale: 'de-de', gpc: false },
    ]);

    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await banner.count()).toBe(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie-Einstellungen' }).click();
    await page.waitForURL(/\/de-de\/cookie-settings$/);
    const main = page.getByRole('main');
    expect(await main.getByRole('checkbox', { name: 'Targeting' }).isChecked()).toBe(false);
    await main.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await main.getByRole('status').filter({ hasText: 'Ihre Cookie-Auswahl ist gespeichert.' }).waitFor();
    const accepted = await consentCookie(context);
    expect(accepted.choice?.groups).toEqual({ C0001: true, C0002: true, C0003: true, C0004: true });
    expect(accepted.choice?.consentId).toBe(consentId);
    expect(await main.getByRole('checkbox', { name: 'Targeting' }).isChecked()).toBe(true);
    expect((await receiptsOf(consentId)).map((receipt) => receipt.targeting)).toEqual([false, true]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows no banner in en-us; without JavaScript the second layer saves a choice, and GPC refuses targeting', async () => {
    const us = await newPage(harness, { showConsentBanner: true });
    await us.page.goto('/en-us');
    await us.page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).waitFor();
    expect(await us.page.getByRole('region', { name: 'Your choice of cookies' }).count()).toBe(0);
    expect((await consentCookie(us.context)).cookie).toBeUndefined();
    await us.context.close();

    const { context, page } = await newPage(harness, { showConsentBanner: true, javaScriptEnabled: false });
    await context.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
    await page.goto('/fr-fr');
    const banner = page.getByRole('region', { name: 'Votre choix de cookies' });
    await banner.getByText('Choisir').click();
    await banner.getByText(/Global Privacy Control/).waitFor();
    expect(await banner.getByRole('checkbox', { name: 'Ciblage' }).isDisabled()).toBe(true);
    await banner.getByRole('checkbox', { name: 'Fonctionnels' }).check();
    await banner.getByRole('button', { name: 'Enregistrer mon choix' }).click();
    await page.waitForURL(/\/fr-fr$/);
    expect(await banner.count()).toBe(0);
    const { choice } = await consentCookie(context);
    expect(choice).toMatchObject({
      groups: { C0001: true, C0002: false, C0003: true, C0004: false },
      isGpcEnabled: true,
    });
    expect(await receiptsOf(choice!.consentId)).toMatchObject([
      { functional: true, gpc: true, siteId: 'eu' },
    ]);
    await context.close();
  });
});
