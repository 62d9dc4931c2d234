import { DEFAULT_TAX_RATES, type TaxRates } from './rates.ts';

export interface TaxResult {
  /** Tax in minor units. */
  amount: number;
  /** True when the amount is already inside the prices (VAT). */
  included: boolean;
  rate: number;
}

export interface TaxableDestination {
  countryCode: string;
  province?: string | undefined;
}

/**
 * Tax on a taxable base (merchandise after discounts, plus shipping). Before an address is known
 * sales tax is 0 (shown as "calculated at checkout"); VAT is always known from the site's country.
 */
export function calculateTax(
  base: number,
  destination: TaxableDestination | null,
  siteCountry: string,
  rates: TaxRates = DEFAULT_TAX_RATES,
): TaxResult {
  const vatCountry = destination?.countryCode ?? siteCountry;
  const vat = rates.vat[vatCountry];
  if (vat !== undefined) {
    return { amount: Math.round(base - base / (1 + vat)), included: true, rate: vat };
  }
  if (!destination) return { amount: 0, included: false, rate: 0 };
  const province = destination.province?.toUpperCase() ?? '';
  const rate =
    destination.countryCode === 'US'
      ? (rates.us[province] ?? 0)
      : destination.countryCode === 'CA'
        ? (rates.ca[province] ?? 0.05)
        : 0;
  return { amount: Math.round(base * rate), included: false, rate };
}
