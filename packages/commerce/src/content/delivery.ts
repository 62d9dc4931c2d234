import { type ContentDocument, type ContentType, languageOf } from '@ridgeline/contracts';
import { and, asc, type DbOrTx, eq, ilike, inArray, isNull, or, type SQL, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { type ArticleQuery, type ArticleSearchResult, searchArticles } from './articles.ts';
import { referrersCounts } from './editing.ts';
import { fieldsInLocale, type LocalizedFields } from './localize.ts';
import { earlierBoundary, livePublication, nextBoundary } from './publication.ts';

/** What the content service was asked: the instant (previewDateTime or now) and the locale. */
export interface ContentRequest {
  at: Date;
  locale: string;
  /** Leave null values out of the fields (a reference not published at the instant is null). */
  removeNulls: boolean;
}

/** An answer and the first instant after the request's when it may change (null: none scheduled). */
export interface Resolved<T> {
  body: T;
  boundary: Date | null;
}

type DocumentRow = typeof schema.contentDocuments.$inferSelect;
type VersionRow = typeof schema.contentVersions.$inferSelect;

/** How deep references inside referenced documents are expanded (a page's collection's cards). */
const EXPAND_DEPTH = 3;

interface LiveDocument {
  row: DocumentRow;
  version: VersionRow;
}

type PublicationRow = typeof schema.contentPublications.$inferSelect;

/** The instant and the locale content is resolved for. */
type When = Pick<ContentRequest, 'at' | 'locale'>;

/**
 * Whether a publication for `publicationLocale` shows in `locale` (decision 100): one for every locale
 * (null) does, one for a language (fr) shows in its locales (fr-ca), one for a locale only there.
 */
export const shownIn = (publicationLocale: string | null, locale: string): boolean =>
  publicationLocale === null || publicationLocale === locale || publicationLocale === languageOf(locale);

/** Documents matching `where` with their publications, in one query (order: `orderBy`, then id). */
async function documentsWithWindows(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[] = [],
): Promise<{ rows: DocumentRow[]; windows: Map<string, PublicationRow[]> }> {
  const d = schema.contentDocuments;
  const p = schema.contentPublications;
  const joined = await db
    .select({ document: d, publication: p })
    .from(d)
    .leftJoin(p, eq(p.documentId, d.id))
    .where(where)
    .orderBy(...orderBy, asc(d.id));
  const rows: DocumentRow[] = [];
  const windows = new Map<string, PublicationRow[]>();
  for (const { document, publication } of joined) {
    if (!windows.has(document.id)) {
      rows.push(document);
      windows.set(document.id, []);
    }
    if (publication) windows.get(document.id)!.push(publication);
  }
  return { rows, windows };
}

/**
 * The documents of `rows` published at the instant, in the order given, with the boundary of all of them
 * (a document not yet published counts: its start changes the answer).
 */
async function liveDocuments(
  db: DbOrTx,
  rows: DocumentRow[],
  windowsOf: Map<string, PublicationRow[]>,
  { at, locale }: When,
): Promise<{ live: LiveDocument[]; boundary: Date | null }> {
  let boundary: Date | null = null;
  const wanted: { row: DocumentRow; version: number }[] = [];
  for (const row of rows) {
    const windows = (windowsOf.get(row.id) ?? []).filter((window) => shownIn(window.locale, locale));
    boundary = earlierBoundary(boundary, nextBoundary(windows, at));
    const live = livePublication(windows, at);
    if (live) wanted.push({ row, version: live.version });
  }
  if (wanted.length === 0) return { live: [], boundary };
  const t = schema.contentVersions;
  const versions = await db
    .select()
    .from(t)
    .where(or(...wanted.map((w) => and(eq(t.documentId, w.row.id), eq(t.version, w.version)))));
  const byKey = new Map(versions.map((v) => [`${v.documentId}:${v.version}`, v]));
  const live = wanted.flatMap((w) => {
    const version = byKey.get(`${w.row.id}:${w.version}`);
    return version ? [{ row: w.row, version }] : [];
  });
  return { live, boundary };
}

/** Documents matching `where`, published at the instant in the locale. */
async function liveWhere(db: DbOrTx, where: SQL | undefined, when: When, orderBy: SQL[] = []) {
  const { rows, windows } = await documentsWithWindows(db, where, orderBy);
  return { rows, ...(await liveDocuments(db, rows, windows, when)) };
}

function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== null).map(withoutNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, child]) => child !== null)
        .map(([key, child]) => [key, withoutNulls(child)]),
    );
  }
  return value;
}

function view(
  live: LiveDocument,
  request: ContentRequest,
  fields?: Record<string, unknown>,
): ContentDocument {
  const { row, version } = live;
  const resolved =
    fields ??
    fieldsInLocale(
      version.fields as Record<string, unknown>,
      version.localized as LocalizedFields,
      request.locale,
    );
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    siteId: row.siteId,
    route: row.routeKind
      ? { kind: row.routeKind, key: row.routeKey ?? '', parentSlug: row.parentSlug }
      : null,
    layoutVariant: row.layoutVariant,
    version: version.version,
    locale: request.locale,
    modificationDate: version.createdAt.toISOString(),
    fields: (request.removeNulls ? withoutNulls(resolved) : resolved) as Record<string, unknown>,
  };
}

const isRef = (value: unknown): value is { documentId: string } =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  typeof (value as { documentId?: unknown }).documentId === 'string';

function collectRefs(value: unknown, into: Set<string>) {
  if (isRef(value)) into.add(value.documentId);
  else if (Array.isArray(value)) for (const item of value) collectRefs(item, into);
  else if (value && typeof value === 'object')
    for (const child of Object.values(value)) collectRefs(child, into);
}

/** References to expanded documents become them, to unpublished ones null; others stay references. */
function replaceRefs(value: unknown, documents: Map<string, ContentDocument>, missing: Set<string>): unknown {
  if (isRef(value)) {
    return documents.get(value.documentId) ?? (missing.has(value.documentId) ? null : value);
  }
  if (Array.isArray(value)) return value.map((item) => replaceRefs(item, documents, missing));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, child]) => [k, replaceRefs(child, documents, missing)]),
    );
  }
  return value;
}

/**
 * Documents with every `{ documentId }` in their fields replaced by that document as published at the
 * instant (null when it is not), `EXPAND_DEPTH` levels down, loading each level in one batch.
 */
async function expanded(
  db: DbOrTx,
  roots: LiveDocument[],
  request: ContentRequest,
): Promise<{ documents: ContentDocument[]; boundary: Date | null }> {
  let boundary: Date | null = null;
  const localized = new Map<string, Record<string, unknown>>();
  const lives = new Map<string, LiveDocument>();
  const fieldsOf = (live: LiveDocument) =>
    fieldsInLocale(
      live.version.fields as Record<string, unknown>,
      live.version.localized as LocalizedFields,
      request.locale,
    );
  const levels: LiveDocument[][] = [roots];
  for (const root of roots) {
    lives.set(root.row.id, root);
    localized.set(root.row.id, fieldsOf(root));
  }
  const seen = new Set(roots.map((root) => root.row.id));
  const missing = new Set<string>();
  for (let depth = 0; depth < EXPAND_DEPTH; depth++) {
    const refs = new Set<string>();
    for (const live of levels[depth]!) collectRefs(localized.get(live.row.id), refs);
    const next = [...refs].filter((id) => !seen.has(id));
    if (next.length === 0) break;
    for (const id of next) seen.add(id);
    const found = await liveWhere(db, inArray(schema.contentDocuments.id, next), request);
    boundary = earlierBoundary(boundary, found.boundary);
    for (const live of found.live) {
      lives.set(live.row.id, live);
      localized.set(live.row.id, fieldsOf(live));
    }
    for (const id of next) if (!lives.has(id)) missing.add(id);
    levels.push(found.live);
  }
  // Innermost first, so each level embeds the one below it already expanded.
  const views = new Map<string, ContentDocument>();
  for (let depth = levels.length - 1; depth >= 0; depth--) {
    for (const live of levels[depth]!) {
      const fields = replaceRefs(localized.get(live.row.id), views, missing);
      views.set(live.row.id, view(live, request, fields as Record<string, unknown>));
    }
  }
  return { documents: roots.map((root) => views.get(root.row.id)!), boundary };
}

const forSite = (siteId: string): SQL =>
  or(eq(schema.contentDocuments.siteId, siteId), isNull(schema.contentDocuments.siteId))!;

/** Site-specific documents before those for every site. */
const siteFirst = (rows: DocumentRow[]) =>
  [...rows].sort((a, b) => Number(a.siteId === null) - Number(b.siteId === null));

export type RouteKind = 'page' | 'fixed' | 'category' | 'product' | 'search' | 'footer' | 'menu';

/**
 * The document answering a route of a site (its own before one for every site) as published at the
 * instant. `augment`: references replaced by the documents; a page then also lists its slots' documents.
 * CNT404 when none is published then.
 */
export async function routedDocument(
  db: DbOrTx,
  route: { siteId: string; kind: RouteKind; key: string },
  request: ContentRequest,
  augment: boolean,
): Promise<Resolved<ContentDocument & { slots?: Record<string, unknown[]> }>> {
  const t = schema.contentDocuments;
  const { rows, windows } = await documentsWithWindows(
    db,
    and(eq(t.routeKind, route.kind), eq(t.routeKey, route.key), forSite(route.siteId)),
  );
  const { live, boundary } = await liveDocuments(db, siteFirst(rows), windows, request);
  const first = live[0];
  if (!first) throw new CommerceError('CNT404');
  if (!augment) return { body: view(first, request), boundary };
  const result = await expanded(db, [first], request);
  const document = result.documents[0]!;
  const all = earlierBoundary(boundary, result.boundary);
  if (first.row.type !== 'page') return { body: document, boundary: all };
  const slots = (document.fields.slots ?? {}) as Record<string, unknown[]>;
  return { body: { ...document, slots }, boundary: all };
}

/** Any document by id, its references expanded. CNT404 when unknown or not published at the instant. */
export async function fragment(
  db: DbOrTx,
  documentId: string,
  request: ContentRequest,
): Promise<Resolved<ContentDocument>> {
  const { live, boundary } = await liveWhere(db, eq(schema.contentDocuments.id, documentId), request);
  if (!live[0]) throw new CommerceError('CNT404');
  const result = await expanded(db, live, request);
  return { body: result.documents[0]!, boundary: earlierBoundary(boundary, result.boundary) };
}

/** The pages of a site whose parent is a page slug, by name (references not expanded). */
export async function childPages(
  db: DbOrTx,
  siteId: string,
  parentSlug: string,
  request: ContentRequest,
): Promise<Resolved<{ items: ContentDocument[] }>> {
  const t = schema.contentDocuments;
  const { live, boundary } = await liveWhere(
    db,
    and(eq(t.routeKind, 'page'), eq(t.parentSlug, parentSlug), forSite(siteId)),
    request,
    [asc(t.name)],
  );
  return { body: { items: live.map((doc) => view(doc, request)) }, boundary };
}

/** The site's pop-ups published at the instant, expanded. */
export async function popups(
  db: DbOrTx,
  siteId: string,
  request: ContentRequest,
): Promise<Resolved<{ items: ContentDocument[] }>> {
  const t = schema.contentDocuments;
  const { live, boundary } = await liveWhere(db, and(eq(t.type, 'popup'), forSite(siteId)), request, [
    asc(t.name),
  ]);
  const result = await expanded(db, live, request);
  return { body: { items: result.documents }, boundary: earlierBoundary(boundary, result.boundary) };
}

/**
 * The preview tool's viewer (spec 3 section 2): documents of a type published at the instant, optionally
 * of a layout variant (contains, any case), most recently modified first, with their referrers count.
 */
export async function showcase(
  db: DbOrTx,
  query: {
    siteId: string;
    docType: ContentType;
    layoutVariant?: string | undefined;
    limit: number;
    offset: number;
  },
  request: ContentRequest,
) {
  const t = schema.contentDocuments;
  const filters = [eq(t.type, query.docType), forSite(query.siteId)];
  if (query.layoutVariant) {
    filters.push(ilike(t.layoutVariant, `%${query.layoutVariant.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  }
  const { live, boundary } = await liveWhere(db, and(...filters), request);
  live.sort(
    (a, b) =>
      b.version.createdAt.getTime() - a.version.createdAt.getTime() || a.row.id.localeCompare(b.row.id),
  );
  const page = live.slice(query.offset, query.offset + query.limit);
  const [result, referrers] = await Promise.all([
    expanded(db, page, request),
    referrersCounts(
      db,
      page.map((doc) => doc.row.id),
    ),
  ]);
  return {
    body: {
      docType: query.docType,
      layoutVariant: query.layoutVariant ?? null,
      limit: query.limit,
      offset: query.offset,
      total: live.length,
      results: result.documents.map((document) => ({
        id: document.id,
        name: document.name,
        referrersCount: referrers.get(document.id) ?? 0,
        modificationDate: document.modificationDate,
        document,
      })),
    },
    boundary: earlierBoundary(boundary, result.boundary),
  };
}

/** A published event sign-up's event, as the consumers module checks a registration against it. */
export interface LiveEvent {
  eventId: string;
  title: string;
  startDate: string;
  endDate: string;
  enablePlusOne: boolean;
}

/**
 * The event of a published `event-signup` document with this eventId, in the locale (null when no such
 * event is published at the instant).
 */
export async function liveEvent(
  db: DbOrTx,
  eventId: string,
  at: Date,
  locale: string,
): Promise<LiveEvent | null> {
  const t = schema.contentDocuments;
  const { live } = await liveWhere(db, eq(t.type, 'event-signup'), { at, locale });
  for (const doc of live) {
    const fields = fieldsInLocale(
      doc.version.fields as Record<string, unknown>,
      doc.version.localized as LocalizedFields,
      locale,
    );
    if (fields.eventId !== eventId) continue;
    return {
      eventId,
      title: String(fields.title),
      startDate: String(fields.startDate),
      endDate: String(fields.endDate),
      enablePlusOne: fields.enablePlusOne === true,
    };
  }
  return null;
}

/**
 * The article search (spec 3 section 7, decision 076): the site's article-page documents published at the
 * instant, in the locale asked for, filtered by tags, newest first, paged, with the tag facets.
 */
export async function articleSearch(
  db: DbOrTx,
  siteId: string,
  query: ArticleQuery,
  request: ContentRequest,
): Promise<Resolved<ArticleSearchResult>> {
  const t = schema.contentDocuments;
  const { live, boundary } = await liveWhere(db, and(eq(t.type, 'article-page'), forSite(siteId)), request);
  const sources = live.map((doc) => ({ id: doc.row.id, fields: view(doc, request).fields }));
  return { body: searchArticles(sources, query), boundary };
}
