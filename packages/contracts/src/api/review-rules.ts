// Without zod, so that the storefront's browser code can import them alone.
/** Longest review text; longer answers REV410 (the spec names the error but not the bound). */
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_SORTS = ['newest', 'helpful', 'rating-high', 'rating-low'] as const;
export const FIT_VALUES = ['small', 'true', 'large'] as const;
export const FLAG_REASONS = ['inappropriate', 'spam', 'off-topic', 'not-about-product', 'other'] as const;
