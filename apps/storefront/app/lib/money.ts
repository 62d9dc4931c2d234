// Each site's own currency is formatted here without Intl: a browser's first Intl.NumberFormat loads
// ICU's number data, about 30 ms on a desktop and several times that on a phone, and the first
// formatted price sits inside hydration (decision 009). money.test.ts holds these rules to what
// Intl writes; other currencies and locales go through Intl.

interface LocalStyle {
  group: string;
  decimal: string;
}

interface LocalCurrency extends LocalStyle {
  currency: string;
  prefix: string;
  suffix: string;
}

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

const EN: LocalStyle = { group: ',', decimal: '.' };
const STYLES: Record<string, LocalStyle> = {
  'en-us': EN,
  'en-ca': EN,
  'en-gb': EN,
  'fr-ca': { group: NBSP, decimal: ',' },
  'de-de': { group: '.', decimal: ',' },
  'fr-fr': { group: NARROW_NBSP, decimal: ',' },
};

/** The site's currency per locale; CAD shows as its code (spec), the others as their symbol. */
const CURRENCIES: Record<string, LocalCurrency> = {
  'en-us': { ...EN, currency: 'USD', prefix: '$', suffix: '' },
  'en-ca': { ...EN, currency: 'CAD', prefix: `CAD${NBSP}`, suffix: '' },
  'fr-ca': { ...STYLES['fr-ca']!, currency: 'CAD', prefix: '', suffix: `${NBSP}CAD` },
  'en-gb': { ...EN, currency: 'GBP', prefix: '£', suffix: '' },
  'de-de': { ...STYLES['de-de']!, currency: 'EUR', prefix: '', suffix: `${NBSP}€` },
  'fr-fr': { ...STYLES['fr-fr']!, currency: 'EUR', prefix: '', suffix: `${NBSP}€` },
};

function grouped(whole: number, group: string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

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
  const local = CURRENCIES[locale];
  if (local?.currency === currency && Number.isSafeInteger(minorUnits)) {
    const units = Math.abs(minorUnits);
    const cents = String(units % 100).padStart(2, '0');
    const amount = `${grouped(Math.floor(units / 100), local.group)}${local.decimal}${cents}`;
    return `${minorUnits < 0 ? '-' : ''}${local.prefix}${amount}${local.suffix}`;
  }
  const formatter = formatterFor(locale, currency);
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minorUnits / 10 ** digits);
}

/** A number with at most one decimal (a discount's percentage), as Intl writes it for the locale. */
export function formatTenths(value: number, locale: string): string {
  const style = STYLES[locale];
  if (!style || !Number.isFinite(value)) {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  }
  // Half away from zero, as Intl rounds.
  const tenths = Math.round(Math.abs(value) * 10);
  const whole = grouped(Math.floor(tenths / 10), style.group);
  const fraction = tenths % 10 === 0 ? '' : `${style.decimal}${tenths % 10}`;
  return `${value < 0 && tenths > 0 ? '-' : ''}${whole}${fraction}`;
}
