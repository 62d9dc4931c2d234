import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Binary data: node-postgres gives a Buffer, PGlite a Uint8Array; both are handed back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Shoppers' photos (decision 101): the user media service. A contributor is a signed-in shopper who
 * accepted the licence; one per customer.
 */
export const ugcUsers = pgTable('ugc_users', {
  id: text('id').primaryKey(),
  /** The shopper (customer id of the access token); unique: one contributor profile each. */
  customerId: text('customer_id').notNull().unique(),
  displayName: text('display_name').notNull(),
  licenceAcceptedAt: timestamp('licence_accepted_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A shopper's photo: pending until a moderator approves it; only approved, unhidden ones are public. */
export const ugcMedia = pgTable(
  'ugc_media',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => ugcUsers.id),
    /** pending, approved or rejected. */
    status: text('status').notNull().default('pending'),
    /** Plain text as the shopper typed it (control characters removed); never rendered as HTML. */
    caption: text('caption').notNull().default(''),
    /** Size of the largest stored rendition (the original is not kept: its metadata would be). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    licenceAcceptedAt: timestamp('licence_accepted_at', { withTimezone: true }).notNull(),
    reportCount: integer('report_count').notNull().default(0),
    /** Set when shoppers' reports reached the threshold: hidden from the public until a moderator looks. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    moderatedBy: text('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ugc_media_status_idx').on(t.status, t.moderatedAt),
    index('ugc_media_user_idx').on(t.userId, t.createdAt),
  ],
);

/** The re-encoded sizes of a photo (EXIF and GPS gone), made once at upload. */
export const ugcMediaFiles = pgTable(
  'ugc_media_files',
  {
    mediaId: text('media_id')
      .notNull()
      .references(() => ugcMedia.id, { onDelete: 'cascade' }),
    /** thumb or large. */
    size: text('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    byteSize: integer('byte_size').notNull(),
    checksum: text('checksum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.size] })],
);

/** Products tagged on a photo, each at a hotspot (0..1 from the left and the top). */
export const ugcMediaTags = pgTable(
  'ugc_media_tags',
  {
    mediaId: text('media_id')
      .notNull()
      .references(() => ugcMedia.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    /** The product's category and its ancestors when tagged: category streams read them. */
    categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
    x: real('x').notNull(),
    y: real('y').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.productId] }),
    index('ugc_media_tags_product_idx').on(t.productId),
  ],
);

/** Curated streams: stashes, an editor's saved selection of approved photos. */
export const ugcStashes = pgTable('ugc_stashes', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ugcStashMedia = pgTable(
  'ugc_stash_media',
  {
    stashId: text('stash_id')
      .notNull()
      .references(() => ugcStashes.id, { onDelete: 'cascade' }),
    mediaId: text('media_id')
      .notNull()
      .references(() => ugcMedia.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.stashId, t.mediaId] }), index('ugc_stash_media_media_idx').on(t.mediaId)],
);

/** Shoppers' reports of a photo: one per shopper and photo. */
export const ugcReports = pgTable(
  'ugc_reports',
  {
    mediaId: text('media_id')
      .notNull()
      .references(() => ugcMedia.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.reporterId] })],
);
