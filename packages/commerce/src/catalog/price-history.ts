/**
 * The EU/UK rule on sale prices (decision 070): a sale shows the lowest price the shopper could pay in the
 * 30 days before it began. Computed from price_history, where each row is the price's state from its
 * `recordedAt` until the next row; a state with a sale window pays the list price outside it.
 */

export const LOWEST_PRICE_DAYS = 30;
/** When a price changed for the first time was set: seeded and imported prices have no date. */
export const SINCE_EVER = new Date(0);
const DAY = 86_400_000;

export interface PriceState {
  listAmount: number;
  saleAmount: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
}

export interface HistoryRow extends PriceState {
  recordedAt: Date;
}

/** The lowest amount paid during [from, to) under one state that held over [from, to). */
function lowestWithin(state: PriceState, from: number, to: number): number {
  let lowest = Number.POSITIVE_INFINITY;
  if (state.saleAmount === null) return state.listAmount;
  const saleFrom = Math.max(from, state.saleStartsAt?.getTime() ?? Number.NEGATIVE_INFINITY);
  const saleTo = Math.min(to, state.saleEndsAt?.getTime() ?? Number.POSITIVE_INFINITY);
  const saleHeld = saleFrom < saleTo;
  if (saleHeld) lowest = Math.min(lowest, state.saleAmount);
  // The list price held unless the sale covered the whole interval.
  if (!saleHeld || saleFrom > from || saleTo < to) lowest = Math.min(lowest, state.listAmount);
  return lowest;
}

/**
 * The lowest price of the 30 days before `saleStart`, from the history (oldest first; any order is
 * sorted). Null when the history does not reach into those days.
 */
export function lowestBefore(history: readonly HistoryRow[], saleStart: Date): number | null {
  const rows = [...history].sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
  const windowTo = saleStart.getTime();
  const windowFrom = windowTo - LOWEST_PRICE_DAYS * DAY;
  let lowest: number | null = null;
  rows.forEach((row, i) => {
    const from = Math.max(windowFrom, row.recordedAt.getTime());
    const to = Math.min(windowTo, rows[i + 1]?.recordedAt.getTime() ?? Number.POSITIVE_INFINITY);
    if (from >= to) return;
    const amount = lowestWithin(row, from, to);
    lowest = lowest === null ? amount : Math.min(lowest, amount);
  });
  return lowest;
}
