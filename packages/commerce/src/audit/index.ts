import { and, asc, count, type DbOrTx, desc, eq, type SQL, schema, sql } from '@ridgeline/db';
import { newId } from '../shared/ids.ts';

/**
 * The audit log (decision 048): who changed what, when, before and after. Written in the same transaction
 * as the change it records, so neither exists without the other. Associates' price adjustments use it now;
 * the back-office records every operator change with it.
 */
export type AuditActorType = 'associate' | 'operator' | 'cli';

export interface AuditEntry {
  actorType: AuditActorType;
  actorId: string;
  /** e.g. 'price_adjustment.add'. */
  action: string;
  entityType: string;
  entityId: string;
  /** The entity before the change: null (or absent) when it is created. */
  before?: unknown;
  /** The entity after the change: null (or absent) when it is removed. */
  after?: unknown;
}

export interface AuditRecord extends Required<AuditEntry> {
  id: string;
  createdAt: Date;
}

/** Records one change; call it inside the change's transaction. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<string> {
  const id = newId();
  await tx.insert(schema.auditLog).values({
    id,
    actorType: entry.actorType,
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
  return id;
}

/**
 * Records many changes at once (a bulk edit or an import), as one statement per 5,000 entries (arrays
 * unnested, not thousands of parameters); call it inside the changes' transaction.
 */
export async function recordAudits(tx: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 5_000) {
    const chunk = entries.slice(i, i + 5_000);
    const column = <T>(pick: (entry: AuditEntry) => T) => chunk.map(pick);
    const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
    await tx.execute(sql`
      insert into ${schema.auditLog} (id, actor_type, actor_id, action, entity_type, entity_id, before, after)
      select id, actor_type, actor_id, action, entity_type, entity_id, before::jsonb, after::jsonb
      from unnest(
        ${sql.param(column(() => newId()))}::text[], ${sql.param(column((e) => e.actorType))}::text[], ${sql.param(column((e) => e.actorId))}::text[],
        ${sql.param(column((e) => e.action))}::text[], ${sql.param(column((e) => e.entityType))}::text[], ${sql.param(column((e) => e.entityId))}::text[],
        ${sql.param(column((e) => json(e.before)))}::text[], ${sql.param(column((e) => json(e.after)))}::text[]
      ) as t(id, actor_type, actor_id, action, entity_type, entity_id, before, after)`);
  }
}

/** An entity's history, oldest first. */
export async function auditTrail(db: DbOrTx, entityType: string, entityId: string): Promise<AuditRecord[]> {
  const rows = await db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entityType, entityType), eq(schema.auditLog.entityId, entityId)))
    .orderBy(asc(schema.auditLog.createdAt), asc(schema.auditLog.id));
  return rows.map((row) => ({
    id: row.id,
    actorType: row.actorType as AuditActorType,
    actorId: row.actorId,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt,
  }));
}

export interface AuditSearch {
  /** One record's history (both together). */
  entityType?: string | undefined;
  entityId?: string | undefined;
  /** One actor's changes. */
  actorType?: string | undefined;
  actorId?: string | undefined;
  page: number;
  pageSize: number;
}

/** Entries matching every filter given, newest first, one page (both searches use an index). */
export async function searchAudit(db: DbOrTx, search: AuditSearch) {
  const t = schema.auditLog;
  const filters: SQL[] = [];
  if (search.entityType) filters.push(eq(t.entityType, search.entityType));
  if (search.entityId) filters.push(eq(t.entityId, search.entityId));
  if (search.actorType) filters.push(eq(t.actorType, search.actorType));
  if (search.actorId) filters.push(eq(t.actorId, search.actorId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await db
    .select()
    .from(t)
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize);
  const [total] = await db.select({ n: count() }).from(t).where(where);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page: search.page,
    pageSize: search.pageSize,
    total: total?.n ?? 0,
  };
}

/**
 * The erasure's part of the audit log (decision 073): an entity's entries keep who did what and when,
 * their before and after values (which held the person's data) are replaced by a note saying so.
 */
export async function redactEntity(tx: DbOrTx, entityType: string, entityId: string): Promise<void> {
  await tx
    .update(schema.auditLog)
    .set({ before: { redacted: true }, after: { redacted: true } })
    .where(and(eq(schema.auditLog.entityType, entityType), eq(schema.auditLog.entityId, entityId)));
}
