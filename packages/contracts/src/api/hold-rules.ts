// Without zod, so that the product page's browser code can import it alone (see egift-rules.ts).
/** How long reserve-with-item holds the last units of a variant for the shopper's cart (decision 035). */
export const HOLD_MINUTES = 15;
