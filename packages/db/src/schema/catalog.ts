import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Text in several languages, keyed by language code ("en", "fr", "de"). "en" is always present. */
export type LocalizedText = Record<string, string>;

export const sites = pgTable('sites', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  region: text('region').notNull(),
  country: text('country').notNull(),
  locales: text('locales').array().notNull(),
  defaultLocale: text('default_locale').notNull(),
});

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
    /** Path of ancestor ids from the root, inclusive, e.g. {1000,1100,1101}. */
    path: text('path').array().notNull(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const products = pgTable(
  'products',
  {
    /** Master product id: 8 to 11 uppercase letters or digits. */
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    brand: text('brand').notNull(),
    productType: text('product_type').notNull(),
    gender: text('gender').notNull(),
    categoryId: text('category_id').notNull(),
    badge: text('badge'),
    eyebrow: text('eyebrow'),
    season: text('season'),
    merchantProductId: text('merchant_product_id').notNull(),
    ratingScore: real('rating_score').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    /** A disabled product is hidden from the storefront: its page, listings and search (decision 070). */
    enabled: boolean('enabled').notNull().default(true),
    /** The product type whose size chart the product page shows; null: its own type's (decision 086). */
    sizeChartType: text('size_chart_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_created_idx').on(t.createdAt),
    index('products_product_type_idx').on(t.productType, t.id),
    // The back-office's name search (decision 070): contains, any case, on the English name.
    index('products_name_en_trgm_idx').using('gin', sql`lower(${t.name}->>'en') gin_trgm_ops`),
  ],
);

/** A colour of a master product ("style"). Its id is the master id plus a 3-digit colour code. */
export const productColors = pgTable(
  'product_colors',
  {
    id: text('id').primaryKey(),
    productId: text('product_id').notNull(),
    code: text('code').notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    hex: text('hex').notNull(),
    position: integer('position').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    imageUrls: text('image_urls').array().notNull(),
  },
  (t) => [index('product_colors_product_idx').on(t.productId)],
);

/** A sellable unit: one colour in one size, identified by its UPC. */
export const variants = pgTable(
  'variants',
  {
    upc: text('upc').primaryKey(),
    productId: text('product_id').notNull(),
    colorId: text('color_id').notNull(),
    size: text('size').notNull(),
    position: integer('position').notNull().default(0),
    /** A disabled variant is not shown or sold (decision 070). */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('variants_product_idx').on(t.productId), index('variants_color_idx').on(t.colorId)],
);

/** Price of a master product in one currency, in minor units. */
export const prices = pgTable(
  'prices',
  {
    productId: text('product_id').notNull(),
    currency: text('currency').notNull(),
    listAmount: integer('list_amount').notNull(),
    saleAmount: integer('sale_amount'),
    /** Lowest price of the last 30 days before the current sale (EU/UK price display). */
    historicBestAmount: integer('historic_best_amount'),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    /** The sale price applies before this instant; null: until changed (decision 070). */
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.currency] })],
);

/**
 * Every state a price row has had, from `recordedAt` until the next row of the same product and
 * currency (decision 070): what the EU/UK 30-day lowest price before a sale is computed from. Written
 * in the transaction that changes the price; never updated.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: text('id').primaryKey(),
    productId: text('product_id').notNull(),
    currency: text('currency').notNull(),
    listAmount: integer('list_amount').notNull(),
    saleAmount: integer('sale_amount'),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_history_product_idx').on(t.productId, t.currency, t.recordedAt)],
);

/** Online stock per variant. Never negative: decremented with a guarded update. */
export const stock = pgTable(
  'stock',
  {
    upc: text('upc').primaryKey(),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('stock_quantity_not_negative', sql`${t.quantity} >= 0`)],
);

export const stores = pgTable('stores', {
  id: text('id').primaryKey(),
  siteId: text('site_id').notNull(),
  name: text('name').notNull(),
  addressLine1: text('address_line1').notNull(),
  city: text('city').notNull(),
  province: text('province'),
  postalCode: text('postal_code').notNull(),
  countryCode: text('country_code').notNull(),
  phone: text('phone').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** Opening hours per weekday (0 = Sunday): "09:00-18:00" or null when closed. */
  hours: jsonb('hours').$type<(string | null)[]>().notNull(),
  isPickupPoint: boolean('is_pickup_point').notNull().default(false),
  /** A deactivated store (decision 080) leaves the locator, pickup options and agent login; its rows stay. */
  active: boolean('active').notNull().default(true),
});

/**
 * A store's special days (decision 088): closed, or open at other hours than its weekday's, on one date,
 * with a reason shoppers read ("Christmas Day") per language. The date is the store's own calendar day.
 */
export const storeSpecialDays = pgTable(
  'store_special_days',
  {
    storeId: text('store_id').notNull(),
    /** YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    /** "10:00-14:00", or null when the store is closed that day. */
    hours: text('hours'),
    reason: jsonb('reason').$type<LocalizedText>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);

export const storeStock = pgTable(
  'store_stock',
  {
    storeId: text('store_id').notNull(),
    upc: text('upc').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.upc] })],
);

export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().default(sql`now()`),
});
