import type { PricedLine } from './engine.ts';

export interface AdjustmentRule {
  id: string;
  itemId: string | null;
  amount: number | null;
  percent: number | null;
}

/**
 * Associates' manual price adjustments, after promotions: a line adjustment takes off at most what
 * is left of its line, a cart adjustment at most what is left of the merchandise. Pure.
 */
export function applyAdjustments(
  lines: PricedLine[],
  lineDiscounts: Map<string, number>,
  orderDiscount: number,
  adjustments: AdjustmentRule[],
): { discounts: Map<string, number>; lineTotal: number; orderTotal: number } {
  const taken = new Map(lineDiscounts);
  const discounts = new Map<string, number>();
  const off = (left: number, rule: AdjustmentRule) =>
    Math.max(0, Math.min(left, rule.amount ?? Math.round((left * Math.min(100, rule.percent ?? 0)) / 100)));
  let lineTotal = 0;
  for (const rule of adjustments.filter((a) => a.itemId !== null)) {
    const line = lines.find((l) => l.id === rule.itemId);
    if (!line) {
      discounts.set(rule.id, 0);
      continue;
    }
    const discount = off(line.unitPrice * line.qty - (taken.get(line.id) ?? 0), rule);
    taken.set(line.id, (taken.get(line.id) ?? 0) + discount);
    discounts.set(rule.id, discount);
    lineTotal += discount;
  }
  const merchandise = lines.reduce((sum, l) => sum + l.unitPrice * l.qty - (taken.get(l.id) ?? 0), 0);
  let left = Math.max(0, merchandise - orderDiscount);
  let orderTotal = 0;
  for (const rule of adjustments.filter((a) => a.itemId === null)) {
    const discount = off(left, rule);
    left -= discount;
    orderTotal += discount;
    discounts.set(rule.id, discount);
  }
  return { discounts, lineTotal, orderTotal };
}
