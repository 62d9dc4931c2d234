/**
 * The pseudo-locale finds text that is not in the message catalogue (decision 060): with PSEUDO_LOCALE=1 every
 * message reads in accented look-alikes between ⟦ ⟧, so whatever a page shows outside those marks must be
 * shop data (product and category names, colours, sizes), a price or a number. This renders the home,
 * listing, product and cart pages on the server and lists what is left.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProductDetails, ProductSearchResponse } from '@ridgeline/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_NAMES } from '../../../apps/storefront/app/lib/locale.ts';

// Read once, on first use, by the storefront build's configuration: set before anything loads it.
process.env.PSEUDO_LOCALE = '1';

type Server = Awaited<ReturnType<typeof import('../../../apps/storefront/server.ts').createServer>>;
let server: Server;
let cleanup: () => Promise<void>;
/**
 * Every text the API sent while rendering these pages (names, colours, reviews, promotion callouts) and the
 * locale switcher's native names and country codes: what a page may show outside the catalogue.
 */
const shopData = new Set<string>([
  ...Object.values(LOCALE_NAMES),
  ...Object.keys(LOCALE_NAMES).map((locale) => locale.slice(3).toUpperCase()),
]);

function collectStrings(value: unknown): void {
  if (typeof value === 'string') shopData.add(value.trim());
  else if (Array.isArray(value)) value.forEach(collectStrings);
  else if (value && typeof value === 'object') Object.values(value).forEach(collectStrings);
}

async function api(url: string): Promise<unknown> {
  return (await server.app.inject({ url })).json() as unknown;
}

/** The storefront calls the in-process API through `app.inject`: keep the text of each answer. */
function recordApiAnswers(app: Server['app']): void {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const recording = async (options: InjectOptions | string) => {
    const response = await inject(options);
    if (String(response.headers['content-type'] ?? '').includes('json')) collectStrings(response.json());
    return response;
  };
  app.inject = recording as unknown as typeof app.inject;
}

beforeAll(async () => {
  const { createDb, seedDemoData } = await import('@ridgeline/db');
  const { createScratchDatabase } = await import('@ridgeline/db/testing');
  const { createServer } = await import('../../../apps/storefront/server.ts');
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const dataDir = scratch ? undefined : mkdtempSync(path.join(tmpdir(), 'ridgeline-pseudo-'));
  const database = await createDb(scratch ? { url: scratch.url } : { dataDir: dataDir! });
  await seedDemoData(database.db);
  server = await createServer({ port: 0, host: '127.0.0.1', database });
  recordApiAnswers(server.app);
  cleanup = async () => {
    await server.close();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    delete process.env.PSEUDO_LOCALE;
  };
});

afterAll(async () => {
  await cleanup?.();
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replace(/&(\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity);

/** Attributes a shopper reads or hears. */
const SHOWN_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder', 'aria-description', 'aria-valuetext'];

/** What a page shows: its text nodes and the attributes above, scripts, styles and hidden inputs aside. */
function shownTexts(html: string): string[] {
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const texts: string[] = [];
  for (const part of body.split(/(<[^>]+>)/)) {
    if (!part.startsWith('<')) {
      texts.push(decode(part));
      continue;
    }
    for (const name of SHOWN_ATTRIBUTES) {
      const value = new RegExp(`\\s${name}="([^"]*)"`).exec(part)?.[1];
      if (value) texts.push(decode(value));
    }
    const isButtonValue = /^<input\b/.test(part) && /\stype="(submit|button)"/.test(part);
    const value = isButtonValue ? /\svalue="([^"]*)"/.exec(part)?.[1] : undefined;
    if (value) texts.push(decode(value));
  }
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** The text left outside the catalogue's ⟦ ⟧ marks (innermost first: a message can hold another). */
function outsideCatalogue(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  return rest.trim();
}

/** Shop data, a price, a number or punctuation: text the catalogue does not own. */
function isShopData(text: string): boolean {
  if (!/\p{L}/u.test(text.replace(/\b(USD|CAD|EUR|GBP|CHF)\b/g, ''))) return true;
  return shopData.has(text);
}

function untranslated(html: string): string[] {
  const left = shownTexts(html).flatMap((text) =>
    outsideCatalogue(text).split(/\s+[·|]\s+|\s{2,}|^[·|]\s+|\s+[·|]$/),
  );
  return [...new Set(left.map((text) => text.trim()))].filter((text) => text && !isShopData(text));
}

describe('the pseudo-locale (PSEUDO_LOCALE=1)', () => {
  it('writes the catalogue messages in look-alike letters between marks', async () => {
    const page = await server.app.inject({ url: '/en-us' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<title>⟦[^<]*⟧<\/title>/);
    expect(page.body).not.toContain('>Sign in<');
  });

  it('finds no text outside the catalogue on the home, listing, product and cart pages', async () => {
    await api('/api/products/v2/categories?locale=en-us');
    const listing = (await api(
      '/api/products/v2/search/productSearch?locale=en-us&categoryId=1101&count=48',
    )) as ProductSearchResponse;
    const tile = listing.products[0]!;
    const productPath = `/en-us${tile.pdpUrl}`;
    const details = (await api(
      `/api/products/v2/products/${tile.id}/details?locale=en-us`,
    )) as ProductDetails;
    const variant = details.variants.find((candidate) => candidate.available)!;
    const added = await server.app.inject({
      method: 'POST',
      url: productPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(server.url).origin },
      payload: new URLSearchParams({ color: variant.colorCode, size: variant.size, qty: '1' }).toString(),
    });
    expect(added.statusCode).toBeLessThan(400);
    const cookie = [added.headers['set-cookie'] ?? []]
      .flat()
      .map((header) => String(header).split(';')[0])
      .join('; ');

    const found: Record<string, string[]> = {};
    for (const [name, url] of Object.entries({
      home: '/en-us',
      listing: '/en-us/c/mens-hiking-boots-1101',
      product: productPath,
      cart: '/en-us/cart',
    })) {
      const page = await server.app.inject({ url, headers: { cookie } });
      expect(page.statusCode, url).toBe(200);
      if (process.env.PSEUDO_DUMP)
        (await import('node:fs')).writeFileSync(`/tmp/pseudo/${name}.html`, page.body);
      const left = untranslated(page.body);
      if (left.length > 0) found[name] = left;
    }
    expect(found).toEqual({});
  });
});
