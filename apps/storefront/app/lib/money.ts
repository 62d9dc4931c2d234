const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // Spec: the currency displays as the code for CAD, otherwise the symbol.
      currencyDisplay: currency === 'CAD' ? 'code' : 'symbol',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats an amount in minor units (cents, pence) for a locale such as `en-us` or `fr-ca`. */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  const formatter = formatterFor(locale, currency);
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minorUnits / 10 ** digits);
}
