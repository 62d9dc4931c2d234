export { calculateTax, type TaxableDestination, type TaxResult } from './calculate.ts';
