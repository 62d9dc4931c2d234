const MINOR_UNITS: Record<string, number> = { JPY: 0 };

/**
 * Formats an amount in minor units for display. The spec's rule: Canadian dollars show the
 * currency code (CAD), every other currency its symbol.
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const digits = MINOR_UNITS[currency] ?? 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'CAD' ? 'code' : 'symbol',
  }).format(amount / 10 ** digits);
}
