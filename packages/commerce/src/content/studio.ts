import type { ContentFieldChange, ContentType, EditorDocument } from '@ridgeline/contracts';
import { and, type Db, type DbOrTx, eq, gt, ne, schema } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { auditState, editorDocument, saveVersion, versionConflict } from './editing.ts';
import type { LocalizedFields } from './localize.ts';
import { checkedFields, checkedLocalized } from './validation.ts';
import type { ContentActor } from './editing.ts';

/** How long an editor counts as present after the studio last said so (it says so every 20 s). */
export const PRESENCE_TTL_MS = 60_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The field-level differences between two values (decision 100), one row per leaf that changed, with
 * readable paths: `title`, `slots.main[1]`, `items[0].text`. Objects are compared key by key, arrays
 * item by item; anything else by value.
 */
export function diffFields(before: unknown, after: unknown, path = ''): ContentFieldChange[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => {
      const at = path ? `${path}.${key}` : key;
      if (!(key in before)) return [{ path: at, change: 'added' as const, after: after[key] }];
      if (!(key in after)) return [{ path: at, change: 'removed' as const, before: before[key] }];
      return diffFields(before[key], after[key], at);
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: ContentFieldChange[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      const at = `${path}[${i}]`;
      if (i >= before.length) changes.push({ path: at, change: 'added', after: after[i] });
      else if (i >= after.length) changes.push({ path: at, change: 'removed', before: before[i] });
      else changes.push(...diffFields(before[i], after[i], at));
    }
    return changes;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path: path || '(document)', change: 'changed', before, after }];
}

async function versionRow(db: DbOrTx, documentId: string, version: number) {
  const t = schema.contentVersions;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.documentId, documentId), eq(t.version, version)));
  if (!row) throw new CommerceError('CNT410', { version });
  return row;
}

async function documentExists(db: DbOrTx, documentId: string) {
  const [row] = await db
    .select({ id: schema.contentDocuments.id })
    .from(schema.contentDocuments)
    .where(eq(schema.contentDocuments.id, documentId));
  if (!row) throw new CommerceError('CNT404');
}

/** What changed from one version to another: the fields, then the per-locale overrides (`localized.fr…`). */
export async function compareVersions(db: DbOrTx, documentId: string, from: number, to: number) {
  await documentExists(db, documentId);
  const [a, b] = await Promise.all([versionRow(db, documentId, from), versionRow(db, documentId, to)]);
  return {
    from,
    to,
    changes: [
      ...diffFields(a.fields, b.fields),
      ...diffFields(a.localized, b.localized, 'localized'),
    ],
  };
}

/**
 * Restores a version: saves its fields as a new version (history is never rewritten). Refused (CNT412)
 * when the editor's base version is not the latest, like any save.
 */
export async function restoreVersion(
  db: Db,
  actor: ContentActor,
  documentId: string,
  version: number,
  baseVersion: number,
): Promise<EditorDocument> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(schema.contentDocuments)
      .where(eq(schema.contentDocuments.id, documentId))
      .for('update');
    if (!before) throw new CommerceError('CNT404');
    const restored = await versionRow(tx, documentId, version);
    if (baseVersion !== before.latestVersion) throw await versionConflict(tx, documentId, before.latestVersion);
    const type = before.type as ContentType;
    // Checked again: a schema may have grown a rule since; a version it refuses cannot be restored as is.
    const fields = checkedFields(type, restored.fields);
    const localized = checkedLocalized(type, fields, restored.localized as LocalizedFields);
    const next = before.latestVersion + 1;
    const [after] = await tx
      .update(schema.contentDocuments)
      .set({ name: String(fields.name), latestVersion: next, updatedAt: new Date() })
      .where(eq(schema.contentDocuments.id, documentId))
      .returning();
    await saveVersion(tx, actor, documentId, next, fields, localized);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'content.restore',
      entityType: 'content_document',
      entityId: documentId,
      before: auditState(before),
      after: { ...auditState(after!, fields, localized), restoredVersion: version },
    });
  });
  return editorDocument(db, documentId);
}

/**
 * Says an editor has the document open now and answers who else has (seen in the last minute). The
 * studio calls it while open; two editors on one document are warned of each other.
 */
export async function touchPresence(
  db: DbOrTx,
  documentId: string,
  editor: { operatorId: string; name: string },
  now = new Date(),
) {
  await documentExists(db, documentId);
  const t = schema.contentPresence;
  await db
    .insert(t)
    .values({ documentId, operatorId: editor.operatorId, operatorName: editor.name, seenAt: now })
    .onConflictDoUpdate({
      target: [t.documentId, t.operatorId],
      set: { seenAt: now, operatorName: editor.name },
    });
  const others = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.documentId, documentId),
        ne(t.operatorId, editor.operatorId),
        gt(t.seenAt, new Date(now.getTime() - PRESENCE_TTL_MS)),
      ),
    );
  return {
    others: others.map((row) => ({
      operatorId: row.operatorId,
      name: row.operatorName,
      seenAt: row.seenAt.toISOString(),
    })),
  };
}

/** The editor closed the studio: no longer present. */
export async function leavePresence(db: DbOrTx, documentId: string, operatorId: string) {
  const t = schema.contentPresence;
  await db.delete(t).where(and(eq(t.documentId, documentId), eq(t.operatorId, operatorId)));
}
