import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Settings per site the back-office changes (decision 073, issue 16 item 10). One row per site once
 * changed; a site without a row has the defaults (`settings` module).
 */
export const siteSettings = pgTable('site_settings', {
  siteId: text('site_id').primaryKey(),
  /** 'post': reviews and questions go live at once (moderated after); 'pre': they wait for approval. */
  reviewModeration: text('review_moderation').notNull().default('post'),
  /** Feature switches the specs name (decision 079): all on by default. */
  miniCartOnAdd: boolean('mini_cart_on_add').notNull().default(true),
  expressCheckout: boolean('express_checkout').notNull().default(true),
  simplifiedEnrolment: boolean('simplified_enrolment').notNull().default(true),
  favorites: boolean('favorites').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An owner's change of a site's home-delivery method (decision 079; `shipping` module). The code's rates
 * (shipping/methods.ts) are the defaults; a row replaces them whole for its site and method.
 */
export const shippingRateOverrides = pgTable(
  'shipping_rate_overrides',
  {
    siteId: text('site_id').notNull(),
    methodCode: text('method_code').notNull(),
    enabled: boolean('enabled').notNull(),
    /** Minor units of the site's currency. */
    price: integer('price').notNull(),
    /** Merchandise total from which the method is free; null when never free. */
    freeFrom: integer('free_from'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.methodCode] })],
);

/**
 * An owner's change of a region's tax rate (decision 079; `taxes` module): a US state, a Canadian province
 * (region = its code) or a VAT country (region = the country code). Parts per million, so 14.975 % is exact.
 */
export const taxRateOverrides = pgTable(
  'tax_rate_overrides',
  {
    countryCode: text('country_code').notNull(),
    regionCode: text('region_code').notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.countryCode, table.regionCode] })],
);
