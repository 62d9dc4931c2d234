// The one money formatter (decision 056), used by the API, the emails and documents, and the storefront.
// Each site's own currency in its own locales is written without Intl: a browser's first
// Intl.NumberFormat loads ICU's number data, about 30 ms on a desktop and several times that on a
// phone, and the first formatted price sits inside hydration (decision 009). The storefront's
// money.test.ts holds these rules to what Intl writes; other currencies and locales go through Intl.
// No zod here: browser code imports it.
import { type Locale, SITES } from './sites.ts';

interface LocalStyle {
  group: string;
  decimal: string;
  /** Whether the currency comes before the amount. */
  currencyFirst: boolean;
}

interface LocalCurrency extends LocalStyle {
  currency: string;
  prefix: string;
  suffix: string;
}

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

const EN: LocalStyle = { group: ',', decimal: '.', currencyFirst: true };
const STYLES: Record<Locale, LocalStyle> = {
  'en-us': EN,
  'en-ca': EN,
  'en-gb': EN,
  'fr-ca': { group: NBSP, decimal: ',', currencyFirst: false },
  'de-de': { group: '.', decimal: ',', currencyFirst: false },
  'fr-fr': { group: NARROW_NBSP, decimal: ',', currencyFirst: false },
};

/** Spec: the currency displays as the code for CAD, otherwise the symbol. */
const SYMBOLS: Record<string, string> = { USD: '$', GBP: '£', EUR: '€' };
const showsCode = (currency: string) => currency === 'CAD' || !SYMBOLS[currency];

/** Each locale with its site's currency (from the sites table): how Intl writes it there. */
const CURRENCIES: Record<string, LocalCurrency> = Object.fromEntries(
  SITES.flatMap((site) =>
    site.locales.map((locale) => {
      const style = STYLES[locale];
      const mark = showsCode(site.currency) ? site.currency : SYMBOLS[site.currency]!;
      const prefix = style.currencyFirst ? (showsCode(site.currency) ? `${mark}${NBSP}` : mark) : '';
      const suffix = style.currencyFirst ? '' : `${NBSP}${mark}`;
      return [locale, { ...style, currency: site.currency, prefix, suffix }];
    }),
  ),
);

function grouped(whole: number, group: string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: string, wholeUnits: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${wholeUnits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: currency === 'CAD' ? 'code' : 'symbol',
      ...(wholeUnits ? { maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export interface MoneyFormat {
  /** Whole units only, rounded ("$50", "50 €", "CAD 50"), as for price-range labels. */
  wholeUnits?: boolean;
}

/**
 * Formats an amount in minor units (cents, pence) for a locale such as `en-us` or `fr-ca`. The spec's
 * rule: Canadian dollars show the currency code (CAD), every other currency its symbol.
 */
export function formatMoney(
  minorUnits: number,
  currency: string,
  locale: string,
  { wholeUnits = false }: MoneyFormat = {},
): string {
  const local = CURRENCIES[locale];
  if (local?.currency === currency && Number.isSafeInteger(minorUnits)) {
    const units = Math.abs(minorUnits);
    // Half away from zero, as Intl rounds.
    const whole = wholeUnits ? Math.round(units / 100) : Math.floor(units / 100);
    const cents = wholeUnits ? '' : `${local.decimal}${String(units % 100).padStart(2, '0')}`;
    const sign = minorUnits < 0 ? '-' : '';
    return `${sign}${local.prefix}${grouped(whole, local.group)}${cents}${local.suffix}`;
  }
  const formatter = formatterFor(locale, currency, false);
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatterFor(locale, currency, wholeUnits).format(minorUnits / 10 ** digits);
}

/** A number with at most one decimal (a discount's percentage), as Intl writes it for the locale. */
export function formatTenths(value: number, locale: string): string {
  const style = STYLES[locale as Locale];
  if (!style || !Number.isFinite(value)) {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  }
  // Half away from zero, as Intl rounds.
  const tenths = Math.round(Math.abs(value) * 10);
  const whole = grouped(Math.floor(tenths / 10), style.group);
  const fraction = tenths % 10 === 0 ? '' : `${style.decimal}${tenths % 10}`;
  return `${value < 0 && tenths > 0 ? '-' : ''}${whole}${fraction}`;
}
