// Without zod, so that the storefront's browser code (the product page's e-gift form) can import them
// alone: a module with zod schemas at its top level brings zod and its `new Function` probe along.
/** Product type of e-gift cards: delivered by email (shipping code digital), never stocked, never taxed. */
export const E_GIFT_CARD_PRODUCT_TYPE = 'e-gift-card';
/** E-gift card amounts in minor units of the site's currency: any whole amount within the limits. */
export const E_GIFT_CARD_LIMITS = {
  min: 1_000,
  max: 50_000,
  presets: [2_500, 5_000, 10_000, 25_000],
} as const;
