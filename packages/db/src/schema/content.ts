import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Content documents (decision 067): a block or a page of spec 3. What a document says lives in its
 * versions (immutable); when it shows lives in its publications. A routed document (a page, a fixed page,
 * a category, product or search page, a site's footer or menu) is found by its route; any document can
 * be asked for by id (a fragment).
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    id: text('id').primaryKey(),
    /** The block type (`CONTENT_TYPES` in contracts). */
    type: text('type').notNull(),
    name: text('name').notNull(),
    /** null: every site. */
    siteId: text('site_id'),
    /** 'page', 'fixed', 'category', 'product', 'search', 'footer' or 'menu'; null for a fragment. */
    routeKind: text('route_kind'),
    /** The page slug, fixed page, category id, product id or search type ('' when the kind has none). */
    routeKey: text('route_key'),
    /** A page's parent page slug (the content service's `children` call). */
    parentSlug: text('parent_slug'),
    /** Free text the preview tool filters on. */
    layoutVariant: text('layout_variant'),
    latestVersion: integer('latest_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_documents_route_key')
      .on(sql`coalesce(${t.siteId}, '*')`, t.routeKind, t.routeKey)
      .where(sql`${t.routeKind} is not null`),
    index('content_documents_type_idx').on(t.type, t.updatedAt),
    index('content_documents_parent_idx').on(t.parentSlug),
  ],
);

/** One row per saved edit; never updated. `localized` holds per-locale (or per-language) field overrides. */
export const contentVersions = pgTable(
  'content_versions',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => contentDocuments.id),
    version: integer('version').notNull(),
    fields: jsonb('fields').notNull(),
    localized: jsonb('localized').notNull().default({}),
    /** The audit actor who saved it (`operator` id or `cli:<user>`). */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.version] })],
);

/**
 * A version shown from publish_at until unpublish_at (open-ended when null). Resolved at request time, so
 * scheduling needs no job: where windows overlap, the latest publish_at wins.
 */
export const contentPublications = pgTable(
  'content_publications',
  {
    id: text('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => contentDocuments.id),
    version: integer('version').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    /** Only this locale (fr-ca) or language (fr) sees it (decision 100); null: every locale. */
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_publications_document_idx').on(t.documentId, t.publishAt)],
);

/** Which documents the latest version of a document uses (the preview tool's referrers count). */
export const contentReferences = pgTable(
  'content_references',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => contentDocuments.id),
    referencedId: text('referenced_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.referencedId] }),
    index('content_references_referenced_idx').on(t.referencedId),
  ],
);

/**
 * Who has a document open in the page studio (decision 100): a row per editor and document, refreshed
 * while the studio is open; a row older than a minute is no longer presence. Warns a second editor.
 */
export const contentPresence = pgTable(
  'content_presence',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => contentDocuments.id),
    operatorId: text('operator_id').notNull(),
    operatorName: text('operator_name').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.operatorId] })],
);
