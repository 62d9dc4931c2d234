/**
 * Which module owns each table of `packages/db/src/schema` (decision 055). Only the owner reads or writes
 * its tables; every other module calls the owner through its `index.ts`. `shared` is the common kernel
 * (outbox, idempotency keys). `boundaries.test.ts` checks the code against this table and against
 * `TABLE_ACCESS_EXCEPTIONS`, the remaining uses by other modules, each with its reason.
 */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  // catalog
  sites: 'catalog',
  categories: 'catalog',
  products: 'catalog',
  product_colors: 'catalog',
  variants: 'catalog',
  prices: 'catalog',
  price_history: 'catalog',
  seed_runs: 'catalog',
  product_search: 'catalog',
  product_search_text: 'catalog',
  search_queries: 'catalog',
  product_sets: 'catalog',
  product_set_items: 'catalog',
  // inventory: one owner for every unit of stock
  stock: 'inventory',
  store_stock: 'inventory',
  stock_holds: 'inventory',
  stock_notifications: 'inventory',
  stock_adjustments: 'inventory',
  stores: 'stores',
  store_special_days: 'stores',
  postal_codes: 'stores',
  // experiments (decision 098)
  experiments: 'experiments',
  feature_flags: 'experiments',
  experiment_audiences: 'experiments',
  experiment_events: 'experiments',
  experiment_revision: 'experiments',
  experiment_log: 'experiments',
  // identity
  shoppers: 'auth',
  refresh_tokens: 'auth',
  sessions: 'auth',
  sign_in_failures: 'auth',
  authorization_codes: 'auth',
  bot_challenges_used: 'bot-defence',
  consumers: 'consumers',
  consumer_tokens: 'consumers',
  consumer_addresses: 'consumers',
  saved_cards: 'consumers',
  programme_profiles: 'consumers',
  store_employees: 'consumers',
  subscriptions: 'consumers',
  event_registrations: 'consumers',
  newsletter_signups: 'consumers',
  support_cases: 'consumers',
  support_case_replies: 'consumers',
  loyalty_point_adjustments: 'consumers',
  // shopping
  carts: 'cart',
  cart_items: 'cart',
  cart_payments: 'cart',
  cart_price_adjustments: 'cart',
  saved_for_later: 'cart',
  saved_for_later_items: 'cart',
  promotions: 'promotions',
  cart_coupons: 'cart',
  promotion_redemptions: 'promotions',
  promotion_codes: 'promotions',
  gift_cards: 'giftcards',
  payment_attempts: 'checkout',
  orders: 'orders',
  order_items: 'orders',
  order_payments: 'orders',
  order_events: 'orders',
  order_returns: 'orders',
  order_return_lines: 'orders',
  gateway_card_tokens: 'payments',
  gateway_authorizations: 'payments',
  gateway_bnpl_sessions: 'payments',
  customs_templates: 'customs',
  customs_recipes: 'customs',
  reviews: 'reviews',
  review_translations: 'reviews',
  review_votes: 'reviews',
  review_flags: 'reviews',
  questions: 'reviews',
  answers: 'reviews',
  answer_votes: 'reviews',
  favorites: 'wishlists',
  favorite_items: 'wishlists',
  audit_log: 'audit',
  consent_receipts: 'consent',
  content_documents: 'content',
  content_versions: 'content',
  content_publications: 'content',
  content_references: 'content',
  content_presence: 'content',
  media_assets: 'media',
  media_renditions: 'media',
  product_media: 'media',
  // decision 101: the user media service
  ugc_users: 'ugc',
  ugc_media: 'ugc',
  ugc_media_files: 'ugc',
  ugc_media_tags: 'ugc',
  ugc_stashes: 'ugc',
  ugc_stash_media: 'ugc',
  ugc_reports: 'ugc',
  operators: 'operators',
  operator_sessions: 'operators',
  operator_sign_in_failures: 'operators',
  site_settings: 'settings',
  shipping_rate_overrides: 'shipping',
  tax_rate_overrides: 'taxes',
  analytics_events: 'analytics',
  web_vitals: 'analytics',
  outbox: 'shared',
  idempotency_keys: 'shared',
};

export interface TableAccessException {
  module: string;
  table: string;
  /** 'read': selects and joins only (the check fails on any insert, update or delete); 'write': any use. */
  access: 'read' | 'write';
  reason: string;
}

/** Uses of a table by a module that does not own it. The check fails when one is no longer needed. */
export const TABLE_ACCESS_EXCEPTIONS: readonly TableAccessException[] = [
  {
    module: 'customs',
    table: 'products',
    access: 'read',
    reason:
      "a product's name and existence, to list and attach customisation templates (catalog owns products)",
  },
  {
    module: 'media',
    table: 'products',
    access: 'read',
    reason: "a product's name and existence, shown with the images attached to it (catalog owns products)",
  },
  {
    module: 'media',
    table: 'product_colors',
    access: 'read',
    reason: "a product's colour codes and labels, to attach images per colour (catalog owns colours)",
  },
  {
    module: 'media',
    table: 'content_documents',
    access: 'read',
    reason: 'an image in use by content cannot be deleted: the documents whose latest version names it',
  },
  {
    module: 'media',
    table: 'content_versions',
    access: 'read',
    reason: 'an image in use by content cannot be deleted: the documents whose latest version names it',
  },
  {
    module: 'auth',
    table: 'consumers',
    access: 'read',
    reason: 'sign-in and sessions check the password hash and the time it changed, in the login query',
  },
  {
    module: 'auth',
    table: 'store_employees',
    access: 'read',
    reason: "an associate's sign-in checks the employee row (consumers owns employees)",
  },
  {
    module: 'cart',
    table: 'variants',
    access: 'read',
    reason:
      "catalog facts (name, colour, size, price) joined into this module's own listing query; catalog data is reference data, written only by catalog and the seeder",
  },
  {
    module: 'cart',
    table: 'products',
    access: 'read',
    reason:
      "catalog facts (name, colour, size, price) joined into this module's own listing query; catalog data is reference data, written only by catalog and the seeder",
  },
  {
    module: 'cart',
    table: 'product_colors',
    access: 'read',
    reason:
      "catalog facts (name, colour, size, price) joined into this module's own listing query; catalog data is reference data, written only by catalog and the seeder",
  },
  {
    module: 'cart',
    table: 'prices',
    access: 'read',
    reason:
      "catalog facts (name, colour, size, price) joined into this module's own listing query; catalog data is reference data, written only by catalog and the seeder",
  },
  {
    module: 'cart',
    table: 'gift_cards',
    access: 'read',
    reason:
      "the cart shows each stored-value instrument's balance and status (giftcards debits and refunds them)",
  },
  {
    module: 'cart',
    table: 'programme_profiles',
    access: 'read',
    reason: 'the cart shows the athlete allowance left (consumers debits and refunds it)',
  },
  {
    module: 'cart',
    table: 'consumers',
    access: 'read',
    reason: "loyalty vouchers read the shopper's points balance (consumers debits and refunds them)",
  },
  {
    module: 'cart',
    table: 'saved_cards',
    access: 'read',
    reason: 'a saved card is offered as a payment instrument of the cart',
  },
  {
    module: 'catalog',
    table: 'order_items',
    access: 'read',
    reason: 'recommendations count what was bought together (order lines are read, never written)',
  },
  {
    module: 'checkout',
    table: 'idempotency_keys',
    access: 'read',
    reason:
      'payment attempts and screening read the outcome of the place-order key they run under (shared/idempotency writes it)',
  },
  {
    module: 'checkout',
    table: 'orders',
    access: 'read',
    reason: "payment recovery checks whether an attempt's cart became an order",
  },
  {
    module: 'consumers',
    table: 'shoppers',
    access: 'read',
    reason: 'the account is the shopper row with its consumer record, read together',
  },
  {
    module: 'consumers',
    table: 'orders',
    access: 'read',
    reason: "the data export lists the shopper's orders",
  },
  {
    module: 'customs',
    table: 'variants',
    access: 'read',
    reason:
      "catalog facts (name, colour, size, price) joined into this module's own listing query; catalog data is reference data, written only by catalog and the seeder",
  },
  {
    module: 'customs',
    table: 'prices',
    access: 'read',
    reason:
      "catalog facts (name, colour, size, price) joined into this module's own listing query; catalog data is reference data, written only by catalog and the seeder",
  },
  {
    module: 'inventory',
    table: 'stores',
    access: 'read',
    reason: "the back-office's stock view names the store of each shelf count (decision 071)",
  },
  {
    module: 'inventory',
    table: 'variants',
    access: 'read',
    reason:
      "catalog facts (name, colour, size, price) joined into this module's own listing query; catalog data is reference data, written only by catalog and the seeder",
  },
  {
    module: 'inventory',
    table: 'products',
    access: 'read',
    reason:
      "catalog facts (name, colour, size, price) joined into this module's own listing query; catalog data is reference data, written only by catalog and the seeder",
  },
  {
    module: 'inventory',
    table: 'product_colors',
    access: 'read',
    reason:
      "catalog facts (name, colour, size, price) joined into this module's own listing query; catalog data is reference data, written only by catalog and the seeder",
  },
  {
    module: 'orders',
    table: 'gift_cards',
    access: 'read',
    reason: 'an order shows the gift card numbers it paid with and the e-gift cards it issued (masked)',
  },
  {
    module: 'promotions',
    table: 'cart_coupons',
    access: 'read',
    reason: 'pricing reads the coupon codes applied to the cart (cart writes them)',
  },
  {
    module: 'shared',
    table: 'shoppers',
    access: 'read',
    reason:
      "lockShopper takes the shopper row's lock so per-shopper limits are counted one request at a time",
  },
  {
    module: 'stores',
    table: 'variants',
    access: 'read',
    reason:
      "catalog facts (name, colour, size, price) joined into this module's own listing query; catalog data is reference data, written only by catalog and the seeder",
  },
  {
    module: 'stores',
    table: 'product_colors',
    access: 'read',
    reason:
      "catalog facts (name, colour, size, price) joined into this module's own listing query; catalog data is reference data, written only by catalog and the seeder",
  },
  {
    module: 'wishlists',
    table: 'variants',
    access: 'read',
    reason:
      "catalog facts (name, colour, size, price) joined into this module's own listing query; catalog data is reference data, written only by catalog and the seeder",
  },
  {
    module: 'wishlists',
    table: 'products',
    access: 'read',
    reason:
      "catalog facts (name, colour, size, price) joined into this module's own listing query; catalog data is reference data, written only by catalog and the seeder",
  },
  {
    module: 'wishlists',
    table: 'product_colors',
    access: 'read',
    reason:
      "catalog facts (name, colour, size, price) joined into this module's own listing query; catalog data is reference data, written only by catalog and the seeder",
  },
  {
    module: 'wishlists',
    table: 'prices',
    access: 'read',
    reason:
      "catalog facts (name, colour, size, price) joined into this module's own listing query; catalog data is reference data, written only by catalog and the seeder",
  },
];
