import { describe, expect, it } from 'vitest';
import { applicableShippingMethods, DEFAULT_SHIPPING_RATES, expressReaches } from './methods.ts';

const at = (countryCode: string, postalCode: string, province?: string) => ({
  countryCode,
  postalCode,
  province,
});

describe('expressReaches', () => {
  it('leaves out remote states, territories and the Scottish islands, by province or outward code', () => {
    expect(expressReaches(null)).toBe(true);
    expect(expressReaches(at('US', '10118', 'NY'))).toBe(true);
    expect(expressReaches(at('US', '99501', 'AK'))).toBe(false);
    expect(expressReaches(at('US', '96813', 'hi'))).toBe(false);
    expect(expressReaches(at('CA', 'X1A 2B3', 'NT'))).toBe(false);
    expect(expressReaches(at('CA', 'M5V 2A4', 'ON'))).toBe(true);
    expect(expressReaches(at('GB', 'HS1 2AB'))).toBe(false);
    expect(expressReaches(at('GB', 'ze29xx'))).toBe(false);
    expect(expressReaches(at('GB', 'KW15 1AB'))).toBe(false);
    // KW1 (Wick, mainland) is not KW15 even when written without the space.
    expect(expressReaches(at('GB', 'KW15AB'))).toBe(true);
    expect(expressReaches(at('GB', 'SW1A 1AA'))).toBe(true);
    expect(expressReaches(at('DE', '10115'))).toBe(true);
  });

  it('drops express from the applicable methods there', () => {
    expect(applicableShippingMethods(DEFAULT_SHIPPING_RATES.us, 'en-us', 0).map((m) => m.code)).toEqual([
      'standard',
      'express',
    ]);
    expect(
      applicableShippingMethods(DEFAULT_SHIPPING_RATES.us, 'en-us', 0, at('US', '99501', 'AK')).map(
        (m) => m.code,
      ),
    ).toEqual(['standard']);
  });
});
