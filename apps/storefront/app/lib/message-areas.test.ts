// Each route's loader sends the browser only the message areas its components use (`messagesFor`), on
// top of the root's `core`. A component that used a key of an area its page did not send would show the
// bare key. This test reads the sources: for every route, the areas named by the keys in its module and
// everything that module imports (server modules aside: they translate with the whole dictionary) must be
// sent by the route itself or by a layout above it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { type MessageArea, messageAreas } from './i18n.ts';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Its areas go with the buy-in-store banner and the terms dialog only, not with every page below it. */
const CONDITIONAL_LAYOUTS = new Set(['routes/locale.tsx']);

const areaOfKey = new Map<string, MessageArea>();
for (const [area, set] of Object.entries(messageAreas) as [MessageArea, { en: object }][]) {
  for (const key of Object.keys(set.en)) areaOfKey.set(key, area);
}

function areasNamedIn(source: string): Set<MessageArea> {
  const areas = new Set<MessageArea>();
  for (const [, key] of source.matchAll(/['"]([a-zA-Z]+\.[\w.]+)['"]/g)) {
    const area = areaOfKey.get(key as string);
    if (area) areas.add(area);
  }
  // `t(\`orders.status.${status}\`)`: every key with that beginning.
  for (const [, prefix] of source.matchAll(/`([a-zA-Z]+\.[\w.]*)\$\{/g)) {
    for (const [key, area] of areaOfKey) if (key.startsWith(prefix as string)) areas.add(area);
  }
  return areas;
}

/** A route's loader and action run on the server, where they translate with the whole dictionary. */
function withoutServerFunctions(source: string): string {
  return source.replace(/^export (async )?function (loader|action)\([\s\S]*?^}$/gm, '');
}

/** A resource route (no component) renders nothing that needs messages. */
const rendersPage = (file: string) => /^export default /m.test(readFileSync(path.join(appDir, file), 'utf8'));

/** The areas a module and the browser-side modules it imports use. */
function areasUsedBy(file: string): Set<MessageArea> {
  const seen = new Set<string>();
  const areas = new Set<MessageArea>();
  const visit = (module: string) => {
    if (seen.has(module) || module.includes('.server.') || module.includes(`${path.sep}messages${path.sep}`))
      return;
    seen.add(module);
    const source = readFileSync(module, 'utf8');
    for (const area of areasNamedIn(withoutServerFunctions(source))) areas.add(area);
    for (const [, specifier] of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)) {
      const imported = path.resolve(path.dirname(module), specifier as string);
      if (existsSync(imported) && /\.tsx?$/.test(imported)) visit(imported);
    }
  };
  visit(file);
  return areas;
}

/** The areas a route module's loader passes to `messagesFor`. */
function areasSentBy(file: string): Set<MessageArea> {
  const source = readFileSync(path.join(appDir, file), 'utf8');
  const areas = new Set<MessageArea>();
  for (const [, list] of source.matchAll(/messagesFor\([^,]+,\s*\[([^\]]*)\]/g)) {
    for (const [, area] of (list as string).matchAll(/'(\w+)'/g)) areas.add(area as MessageArea);
  }
  return areas;
}

interface RouteEntry {
  file: string;
  children?: RouteEntry[];
}

/** Each route with the areas it sends itself and those it has with its layouts'. */
function* routesWithSentAreas(
  entries: RouteEntry[],
  above: Set<MessageArea>,
): Generator<[string, Set<MessageArea>, Set<MessageArea>]> {
  for (const entry of entries) {
    const own = areasSentBy(entry.file);
    const sent = new Set([...above, ...own]);
    yield [entry.file, own, sent];
    const inherited = CONDITIONAL_LAYOUTS.has(entry.file) ? above : sent;
    if (entry.children) yield* routesWithSentAreas(entry.children, inherited);
  }
}

describe('message areas sent with each route', () => {
  const rootSends = areasSentBy('root.tsx');

  it('the root sends core and engagement (the content chrome), and the header, footer and error page need nothing else', () => {
    expect([...rootSends]).toEqual(['core', 'engagement']);
    expect([...areasUsedBy(path.join(appDir, 'root.tsx'))]).toEqual(['core', 'engagement']);
  });

  for (const [file, own, sent] of routesWithSentAreas(routes as RouteEntry[], rootSends)) {
    if (own.size > 0) {
      it(`${file} sends its translations with every page its loader returns`, () => {
        const loader = readFileSync(path.join(appDir, file), 'utf8').match(
          /^export (async )?function loader\([\s\S]*?^}$/m,
        );
        const pages = [...(loader?.[0] ?? '').matchAll(/return (data\()?\{[\s\S]*?;\n/g)].map(
          ([page]) => page,
        );
        expect(pages.filter((page) => !page.includes('translations'))).toEqual([]);
      });
    }
    if (!rendersPage(file)) continue;
    it(`${file} is sent every area its components use`, () => {
      const missing = [...areasUsedBy(path.join(appDir, file))].filter((area) => !sent.has(area));
      expect(missing).toEqual([]);
    });
  }
});
