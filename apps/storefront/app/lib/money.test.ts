import { SITES } from '@ridgeline/contracts';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatTenths } from './money.ts';

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

describe('formatting without Intl matches Intl', () => {
  const sites = SITES.flatMap((site) => site.locales.map((locale) => [locale, site.currency] as const));
  const amounts = [0, 1, 10, 99, 100, 999, 12999, 100000, 123456, 99999999, 123456789012, -1, -1250, -123456];

  it("writes each site's currency exactly as Intl does", () => {
    for (const [locale, currency] of sites) {
      const intl = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: currency === 'CAD' ? 'code' : 'symbol',
      });
      for (const amount of amounts) {
        expect(formatMoney(amount, currency, locale), `${amount} ${currency} ${locale}`).toBe(
          intl.format(amount / 100),
        );
      }
    }
  });

  it('writes percentages with at most one decimal exactly as Intl does', () => {
    const values = [0, 5, 10, 12.5, 12.25, 33.333, 0.04, 0.05, 0.15, 99.95, 1234.56, -7.5];
    for (const [locale] of sites) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
      for (const value of values) {
        expect(formatTenths(value, locale), `${value} ${locale}`).toBe(intl.format(value));
      }
    }
  });

  it('leaves other currencies and locales to Intl', () => {
    expect(formatMoney(12999, 'EUR', 'en-us')).toBe('€129.99');
    expect(plain(formatMoney(12999, 'USD', 'de-de'))).toBe('129,99 $');
    expect(formatTenths(12.5, 'ja-jp')).toBe('12.5');
  });
});
