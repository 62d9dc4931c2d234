import { count, type Db, eq, schema } from '@ridgeline/db';

/** Reviews waiting for moderation ('pending': flagged enough times, write.ts), per review locale. */
export async function reviewsAwaitingModerationByLocale(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ locale: schema.reviews.locale, n: count() })
    .from(schema.reviews)
    .where(eq(schema.reviews.status, 'pending'))
    .groupBy(schema.reviews.locale);
  return Object.fromEntries(rows.map((row) => [row.locale, row.n]));
}
