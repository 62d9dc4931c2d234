import {
  type ContentType,
  type CreateContentRequest,
  type EditorDocument,
  referencedDocumentIds,
  type UpdateContentRequest,
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
  or,
  schema,
  sql,
} from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { operatorById } from '../operators/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import type { LocalizedFields } from './localize.ts';
import { checkedFields, checkedLocalized, checkPublicationLocale, checkRoute } from './validation.ts';

/** Who made a change: an operator (their id) or the content command (`cli:<user>`). */
export interface ContentActor {
  type: 'operator' | 'cli';
  id: string;
}

type DocumentRow = typeof schema.contentDocuments.$inferSelect;
type PublicationRow = typeof schema.contentPublications.$inferSelect;

const ENTITY = 'content_document';

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

async function documentRow(db: DbOrTx, documentId: string): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(schema.contentDocuments)
    .where(eq(schema.contentDocuments.id, documentId));
  if (!row) throw new CommerceError('CNT404');
  return row;
}

async function referrersCounts(db: DbOrTx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const t = schema.contentReferences;
  const rows = await db
    .select({ id: t.referencedId, n: count() })
    .from(t)
    .where(inArray(t.referencedId, ids))
    .groupBy(t.referencedId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

async function publicationsOf(db: DbOrTx, ids: string[]): Promise<Map<string, PublicationRow[]>> {
  const byDocument = new Map<string, PublicationRow[]>();
  if (ids.length === 0) return byDocument;
  const rows = await db
    .select()
    .from(schema.contentPublications)
    .where(inArray(schema.contentPublications.documentId, ids))
    .orderBy(asc(schema.contentPublications.publishAt), asc(schema.contentPublications.createdAt));
  for (const row of rows) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row]);
  return byDocument;
}

function editorView(row: DocumentRow, referrers: number, publications: PublicationRow[]): EditorDocument {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    siteId: row.siteId,
    route: row.routeKind
      ? { kind: row.routeKind, key: row.routeKey ?? '', parentSlug: row.parentSlug }
      : null,
    layoutVariant: row.layoutVariant,
    latestVersion: row.latestVersion,
    referrersCount: referrers,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publications: publications.map((p) => ({
      id: p.id,
      version: p.version,
      publishAt: p.publishAt.toISOString(),
      unpublishAt: p.unpublishAt?.toISOString() ?? null,
      locale: p.locale,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

/** One document as the editors see it: latest version number, referrers and publications. */
export async function editorDocument(db: DbOrTx, documentId: string): Promise<EditorDocument> {
  const row = await documentRow(db, documentId);
  const [referrers, publications] = await Promise.all([
    referrersCounts(db, [row.id]),
    publicationsOf(db, [row.id]),
  ]);
  return editorView(row, referrers.get(row.id) ?? 0, publications.get(row.id) ?? []);
}

/** What the audit log keeps of a document: its metadata and the version's fields. */
export const auditState = (row: DocumentRow, fields?: unknown, localized?: unknown) => ({
  type: row.type,
  name: row.name,
  siteId: row.siteId,
  route: row.routeKind ? { kind: row.routeKind, key: row.routeKey } : null,
  latestVersion: row.latestVersion,
  ...(fields === undefined ? {} : { fields, localized }),
});

export async function saveVersion(
  tx: DbOrTx,
  actor: ContentActor,
  documentId: string,
  version: number,
  fields: Record<string, unknown>,
  localized: LocalizedFields,
) {
  await tx.insert(schema.contentVersions).values({
    documentId,
    version,
    fields,
    localized,
    createdBy: actor.id,
  });
  // The references are the latest version's: what the document uses now.
  await tx.delete(schema.contentReferences).where(eq(schema.contentReferences.documentId, documentId));
  const referenced = referencedDocumentIds([fields, localized]).filter((id) => id !== documentId);
  if (referenced.length > 0) {
    await tx
      .insert(schema.contentReferences)
      .values(referenced.map((referencedId) => ({ documentId, referencedId })));
  }
}

/** Creates a document with its first version (not published). */
export async function createDocument(
  db: Db,
  actor: ContentActor,
  input: CreateContentRequest & {
    /** A chosen id (the content command's files refer to each other by it). */ id?: string;
  },
): Promise<EditorDocument> {
  checkRoute(input.type, input.route);
  const fields = checkedFields(input.type, input.fields);
  const localized = checkedLocalized(input.type, fields, input.localized);
  const id = input.id ?? newId();
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(schema.contentDocuments)
        .values({
          id,
          type: input.type,
          name: String(fields.name),
          siteId: input.siteId,
          routeKind: input.route?.kind ?? null,
          routeKey: input.route ? input.route.key : null,
          parentSlug: input.route?.parentSlug ?? null,
          layoutVariant: input.layoutVariant,
          latestVersion: 1,
        })
        .returning();
      await saveVersion(tx, actor, id, 1, fields, localized);
      await recordAudit(tx, {
        actorType: actor.type,
        actorId: actor.id,
        action: 'content.create',
        entityType: ENTITY,
        entityId: id,
        before: null,
        after: auditState(row!, fields, localized),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new CommerceError('CNT409');
    throw error;
  }
  return editorDocument(db, id);
}

/** Saves a new version (earlier versions never change); publications keep pointing at theirs. */
export async function updateDocument(
  db: Db,
  actor: ContentActor,
  documentId: string,
  input: UpdateContentRequest,
): Promise<EditorDocument> {
  await db.transaction(async (tx) => {
    // The row lock orders concurrent saves, so each gets its own version number.
    const [before] = await tx
      .select()
      .from(schema.contentDocuments)
      .where(eq(schema.contentDocuments.id, documentId))
      .for('update');
    if (!before) throw new CommerceError('CNT404');
    if (input.baseVersion !== undefined && input.baseVersion !== before.latestVersion) {
      throw await versionConflict(tx, documentId, before.latestVersion);
    }
    const type = before.type as ContentType;
    const fields = checkedFields(type, input.fields);
    const localized = checkedLocalized(type, fields, input.localized);
    const version = before.latestVersion + 1;
    const [after] = await tx
      .update(schema.contentDocuments)
      .set({
        name: String(fields.name),
        latestVersion: version,
        updatedAt: new Date(),
        ...(input.layoutVariant === undefined ? {} : { layoutVariant: input.layoutVariant }),
      })
      .where(eq(schema.contentDocuments.id, documentId))
      .returning();
    await saveVersion(tx, actor, documentId, version, fields, localized);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'content.update',
      entityType: ENTITY,
      entityId: documentId,
      before: auditState(before),
      after: auditState(after!, fields, localized),
    });
  });
  return editorDocument(db, documentId);
}

/**
 * The refusal of a save based on an older version (decision 100): who saved the latest one and when, so
 * the editor reads "Anna saved a newer version at 10:42 — reload to see it".
 */
export async function versionConflict(
  db: DbOrTx,
  documentId: string,
  latestVersion: number,
): Promise<CommerceError> {
  const [latest] = await db
    .select()
    .from(schema.contentVersions)
    .where(
      and(
        eq(schema.contentVersions.documentId, documentId),
        eq(schema.contentVersions.version, latestVersion),
      ),
    );
  const by = latest?.createdBy ?? '';
  const operator = by.startsWith('cli:') || !by ? null : await operatorById(db, by);
  const savedAt = latest?.createdAt ?? new Date();
  return new CommerceError('CNT412', {
    latestVersion,
    savedBy: operator?.name ?? by.replace(/^cli:/, ''),
    savedAt: savedAt.toISOString(),
    savedAtTime: savedAt.toISOString().slice(11, 16),
  });
}

/** Whether a document exists (the content command creates or updates by id). */
export async function documentExists(db: DbOrTx, documentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.contentDocuments.id })
    .from(schema.contentDocuments)
    .where(eq(schema.contentDocuments.id, documentId));
  return !!row;
}

/** Every version of a document, newest first. */
export async function documentVersions(db: DbOrTx, documentId: string) {
  await documentRow(db, documentId);
  const rows = await db
    .select()
    .from(schema.contentVersions)
    .where(eq(schema.contentVersions.documentId, documentId))
    .orderBy(desc(schema.contentVersions.version));
  return {
    items: rows.map((row) => ({
      version: row.version,
      fields: row.fields as Record<string, unknown>,
      localized: row.localized as LocalizedFields,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export interface PublicationRequest {
  /** The latest version when absent. */
  version?: number | undefined;
  /** Now when absent. */
  publishAt?: Date | undefined;
  unpublishAt?: Date | undefined;
  /** Only this locale (fr-ca) or language (fr) sees it (decision 100); every locale when absent. */
  locale?: string | null | undefined;
}

/** Publishes a version from publishAt (now, or a later instant: scheduling) until unpublishAt. */
export async function publishDocument(
  db: Db,
  actor: ContentActor,
  documentId: string,
  request: PublicationRequest,
  now = new Date(),
): Promise<EditorDocument> {
  const publishAt = request.publishAt ?? now;
  const unpublishAt = request.unpublishAt ?? null;
  if (unpublishAt && unpublishAt.getTime() <= publishAt.getTime()) throw new CommerceError('CNT400');
  const locale = request.locale ?? null;
  checkPublicationLocale(locale);
  await db.transaction(async (tx) => {
    const row = await documentRow(tx, documentId);
    const version = request.version ?? row.latestVersion;
    if (version > row.latestVersion) throw new CommerceError('CNT410', { version });
    const id = newId();
    await tx
      .insert(schema.contentPublications)
      .values({ id, documentId, version, publishAt, unpublishAt, locale, createdAt: now });
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: publishAt.getTime() > now.getTime() ? 'content.schedule' : 'content.publish',
      entityType: ENTITY,
      entityId: documentId,
      before: null,
      after: {
        publicationId: id,
        version,
        publishAt: publishAt.toISOString(),
        unpublishAt: unpublishAt?.toISOString() ?? null,
        locale,
      },
    });
  });
  return editorDocument(db, documentId);
}

/**
 * Ends every publication of a document at `at` (now by default): open windows close then, and windows
 * that would start later are cancelled (closed where they start).
 */
export async function unpublishDocument(
  db: Db,
  actor: ContentActor,
  documentId: string,
  at = new Date(),
  /** Only the publications for this locale or language (decision 100); every publication when absent. */
  locale: string | null = null,
): Promise<EditorDocument> {
  checkPublicationLocale(locale);
  await db.transaction(async (tx) => {
    await documentRow(tx, documentId);
    const t = schema.contentPublications;
    const open = and(
      eq(t.documentId, documentId),
      or(isNull(t.unpublishAt), gt(t.unpublishAt, at)),
      locale ? eq(t.locale, locale) : undefined,
    );
    const before = await tx.select().from(t).where(open);
    await tx
      .update(t)
      .set({ unpublishAt: sql`greatest(${t.publishAt}, ${at.toISOString()}::timestamptz)` })
      .where(open);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'content.unpublish',
      entityType: ENTITY,
      entityId: documentId,
      before: before.map((p) => ({
        publicationId: p.id,
        version: p.version,
        publishAt: p.publishAt.toISOString(),
        unpublishAt: p.unpublishAt?.toISOString() ?? null,
      })),
      after: { unpublishAt: at.toISOString(), locale },
    });
  });
  return editorDocument(db, documentId);
}

/** Documents, of one type or all, most recently changed first, paged. */
export async function listDocuments(
  db: DbOrTx,
  query: { type?: ContentType | undefined; q?: string | undefined; page: number; pageSize: number },
) {
  const t = schema.contentDocuments;
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    query.type ? eq(t.type, query.type) : undefined,
    pattern ? ilike(t.name, pattern) : undefined,
  );
  const rows = await db
    .select()
    .from(t)
    .where(where)
    .orderBy(desc(t.updatedAt), desc(t.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(t).where(where);
  const ids = rows.map((row) => row.id);
  const [referrers, publications] = await Promise.all([referrersCounts(db, ids), publicationsOf(db, ids)]);
  return {
    items: rows.map((row) => editorView(row, referrers.get(row.id) ?? 0, publications.get(row.id) ?? [])),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}

export { publicationsOf, referrersCounts };
