// Every key the storefront asks the catalogue for exists in it (the catalogue test checks each key is in every
// language). TypeScript checks literal keys and keys built from typed unions; this also covers the keys built
// from values the type checker sees only as strings (`t(\`orders.status.${status}\` as MessageKey)`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITES } from '@ridgeline/contracts';
import { describe, expect, it } from 'vitest';
import { INTERESTS as ENROLMENT_INTERESTS } from '../routes/enrolment.tsx';
import { INTERESTS } from './account.ts';
import { messageAreas } from './i18n.ts';
import { DETAIL_NAMES } from './product-details.ts';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keys = new Set(Object.values(messageAreas).flatMap((set) => Object.keys(set.en)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('+') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}
const sources = sourceFiles(appDir).map((file) => [path.relative(appDir, file), readFileSync(file, 'utf8')]);

const missing = (candidates: Iterable<string>) => [...candidates].filter((key) => !keys.has(key));

describe('the keys the storefront uses', () => {
  it('every t(…) with a written key names a message of the catalogue', () => {
    const used = sources.flatMap(([file, source]) =>
      [...(source as string).matchAll(/\bt\(\s*'([^']+)'/g)].map(([, key]) => `${key} (${file})`),
    );
    expect(used.length).toBeGreaterThan(500);
    expect(used.filter((entry) => !keys.has(entry.split(' ')[0] as string))).toEqual([]);
  });

  it('every key built from a value has messages under its beginning', () => {
    const prefixes = sources.flatMap(([, source]) =>
      [...(source as string).matchAll(/\bt\(\s*`([a-zA-Z.]+)\$\{/g)].map(([, prefix]) => prefix as string),
    );
    expect(prefixes.length).toBeGreaterThan(10);
    expect(prefixes.filter((prefix) => ![...keys].some((key) => key.startsWith(prefix)))).toEqual([]);
  });

  it('names every order status and timeline event the commerce domain records', () => {
    // Order statuses (checkout/place-order, orders/lifecycle) and event types (orders/events.ts).
    const statuses = [
      'created',
      'pending_authentication',
      'picked',
      'shipped',
      'delivered',
      'cancelled',
      // fulfilment of pickups by the back-office (decision 066)
      'ready_for_pickup',
    ];
    const events = [
      'placed',
      'awaiting_authentication',
      'picked',
      'shipped',
      'delivered',
      'cancelled',
      'return_label_created',
      'ready_for_pickup',
      'collected',
    ];
    expect(missing(statuses.map((status) => `orders.status.${status}`))).toEqual([]);
    expect(missing(events.map((event) => `orders.timeline.${event}`))).toEqual([]);
  });

  it('names every interest, shipping country and product detail the forms and pages can show', () => {
    expect(missing(INTERESTS.map((interest) => `account.interest.${interest}`))).toEqual([]);
    expect(missing(ENROLMENT_INTERESTS.map((interest) => `identity.interest.${interest}`))).toEqual([]);
    expect(missing(SITES.flatMap((site) => site.shipsTo.map((country) => `country.${country}`)))).toEqual([]);
    expect(missing(DETAIL_NAMES.map((name) => `product.detail.${name}`))).toEqual([]);
  });
});
