import { describe, expect, it } from 'vitest';
import { localityLines } from './address-format.ts';
import { formatDistance, searchRadiusKm } from './distance.ts';

describe('localityLines', () => {
  it('writes the locality as each country does', () => {
    expect(
      localityLines({ city: 'Santa Monica', province: 'CA', postalCode: '90401', countryCode: 'US' }),
    ).toEqual(['Santa Monica, CA 90401']);
    expect(
      localityLines({ city: 'Toronto', province: 'ON', postalCode: 'M5V 3L9', countryCode: 'CA' }),
    ).toEqual(['Toronto, ON M5V 3L9']);
    expect(
      localityLines({ city: 'Edinburgh', province: null, postalCode: 'eh2 4lh', countryCode: 'GB' }),
    ).toEqual(['Edinburgh', 'EH2 4LH']);
    expect(
      localityLines({ city: 'München', province: 'Bayern', postalCode: '80331', countryCode: 'DE' }),
    ).toEqual(['80331 München']);
    expect(localityLines({ city: 'Paris', postalCode: '75003', countryCode: 'FR' })).toEqual(['75003 Paris']);
  });
});

describe('formatDistance', () => {
  it('writes miles on the US and UK sites and km elsewhere, with the locale’s decimal mark', () => {
    expect(formatDistance(16.09344, 'en-us')).toBe('10\u00a0mi');
    expect(formatDistance(5, 'en-gb')).toBe('3.1\u00a0mi');
    expect(formatDistance(3.74, 'de-de')).toBe('3,7\u00a0km');
    expect(formatDistance(1234.5, 'fr-fr')).toBe('1\u202f234,5\u00a0km');
    expect(formatDistance(2.5, 'en-ca')).toBe('2.5\u00a0km');
    expect(formatDistance(searchRadiusKm('en-us'), 'en-us')).toBe('100\u00a0mi');
    expect(searchRadiusKm('fr-ca')).toBe(100);
  });
});
