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
 * Uploaded images (decision 069). The original bytes live in the database so every API process sees
 * them without shared storage; renditions are made from them on demand and cached in `media_renditions`.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: text('id').primaryKey(),
    fileName: text('file_name').notNull(),
    /** image/jpeg, image/png, image/webp or image/avif (detected from the bytes, not the request). */
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** sha256 of the original bytes, hex. */
    checksum: text('checksum').notNull(),
    data: bytea('data').notNull(),
    /** The alt text every locale falls back to (required). */
    alt: text('alt').notNull(),
    /** Alt text per language ("fr", "de", ...), overriding `alt`. */
    altLocalized: jsonb('alt_localized').$type<Record<string, string>>().notNull().default({}),
    /** Where the subject is, 0..1 from the left and from the top: crops keep it in frame. */
    focalX: real('focal_x').notNull().default(0.5),
    focalY: real('focal_y').notNull().default(0.5),
    /** Bumped when the focal point changes, so rendition URLs (and their ETags) change with it. */
    revision: integer('revision').notNull().default(1),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_assets_created_idx').on(t.createdAt, t.id)],
);

/** A resized and re-encoded copy of an asset, made once per size, format and quality. */
export const mediaRenditions = pgTable(
  'media_renditions',
  {
    assetId: text('asset_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: text('format').notNull(),
    quality: integer('quality').notNull(),
    data: bytea('data').notNull(),
    byteSize: integer('byte_size').notNull(),
    checksum: text('checksum').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.revision, t.width, t.height, t.format, t.quality] })],
);

/** Uploaded images of a product, per colour (null: every colour), in order. */
export const productMedia = pgTable(
  'product_media',
  {
    productId: text('product_id').notNull(),
    /** The colour code ("001"), or '' for images of every colour. */
    colorCode: text('color_code').notNull().default(''),
    assetId: text('asset_id')
      .notNull()
      .references(() => mediaAssets.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.colorCode, t.assetId] }),
    index('product_media_asset_idx').on(t.assetId),
  ],
);
