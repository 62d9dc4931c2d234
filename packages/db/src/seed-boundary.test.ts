import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cityKey } from './city-key.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('demo data stays in the seed folder (decision 056)', () => {
  it('production code imports nothing from the seed folder', () => {
    const offenders = ['packages/commerce/src', 'apps/api/src', 'apps/storefront/app', 'apps/admin/app']
      .flatMap(sources)
      .filter((file) => /from '[^']*\/seed\//.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('the database package hands out only seeding entry points from the seed folder', () => {
    const index = readFileSync(path.join(root, 'packages/db/src/index.ts'), 'utf8');
    const fromSeed = [...index.matchAll(/export \{([^}]*)\} from '\.\/seed\/[^']+'/g)].flatMap((match) =>
      match[1]!
        .split(',')
        .map((name) => name.replace(/^\s*type\s+/, '').trim())
        .filter(Boolean),
    );
    expect(fromSeed).not.toContain('cityKey');
  });

  it('compares cities without case or accents, as the store locator searches them', () => {
    expect(cityKey('  Montréal ')).toBe(cityKey('montreal'));
    expect(cityKey('München')).toBe('munchen');
  });
});
