import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

// Intl puts a narrow no-break space in some locales; compare with plain spaces.
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats US dollars from cents with the symbol', () => {
    expect(formatMoney(12999, 'USD', 'en-us')).toBe('$129.99');
  });

  it('shows the currency code, not a symbol, for Canadian dollars (spec constant)', () => {
    expect(plain(formatMoney(12999, 'CAD', 'en-ca'))).toBe('CAD 129.99');
    expect(plain(formatMoney(12999, 'CAD', 'fr-ca'))).toBe('129,99 CAD');
  });

  it('uses the symbol for pounds and euros in their locales', () => {
    expect(formatMoney(8950, 'GBP', 'en-gb')).toBe('£89.50');
    expect(plain(formatMoney(8950, 'EUR', 'de-de'))).toBe('89,50 €');
    expect(plain(formatMoney(8950, 'EUR', 'fr-fr'))).toBe('89,50 €');
  });

  it('handles zero and whole amounts without float drift', () => {
    expect(formatMoney(0, 'USD', 'en-us')).toBe('$0.00');
    expect(formatMoney(10, 'USD', 'en-us')).toBe('$0.10');
    expect(formatMoney(1999999, 'USD', 'en-us')).toBe('$19,999.99');
  });

  it('respects currencies without minor units', () => {
    expect(plain(formatMoney(1500, 'JPY', 'en-us'))).toBe('¥1,500');
  });
});
