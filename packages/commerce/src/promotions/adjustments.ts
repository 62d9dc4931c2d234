import type { PricedLine } from './engine.ts';

export interface AdjustmentRule {
  id: string;
  itemId: string | null;
  amount: number | null;
  percent: number | null;
  /**
   * The most the associates' adjustments of this line (or, for a cart adjustment, of the whole cart) may
   * take off what promotions leave, in percent (decision 048); null for no cap.
   */
  maxPercent?: number | null;
}

/**
 * Associates' manual price adjustments, after promotions: a line adjustment takes off at most what
 * is left of its line, a cart adjustment at most what is left of the merchandise; and with a cap, the
 * adjustments of a line together never take more than `maxPercent` of what promotions left of it, nor
 * all adjustments together more than `maxPercent` of what promotions left of the merchandise. `capped`
 * lists the adjustments the cap cut short. Pure.
 */
export function applyAdjustments(
  lines: Pick<PricedLine, 'id' | 'qty' | 'unitPrice'>[],
  lineDiscounts: Map<string, number>,
  orderDiscount: number,
  adjustments: AdjustmentRule[],
): { discounts: Map<string, number>; lineTotal: number; orderTotal: number; capped: Set<string> } {
  const discounts = new Map<string, number>();
  const capped = new Set<string>();
  /** What is left after `taken` of `base`, within the rule's cap of `base` once `adjusted` is taken. */
  const off = (base: number, taken: number, adjusted: number, rule: AdjustmentRule) => {
    const left = Math.max(0, base - taken);
    const wanted = rule.amount ?? Math.round((left * Math.min(100, rule.percent ?? 0)) / 100);
    const cap = rule.maxPercent == null ? left : Math.round((base * rule.maxPercent) / 100) - adjusted;
    const allowed = Math.max(0, Math.min(left, cap));
    if (wanted > allowed && cap < left) capped.add(rule.id);
    return Math.max(0, Math.min(wanted, allowed));
  };
  const lineBase = new Map(
    lines.map((line) => [
      line.id,
      Math.max(0, line.unitPrice * line.qty - (lineDiscounts.get(line.id) ?? 0)),
    ]),
  );
  const adjustedOnLine = new Map<string, number>();
  let lineTotal = 0;
  for (const rule of adjustments.filter((a) => a.itemId !== null)) {
    const base = rule.itemId === null ? undefined : lineBase.get(rule.itemId);
    if (base === undefined || rule.itemId === null) {
      discounts.set(rule.id, 0);
      continue;
    }
    const adjusted = adjustedOnLine.get(rule.itemId) ?? 0;
    const discount = off(base, adjusted, adjusted, rule);
    adjustedOnLine.set(rule.itemId, adjusted + discount);
    discounts.set(rule.id, discount);
    lineTotal += discount;
  }
  // What promotions left of the merchandise, before any associate's adjustment.
  const merchandise = Math.max(
    0,
    [...lineBase.values()].reduce((sum, base) => sum + base, 0) - orderDiscount,
  );
  let orderTotal = 0;
  for (const rule of adjustments.filter((a) => a.itemId === null)) {
    const discount = off(merchandise, lineTotal + orderTotal, lineTotal + orderTotal, rule);
    orderTotal += discount;
    discounts.set(rule.id, discount);
  }
  return { discounts, lineTotal, orderTotal, capped };
}
