import { maskFor } from '@ridgeline/contracts';
import { describe, expect, it } from 'vitest';
import { translator } from './i18n.ts';
import { accountCountry, dialCodeOptions, phoneDigits, phoneError, phoneInMask } from './identity-forms.ts';

const t = translator('en-us');

describe('the phone of the profile and sign-up forms', () => {
  it('accepts a number typed in its country mask and sends its digits', () => {
    expect(phoneError('(212) 555 - 0123', 'US', false, t)).toBeUndefined();
    expect(phoneDigits('(212) 555 - 0123')).toBe('2125550123');
    expect(phoneError('06 12 34 56 78', 'FR', false, t)).toBeUndefined();
  });

  it('refuses a number whose digits do not fit the country, with the spec message', () => {
    expect(phoneError('212 555 012', 'US', false, t)).toBe('A valid phone number is required');
    expect(phoneError('(112) 555-0123', 'US', false, t)).toBe('A valid phone number is required');
    expect(phoneError('06 12 34 56', 'FR', false, t)).toBe('A valid phone number is required');
    expect(phoneError('', 'US', false, t)).toBeUndefined();
    expect(phoneError('', 'US', true, t)).toBe('This field is required');
  });

  it('shows a stored number in the country mask only when the digit count fits', () => {
    expect(phoneInMask('2125550123', maskFor('US'))).toBe('(212) 555 - 0123');
    expect(phoneInMask('612345678', maskFor('FR'))).toBe('6 12 34 56 78');
    expect(phoneInMask('0612345678', maskFor('FR'))).toBe('0612345678');
    expect(phoneInMask('212555', maskFor('US'))).toBe('212555');
    expect(phoneInMask('2125550123', undefined)).toBe('2125550123');
  });

  it("checks the account's own country, else the shop's", () => {
    expect(accountCountry('FR', 'en-us')).toBe('FR');
    expect(accountCountry('fr', 'en-us')).toBe('FR');
    expect(accountCountry('ZZ', 'de-de')).toBe('DE');
    expect(accountCountry(null, 'en-gb')).toBe('GB');
  });

  it('offers one phone-code option per dial code, the shop country named first', () => {
    const countries = [
      { code: 'US', name: 'United States', dialCode: '+1' },
      { code: 'CA', name: 'Canada', dialCode: '+1' },
      { code: 'GB', name: 'United Kingdom', dialCode: '+44' },
    ];
    expect(dialCodeOptions(countries, 'CA')).toEqual([
      { dialCode: '+1', label: 'Canada / United States (+1)' },
      { dialCode: '+44', label: 'United Kingdom (+44)' },
    ]);
    expect(dialCodeOptions(countries, 'US')[0]!.label).toBe('United States / Canada (+1)');
  });
});
