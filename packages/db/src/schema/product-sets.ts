import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from './catalog.ts';

/** A curated look ("shop the look"): products worn or used together. */
export const productSets = pgTable('product_sets', {
  /** 8 uppercase letters or digits, like a product id (e.g. LOOK1001). */
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  /** Root category (gender) the look belongs to. */
  categoryId: text('category_id').notNull(),
});

export const productSetItems = pgTable(
  'product_set_items',
  {
    setId: text('set_id').notNull(),
    productId: text('product_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.setId, t.productId] }),
    index('product_set_items_product_idx').on(t.productId),
  ],
);
