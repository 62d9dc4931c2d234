import type {
  AdminPriceRequest,
  AdminProductDetail,
  AdminProductListQuery,
  AdminProductUpdateRequest,
} from '@ridgeline/contracts';
import { and, asc, type Db, type DbOrTx, desc, eq, gt, type SQL, schema, sql } from '@ridgeline/db';
import { type AuditActorType, recordAudit } from '../audit/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { currentAmount, saleActive } from './price.ts';
import { type HistoryRow, lowestBefore, SINCE_EVER } from './price-history.ts';
import { rowsOf } from './sql-rows.ts';
import { productUrl } from './urls.ts';

const { products, variants, productColors, prices, priceHistory, categories } = schema;

/** Who changes the catalogue: an operator (or the command line), as the audit log records it. */
export interface CatalogueActor {
  type: AuditActorType;
  id: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Before the back-office recorded any change: the first history row of a price that existed before it. */

/**
 * The search box (decision 070): a UPC (digits) finds its product, a product id finds itself, and anything
 * else is contained in the English name, any case (the trigram index of migration 0024).
 */
function searchFilter(q: string): SQL {
  const text = q.trim();
  if (/^\d{8,14}$/.test(text)) {
    return sql`${products.id} = (select ${variants.productId} from ${variants} where ${variants.upc} = ${text})`;
  }
  const named = sql`lower(${products.name}->>'en') like ${`%${escapeLike(text.toLowerCase())}%`}`;
  if (/^[A-Za-z0-9]{8,11}$/.test(text)) return sql`(${products.id} = ${text.toUpperCase()} or ${named})`;
  return named;
}

/** The back-office's product list: every filter given, in id order, keyset-paged on the id. */
export async function listProducts(db: DbOrTx, query: AdminProductListQuery) {
  const filters: SQL[] = [];
  if (query.q) filters.push(searchFilter(query.q));
  if (query.categoryId) {
    filters.push(
      sql`${products.categoryId} in (select ${categories.id} from ${categories} where ${query.categoryId} = any(${categories.path}))`,
    );
  }
  if (query.productType) filters.push(eq(products.productType, query.productType));
  if (query.enabled) filters.push(eq(products.enabled, query.enabled === 'true'));
  if (query.cursor) filters.push(gt(products.id, query.cursor));
  // A name search matches few rows: ordering on an expression of the id makes PostgreSQL read the
  // trigram index and sort the matches instead of walking every id and testing each name.
  const byName = !!query.q && !/^\d{8,14}$/.test(query.q.trim());
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      brand: products.brand,
      productType: products.productType,
      categoryId: products.categoryId,
      badge: products.badge,
      enabled: products.enabled,
    })
    .from(products)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(byName ? sql`${products.id} || ''` : asc(products.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  return {
    items: page.map((row) => ({ ...row, name: row.name.en ?? '' })),
    pageSize: query.pageSize,
    nextCursor: rows.length > query.pageSize ? (page.at(-1)?.id ?? null) : null,
  };
}

/** The category tree in order, each with its English name and depth (the forms' choices). */
export async function categoryChoices(db: DbOrTx) {
  const rows = await db.select().from(categories);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sortKey = (row: (typeof rows)[number]) =>
    row.path.map((id) => String(byId.get(id)?.position ?? 0).padStart(4, '0') + id).join('/');
  return {
    items: rows
      .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1))
      .map((row) => ({ id: row.id, name: row.name.en ?? row.id, depth: row.path.length - 1 })),
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Everything the product screen shows and edits. */
export async function productForAdmin(db: DbOrTx, productId: string): Promise<AdminProductDetail> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) throw new CommerceError('CAT404', { productId });
  const [variantRows, colors, priceRows, history] = await Promise.all([
    db
      .select()
      .from(variants)
      .where(eq(variants.productId, productId))
      .orderBy(asc(variants.position), asc(variants.upc)),
    db.select().from(productColors).where(eq(productColors.productId, productId)),
    db.select().from(prices).where(eq(prices.productId, productId)).orderBy(asc(prices.currency)),
    db
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.productId, productId))
      .orderBy(desc(priceHistory.recordedAt), desc(priceHistory.id))
      .limit(50),
  ]);
  const colorOf = new Map(colors.map((color) => [color.id, color]));
  return {
    id: product.id,
    slug: product.slug,
    pdpUrl: productUrl(product.slug, product.id),
    name: product.name,
    description: product.description,
    brand: product.brand,
    productType: product.productType,
    gender: product.gender,
    categoryId: product.categoryId,
    badge: product.badge,
    eyebrow: product.eyebrow,
    season: product.season,
    attributes: product.attributes,
    enabled: product.enabled,
    sizeChartType: product.sizeChartType,
    variants: variantRows.map((variant) => {
      const color = colorOf.get(variant.colorId);
      return {
        upc: variant.upc,
        colorId: variant.colorId,
        colorCode: color?.code ?? '',
        colorLabel: color?.label.en ?? '',
        size: variant.size,
        enabled: variant.enabled,
      };
    }),
    prices: priceRows.map((price) => ({
      currency: price.currency,
      listAmount: price.listAmount,
      saleAmount: price.saleAmount,
      saleStartsAt: iso(price.saleStartsAt),
      saleEndsAt: iso(price.saleEndsAt),
      currentAmount: currentAmount(price),
      lowest30Days: price.saleAmount === null ? null : (price.historicBestAmount ?? price.listAmount),
    })),
    priceHistory: history.map((row) => ({
      id: row.id,
      currency: row.currency,
      listAmount: row.listAmount,
      saleAmount: row.saleAmount,
      saleStartsAt: iso(row.saleStartsAt),
      saleEndsAt: iso(row.saleEndsAt),
      recordedAt: row.recordedAt.toISOString(),
    })),
  };
}

/** The listing and search rows of a product, rewritten in the change's transaction (decision 046). */
export async function refreshSearch(tx: DbOrTx, productId: string) {
  await tx.execute(sql`select product_search_refresh(array[${productId}]::text[])`);
}

/** Text per language without the empty ones (they read English). */
function localizedOf(text: { en: string; fr?: string | undefined; de?: string | undefined }) {
  return Object.fromEntries(Object.entries(text).filter(([, value]) => value)) as Record<string, string>;
}

const editable = (row: typeof products.$inferSelect) => ({
  name: row.name,
  description: row.description,
  categoryId: row.categoryId,
  badge: row.badge,
  eyebrow: row.eyebrow,
  season: row.season,
  attributes: row.attributes,
  enabled: row.enabled,
});

/** Changes a product's facts; the storefront, its listings and search show them at once. */
export async function updateProduct(
  db: Db,
  actor: CatalogueActor,
  productId: string,
  change: AdminProductUpdateRequest,
): Promise<AdminProductDetail> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!before) throw new CommerceError('CAT404', { productId });
    const [category] = await tx.select().from(categories).where(eq(categories.id, change.categoryId));
    if (!category) {
      throw new CommerceError('REQ400', { field: 'body.categoryId', problem: 'Is not valid' });
    }
    const after = {
      name: localizedOf(change.name),
      description: localizedOf(change.description),
      categoryId: change.categoryId,
      badge: change.badge,
      eyebrow: change.eyebrow || null,
      season: change.season || null,
      attributes: change.attributes,
      enabled: change.enabled,
    };
    await tx.update(products).set(after).where(eq(products.id, productId));
    await refreshSearch(tx, productId);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'product.update',
      entityType: 'product',
      entityId: productId,
      before: editable(before),
      after,
    });
  });
  return productForAdmin(db, productId);
}

/** Chooses the product type whose size chart the product page shows (null: the product's own). */
export async function setSizeChart(
  db: Db,
  actor: CatalogueActor,
  productId: string,
  sizeChartType: string | null,
): Promise<AdminProductDetail> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!before) throw new CommerceError('CAT404', { productId });
    await tx.update(products).set({ sizeChartType }).where(eq(products.id, productId));
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'product.sizeChart',
      entityType: 'product',
      entityId: productId,
      before: { sizeChartType: before.sizeChartType },
      after: { sizeChartType },
    });
  });
  return productForAdmin(db, productId);
}

/** Shows or hides one variant (a size of a colour) in the storefront. */
export async function setVariantEnabled(
  db: Db,
  actor: CatalogueActor,
  productId: string,
  upc: string,
  enabled: boolean,
): Promise<AdminProductDetail> {
  await db.transaction(async (tx) => {
    const [variant] = await tx
      .select()
      .from(variants)
      .where(and(eq(variants.upc, upc), eq(variants.productId, productId)))
      .for('update');
    if (!variant) throw new CommerceError('CAT405', { productId, upc });
    await tx.update(variants).set({ enabled }).where(eq(variants.upc, upc));
    await refreshSearch(tx, productId);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'variant.update',
      entityType: 'product',
      entityId: productId,
      before: { upc, enabled: variant.enabled },
      after: { upc, enabled },
    });
  });
  return productForAdmin(db, productId);
}

const stateOf = (row: typeof prices.$inferSelect | undefined) =>
  row
    ? {
        listAmount: row.listAmount,
        saleAmount: row.saleAmount,
        saleStartsAt: iso(row.saleStartsAt),
        saleEndsAt: iso(row.saleEndsAt),
      }
    : null;

/**
 * Sets a product's price in one currency (list, and a sale with an optional window). The change is kept
 * in price_history, and a sale's lowest price of the 30 days before it (EU/UK display) is computed from
 * that history and stored with the price (decision 070).
 */
/** The transaction's time, which the search rows' price (product_current_amount) compares a sale with. */
export async function transactionTime(tx: DbOrTx): Promise<Date> {
  const [clock] = await rowsOf<{ ms: number }>(
    tx,
    sql`select (extract(epoch from now()) * 1000)::float8 as ms`,
  );
  return new Date(Number(clock!.ms));
}

export async function setPrice(
  db: Db,
  actor: CatalogueActor,
  productId: string,
  currency: string,
  change: AdminPriceRequest,
): Promise<AdminProductDetail> {
  await db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw new CommerceError('CAT404', { productId });
    const [before] = await tx
      .select()
      .from(prices)
      .where(and(eq(prices.productId, productId), eq(prices.currency, currency)))
      .for('update');
    const recorded = await tx
      .select()
      .from(priceHistory)
      .where(and(eq(priceHistory.productId, productId), eq(priceHistory.currency, currency)))
      .orderBy(asc(priceHistory.recordedAt));
    const history: HistoryRow[] = [...recorded];
    if (before && history.length === 0) {
      // The price as it was before the first recorded change (seeded or imported): held since ever.
      const first = {
        listAmount: before.listAmount,
        saleAmount: before.saleAmount,
        saleStartsAt: before.saleStartsAt,
        saleEndsAt: before.saleEndsAt,
      };
      await tx
        .insert(priceHistory)
        .values({ id: newId(), productId, currency, ...first, recordedAt: SINCE_EVER });
      history.push({ ...first, recordedAt: SINCE_EVER });
    }
    const now = await transactionTime(tx);
    const state = {
      listAmount: change.listAmount,
      saleAmount: change.saleAmount,
      saleStartsAt: change.saleAmount === null || !change.saleStartsAt ? null : new Date(change.saleStartsAt),
      saleEndsAt: change.saleAmount === null || !change.saleEndsAt ? null : new Date(change.saleEndsAt),
    };
    const saleStart = state.saleStartsAt ?? now;
    const historicBestAmount =
      state.saleAmount === null ? null : (lowestBefore(history, saleStart) ?? change.listAmount);
    await tx.insert(priceHistory).values({ id: newId(), productId, currency, ...state, recordedAt: now });
    // A sale without a start date began when it was set: the storefront says since when.
    const row = {
      ...state,
      saleStartsAt: state.saleAmount === null ? null : saleStart,
      historicBestAmount,
    };
    if (before) {
      await tx
        .update(prices)
        .set(row)
        .where(and(eq(prices.productId, productId), eq(prices.currency, currency)));
    } else {
      await tx.insert(prices).values({ productId, currency, ...row });
    }
    await refreshSearch(tx, productId);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'price.set',
      entityType: 'product',
      entityId: productId,
      before: before ? { currency, ...stateOf(before) } : null,
      after: {
        currency,
        listAmount: row.listAmount,
        saleAmount: row.saleAmount,
        saleStartsAt: iso(row.saleStartsAt),
        saleEndsAt: iso(row.saleEndsAt),
        lowest30Days: historicBestAmount,
        currentAmount: currentAmount(row, now),
        saleActive: saleActive(row, now),
      },
    });
  });
  return productForAdmin(db, productId);
}

/** How far back a sale's start or end is looked for: a process down longer than this misses it. */
const BOUNDARY_LOOKBACK = sql.raw(`interval '7 days'`);

/**
 * A scheduled sale that started or ended since its product's search row was written leaves that row's
 * price (listing filters and sorts) stale: this rewrites the rows whose price is not the one paid now,
 * among prices whose window opened or closed in the last days. Every API process runs it each minute
 * (decision 070); the rows are rewritten in one statement, so two processes doing it at once do no harm.
 */
export async function refreshSaleBoundaries(db: DbOrTx): Promise<number> {
  const [row] = await rowsOf<{ refreshed: number }>(
    db,
    sql`with due as (
        select distinct pr.product_id
        from prices pr
        join products p on p.id = pr.product_id and p.enabled
        join product_search ps on ps.product_id = pr.product_id
        where pr.sale_amount is not null
          and ((pr.sale_starts_at > now() - ${BOUNDARY_LOOKBACK} and pr.sale_starts_at <= now())
            or (pr.sale_ends_at > now() - ${BOUNDARY_LOOKBACK} and pr.sale_ends_at <= now()))
          and product_current_amount(pr) is distinct from (case pr.currency
            when 'USD' then ps.price_usd when 'CAD' then ps.price_cad
            when 'GBP' then ps.price_gbp when 'EUR' then ps.price_eur end)
      ), refreshed as (
        select product_search_refresh(array(select product_id from due))
      )
      select (select count(*) from due)::integer as refreshed from refreshed`,
  );
  return row?.refreshed ?? 0;
}
