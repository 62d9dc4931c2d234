import type { ContentFieldChange, ContentType, EditorDocument } from '@ridgeline/contracts';
import { and, type Db, type DbOrTx, eq, gt, inArray, ne, schema } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { CommerceError } from '../shared/errors.ts';
import type { ContentActor } from './editing.ts';
import { auditState, editorDocument, saveVersion, versionConflict } from './editing.ts';
import { fieldsInLocale, type LocalizedFields } from './localize.ts';
import { checkedFields, checkedLocalized } from './validation.ts';

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
    changes: [...diffFields(a.fields, b.fields), ...diffFields(a.localized, b.localized, 'localized')],
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
    if (baseVersion !== before.latestVersion)
      throw await versionConflict(tx, documentId, before.latestVersion);
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

/** A block as the studio shows it in a page slot: its document, type and fields in the studio's locale. */
export interface StudioBlock {
  documentId: string;
  type: ContentType;
  fields: Record<string, unknown>;
}

async function latestVersions(db: DbOrTx, ids: string[]) {
  const byId = new Map<
    string,
    {
      type: ContentType;
      siteId: string | null;
      version: number;
      fields: Record<string, unknown>;
      localized: LocalizedFields;
    }
  >();
  if (ids.length === 0) return byId;
  const d = schema.contentDocuments;
  const v = schema.contentVersions;
  const rows = await db
    .select({
      id: d.id,
      type: d.type,
      siteId: d.siteId,
      version: v.version,
      fields: v.fields,
      localized: v.localized,
    })
    .from(d)
    .innerJoin(v, and(eq(v.documentId, d.id), eq(v.version, d.latestVersion)))
    .where(inArray(d.id, ids));
  for (const row of rows) {
    byId.set(row.id, {
      type: row.type as ContentType,
      siteId: row.siteId,
      version: row.version,
      fields: row.fields as Record<string, unknown>,
      localized: row.localized as LocalizedFields,
    });
  }
  return byId;
}

const refsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((ref) =>
        ref && typeof (ref as { documentId?: unknown }).documentId === 'string'
          ? [(ref as { documentId: string }).documentId]
          : [],
      )
    : [];

/**
 * What the studio opens (decision 100): the document's latest version in a locale (`null`: the
 * document's own fields) and, for a page, the blocks of each slot with theirs.
 */
export async function studioDocument(db: DbOrTx, documentId: string, locale: string | null) {
  const document = await editorDocument(db, documentId);
  const versions = await latestVersions(db, [documentId]);
  const latest = versions.get(documentId)!;
  const inLocale = (v: { fields: Record<string, unknown>; localized: LocalizedFields }) =>
    locale ? fieldsInLocale(v.fields, v.localized, locale) : v.fields;
  const slotRefs = (latest.fields.slots ?? {}) as Record<string, unknown>;
  const blocks = await latestVersions(db, Object.values(slotRefs).flatMap(refsOf));
  const slots: Record<string, StudioBlock[]> = {};
  for (const [slot, refs] of Object.entries(slotRefs)) {
    slots[slot] = refsOf(refs).flatMap((id) => {
      const block = blocks.get(id);
      return block ? [{ documentId: id, type: block.type, fields: inLocale(block) }] : [];
    });
  }
  return { document, version: latest.version, locale, fields: inLocale(latest), slots };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields and overrides a studio save makes of what the editor sees: with no locale, the fields
 * themselves; in a locale, the document's fields stay and the locale's overrides become the top-level
 * fields that differ from them (`keep` fields, a page's slots, always go to the fields).
 */
function splitByLocale(
  current: { fields: Record<string, unknown>; localized: LocalizedFields } | undefined,
  shown: Record<string, unknown>,
  locale: string | null,
  keep: string[] = [],
) {
  if (!current || !locale) return { fields: shown, localized: current?.localized ?? {} };
  const fields = { ...current.fields };
  const overrides: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(shown)) {
    if (keep.includes(key)) fields[key] = value;
    else if (!same(value, current.fields[key])) overrides[key] = value;
  }
  const localized = { ...current.localized };
  if (Object.keys(overrides).length > 0) localized[locale] = overrides;
  else delete localized[locale];
  return { fields, localized };
}

export interface StudioSave {
  baseVersion: number;
  locale: string | null;
  fields: Record<string, unknown>;
  slots: Record<string, { documentId: string; type: ContentType; fields: Record<string, unknown> }[]>;
}

/**
 * Saves what the studio shows, in one transaction: each block of the page's slots (a new document for
 * a block dropped in, a new version for a block whose fields changed), then the page's new version with
 * its slots. Refused (CNT412) when the page's latest version is not the one the editor started from.
 */
export async function saveStudio(db: Db, actor: ContentActor, documentId: string, input: StudioSave) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(schema.contentDocuments)
      .where(eq(schema.contentDocuments.id, documentId))
      .for('update');
    if (!before) throw new CommerceError('CNT404');
    if (input.baseVersion !== before.latestVersion) {
      throw await versionConflict(tx, documentId, before.latestVersion);
    }
    const type = before.type as ContentType;
    const slotEntries = Object.entries(input.slots);
    if (type !== 'page' && slotEntries.some(([, blocks]) => blocks.length > 0)) {
      throw new CommerceError('REQ400', { field: 'slots', problem: 'only pages have slots' });
    }
    const blockIds = slotEntries.flatMap(([, blocks]) => blocks.map((block) => block.documentId));
    if (new Set(blockIds).size !== blockIds.length || blockIds.includes(documentId)) {
      throw new CommerceError('REQ400', {
        field: 'slots',
        problem: 'a block can be in one place of the page only',
      });
    }
    const existing = await latestVersions(tx, blockIds);
    let changedBlocks = 0;
    for (const [slot, blocks] of slotEntries) {
      for (const [index, block] of blocks.entries()) {
        const at = `slots.${slot}.${index}`;
        const current = existing.get(block.documentId);
        if (block.type === 'page' || (current && current.type !== block.type)) {
          throw new CommerceError('REQ400', {
            field: `${at}.type`,
            problem: `must be the block's type (${current?.type ?? 'not page'})`,
          });
        }
        const split = splitByLocale(current, block.fields, input.locale);
        const fields = checkedFields(block.type, split.fields, `${at}.fields`);
        const localized = checkedLocalized(block.type, fields, split.localized);
        if (current && same(fields, current.fields) && same(localized, current.localized)) continue;
        const version = (current?.version ?? 0) + 1;
        changedBlocks++;
        if (current) {
          await tx
            .update(schema.contentDocuments)
            .set({ name: String(fields.name), latestVersion: version, updatedAt: new Date() })
            .where(eq(schema.contentDocuments.id, block.documentId));
        } else {
          await tx.insert(schema.contentDocuments).values({
            id: block.documentId,
            type: block.type,
            name: String(fields.name),
            siteId: before.siteId,
            latestVersion: 1,
          });
        }
        await saveVersion(tx, actor, block.documentId, version, fields, localized);
        await recordAudit(tx, {
          actorType: actor.type,
          actorId: actor.id,
          action: current ? 'content.update' : 'content.create',
          entityType: 'content_document',
          entityId: block.documentId,
          before: null,
          after: {
            type: block.type,
            name: fields.name,
            latestVersion: version,
            fields,
            localized,
            via: documentId,
          },
        });
      }
    }
    const [current] = [...(await latestVersions(tx, [documentId])).values()];
    const shown =
      type === 'page'
        ? {
            ...input.fields,
            slots: Object.fromEntries(
              slotEntries
                .filter(([, blocks]) => blocks.length > 0)
                .map(([slot, blocks]) => [slot, blocks.map((b) => ({ documentId: b.documentId }))]),
            ),
          }
        : input.fields;
    const split = splitByLocale(current, shown, input.locale, ['slots']);
    const fields = checkedFields(type, split.fields);
    const localized = checkedLocalized(type, fields, split.localized);
    // Nothing changed (the studio opening, an undo back to the saved state): no new version.
    if (!changedBlocks && current && same(fields, current.fields) && same(localized, current.localized))
      return;
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
      action: 'content.update',
      entityType: 'content_document',
      entityId: documentId,
      before: auditState(before),
      after: auditState(after!, fields, localized),
    });
  });
  return editorDocument(db, documentId);
}
