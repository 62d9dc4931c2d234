import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CONTENT_BLOCK_SCHEMAS,
  type ContentType,
  createContentRequestSchema,
  localizedWithDefaults,
  referencedDocumentIds,
} from '@ridgeline/contracts';
import type { z } from 'zod';
import type { Db } from '../index.ts';
import {
  contentDocuments,
  contentPublications,
  contentReferences,
  contentVersions,
} from '../schema/content.ts';
import { withDemoPhotos } from './demo-content-media.ts';

/**
 * The demo content (issue 17 item 7): every JSON file under seed/content/, in the format of
 * `npm run content -- load` (decision 067), each document with a fixed id so files refer to each other.
 * A document whose id exists is left alone (an editor may have changed it), so new demo files load on the
 * next start without touching what is there. Each document is published from the moment it is loaded.
 * Pictures are the media library's demo photos, named by URL (`withDemoPhotos` adds their alt texts and size).
 */

export const DEMO_CONTENT_DIR = fileURLToPath(new URL('./content/', import.meta.url));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export type DemoDocument = z.output<typeof createContentRequestSchema> & { id: string };

function jsonFiles(dir: string): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return jsonFiles(full);
      return entry.name.endsWith('.json') ? [full] : [];
    });
}

/** Every demo document, parsed (fields with their type's defaults filled in); throws naming the file and field. */
export function demoContentDocuments(dir = DEMO_CONTENT_DIR): (DemoDocument & { file: string })[] {
  return jsonFiles(dir).flatMap((file) => {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return (Array.isArray(parsed) ? parsed : [parsed]).map((item, index) => {
      const where = `${path.relative(dir, file)} [${index}]`;
      const id = (item as { id?: unknown } | null)?.id;
      if (typeof id !== 'string' || !UUID.test(id)) throw new Error(`${where} id: must be a UUID`);
      const document = createContentRequestSchema.safeParse(withDemoPhotos(item));
      if (!document.success) throw new Error(`${where}: ${describe(document.error)}`);
      const fields = CONTENT_BLOCK_SCHEMAS[document.data.type as ContentType].safeParse(document.data.fields);
      if (!fields.success) throw new Error(`${where} fields: ${describe(fields.error)}`);
      return { ...document.data, id, fields: fields.data as Record<string, unknown>, file };
    });
  });
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return `${issue.path.join('.') || 'document'}: ${issue.message}`;
}

/** Loads the demo documents not yet in the database, published now. Answers how many were added. */
export async function seedDemoContent(
  db: Db,
  log: (msg: string) => void = () => {},
  dir = DEMO_CONTENT_DIR,
): Promise<number> {
  const documents = demoContentDocuments(dir);
  if (documents.length === 0) return 0;
  const added = await db.transaction(async (tx) => {
    const existing = new Set(
      (await tx.select({ id: contentDocuments.id }).from(contentDocuments)).map((row) => row.id),
    );
    const fresh = documents.filter((document) => !existing.has(document.id));
    if (fresh.length === 0) return 0;
    const now = new Date();
    await tx.insert(contentDocuments).values(
      fresh.map((document) => ({
        id: document.id,
        type: document.type,
        name: String(document.fields.name),
        siteId: document.siteId ?? null,
        routeKind: document.route?.kind ?? null,
        routeKey: document.route ? document.route.key : null,
        parentSlug: document.route?.parentSlug ?? null,
        layoutVariant: document.layoutVariant ?? null,
        latestVersion: 1,
      })),
    );
    await tx.insert(contentVersions).values(
      fresh.map((document) => ({
        documentId: document.id,
        version: 1,
        fields: document.fields,
        localized: localizedWithDefaults(document.type, document.fields, document.localized ?? {}),
        createdBy: 'seed',
      })),
    );
    await tx.insert(contentPublications).values(
      fresh.map((document) => ({
        id: crypto.randomUUID(),
        documentId: document.id,
        version: 1,
        publishAt: now,
      })),
    );
    const references = fresh.flatMap((document) =>
      referencedDocumentIds(document.fields).map((referencedId) => ({
        documentId: document.id,
        referencedId,
      })),
    );
    if (references.length > 0) await tx.insert(contentReferences).values(references).onConflictDoNothing();
    return fresh.length;
  });
  if (added > 0) log(`Seeded ${added} demo content documents.`);
  return added;
}
