import { describe, expect, it } from 'vitest';
import { lowestBefore } from './price-history.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
const state = (
  list: number,
  sale: number | null = null,
  starts: Date | null = null,
  ends: Date | null = null,
) => ({
  listAmount: list,
  saleAmount: sale,
  saleStartsAt: starts,
  saleEndsAt: ends,
});

describe('the lowest price of the 30 days before a sale', () => {
  it('is the list price that held all along', () => {
    expect(lowestBefore([{ ...state(10_000), recordedAt: day(0) }], day(60))).toBe(10_000);
  });

  it('counts a cheaper price that held inside the 30 days, not one older than them', () => {
    const history = [
      { ...state(6_000), recordedAt: day(0) },
      { ...state(9_000), recordedAt: day(20) },
      { ...state(8_000), recordedAt: day(50) },
      { ...state(10_000), recordedAt: day(55) },
    ];
    // 30 days before day 70 start at day 40: 9,000 (from day 20), 8,000 and 10,000 held then; 6,000 did not.
    expect(lowestBefore(history, day(70))).toBe(8_000);
  });

  it('counts an earlier sale inside the window, and only while it ran', () => {
    const earlierSale = state(10_000, 7_000, day(45), day(50));
    expect(lowestBefore([{ ...earlierSale, recordedAt: day(0) }], day(70))).toBe(7_000);
    const saleBeforeWindow = state(10_000, 7_000, day(5), day(10));
    expect(lowestBefore([{ ...saleBeforeWindow, recordedAt: day(0) }], day(70))).toBe(10_000);
  });

  it('is unknown when nothing was recorded before the sale', () => {
    expect(lowestBefore([{ ...state(10_000), recordedAt: day(80) }], day(70))).toBeNull();
  });
});
