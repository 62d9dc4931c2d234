/**
 * Content command: loads content documents from JSON files (decision 067).
 *   npm run content -- load <dir|file.json> [--publish]
 * A file holds one document or an array of them, each shaped like the editors' create call
 * (`{ type, siteId?, route?, layoutVariant?, fields, localized? }`) with an optional `id` (a UUID) that
 * other documents' `{ "documentId": … }` references may use. A document whose id exists gets a new
 * version; `--publish` publishes each loaded document's latest version now. Same module functions and
 * audit entries (`cli:<os user>`) as the editors' API; like the operator command it uses DATABASE_URL, or
 * the embedded database only while no server holds it.
 */

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { content, isCommerceError } from '@ridgeline/commerce';
import { createContentRequestSchema, errorMessage } from '@ridgeline/contracts';
import { type Db, runOnCommandDatabase } from '@ridgeline/db';
import { z } from 'zod';
import { cliActor, UsageError } from './operator.ts';

const USAGE = 'usage: npm run content -- load <dir|file.json> [--publish]';

export interface ContentCommand {
  command: 'load';
  source: string;
  publish: boolean;
}

export function parseContentArgs(args: string[]): ContentCommand {
  const [command, source, ...rest] = args;
  if (command !== 'load')
    throw new UsageError(command ? `unknown command '${command}'` : 'a command is required');
  if (!source || source.startsWith('--')) throw new UsageError('a directory or JSON file is required');
  const unknown = rest.find((arg) => arg !== '--publish');
  if (unknown) throw new UsageError(`unexpected argument '${unknown}'`);
  return { command, source, publish: rest.includes('--publish') };
}

const loadedDocumentSchema = createContentRequestSchema.extend({
  id: z.string().uuid('must be a UUID').optional(),
});
type LoadedDocument = z.infer<typeof loadedDocumentSchema>;

/** The JSON files of a directory (by name) or the one file given. */
export function contentFiles(source: string): string[] {
  if (!statSync(source).isDirectory()) return [source];
  return readdirSync(source)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(source, name));
}

function documentsOf(file: string): LoadedDocument[] {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list.map((item, index) => {
    const result = loadedDocumentSchema.safeParse(item);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new Error(`${file} [${index}] ${issue.path.join('.') || 'document'}: ${issue.message}`);
    }
    return result.data;
  });
}

/** Loads every document of the files (every file is parsed before any document is written); the lines to print. */
export async function loadContent(
  db: Db,
  command: ContentCommand,
  actor: content.ContentActor,
): Promise<string[]> {
  const documents = contentFiles(command.source).flatMap((file) =>
    documentsOf(file).map((document) => ({ file, document })),
  );
  const lines: string[] = [];
  for (const { file, document } of documents) {
    const where = `${path.basename(file)}: ${document.type} ${String(document.fields.name ?? '')}`;
    try {
      const saved =
        document.id && (await content.documentExists(db, document.id))
          ? await content.updateDocument(db, actor, document.id, {
              fields: document.fields,
              localized: document.localized,
              layoutVariant: document.layoutVariant,
            })
          : await content.createDocument(db, actor, document);
      if (command.publish) await content.publishDocument(db, actor, saved.id, {});
      lines.push(
        `${where} -> ${saved.id} version ${saved.latestVersion}${command.publish ? ', published' : ''}`,
      );
    } catch (error) {
      if (isCommerceError(error)) {
        const field = typeof error.details.field === 'string' ? ` (${error.details.field})` : '';
        throw new Error(
          `${where}: ${error.errorId} ${errorMessage(error.errorId, 'en-us', error.details)}${field}`,
        );
      }
      throw error;
    }
  }
  return lines;
}

async function main(): Promise<number> {
  let command: ContentCommand;
  try {
    command = parseContentArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`content: ${error.message}\n${USAGE}`);
    return 2;
  }
  return runOnCommandDatabase(
    'content load',
    (db) => loadContent(db, command, cliActor()),
    (error) => (error instanceof Error ? error.message : String(error)),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`content failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
