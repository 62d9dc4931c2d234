// First-load JavaScript per page: the gzip size of every script the built storefront's HTML makes the browser
// load for a page (entry, the matched routes' modules and what they import). Run after
// `npm run build`: `npx tsx bench/first-load-js.ts` from the repository root.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface RouteAssets {
  module: string;
  imports?: string[];
  parentId?: string;
}
interface AssetsManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteAssets>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const client = path.join(root, 'apps/storefront/build/client');
const build = (await import(path.join(root, 'apps/storefront/build/server/index.js'))) as {
  assets: AssetsManifest;
};

const PAGES: Record<string, string> = {
  home: 'routes/home',
  listing: 'routes/category',
  product: 'routes/product',
  cart: 'routes/cart',
};

function scriptsOf(routeId: string): Set<string> {
  const { entry, routes } = build.assets;
  const scripts = new Set<string>([entry.module, ...entry.imports]);
  for (let id: string | undefined = routeId; id; id = routes[id]?.parentId) {
    const route = routes[id];
    if (!route) throw new Error(`No route ${id} in the build`);
    scripts.add(route.module);
    for (const script of route.imports ?? []) scripts.add(script);
  }
  return scripts;
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(client, file)), { level: 9 }).length / 1024;

for (const [page, routeId] of Object.entries(PAGES)) {
  const scripts = [...scriptsOf(routeId)];
  const total = scripts.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`${page.padEnd(8)} ${scripts.length} scripts ${total.toFixed(1)} kB gzip`);
}
