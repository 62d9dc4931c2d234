/**
 * The product page's form intents (the `intent` field each form posts). The buy form posts none: adding
 * to the cart is the page's default action. Review votes and reports post `review-*`.
 */
export const ProductIntent = {
  Review: 'review',
  Question: 'question',
  Restock: 'restock',
  EGift: 'egift',
  Customs: 'customs',
} as const;

export const REVIEW_EXTRA_PREFIX = 'review-';
