import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';
import { SITES } from './sites.ts';

describe('formatMoney', () => {
  it('shows the symbol for US dollars, pounds and euros', () => {
    expect(formatMoney(12999, 'USD', 'en-us')).toBe('$129.99');
    expect(formatMoney(4500, 'GBP', 'en-gb')).toBe('£45.00');
    expect(formatMoney(8999, 'EUR', 'de-de')).toMatch(/^89,99\s€$/);
  });

  it('shows the currency code for Canadian dollars, as the spec requires', () => {
    expect(formatMoney(17499, 'CAD', 'en-ca')).toMatch(/^CAD\s174\.99$/);
    expect(formatMoney(17499, 'CAD', 'fr-ca')).toMatch(/^174,99\sCAD$/);
  });
});

describe('one formatter for every site (decision 056)', () => {
  const pairs = SITES.flatMap((site) => site.locales.map((locale) => [locale, site.currency] as const));

  it('writes whole-unit labels (price ranges) exactly as Intl does', () => {
    const amounts = [0, 40, 50, 99, 150, 5000, 10_000, 123_456, 99_999_999, -40, -50, -5000];
    for (const [locale, currency] of pairs) {
      const intl = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: currency === 'CAD' ? 'code' : 'symbol',
        maximumFractionDigits: 0,
      });
      for (const amount of amounts) {
        expect(formatMoney(amount, currency, locale, { wholeUnits: true }), `${amount} ${locale}`).toBe(
          intl.format(amount / 100),
        );
      }
    }
  });

  it('leaves other currencies to Intl, whole units too', () => {
    expect(formatMoney(5000, 'USD', 'en-gb', { wholeUnits: true })).toBe('US$50');
    expect(formatMoney(1500, 'JPY', 'en-us', { wholeUnits: true })).toBe('¥1,500');
  });
});
