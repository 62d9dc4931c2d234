/**
 * Measures requests per second and p50/p99 latency of product details, category listing and
 * add-to-cart against a running server (default http://localhost:3000), and writes bench/RESULTS.md.
 * Usage: npm run bench [-- --url http://host:port --seconds 10 --connections 10]
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchArgs } from './args.ts';

const args = benchArgs();
const baseUrl = args.get('url') ?? process.env.BENCH_URL ?? 'http://localhost:3000';
const duration = Number(args.get('seconds') ?? 10);
const connections = Number(args.get('connections') ?? 10);

async function api<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface Scenario {
  name: string;
  run: () => Promise<autocannon.Result>;
}

async function scenarios(): Promise<Scenario[]> {
  const listing = await api<{ products: { id: string }[] }>(
    'GET',
    '/products/v2/search/productSearch?categoryId=1000&count=48',
  );
  const productIds = listing.products.map((p) => p.id);
  const variants: string[] = [];
  for (const id of productIds.slice(0, 24)) {
    const details = await api<{ variants: { upc: string; maxQty: number }[] }>(
      'GET',
      `/products/v2/products/${id}/details`,
    );
    variants.push(
      ...details.variants
        .filter((v) => v.maxQty >= 10)
        .map((v) => v.upc)
        .slice(0, 2),
    );
  }
  const carts: { token: string; cartId: string }[] = [];
  // Stays under the token rate limit (60 a minute per client).
  for (let i = 0; i < 40; i++) {
    const session = await api<{ accessToken: string }>('POST', '/token/v2/auth/token', { type: 'Guest' });
    const cart = await api<{ id: string }>('POST', '/cart/v1/cart', {}, session.accessToken);
    carts.push({ token: session.accessToken, cartId: cart.id });
  }
  let detailsIndex = 0;
  let addIndex = 0;
  const common = { url: baseUrl, duration, connections };
  return [
    {
      name: 'product details (GET /api/products/v2/products/{id}/details)',
      run: () =>
        autocannon({
          ...common,
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                path: `/api/products/v2/products/${productIds[detailsIndex++ % productIds.length]}/details`,
              }),
            },
          ],
        }),
    },
    {
      name: 'category listing (GET /api/products/v2/search/productSearch?categoryId=…)',
      run: () =>
        autocannon({
          ...common,
          requests: [
            { path: '/api/products/v2/search/productSearch?categoryId=1100&count=24&sort=price-asc' },
          ],
        }),
    },
    {
      name: 'add to cart (POST /api/cart/v1/item)',
      run: () =>
        autocannon({
          ...common,
          requests: [
            {
              method: 'POST',
              setupRequest: (req) => {
                const n = addIndex++;
                const cart = carts[n % carts.length]!;
                const upc = variants[Math.floor(n / carts.length) % variants.length]!;
                return {
                  ...req,
                  path: '/api/cart/v1/item',
                  headers: { 'content-type': 'application/json', authorization: `Bearer ${cart.token}` },
                  body: JSON.stringify({ cartId: cart.cartId, upc, qty: 1 }),
                };
              },
            },
          ],
        }),
    },
  ];
}

const rows: string[] = [];
for (const scenario of await scenarios()) {
  const result = await scenario.run();
  const line = `| ${scenario.name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`;
  console.log(line);
  rows.push(line);
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const report = `# Benchmark results

Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB,
Node ${process.version}, against ${baseUrl} (${duration} s per scenario, ${connections} connections).

| scenario | requests/s | p50 ms | p99 ms | non-2xx |
| --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
writeFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md'), report);
console.log('\nWritten to bench/RESULTS.md');
