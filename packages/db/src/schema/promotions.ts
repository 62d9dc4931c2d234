import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from './catalog.ts';

export type PromotionLevel = 'ORDER' | 'PRODUCT' | 'SHIPPING';
export type PromotionKind =
  | 'percent_off'
  | 'amount_off'
  | 'fixed_price'
  | 'free_shipping'
  | 'buy_x_get_y'
  | 'gift_with_purchase';

/** What a promotion does and when it qualifies. Amounts are minor units per currency. */
export interface PromotionConfig {
  /** 1 to 100, for percent_off. */
  percent?: number;
  /** Amount off (amount_off) or the price to sell at (fixed_price), per currency. */
  amount?: Record<string, number>;
  /** Merchandise subtotal needed to qualify, per currency. */
  threshold?: Record<string, number>;
  /** Buy X get Y: every buyQty + getQty targeted units, the getQty cheapest are free. */
  buyQty?: number;
  getQty?: number;
  /** The free gift (gift_with_purchase). */
  giftUpc?: string;
  /** Shipping methods a shipping promotion applies to (all when absent). */
  shippingMethods?: string[];
  /** Product targeting (PRODUCT level): master ids or product types; everything when both absent. */
  productIds?: string[];
  productTypes?: string[];
}

export const promotions = pgTable(
  'promotions',
  {
    /** Promotion id; gift-with-purchase promotions carry GWP in it (spec). */
    id: text('id').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    level: text('level').$type<PromotionLevel>().notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    config: jsonb('config').$type<PromotionConfig>().notNull(),
    /** Upper-case coupon code; null for automatic promotions. */
    couponCode: text('coupon_code').unique(),
    /**
     * Applies only with a code: its own `coupon_code` or one of its `promotion_codes` (generated in bulk by
     * the back-office, decision 072). Never automatic, even without a `coupon_code`.
     */
    requiresCode: boolean('requires_code').notNull().default(false),
    /** Consumer types that may use it (GUEST, REGISTERED, LOYALTY, EMPLOYEE, ATHLETE, ...); empty: all. */
    audiences: text('audiences').array().notNull().default(sql`'{}'::text[]`),
    /** Sites it runs on; empty: all. */
    siteIds: text('site_ids').array().notNull().default(sql`'{}'::text[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    totalLimit: integer('total_limit'),
    perShopperLimit: integer('per_shopper_limit'),
    /** Orders that redeemed it; raised with a guarded update inside the order transaction. */
    redemptionCount: integer('redemption_count').notNull().default(0),
    /** Three parts separated by a pipe: before | approaching ({distance}) | reached. */
    calloutMessage: jsonb('callout_message').$type<LocalizedText>().notNull(),
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'promotions_redemptions_within_limit',
      sql`${t.totalLimit} is null or ${t.redemptionCount} <= ${t.totalLimit}`,
    ),
  ],
);

export const cartCoupons = pgTable(
  'cart_coupons',
  {
    cartId: text('cart_id').notNull(),
    code: text('code').notNull(),
    promotionId: text('promotion_id').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.code] })],
);

export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: text('id').primaryKey(),
    promotionId: text('promotion_id').notNull(),
    orderNumber: text('order_number').notNull(),
    shopperId: text('shopper_id').notNull(),
    /** Lower-case email of the order, so a guest cannot redeem again with a new session. */
    email: text('email').notNull(),
    couponCode: text('coupon_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotion_redemptions_promotion_idx').on(t.promotionId),
    index('promotion_redemptions_order_idx').on(t.orderNumber),
  ],
);

/** More codes of a coupon promotion (decision 072): single codes or bulk-generated unguessable ones. */
export const promotionCodes = pgTable(
  'promotion_codes',
  {
    /** Upper case, unique across promotions (and never equal to a promotion's own coupon_code). */
    code: text('code').primaryKey(),
    promotionId: text('promotion_id').notNull(),
    /** Redeemable once across all shoppers (decision 088); the order that used it is kept below. */
    singleUse: boolean('single_use').notNull().default(false),
    /** The live order that redeemed this single-use code; cleared when that order is cancelled. */
    usedByOrder: text('used_by_order'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotion_codes_promotion_idx').on(t.promotionId, t.code),
    index('promotion_codes_used_by_order_idx').on(t.usedByOrder).where(sql`${t.usedByOrder} is not null`),
    check('promotion_codes_used_only_if_single', sql`${t.usedByOrder} is null or ${t.singleUse}`),
  ],
);
