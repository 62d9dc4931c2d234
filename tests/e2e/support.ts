import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  acceptedGroups,
  CONSENT_COOKIE,
  CONSENT_POLICY_REVISION,
  type ConsentGroups,
  type ProductDetails,
  type ProductSearchResponse,
  serializeOptanonConsent,
} from '@ridgeline/contracts';
import { createTestDatabase } from '@ridgeline/db/testing';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { type CreateServerOptions, createServer } from '../../apps/storefront/server.ts';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Harness {
  url: string;
  browser: Browser;
  server: Awaited<ReturnType<typeof createServer>>;
  close(): Promise<void>;
}

/**
 * Starts the built storefront with its API in-process on a fresh database (embedded, or a new one on
 * the server named by TEST_DATABASE_URL) seeded with the demo data, and a headless Chromium. The server
 * listens on loopback with the development mailbox on, so journeys can follow emailed links (decision 047).
 */
export async function startHarness(
  options: Pick<CreateServerOptions, 'placeOrderChallenge'> = {},
): Promise<Harness> {
  const dataDir = process.env.TEST_DATABASE_URL
    ? undefined
    : mkdtempSync(path.join(tmpdir(), 'ridgeline-e2e-'));
  // The server never seeds (decision 048): the journeys start from the demo data and content.
  const database = await createTestDatabase({ seed: 'demo-content', ...(dataDir ? { dataDir } : {}) });
  const server = await createServer({ port: 0, host: '127.0.0.1', database, devMailbox: true, ...options });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return {
    url: server.url,
    browser,
    server,
    async close() {
      await browser.close().catch(() => {});
      await server.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo content's newsletter pop-up (packages/db/src/seed/content/engagement/20-popup.json). */
const DEMO_POPUP_ID = '75000000-0000-4000-8000-000000000022';

/**
 * A cookie choice accepting everything under the current policy (decision 097): other journeys start as a
 * shopper who answered the EMEA cookie banner earlier, as they do for the pop-up.
 */
const ACCEPTED_CONSENT = optanonConsent(acceptedGroups());

/** The OptanonConsent cookie value the banner writes (decision 097) for a choice of these groups. */
export function optanonConsent(groups: ConsentGroups): string {
  return serializeOptanonConsent({
    groups,
    datestamp: new Date('2026-01-01T00:00:00.000Z'),
    version: CONSENT_POLICY_REVISION,
    consentId: '97000000-0000-4000-8000-000000000001',
    isGpcEnabled: false,
  });
}

/** What newPage gives the page to report Content Security Policy violations with. */
interface CspReporter {
  __reportCspViolation(violation: string): void;
}

/** A new browser context whose page fails the test on uncaught page errors and CSP violations. */
export async function newPage(
  harness: Harness,
  options: {
    javaScriptEnabled?: boolean;
    width?: number;
    /** Cookies of another context (e.g. a session signed in with JavaScript, for a no-JavaScript visit). */
    storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
    /** Show the demo newsletter pop-up; other journeys start as a shopper who dismissed it earlier. */
    showPopups?: boolean;
    /** Show the cookie banner (no choice made yet); other journeys start having accepted all cookies. */
    showConsentBanner?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await harness.browser.newContext({
    ...(options.storageState ? { storageState: options.storageState } : {}),
    baseURL: harness.url,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: 'en-US',
  });
  context.setDefaultTimeout(15_000);
  // A whole page load (the home page's images included) is the slowest wait a loaded CI machine sees.
  context.setDefaultNavigationTimeout(30_000);
  if (!options.showPopups) {
    await context.addCookies([{ name: 'rl_closed', value: DEMO_POPUP_ID, url: harness.url }]);
  }
  if (!options.showConsentBanner) {
    await context.addCookies([{ name: CONSENT_COOKIE, value: ACCEPTED_CONSENT, url: harness.url }]);
  }
  const errors: string[] = [];
  // What the Content Security Policy refuses counts as a page error too: e.g. zod reaching the browser
  // probes `new Function` (refused `eval`, decision 009), which Chrome reports only as an issue.
  await context.exposeBinding('__reportCspViolation', (_source, violation: string) =>
    errors.push(`Content Security Policy refused ${violation}`),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as CspReporter).__reportCspViolation(
        `${event.blockedURI} (${event.violatedDirective}) in ${event.sourceFile}`,
      ),
    );
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Runs axe on the current page; returns the serious and critical violations, described. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${page.url()} ${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * Signs an operator in to the back-office and waits for its navigation: the URL of `/admin` can change
 * before the signed-in shell has rendered under load, and a journey that read the navigation at once saw none.
 * `from` starts elsewhere (e.g. `/admin`, to check that it sends a visitor to the sign-in first).
 */
export async function signInToBackOffice(
  page: Page,
  operator: { email: string; password: string },
  from = '/admin/sign-in',
): Promise<void> {
  await page.goto(from);
  await page.waitForURL((url) => url.pathname === '/admin/sign-in');
  await page.locator('#email').fill(operator.email);
  await page.locator('#password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link').first().waitFor();
}

/** GET `/api{path}` from the harness's server, as JSON; throws unless it answers 200. */
export async function apiGet<T>(harness: Harness, path: string): Promise<T> {
  const response = await fetch(`${harness.url}/api${path}`);
  if (response.status !== 200) {
    throw new Error(`GET /api${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** The details of the first product of a product search (`query`) that pass `test`. */
export async function productWhere(
  harness: Harness,
  query: string,
  test: (product: ProductDetails) => boolean,
): Promise<ProductDetails> {
  const listing = await apiGet<ProductSearchResponse>(harness, `/products/v2/search/productSearch?${query}`);
  for (const tile of listing.products) {
    const product = await apiGet<ProductDetails>(harness, `/products/v2/products/${tile.id}/details`);
    if (test(product)) return product;
  }
  throw new Error(`no product of ${query} passes the test`);
}
