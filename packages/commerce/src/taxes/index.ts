export { calculateTax, type TaxableDestination, type TaxResult } from './calculate.ts';
export { resetTaxRate, taxRatesOf, taxSettingsOf, updateTaxRate } from './overrides.ts';
export { DEFAULT_TAX_RATES, type TaxRates } from './rates.ts';
