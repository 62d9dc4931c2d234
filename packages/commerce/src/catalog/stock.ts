/** Most units of one item a shopper may put in a cart line. */
export const MAX_QTY_PER_LINE = 10;
export const LOW_STOCK_THRESHOLD = 3;

export const maxQtyFor = (onHand: number): number => Math.max(0, Math.min(onHand, MAX_QTY_PER_LINE));
