import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from './catalog.ts';

/**
 * A zone of a customisable product (upper, laces…) and the colours it may take. A colour with
 * `enabled: false` is not offered to shoppers (decision 087); absent means offered.
 */
export interface CustomsZoneRecord {
  code: string;
  label: LocalizedText;
  colors: { code: string; label: LocalizedText; hex: string; enabled?: boolean }[];
}

/** What a shopper chose: a colour code per zone (every zone) and an optional monogram. */
export interface CustomsChoicesRecord {
  zones: Record<string, string>;
  monogram: string | null;
}

/**
 * The customisation options of a product ("customs", made to order), edited in the back-office
 * (decision 087). A product with a row here can be designed; surcharges are per currency (minor units), the monogram's on top of the design's.
 */
export const customsTemplates = pgTable('customs_templates', {
  productId: text('product_id').primaryKey(),
  zones: jsonb('zones').$type<CustomsZoneRecord[]>().notNull(),
  /** Most letters of a monogram; 0 when the product takes none. */
  monogramMaxLength: integer('monogram_max_length').notNull().default(0),
  surcharge: jsonb('surcharge').$type<Record<string, number>>().notNull(),
  monogramSurcharge: jsonb('monogram_surcharge').$type<Record<string, number>>().notNull(),
});

/**
 * A saved design: a product, its base variant (the size; null for a curated design, whose size is chosen
 * when it is added to a cart) and the choices. Shopper designs belong to their creator; curated designs
 * (precreated) have a code and no owner. Designs never change once saved: carts and orders point at them.
 */
export const customsRecipes = pgTable(
  'customs_recipes',
  {
    id: text('id').primaryKey(),
    productId: text('product_id').notNull(),
    upc: text('upc'),
    ownerId: text('owner_id'),
    /** Curated designs only: the precreatedCustomsCode that adds them, and their name. */
    code: text('code'),
    name: jsonb('name').$type<LocalizedText>(),
    choices: jsonb('choices').$type<CustomsChoicesRecord>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customs_recipes_code_idx').on(t.code),
    index('customs_recipes_owner_idx').on(t.ownerId),
  ],
);
