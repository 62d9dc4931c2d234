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

export interface AddressRecord {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2?: string | undefined;
  city: string;
  province?: string | undefined;
  postalCode: string;
  countryCode: string;
  country?: string | undefined;
  phone: string;
  phoneCode?: string | undefined;
  email?: string | undefined;
  /**
   * The home shipment's gift option (decision 040). Carts and orders keep one record per home shipment,
   * its address, so the option travels with it from the cart to the order.
   */
  giftOption?: OrderGiftOptionRecord | undefined;
}

export interface OrderGiftOptionRecord {
  wrap: boolean;
  giftReceipt: boolean;
  message: string;
}

/** Gift option of a line; an e-gift card line carries its recipient's email and the sender's name. */
export interface GiftOptionRecord {
  email?: string;
  to?: string;
  from?: string;
  message?: string;
}

export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    currency: text('currency').notNull(),
    locale: text('locale').notNull(),
    /** The shopper (guest or registered) who owns the cart. */
    ownerId: text('owner_id').notNull(),
    status: text('status').notNull().default('open'),
    email: text('email'),
    shippingAddress: jsonb('shipping_address').$type<AddressRecord>(),
    billingAddress: jsonb('billing_address').$type<AddressRecord>(),
    shippingMethodCode: text('shipping_method_code'),
    /** Device fingerprint from the storefront's fraud script, kept for fraud screening. */
    deviceFingerprint: text('device_fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_owner_idx').on(t.ownerId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id').notNull(),
    upc: text('upc').notNull(),
    qty: integer('qty').notNull(),
    maxQty: integer('max_qty').notNull(),
    pdpUrl: text('pdp_url'),
    productImageUrl: text('product_image_url'),
    giftOption: jsonb('gift_option').$type<GiftOptionRecord>(),
    /** Store for pickup (pickup, pudo) or ship-to-store (sts); null for home delivery; digital for e-gift cards. */
    storeId: text('store_id'),
    deliveryMethod: text('delivery_method'),
    /** The amount the shopper chose (minor units) for an e-gift card; null when the catalogue prices the line. */
    customAmount: integer('custom_amount'),
    /** Customs (made to order): the design of this line; null for catalogue lines. */
    recipeId: text('recipe_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId),
    // One line per UPC, except e-gift cards and customs: each is its own line (amount, recipient, design).
    uniqueIndex('cart_items_cart_upc_idx')
      .on(t.cartId, t.upc)
      .where(sql`${t.customAmount} is null and ${t.recipeId} is null`),
  ],
);

/** A payment instrument attached to a cart. Holds a gateway token, never a card number. */
export const cartPayments = pgTable(
  'cart_payments',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id').notNull(),
    methodId: text('method_id').notNull(),
    gatewayToken: text('gateway_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    cardHolder: text('card_holder'),
    giftCardId: text('gift_card_id'),
    amount: integer('amount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_payments_cart_idx').on(t.cartId)],
);

/**
 * Online stock held for a cart for a short time (`POST /cart/v1/reserveWithItem`): other shoppers cannot
 * buy it until the hold expires or the cart's order takes it (decision 035).
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    cartId: text('cart_id').notNull(),
    upc: text('upc').notNull(),
    qty: integer('qty').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.upc] }), index('stock_holds_upc_idx').on(t.upc, t.expiresAt)],
);

export interface OrderTotals {
  currency: string;
  itemTotal: number;
  totalDiscount: number;
  totalDiscountPercentage: number;
  shipping: number;
  tax: number;
  taxIncluded: boolean;
  total: number;
  remainingToPay: number;
}

export interface PromoSummaryRecord {
  level: 'ORDER' | 'PRODUCT' | 'SHIPPING';
  promotionId: string;
  promotionName: string;
  calloutMessage: string;
  couponCode: string | null;
  discount: number;
}

export const orders = pgTable(
  'orders',
  {
    orderNumber: text('order_number').primaryKey(),
    cartId: text('cart_id').notNull(),
    siteId: text('site_id').notNull(),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    ownerId: text('owner_id').notNull(),
    email: text('email').notNull(),
    status: text('status').notNull(),
    /** Secret lookup token for guests (st): 128 random bits, base64url. */
    lookupToken: text('lookup_token').notNull(),
    /** Null when nothing is shipped (only e-gift cards, delivered by email). */
    shippingAddress: jsonb('shipping_address').$type<AddressRecord>(),
    billingAddress: jsonb('billing_address').$type<AddressRecord>().notNull(),
    shippingMethodCode: text('shipping_method_code').notNull(),
    totals: jsonb('totals').$type<OrderTotals>().notNull(),
    inStoreSalesInfo: jsonb('in_store_sales_info').$type<{ storeId: string; storeEmployeeId: string }>(),
    promoSummary: jsonb('promo_summary').$type<PromoSummaryRecord[]>().notNull().default([]),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_cart_idx').on(t.cartId),
    // A shopper's orders, newest first: their order history and the back-office profile's recent orders
    // (decision 088: without placed_at, a customer with thousands of orders was read by walking every
    // order newest first).
    index('orders_owner_placed_idx').on(t.ownerId, t.placedAt, t.orderNumber),
    // The back-office's list (decision 066): newest first, alone or within a status or a site, and its
    // searches by order-number, email and last-name prefix.
    index('orders_placed_idx').on(t.placedAt, t.orderNumber),
    index('orders_status_placed_idx').on(t.status, t.placedAt, t.orderNumber),
    index('orders_site_placed_idx').on(t.siteId, t.placedAt, t.orderNumber),
    index('orders_number_prefix_idx').on(t.orderNumber.op('text_pattern_ops')),
    index('orders_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('orders_last_name_prefix_idx').on(sql`lower(${t.billingAddress}->>'lastName') text_pattern_ops`),
    // A promotion's discount given (decision 072): the orders whose summary names it.
    index('orders_promo_summary_idx').using('gin', sql`${t.promoSummary} jsonb_path_ops`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    upc: text('upc').notNull(),
    productId: text('product_id').notNull(),
    masterId: text('master_id').notNull(),
    name: text('name').notNull(),
    colorLabel: text('color_label').notNull(),
    size: text('size').notNull(),
    qty: integer('qty').notNull(),
    unitPrice: integer('unit_price').notNull(),
    rowTotal: integer('row_total').notNull(),
    imageUrl: text('image_url').notNull(),
    pdpUrl: text('pdp_url').notNull(),
    /** Home delivery when null; pickup and pudo took the store's stock, sts the online stock; digital: e-gift. */
    storeId: text('store_id'),
    deliveryMethod: text('delivery_method'),
    /** E-gift card lines: the recipient (email, to), the sender (from) and the message. */
    giftOption: jsonb('gift_option').$type<GiftOptionRecord>(),
    /** E-gift card lines: the card issued when the order was confirmed. */
    giftCardId: text('gift_card_id'),
    /** Customs lines: the design made for this line. */
    recipeId: text('recipe_id'),
  },
  // By master: verified purchases and bought-together recommendations.
  (t) => [
    index('order_items_order_idx').on(t.orderNumber),
    index('order_items_master_idx').on(t.masterId),
    // The back-office's filters by store and by delivery method (decision 066).
    index('order_items_store_idx').on(t.storeId, t.orderNumber),
    index('order_items_delivery_idx').on(t.deliveryMethod, t.orderNumber),
  ],
);

export const orderPayments = pgTable(
  'order_payments',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    methodId: text('method_id').notNull(),
    authorizationId: text('authorization_id'),
    giftCardId: text('gift_card_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    amount: integer('amount').notNull(),
    /** What the back-office has refunded of `amount` so far (decision 066). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** authorized, challenge_required, voided, debited (gift card), refunded (gift card) */
    status: text('status').notNull(),
    /** The PSP page the shopper must visit before the payment can complete (3-D Secure challenge). */
    actionUrl: text('action_url'),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderNumber),
    index('order_payments_method_idx').on(t.methodId, t.orderNumber),
  ],
);

/** Remembers the first result of a write a shopper may repeat. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    /**
     * The claim of the request working on an unanswered key (a random token) and until when it holds it:
     * the worker renews the lease while it runs; a repeat after the lease lapsed takes the key over
     * (decision 049). Null on rows from before leases: an unanswered one is taken over at once.
     */
    claimToken: text('claim_token'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The hourly purge of keys older than a day (and the place-order risk rule's recent rows).
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Every card or BNPL authorisation place order asks the gateway for, recorded before it asks (decision
 * 049): the order's commit marks it 'ordered' in the same transaction, so one still 'authorizing' or
 * 'authorized' after its request died is an orphan that the recovery sweep (or the shopper's retry) voids
 * at the gateway by its reference.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: text('id').primaryKey(),
    /** Our reference at the gateway: the order number the attempt would have written. */
    reference: text('reference').notNull().unique(),
    cartId: text('cart_id').notNull(),
    shopperId: text('shopper_id').notNull(),
    /** The idempotency key (scope:key) and the claim of the request that made the attempt. */
    idempotencyKey: text('idempotency_key').notNull(),
    claimToken: text('claim_token').notNull(),
    methodId: text('method_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Null until the gateway answers (a crash before the answer leaves only the reference). */
    authorizationId: text('authorization_id'),
    /** authorizing, authorized, declined, voiding, voided, ordered */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_attempts_open_idx').on(t.status, t.updatedAt),
    index('payment_attempts_cart_idx').on(t.cartId),
  ],
);

export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    template: text('template').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Not sent before this time (a reminder that may become needless, decision 082); null: at once. */
    sendAfter: timestamp('send_after', { withTimezone: true }),
    /** What the email is about (an order number), to withdraw a queued one that no longer applies. */
    reference: text('reference'),
  },
  (t) => [
    index('outbox_status_idx').on(t.status),
    // The emails of one order in the back-office: by recipient (decision 066).
    index('outbox_to_idx').on(sql`lower(${t.toAddress})`),
    // The back-office's outbox (decision 068): newest first, and a recipient by the start of the address.
    index('outbox_created_idx').on(t.createdAt, t.id),
    index('outbox_to_prefix_idx').on(sql`lower(${t.toAddress}) text_pattern_ops`),
  ],
);

/** The order's timeline: placed, picked, shipped (with tracking), delivered, cancelled. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderNumber)],
);

/** A shopper's saved-for-later list on one site (the spec's saveForLaterId). */
export const savedForLater = pgTable(
  'saved_for_later',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    siteId: text('site_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_for_later_owner_site_idx').on(t.ownerId, t.siteId)],
);

export const savedForLaterItems = pgTable(
  'saved_for_later_items',
  {
    id: text('id').primaryKey(),
    listId: text('list_id').notNull(),
    upc: text('upc').notNull(),
    qty: integer('qty').notNull(),
    pdpUrl: text('pdp_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_for_later_items_list_upc_idx').on(t.listId, t.upc)],
);

/** A manual price adjustment an in-store associate made, on one line (itemId) or the whole cart. */
export const cartPriceAdjustments = pgTable(
  'cart_price_adjustments',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id').notNull(),
    itemId: text('item_id'),
    /** Minor units off (amount) or a percentage off (percent); exactly one is set. */
    amount: integer('amount'),
    percent: integer('percent'),
    reason: text('reason').notNull(),
    note: text('note'),
    /**
     * The most this adjustment, with the others of its line (or of the cart), may take off what promotions
     * leave, in percent: the cap in force when it was made (decision 048). Null on older rows: no cap.
     */
    maxPercent: integer('max_percent'),
    /** The associate (shopper id of the employee session) who made it. */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_price_adjustments_cart_idx').on(t.cartId)],
);
