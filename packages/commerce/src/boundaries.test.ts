import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TABLE_ACCESS_EXCEPTIONS, TABLE_OWNERS } from './ownership.ts';

/**
 * Module boundaries (decision 055): a module reaches another only through its `index.ts` (`shared/` is
 * the common kernel), and touches only the tables `ownership.ts` gives it.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const SCHEMA = resolve(SRC, '../../db/src/schema');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** The module a file belongs to: its first folder under src, or '' for the package's own files. */
const moduleOf = (file: string) => {
  const parts = relative(SRC, file).split(sep);
  return parts.length > 1 ? parts[0]! : '';
};

/** Source without comments, so prose about tables or files is not mistaken for code. */
const code = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** JS export name -> SQL table name, for every pgTable of the schema. */
function schemaTables(): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of readdirSync(SCHEMA)) {
    const text = readFileSync(join(SCHEMA, file), 'utf8');
    for (const match of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
      tables.set(match[1]!, match[2]!);
  }
  return tables;
}

/** Every relative module specifier a file imports or re-exports, static or dynamic. */
export function importsOf(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/(?:^|[\s;}])(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

/** Imports of another module's internal files: anything but its index.ts (shared/ is open to all). */
export function internalImports(files: { path: string; source: string }[]): string[] {
  const problems: string[] = [];
  for (const { path, source } of files) {
    const from = moduleOf(path);
    for (const specifier of importsOf(source)) {
      const target = resolve(dirname(path), specifier);
      const to = moduleOf(target);
      if (to === from || to === '' || to === 'shared') continue;
      if (relative(SRC, target) === join(to, 'index.ts')) continue;
      problems.push(`${relative(SRC, path)} imports ${specifier}`);
    }
  }
  return problems;
}

export interface TableUse {
  module: string;
  file: string;
  table: string;
  write: boolean;
}

/**
 * Every table a file touches: `schema.<table>` (also through `const t = schema.x` or
 * `const { x } = schema`), and table names after FROM, JOIN, UPDATE, INTO in sql`` templates. A use is a
 * write when the file inserts into, updates or deletes from it.
 */
export function tableUses(path: string, source: string, tables: Map<string, string>): TableUse[] {
  const names = new Map<string, string>(); // identifier in this file -> SQL table
  const uses = new Map<string, boolean>(); // SQL table -> written
  const note = (table: string, write: boolean) => uses.set(table, (uses.get(table) ?? false) || write);
  for (const match of source.matchAll(/schema\.(\w+)/g)) {
    const table = tables.get(match[1]!);
    if (table) names.set(`schema.${match[1]}`, table);
  }
  for (const match of source.matchAll(/const\s+(\w+)\s*=\s*schema\.(\w+)\b/g)) {
    const table = tables.get(match[2]!);
    if (table) names.set(match[1]!, table);
  }
  for (const match of source.matchAll(/const\s*\{([^}]*)\}\s*=\s*schema\b/g)) {
    for (const part of match[1]!.split(',')) {
      const [key, alias] = part.split(':').map((s) => s.trim());
      const table = key ? tables.get(key) : undefined;
      if (table) names.set(alias || key!, table);
    }
  }
  for (const [name, table] of names) {
    const escaped = name.replace('.', '\\.');
    note(table, new RegExp(`\\.(?:insert|update|delete)\\(\\s*${escaped}\\s*\\)`).test(source));
    if (!name.startsWith('schema.') && !new RegExp(`\\b${escaped}\\b`).test(source)) uses.delete(table);
  }
  const sqlNames = new Set(tables.values());
  for (const template of source.matchAll(/`[^`]*`/g)) {
    for (const match of template[0].matchAll(/\b(from|join|update|into)\s+"?(\w+)"?/gi)) {
      const table = match[2]!;
      if (!sqlNames.has(table)) continue;
      const keyword = match[1]!.toLowerCase();
      const before = template[0].slice(0, match.index).trimEnd().toLowerCase();
      note(
        table,
        keyword === 'update' || keyword === 'into' || (keyword === 'from' && before.endsWith('delete')),
      );
    }
  }
  return [...uses].map(([table, write]) => ({
    module: moduleOf(path),
    file: relative(SRC, path),
    table,
    write,
  }));
}

/** Uses of tables by modules that neither own them nor hold an exception that covers the use. */
export function foreignTableUses(
  uses: TableUse[],
  owners: Readonly<Record<string, string>>,
  exceptions: readonly { module: string; table: string; access: 'read' | 'write' }[],
): string[] {
  return uses
    .filter((use) => owners[use.table] !== use.module)
    .filter((use) => {
      const exception = exceptions.find((e) => e.module === use.module && e.table === use.table);
      return !exception || (use.write && exception.access === 'read');
    })
    .map(
      (use) =>
        `${use.file} ${use.write ? 'writes' : 'reads'} ${use.table}, owned by ${owners[use.table] ?? 'nobody'}`,
    );
}

const files = walk(SRC).map((path) => ({ path, source: code(path) }));
const tables = schemaTables();
const uses = files.flatMap(({ path, source }) => tableUses(path, source, tables));

describe('module boundaries', () => {
  it('gives every table of the schema exactly one owner, an existing module', () => {
    const modules = new Set(files.map(({ path }) => moduleOf(path)).filter(Boolean));
    expect([...tables.values()].filter((table) => !TABLE_OWNERS[table])).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((table) => ![...tables.values()].includes(table))).toEqual([]);
    expect(Object.entries(TABLE_OWNERS).filter(([, owner]) => !modules.has(owner))).toEqual([]);
  });

  it('reaches other modules only through their index.ts', () => {
    expect(internalImports(files)).toEqual([]);
  });

  it('touches only the tables a module owns, besides the listed exceptions', () => {
    expect(foreignTableUses(uses, TABLE_OWNERS, TABLE_ACCESS_EXCEPTIONS)).toEqual([]);
  });

  it('lists no exception that is no longer needed, and none for stock or stored value', () => {
    const stale = TABLE_ACCESS_EXCEPTIONS.filter(
      (e) => !uses.some((use) => use.module === e.module && use.table === e.table),
    );
    expect(stale).toEqual([]);
    const guarded = ['stock', 'store_stock', 'stock_holds', 'gift_cards', 'programme_profiles'];
    expect(TABLE_ACCESS_EXCEPTIONS.filter((e) => guarded.includes(e.table) && e.access === 'write')).toEqual(
      [],
    );
  });

  it('catches an internal import and a foreign write (the check itself)', () => {
    const path = join(SRC, 'orders', 'example.ts');
    const source =
      "import { issueEGiftCards } from '../giftcards/egift.ts';\n" +
      "import { increaseStock } from '../inventory/index.ts';\n" +
      'await tx.update(schema.stock).set({ quantity: 1 });\n' +
      'await tx.execute(sql`update gift_cards set balance = 0`);\n';
    expect(internalImports([{ path, source }])).toEqual(['orders/example.ts imports ../giftcards/egift.ts']);
    const found = tableUses(path, source, tables);
    expect(foreignTableUses(found, TABLE_OWNERS, [])).toEqual([
      'orders/example.ts writes stock, owned by inventory',
      'orders/example.ts writes gift_cards, owned by giftcards',
    ]);
    expect(
      foreignTableUses(found, TABLE_OWNERS, [{ module: 'orders', table: 'stock', access: 'read' }]),
    ).toHaveLength(2);
  });
});
