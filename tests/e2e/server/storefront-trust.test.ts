/**
 * The storefront's HTTP server under hostile or heavy traffic, driven with app.inject (no browser): its own
 * address comes from PUBLIC_URL, form posts from other sites are refused, anonymous page views mint no guest
 * token, a rate-limited page answers 429, and scripts run only with the page's nonce (decision 050).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProductDetails, ProductSearchResponse } from '@ridgeline/contracts';
import { count, createDb, eq, schema, seedDemoData } from '@ridgeline/db';
import { createScratchDatabase } from '@ridgeline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../apps/storefront/server.ts';

const PUBLIC_URL = 'https://shop.example';

let server: Awaited<ReturnType<typeof createServer>>;
let cleanup: () => Promise<void>;
let productPath: string;
let productId: string;

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const dataDir = scratch ? undefined : mkdtempSync(path.join(tmpdir(), 'ridgeline-trust-'));
  // The server never seeds (decision 048): the demo catalogue is loaded here.
  const database = await createDb(scratch ? { url: scratch.url } : { dataDir: dataDir! });
  await seedDemoData(database.db);
  server = await createServer({ port: 0, host: '127.0.0.1', publicUrl: PUBLIC_URL, database });
  cleanup = async () => {
    await server.close();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const listing = await server.app.inject({
    url: '/api/products/v2/search/productSearch?locale=en-us&categoryId=1101&count=1',
  });
  const tile = (listing.json() as ProductSearchResponse).products[0]!;
  productPath = `/en-us${tile.pdpUrl}`;
  productId = tile.id;
});

afterAll(async () => {
  await cleanup?.();
});

const setCookies = (headers: Record<string, unknown>) => [headers['set-cookie'] ?? []].flat().map(String);

async function guestShoppers(): Promise<number> {
  const [row] = await server
    .database!.db.select({ n: count() })
    .from(schema.shoppers)
    .where(eq(schema.shoppers.consumerType, 'GUEST'));
  return Number(row!.n);
}

function structuredData(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );
}

describe('the storefront builds its own URLs from PUBLIC_URL', () => {
  it('answers `GET //` and other protocol-relative targets without failing', async () => {
    const root = await server.app.inject({ url: '//' });
    expect(root.statusCode).toBeLessThan(500);
    const hostLike = await server.app.inject({ url: `//evil.example${productPath}` });
    expect(hostLike.statusCode).toBeLessThan(500);
    // The target is a path of this site (not found), never a host.
    expect(hostLike.body).not.toMatch(/(?:https?:)?\/\/evil\.example/);
    expect(hostLike.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/evil.example/`);
  });

  it('writes PUBLIC_URL, not a forged Host, into canonical, hreflang and JSON-LD URLs', async () => {
    const page = await server.app.inject({
      url: productPath,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('evil.example');
    const alternates = [...page.body.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/gi)];
    expect(alternates.length).toBe(7);
    for (const [, href] of alternates) expect(href!.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}${productPath}"/>`);
    const product = structuredData(page.body)
      .map((text) => JSON.parse(text) as { '@type': string; url?: string })
      .find((document) => document['@type'] === 'Product');
    expect(product?.url).toBe(`${PUBLIC_URL}${productPath}`);
  });

  it('names PUBLIC_URL in robots.txt and the sitemap whatever the Host', async () => {
    const robots = await server.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const sitemap = await server.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`${PUBLIC_URL}/sitemaps/pages.xml`);
    expect(sitemap.body).not.toContain('evil.example');
  });
});

describe('form posts from other sites', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('refuses a post whose target puts the attacker where the host would be', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `//evil.example${productPath}`,
      headers: { ...form, origin: 'http://evil.example' },
      payload: 'intent=add',
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses another origin, and takes a post from PUBLIC_URL', async () => {
    const evil = await server.app.inject({
      method: 'POST',
      url: productPath,
      headers: { ...form, origin: 'http://evil.example' },
      payload: 'intent=add',
    });
    expect(evil.statusCode).toBe(403);
    const own = await server.app.inject({
      method: 'POST',
      url: productPath,
      headers: { ...form, origin: PUBLIC_URL },
      payload: 'intent=add',
    });
    expect(own.statusCode).not.toBe(403);
  });
});

describe('crawlers and shared addresses', () => {
  it('serves 70 cookieless product page views from one address without minting a guest token', async () => {
    const before = await guestShoppers();
    for (let view = 0; view < 70; view += 1) {
      const page = await server.app.inject({ url: productPath, remoteAddress: '198.51.100.7' });
      expect(page.statusCode, `view ${view + 1}`).toBe(200);
      expect(setCookies(page.headers).some((cookie) => cookie.startsWith('rl_at='))).toBe(false);
    }
    expect(await guestShoppers()).toBe(before);
  });

  it('serves the home, listing and search pages to a cookieless visitor without a session', async () => {
    const before = await guestShoppers();
    for (const url of ['/en-us', '/en-us/c/mens-hiking-boots-1101', '/en-us/search?q=boot', '/fr-ca']) {
      const page = await server.app.inject({ url, remoteAddress: '198.51.100.8' });
      expect(page.statusCode, url).toBe(200);
      expect(
        setCookies(page.headers).some((cookie) => cookie.startsWith('rl_at=')),
        url,
      ).toBe(false);
    }
    expect(await guestShoppers()).toBe(before);
  });

  it('mints the guest token on the first add to cart', async () => {
    const details = await server.app.inject({
      url: `/api/products/v2/products/${productId}/details?locale=en-us`,
    });
    const variant = (details.json() as ProductDetails).variants.find((candidate) => candidate.available)!;
    const before = await guestShoppers();
    const added = await server.app.inject({
      method: 'POST',
      url: productPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
      payload: new URLSearchParams({ color: variant.colorCode, size: variant.size, qty: '1' }).toString(),
    });
    expect(added.statusCode).toBeLessThan(400);
    expect(setCookies(added.headers).some((cookie) => cookie.startsWith('rl_at='))).toBe(true);
    expect(await guestShoppers()).toBe(before + 1);
  });

  it('answers a page the API rate-limits with 429, Retry-After and a page saying so', async () => {
    // A stale session cookie makes every view ask the token endpoint for a new guest token, which allows 60
    // calls a minute from one address.
    let throttled: Awaited<ReturnType<typeof server.app.inject>> | undefined;
    for (let view = 0; view < 80 && !throttled; view += 1) {
      const page = await server.app.inject({
        url: productPath,
        remoteAddress: '203.0.113.9',
        headers: { cookie: 'rl_rt=no-longer-valid' },
      });
      expect(page.statusCode, `view ${view + 1}`).not.toBe(500);
      if (page.statusCode === 429) throttled = page;
    }
    expect(throttled?.statusCode).toBe(429);
    expect(Number(throttled?.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled?.body).toContain('We are very busy right now');
  });
});

describe('the content security policy', () => {
  it('lets scripts run from the origin or with the page nonce, never inline without one', async () => {
    const first = await server.app.inject({ url: productPath });
    const second = await server.app.inject({ url: productPath });
    const policy = String(first.headers['content-security-policy']);
    const scripts = policy.split(';').find((part) => part.trim().startsWith('script-src'))!;
    expect(scripts).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce);
    // Every executable script of the page carries the nonce (JSON-LD is data, not script).
    const tags = [...first.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    const executable = tags.filter((attributes) => !attributes.includes('application/ld+json'));
    expect(executable.length).toBeGreaterThan(0);
    for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
  });
});
