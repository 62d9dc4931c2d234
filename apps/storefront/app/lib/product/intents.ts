/**
 * The product page's form intents (the `intent` field each form posts). The buy form posts none: adding
 * to the cart is the page's default action. Review votes, reports and translations post `review-*`.
 */
export const ProductIntent = {
  Review: 'review',
  Question: 'question',
  Restock: 'restock',
  EGift: 'egift',
  Customs: 'customs',
  ReviewVote: 'review-vote',
  ReviewFlag: 'review-flag',
  ReviewTranslate: 'review-translate',
} as const;

export type ProductIntent = (typeof ProductIntent)[keyof typeof ProductIntent];

export function isProductIntent(value: unknown): value is ProductIntent {
  return Object.values<unknown>(ProductIntent).includes(value);
}
