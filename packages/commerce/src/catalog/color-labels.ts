import { type DbOrTx, type LocalizedText, schema, sql } from '@ridgeline/db';
import { textArray } from './sql-rows.ts';

interface ColorName {
  label: LocalizedText;
  hex: string;
}

/**
 * Colour codes name the same colour in every product, so their labels are read once per database and
 * kept: looking them up per listing would scan every product colour of a large catalogue.
 */
const cache = new WeakMap<object, Map<string, ColorName>>();

export async function colorLabels(db: DbOrTx, codes: string[]): Promise<Map<string, ColorName>> {
  let known = cache.get(db);
  if (!known) {
    known = new Map();
    cache.set(db, known);
  }
  const missing = codes.filter((code) => !known.has(code));
  if (missing.length > 0) {
    // The first product row of each code, found by a short scan each: a DISTINCT ON over every
    // product colour took 0.75 s on the first listing after a start with 100,000 products.
    const rows = (
      (await db.execute(sql`select c.code, pc.label, pc.hex
        from unnest(${textArray(missing)}) as c(code)
        cross join lateral (
          select label, hex from ${schema.productColors} where ${schema.productColors.code} = c.code limit 1
        ) pc`)) as unknown as { rows: { code: string; label: LocalizedText; hex: string }[] }
    ).rows;
    for (const row of rows) known.set(row.code, { label: row.label, hex: row.hex });
  }
  return known;
}
