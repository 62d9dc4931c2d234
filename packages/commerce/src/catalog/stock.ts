/** Most units of one item a shopper may put in a cart line. */
export const MAX_QTY_PER_LINE = 10;
export const LOW_STOCK_THRESHOLD = 3;

export const maxQtyFor = (onHand: number): number => Math.max(0, Math.min(onHand, MAX_QTY_PER_LINE));

/** How a variant's stock is shown: availability and a capped quantity, never the exact count. */
export function variantStock(onHand: number) {
  return {
    available: onHand > 0,
    maxQty: maxQtyFor(onHand),
    lowStock: onHand > 0 && onHand <= LOW_STOCK_THRESHOLD,
  };
}
