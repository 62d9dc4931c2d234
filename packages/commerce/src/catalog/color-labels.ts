import { type DbOrTx, type LocalizedText, schema, sql } from '@ridgeline/db';

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
    const rows = await db
      .selectDistinctOn([schema.productColors.code], {
        code: schema.productColors.code,
        label: schema.productColors.label,
        hex: schema.productColors.hex,
      })
      .from(schema.productColors)
      .where(
        sql`${schema.productColors.code} = any(array[${sql.join(
          missing.map((code) => sql`${code}`),
          sql`, `,
        )}]::text[])`,
      )
      .orderBy(schema.productColors.code);
    for (const row of rows) known.set(row.code, { label: row.label, hex: row.hex });
  }
  return known;
}
