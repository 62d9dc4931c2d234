import { randomBytes } from 'node:crypto';
import type {
  AdminPromotion,
  AdminPromotionCodesRequest,
  AdminPromotionListQuery,
  AdminPromotionRequest,
  PromotionStatus,
} from '@ridgeline/contracts';
import {
  and,
  asc,
  count,
  type Db,
  type DbOrTx,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  or,
  type PromotionConfig,
  type SQL,
  schema,
  sql,
} from '@ridgeline/db';
import { type AuditActorType, recordAudit } from '../audit/index.ts';
import { discountsByPromotion } from '../orders/index.ts';
import { CommerceError } from '../shared/errors.ts';
import type { PromotionRow } from './eligibility.ts';

const { promotions, promotionCodes, promotionRedemptions } = schema;

/** Who changes promotions: an operator (or the command line), as the audit log records it. */
export interface PromotionActor {
  type: AuditActorType;
  id: string;
}

/** Where a promotion stands now: disabled by an operator, else by its dates. */
export function promotionStatus(row: PromotionRow, now = new Date()): PromotionStatus {
  if (!row.active) return 'disabled';
  if (row.startsAt && row.startsAt > now) return 'scheduled';
  if (row.endsAt && row.endsAt <= now) return 'ended';
  return 'active';
}

function statusFilter(status: PromotionStatus, now: Date): SQL {
  const started = or(isNull(promotions.startsAt), lte(promotions.startsAt, now))!;
  const notEnded = or(isNull(promotions.endsAt), gt(promotions.endsAt, now))!;
  switch (status) {
    case 'disabled':
      return eq(promotions.active, false);
    case 'scheduled':
      return and(eq(promotions.active, true), gt(promotions.startsAt, now))!;
    case 'ended':
      return and(eq(promotions.active, true), started, lte(promotions.endsAt, now))!;
    default:
      return and(eq(promotions.active, true), started, notEnded)!;
  }
}

const compact = (values: Record<string, number | undefined> | undefined) =>
  Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined)) as Record<
    string,
    number
  >;

const nonEmpty = (values: string[] | undefined) => (values?.length ? values : undefined);

/** The engine's config of a request: only what its kind reads (decision 030). */
function configOf(request: AdminPromotionRequest): PromotionConfig {
  const config: PromotionConfig = {};
  if (request.kind === 'percent_off') config.percent = request.percent;
  if (['amount_off', 'fixed_price'].includes(request.kind)) config.amount = compact(request.amount);
  if (request.kind === 'buy_x_get_y') {
    config.buyQty = request.buyQty;
    config.getQty = request.getQty;
  }
  if (request.kind === 'gift_with_purchase') config.giftUpc = request.giftUpc;
  const threshold = compact(request.threshold);
  if (Object.keys(threshold).length > 0) config.threshold = threshold;
  if (request.level === 'SHIPPING' && nonEmpty(request.shippingMethods))
    config.shippingMethods = request.shippingMethods;
  if (request.level !== 'SHIPPING') {
    if (nonEmpty(request.productIds)) config.productIds = request.productIds;
    if (nonEmpty(request.productTypes)) config.productTypes = request.productTypes;
  }
  return config;
}

const localized = (text: Record<string, string | undefined> | undefined) =>
  Object.fromEntries(Object.entries(text ?? {}).filter(([, value]) => value)) as Record<string, string>;

function columnsOf(request: AdminPromotionRequest) {
  return {
    name: localized(request.name),
    level: request.level,
    kind: request.kind,
    config: configOf(request),
    couponCode: request.couponCode ?? null,
    requiresCode: request.requiresCode || request.couponCode !== undefined,
    audiences: request.audiences,
    siteIds: request.siteIds,
    startsAt: request.startsAt ? new Date(request.startsAt) : null,
    endsAt: request.endsAt ? new Date(request.endsAt) : null,
    totalLimit: request.totalLimit ?? null,
    perShopperLimit: request.perShopperLimit ?? null,
    calloutMessage: localized(request.calloutMessage),
    priority: request.priority,
  };
}

/** What the audit log keeps of a promotion. */
const auditView = (row: PromotionRow) => ({
  name: row.name,
  level: row.level,
  kind: row.kind,
  config: row.config,
  couponCode: row.couponCode,
  requiresCode: row.requiresCode,
  audiences: row.audiences,
  siteIds: row.siteIds,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  totalLimit: row.totalLimit,
  perShopperLimit: row.perShopperLimit,
  calloutMessage: row.calloutMessage,
  priority: row.priority,
  active: row.active,
});

async function views(db: DbOrTx, rows: PromotionRow[], now = new Date()): Promise<AdminPromotion[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [redeemed, codes, discounts] = await Promise.all([
    db
      .select({ promotionId: promotionRedemptions.promotionId, n: count() })
      .from(promotionRedemptions)
      .where(inArray(promotionRedemptions.promotionId, ids))
      .groupBy(promotionRedemptions.promotionId),
    db
      .select({ promotionId: promotionCodes.promotionId, n: count() })
      .from(promotionCodes)
      .where(inArray(promotionCodes.promotionId, ids))
      .groupBy(promotionCodes.promotionId),
    discountsByPromotion(db, ids),
  ]);
  const redeemedOf = new Map(redeemed.map((row) => [row.promotionId, row.n]));
  const codesOf = new Map(codes.map((row) => [row.promotionId, row.n]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    level: row.level,
    kind: row.kind,
    status: promotionStatus(row, now),
    active: row.active,
    percent: row.config.percent ?? null,
    amount: row.config.amount ?? {},
    threshold: row.config.threshold ?? {},
    buyQty: row.config.buyQty ?? null,
    getQty: row.config.getQty ?? null,
    giftUpc: row.config.giftUpc ?? null,
    shippingMethods: row.config.shippingMethods ?? [],
    productIds: row.config.productIds ?? [],
    productTypes: row.config.productTypes ?? [],
    requiresCode: row.requiresCode || row.couponCode !== null,
    couponCode: row.couponCode,
    codesCount: codesOf.get(row.id) ?? 0,
    audiences: row.audiences,
    siteIds: row.siteIds,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    totalLimit: row.totalLimit,
    perShopperLimit: row.perShopperLimit,
    calloutMessage: row.calloutMessage,
    priority: row.priority,
    usage: { timesRedeemed: redeemedOf.get(row.id) ?? 0, discountGiven: discounts.get(row.id) ?? {} },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Promotions newest first, by status and by the start of their id, English name or coupon code. */
export async function listPromotions(db: DbOrTx, query: AdminPromotionListQuery) {
  const now = new Date();
  const filters: SQL[] = [];
  if (query.status) filters.push(statusFilter(query.status, now));
  if (query.q) {
    const like = `${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        ilike(promotions.id, like),
        ilike(promotions.couponCode, like),
        sql`${promotions.name}->>'en' ilike ${`%${like}`}`,
      )!,
    );
  }
  const rows = await db
    .select()
    .from(promotions)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(promotions.createdAt), asc(promotions.id))
    .limit(query.pageSize + 1)
    .offset(query.start);
  return {
    items: await views(db, rows.slice(0, query.pageSize), now),
    start: query.start,
    pageSize: query.pageSize,
    hasMore: rows.length > query.pageSize,
  };
}

async function row(db: DbOrTx, promotionId: string, lock = false): Promise<PromotionRow> {
  const select = db.select().from(promotions).where(eq(promotions.id, promotionId));
  const [found] = lock ? await select.for('update') : await select;
  if (!found) throw new CommerceError('PRA404', { promotionId });
  return found;
}

export async function promotionForOperator(db: DbOrTx, promotionId: string): Promise<AdminPromotion> {
  const [view] = await views(db, [await row(db, promotionId)]);
  return view!;
}

/** PRA409 when a code is taken: by a promotion's own coupon code or by a generated one. */
async function assertCodesFree(db: DbOrTx, codes: string[], exceptPromotion?: string) {
  if (codes.length === 0) return;
  for (let i = 0; i < codes.length; i += 1000) {
    const batch = codes.slice(i, i + 1000);
    const [own] = await db
      .select({ code: promotions.couponCode })
      .from(promotions)
      .where(
        and(
          inArray(promotions.couponCode, batch),
          exceptPromotion ? ne(promotions.id, exceptPromotion) : undefined,
        ),
      )
      .limit(1);
    const [generated] = await db
      .select({ code: promotionCodes.code })
      .from(promotionCodes)
      .where(inArray(promotionCodes.code, batch))
      .limit(1);
    const taken = own?.code ?? generated?.code;
    if (taken) throw new CommerceError('PRA409', { code: taken, field: 'couponCode' });
  }
}

const newPromotionId = (kind: string) =>
  `${kind === 'gift_with_purchase' ? 'GWP' : 'PRM'}-${randomBytes(5).toString('hex').toUpperCase()}`;

/** A new promotion, live at once when its dates say so (carts judge promotions afresh on every read). */
export async function createPromotion(
  db: Db,
  actor: PromotionActor,
  request: AdminPromotionRequest,
): Promise<AdminPromotion> {
  const id = newPromotionId(request.kind);
  await db.transaction(async (tx) => {
    if (request.couponCode) await assertCodesFree(tx, [request.couponCode]);
    const [created] = await tx
      .insert(promotions)
      .values({ id, ...columnsOf(request), active: true })
      .returning();
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'promotion.create',
      entityType: 'promotion',
      entityId: id,
      before: null,
      after: auditView(created!),
    });
  });
  return promotionForOperator(db, id);
}

/** Replaces a promotion's terms (its id, state and redemptions stay). */
export async function updatePromotion(
  db: Db,
  actor: PromotionActor,
  promotionId: string,
  request: AdminPromotionRequest,
): Promise<AdminPromotion> {
  await db.transaction(async (tx) => {
    const before = await row(tx, promotionId, true);
    if (request.couponCode && request.couponCode !== before.couponCode)
      await assertCodesFree(tx, [request.couponCode], promotionId);
    const columns = columnsOf(request);
    // A promotion that has generated codes stays a coupon promotion.
    if (!columns.requiresCode && before.requiresCode) {
      const [codes] = await tx
        .select({ n: count() })
        .from(promotionCodes)
        .where(eq(promotionCodes.promotionId, promotionId));
      if ((codes?.n ?? 0) > 0) columns.requiresCode = true;
    }
    const [after] = await tx
      .update(promotions)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(promotions.id, promotionId))
      .returning();
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'promotion.update',
      entityType: 'promotion',
      entityId: promotionId,
      before: auditView(before),
      after: auditView(after!),
    });
  });
  return promotionForOperator(db, promotionId);
}

/** Enables or disables a promotion: a disabled one stops applying in carts and orders at once. */
export async function setPromotionActive(
  db: Db,
  actor: PromotionActor,
  promotionId: string,
  active: boolean,
): Promise<AdminPromotion> {
  await db.transaction(async (tx) => {
    const before = await row(tx, promotionId, true);
    if (before.active === active) throw new CommerceError('PRA410', { promotionId });
    await tx.update(promotions).set({ active, updatedAt: new Date() }).where(eq(promotions.id, promotionId));
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: active ? 'promotion.enable' : 'promotion.disable',
      entityType: 'promotion',
      entityId: promotionId,
      before: { active: before.active },
      after: { active },
    });
  });
  return promotionForOperator(db, promotionId);
}

/** Codes without look-alike letters (no 0/O, 1/I/L): 10 of 31 characters, about 50 random bits each. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 10;

function randomCode(prefix: string): string {
  // 248 = 8 × 31: bytes at or above it are dropped so every character is equally likely.
  let code = '';
  while (code.length < CODE_LENGTH) {
    for (const byte of randomBytes(CODE_LENGTH * 2)) {
      if (byte < 248 && code.length < CODE_LENGTH) code += CODE_ALPHABET[byte % 31];
    }
  }
  return `${prefix}${code}`;
}

/**
 * Adds one code the operator typed, or `count` unguessable codes starting with `prefix`, to a promotion,
 * which from then on applies only with a code. Codes are unique across every promotion (PRA409).
 */
export async function addPromotionCodes(
  db: Db,
  actor: PromotionActor,
  promotionId: string,
  request: AdminPromotionCodesRequest,
): Promise<{ promotionId: string; codes: string[] }> {
  return db.transaction(async (tx) => {
    const before = await row(tx, promotionId, true);
    let codes: string[];
    if (request.code) {
      await assertCodesFree(tx, [request.code]);
      codes = [request.code];
    } else {
      const wanted = request.count ?? 1;
      const made = new Set<string>();
      while (made.size < wanted) made.add(randomCode(request.prefix ?? ''));
      codes = [...made];
      // A clash with an existing code (about 2^-50 per pair) is made again rather than refused.
      for (let attempt = 0; attempt < 3; attempt++) {
        const taken = new Set<string>();
        for (let i = 0; i < codes.length; i += 1000) {
          const batch = codes.slice(i, i + 1000);
          const [own, generated] = await Promise.all([
            tx
              .select({ code: promotions.couponCode })
              .from(promotions)
              .where(inArray(promotions.couponCode, batch)),
            tx
              .select({ code: promotionCodes.code })
              .from(promotionCodes)
              .where(inArray(promotionCodes.code, batch)),
          ]);
          for (const hit of [...own, ...generated]) if (hit.code) taken.add(hit.code);
        }
        if (taken.size === 0) break;
        codes = codes.map((code) => (taken.has(code) ? randomCode(request.prefix ?? '') : code));
      }
    }
    for (let i = 0; i < codes.length; i += 1000) {
      await tx
        .insert(promotionCodes)
        .values(
          codes.slice(i, i + 1000).map((code) => ({ code, promotionId, singleUse: request.singleUse })),
        );
    }
    if (!before.requiresCode) {
      await tx
        .update(promotions)
        .set({ requiresCode: true, updatedAt: new Date() })
        .where(eq(promotions.id, promotionId));
    }
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'promotion.codes_add',
      entityType: 'promotion',
      entityId: promotionId,
      before: { requiresCode: before.requiresCode },
      after: {
        requiresCode: true,
        added: codes.length,
        singleUse: request.singleUse,
        ...(request.code ? { code: request.code } : { prefix: request.prefix ?? '' }),
      },
    });
    return { promotionId, codes };
  });
}

/** A promotion's codes (its own coupon code first, then the generated ones by code) with their use. */
export async function promotionCodesOf(
  db: DbOrTx,
  promotionId: string,
  page: { start: number; pageSize: number },
) {
  const promotion = await row(db, promotionId);
  // The promotion's own code is shared by design: never single-use.
  const own = promotion.couponCode
    ? [
        {
          code: promotion.couponCode,
          singleUse: false,
          usedByOrder: null as string | null,
          usedAt: null as Date | null,
          createdAt: promotion.createdAt,
        },
      ]
    : [];
  const ownOnPage = page.start === 0 ? own : [];
  const offset = Math.max(0, page.start - own.length);
  const generated = await db
    .select({
      code: promotionCodes.code,
      singleUse: promotionCodes.singleUse,
      usedByOrder: promotionCodes.usedByOrder,
      usedAt: promotionCodes.usedAt,
      createdAt: promotionCodes.createdAt,
    })
    .from(promotionCodes)
    .where(eq(promotionCodes.promotionId, promotionId))
    .orderBy(asc(promotionCodes.code))
    .limit(page.pageSize + 1 - ownOnPage.length)
    .offset(offset);
  const rows = [...ownOnPage, ...generated];
  const items = rows.slice(0, page.pageSize);
  const used = items.length
    ? await db
        .select({ code: promotionRedemptions.couponCode, n: count() })
        .from(promotionRedemptions)
        .where(
          and(
            eq(promotionRedemptions.promotionId, promotionId),
            inArray(
              promotionRedemptions.couponCode,
              items.map((item) => item.code),
            ),
          ),
        )
        .groupBy(promotionRedemptions.couponCode)
    : [];
  const usedOf = new Map(used.map((entry) => [entry.code, entry.n]));
  const [singleUse] = await db
    .select({
      total: sql<number>`count(*) filter (where ${promotionCodes.singleUse})`.mapWith(Number),
      used: sql<number>`count(${promotionCodes.usedByOrder})`.mapWith(Number),
    })
    .from(promotionCodes)
    .where(eq(promotionCodes.promotionId, promotionId));
  return {
    items: items.map((item) => ({
      code: item.code,
      timesRedeemed: usedOf.get(item.code) ?? 0,
      singleUse: item.singleUse,
      usedByOrder: item.usedByOrder,
      usedAt: item.usedAt?.toISOString() ?? null,
      createdAt: item.createdAt.toISOString(),
    })),
    singleUse: { total: singleUse?.total ?? 0, used: singleUse?.used ?? 0 },
    start: page.start,
    pageSize: page.pageSize,
    hasMore: rows.length > page.pageSize,
  };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * Every code of a promotion as CSV, for mailings and printing: code, times redeemed, whether it is
 * single-use, the order that used it and when (empty while unused), created.
 */
export async function promotionCodesCsv(db: DbOrTx, promotionId: string): Promise<string> {
  const lines = ['code,timesRedeemed,singleUse,usedByOrder,usedAt,createdAt'];
  const pageSize = 1000;
  for (let start = 0; ; start += pageSize) {
    const page = await promotionCodesOf(db, promotionId, { start, pageSize });
    for (const item of page.items)
      lines.push(
        [
          item.code,
          item.timesRedeemed,
          item.singleUse ? 'yes' : 'no',
          item.usedByOrder ?? '',
          item.usedAt ?? '',
          item.createdAt,
        ]
          .map(csvCell)
          .join(','),
      );
    if (!page.hasMore) break;
  }
  return `${lines.join('\r\n')}\r\n`;
}
