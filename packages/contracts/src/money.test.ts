import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

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
