import type { AdminOrderListQuery } from '@ridgeline/contracts';
import { and, type DbOrTx, desc, eq, gte, like, lt, or, type SQL, schema, sql } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search box: an order number's beginning (RL…), an email's beginning (with @), or a last name's
 * beginning (or "first last"). Prefix matches only, each on an index of migration 0021 (decision 066):
 * a contains-search would read every row of a million orders.
 */
function searchFilter(q: string): SQL {
  const t = schema.orders;
  const text = q.trim();
  if (/^rl\d*$/i.test(text)) return like(t.orderNumber, `${escapeLike(text.toUpperCase())}%`);
  const lower = text.toLowerCase();
  if (lower.includes('@')) return sql`lower(${t.email}) like ${`${escapeLike(lower)}%`}`;
  const lastName = sql`lower(${t.billingAddress}->>'lastName')`;
  const words = lower.split(/\s+/);
  if (words.length >= 2) {
    const first = words[0]!;
    const last = words.slice(1).join(' ');
    return or(
      and(
        sql`${lastName} like ${`${escapeLike(last)}%`}`,
        sql`lower(${t.billingAddress}->>'firstName') like ${`${escapeLike(first)}%`}`,
      ),
      sql`${lastName} like ${`${escapeLike(lower)}%`}`,
    )!;
  }
  return or(
    sql`${lastName} like ${`${escapeLike(lower)}%`}`,
    sql`lower(${t.email}) like ${`${escapeLike(lower)}%`}`,
  )!;
}

/**
 * A name or email search of 3 characters or more matches few orders, but PostgreSQL, overestimating how
 * many, walks the newest-first index and filters (190 ms on a million orders); ordering on an expression
 * of placed_at (the same order) makes it read the prefix indexes and sort the matches (1 ms). Shorter
 * terms match many orders, where the walk is the faster plan. Measured by bench/admin-orders.ts.
 */
const byNameOrEmail = (q: string | undefined) => !!q && !/^rl\d*$/i.test(q.trim()) && q.trim().length >= 3;

/** The cursor: the last row's placed_at to the microsecond (JavaScript dates stop at the millisecond). */
const encodeCursor = (placedAt: string, orderNumber: string) =>
  Buffer.from(`${placedAt}|${orderNumber}`).toString('base64url');

function decodeCursor(cursor: string): { placedAt: string; orderNumber: string } {
  const [placedAt, orderNumber, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (
    rest.length > 0 ||
    !placedAt ||
    !orderNumber ||
    !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(placedAt) ||
    !/^RL\d{10}$/.test(orderNumber)
  ) {
    throw new CommerceError('REQ400', {
      field: 'query.cursor',
      problem: 'must be the nextCursor of a previous page',
    });
  }
  return { placedAt, orderNumber };
}

/**
 * The back-office's order list (decision 066): every filter given, newest first, keyset-paged on
 * (placed_at, order_number) so a page deep in a million orders costs what the first one does.
 */
export async function searchOrders(db: DbOrTx, query: AdminOrderListQuery) {
  const t = schema.orders;
  const filters: SQL[] = [];
  if (query.q) filters.push(searchFilter(query.q));
  if (query.status) filters.push(eq(t.status, query.status));
  if (query.siteId) filters.push(eq(t.siteId, query.siteId));
  if (query.from) filters.push(gte(t.placedAt, new Date(query.from)));
  if (query.to) filters.push(lt(t.placedAt, new Date(query.to)));
  if (query.paymentMethod) {
    const p = schema.orderPayments;
    filters.push(
      sql`exists (select 1 from ${p} where ${p.orderNumber} = ${t.orderNumber} and ${p.methodId} = ${query.paymentMethod})`,
    );
  }
  if (query.deliveryMethod) {
    const i = schema.orderItems;
    filters.push(
      or(
        eq(t.shippingMethodCode, query.deliveryMethod),
        sql`exists (select 1 from ${i} where ${i.orderNumber} = ${t.orderNumber} and ${i.deliveryMethod} = ${query.deliveryMethod})`,
      )!,
    );
  }
  if (query.storeId) {
    const i = schema.orderItems;
    filters.push(
      or(
        sql`exists (select 1 from ${i} where ${i.orderNumber} = ${t.orderNumber} and ${i.storeId} = ${query.storeId})`,
        sql`${t.inStoreSalesInfo}->>'storeId' = ${query.storeId}`,
      )!,
    );
  }
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    filters.push(
      sql`(${t.placedAt}, ${t.orderNumber}) < (${after.placedAt}::timestamptz, ${after.orderNumber})`,
    );
  }
  const rows = await db
    .select({
      orderNumber: t.orderNumber,
      status: t.status,
      placedAt: t.placedAt,
      placedAtExact: sql<string>`to_char(${t.placedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      siteId: t.siteId,
      currency: t.currency,
      email: t.email,
      billingAddress: t.billingAddress,
      totals: t.totals,
      shippingMethodCode: t.shippingMethodCode,
    })
    .from(t)
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(
      desc(byNameOrEmail(query.q) ? sql`${t.placedAt} + interval '0 seconds'` : t.placedAt),
      desc(t.orderNumber),
    )
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      orderNumber: row.orderNumber,
      status: row.status,
      placedAt: row.placedAt.toISOString(),
      siteId: row.siteId,
      currency: row.currency,
      email: row.email,
      name: `${row.billingAddress.firstName} ${row.billingAddress.lastName}`.trim(),
      total: row.totals.total,
      shippingMethod: row.shippingMethodCode,
    })),
    pageSize: query.pageSize,
    nextCursor:
      rows.length > query.pageSize && last ? encodeCursor(last.placedAtExact, last.orderNumber) : null,
  };
}

/** Orders waiting for the shopper's 3-D Secure challenge, oldest first (the back-office's watch list). */
export async function pendingAuthenticationOrders(db: DbOrTx, limit: number) {
  const t = schema.orders;
  const rows = await db
    .select()
    .from(t)
    .where(eq(t.status, 'pending_authentication'))
    .orderBy(t.placedAt, t.orderNumber)
    .limit(limit);
  return rows.map((row) => ({
    orderNumber: row.orderNumber,
    placedAt: row.placedAt.toISOString(),
    email: row.email,
    siteId: row.siteId,
    currency: row.currency,
    amount: row.totals.total,
  }));
}
