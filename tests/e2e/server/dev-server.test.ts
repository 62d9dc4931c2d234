/**
 * `npm run dev` (decision 057): the storefront server in development mode renders pages from the sources
 * through Vite in middleware mode, serves the modules the browser hot-reloads, keeps the page's nonce-only
 * script policy, and tells the browser about an edit over the HMR websocket on its own port, with no restart.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProductDetails, ProductSearchResponse } from '@ridgeline/contracts';
import { createDb, seedDemoData } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../apps/storefront/server.ts';

const storefrontApp = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../apps/storefront/app',
);

let server: Awaited<ReturnType<typeof createServer>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-dev-'));
  const database = await createDb({ dataDir });
  await seedDemoData(database.db);
  server = await createServer({ port: 0, host: '127.0.0.1', database, dev: true });
});

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface HmrMessage {
  type: string;
  triggeredBy?: string;
}

/** The messages Vite's HMR server sends one client (a bare websocket client: text frames only). */
function hmrMessages(url: string): Promise<{ messages: HmrMessage[]; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const upgrade = httpRequest(url, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': Buffer.from(randomUUID().slice(0, 16)).toString('base64'),
        'sec-websocket-protocol': 'vite-hmr',
      },
    });
    upgrade.on('error', reject);
    upgrade.on('response', (response) => reject(new Error(`No websocket: HTTP ${response.statusCode}`)));
    upgrade.on('upgrade', (_response, socket, head) => {
      const messages: HmrMessage[] = [];
      let pending = Buffer.alloc(0);
      const read = (chunk: Buffer) => {
        pending = Buffer.concat([pending, chunk]);
        for (;;) {
          if (pending.length < 2) return;
          const short = pending[1]! & 0x7f;
          const headerLength = short === 126 ? 4 : short === 127 ? 10 : 2;
          if (pending.length < headerLength) return;
          const length =
            short === 126
              ? pending.readUInt16BE(2)
              : short === 127
                ? Number(pending.readBigUInt64BE(2))
                : short;
          if (pending.length < headerLength + length) return;
          if ((pending[0]! & 0x0f) === 1) {
            messages.push(JSON.parse(pending.subarray(headerLength, headerLength + length).toString()));
          }
          pending = pending.subarray(headerLength + length);
        }
      };
      // The first frames may arrive with the upgrade response.
      read(head);
      socket.on('data', read);
      resolve({ messages, socket });
    });
    upgrade.end();
  });
}

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('npm run dev: the storefront through Vite', () => {
  it('renders the home page from the sources, its scripts carrying the nonce and loading the HMR runtime', async () => {
    const response = await fetch(`${server.url}/en-us`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1>Made for the long way round<\/h1>/);

    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    // Scripts still need the nonce (no 'unsafe-inline' or 'unsafe-eval'); the HMR websocket may connect.
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}';`);
    expect(policy).toMatch(/connect-src 'self' ws: wss:/);

    const bootstrap = [...html.matchAll(/<script nonce="([^"]+)" type="module"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(bootstrap).toHaveLength(1);
    expect(bootstrap[0]![1]).toBe(nonce);
    expect(bootstrap[0]![2]).toContain('virtual:react-router/inject-hmr-runtime');
    // The route modules are the sources, not a built chunk.
    expect(bootstrap[0]![2]).toContain('import * as route2 from "/app/routes/home.tsx"');
  });

  it('renders a product page from the in-process API and takes its add-to-cart form post', async () => {
    const listing = await server.app.inject({
      url: '/api/products/v2/search/productSearch?locale=en-us&categoryId=1101&count=1',
    });
    const tile = (listing.json() as ProductSearchResponse).products[0]!;
    const productUrl = `${server.url}/en-us${tile.pdpUrl}`;
    const response = await fetch(productUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(tile.name);

    // A form post goes past Vite to the page's action with its body intact.
    const details = await server.app.inject({
      url: `/api/products/v2/products/${tile.id}/details?locale=en-us`,
    });
    const variant = (details.json() as ProductDetails).variants.find((candidate) => candidate.available)!;
    const added = await fetch(productUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ color: variant.colorCode, size: variant.size, qty: '1' }),
    });
    expect(added.status).toBeLessThan(400);
    expect(added.headers.getSetCookie().some((cookie) => cookie.startsWith('rl_at='))).toBe(true);
  });

  it("serves a route's module transformed for the browser: Vite's client and React Fast Refresh", async () => {
    const response = await fetch(`${server.url}/app/routes/home.tsx`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const code = await response.text();
    expect(code).toContain('from "/@vite/client"');
    expect(code).toContain('$RefreshReg$');
    expect((await fetch(`${server.url}/@vite/client`)).status).toBe(200);
  });

  it('serves an edited module anew and tells the browser over the HMR websocket, without a restart', async () => {
    const name = `hmr-probe-${randomUUID()}.ts`;
    const file = path.join(storefrontApp, name);
    writeFileSync(file, "export const probe = 'first';\n");
    const { messages, socket } = await hmrMessages(server.url);
    try {
      await until(() => messages.some((message) => message.type === 'connected'));
      expect(await (await fetch(`${server.url}/app/${name}`)).text()).toMatch(/probe = ["']first/);

      writeFileSync(file, "export const probe = 'second';\n");
      // The probe has no importer to take the update, so the browser is told to reload.
      await until(() =>
        messages.some((message) => message.type === 'full-reload' && message.triggeredBy?.endsWith(name)),
      );
      expect(await (await fetch(`${server.url}/app/${name}`)).text()).toMatch(/probe = ["']second/);
    } finally {
      socket.destroy();
      rmSync(file, { force: true });
    }
  });

  it('leaves /api to the API', async () => {
    const response = await fetch(`${server.url}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });
});
