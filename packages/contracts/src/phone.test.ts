import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatWithMask,
  maskDigitCount,
  NORTH_AMERICA_MASK,
  PHONE_COUNTRIES,
  parsePhone,
  toInternational,
} from './phone.ts';

const country = fc.constantFrom(...PHONE_COUNTRIES);
const nationalFor = (mask: string) =>
  fc.stringMatching(new RegExp(`^[1-9][0-9]{${maskDigitCount(mask) - 1}}$`));

describe('phone numbers', () => {
  it('formats a national number into its mask and parses it back with the country code', () => {
    fc.assert(
      fc.property(
        country.chain((c) => fc.tuple(fc.constant(c), nationalFor(c.mask))),
        ([c, national]) => {
          const typed = `+${c.dialCode} ${formatWithMask(national, c.mask)}`;
          const parsed = parsePhone(typed);
          expect(parsed).not.toBeNull();
          expect(parsed!.dialCode).toBe(c.dialCode);
          expect(parsed!.nationalNumber).toBe(national);
          expect(parsed!.mask).toBe(c.mask);
        },
      ),
    );
  });

  it('keeps only digits whatever punctuation is typed', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(digitsOnly(input)).toMatch(/^\d*$/);
        expect(digitsOnly(digitsOnly(input))).toBe(digitsOnly(input));
      }),
    );
  });

  it('fills exactly the mask digits and keeps their order', () => {
    fc.assert(
      fc.property(
        country.chain((c) => fc.tuple(fc.constant(c), nationalFor(c.mask))),
        ([c, national]) => {
          const formatted = formatWithMask(national, c.mask);
          expect(digitsOnly(formatted)).toBe(national);
          expect(formatted.length).toBe(c.mask.length);
        },
      ),
    );
  });

  it('writes numbers with a leading plus and digits only, dropping the UK trunk zero', () => {
    fc.assert(
      fc.property(country, fc.stringMatching(/^[0-9]{6,12}$/), (c, national) => {
        const international = toInternational(c.dialCode, national);
        expect(international).toMatch(/^\+\d+$/);
        if (c.dialCode === '44' && national.startsWith('0')) {
          expect(international).toBe(`+44${national.slice(1)}`);
        }
      }),
    );
    expect(toInternational('44', '07700 900123')).toBe('+447700900123');
  });

  it('reads ten digits without a known country code as a North-American number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9][0-9]{9}$/), (digits) => {
        const parsed = parsePhone(digits);
        expect(parsed).not.toBeNull();
        if (
          !PHONE_COUNTRIES.some(
            (c) =>
              digits.startsWith(c.dialCode) && digits.length - c.dialCode.length === maskDigitCount(c.mask),
          )
        ) {
          expect(parsed).toMatchObject({ dialCode: '1', nationalNumber: digits, mask: NORTH_AMERICA_MASK });
        }
      }),
    );
  });

  it('accepts a UK number typed with its trunk zero after +44', () => {
    expect(parsePhone('+44 (0)7700 900123')).toMatchObject({
      dialCode: '44',
      nationalNumber: '7700900123',
      countryCode: 'GB',
    });
    expect(parsePhone('abc')).toBeNull();
  });
});
