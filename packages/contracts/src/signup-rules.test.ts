import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressRules, checkAddress } from './address-rules.ts';
import { isIsoDate, latestBirthDate, passwordProblem } from './signup-rules.ts';

describe('sign-up rules', () => {
  it('places the latest birth date exactly minAge years before today, leap days included', () => {
    expect(latestBirthDate('2026-11-22', 13)).toBe('2013-11-22');
    expect(latestBirthDate('2028-02-29', 13)).toBe('2015-02-28');
    expect(latestBirthDate('2028-02-29', 16)).toBe('2012-02-29');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 30 }),
        (day, age) => {
          const today = day.toISOString().slice(0, 10);
          const latest = latestBirthDate(today, age);
          expect(isIsoDate(latest)).toBe(true);
          expect(latest < today).toBe(true);
        },
      ),
    );
  });

  it('requires 8 characters with an uppercase, a lowercase and a digit', () => {
    expect(passwordProblem('Ab1')).toBe('tooShort');
    expect(passwordProblem('abcdefgh1')).toBe('weak');
    expect(passwordProblem('ABCDEFGH1')).toBe('weak');
    expect(passwordProblem('Abcdefghi')).toBe('weak');
    expect(passwordProblem('Abcdefg1')).toBeNull();
  });
});

describe('address rules', () => {
  const address = {
    firstName: 'Jordan',
    lastName: 'Rivera',
    addressLine1: '350 Fifth Avenue',
    city: 'New York',
    province: 'NY',
    postalCode: '10118',
    countryCode: 'US',
    phone: '2125550123',
    email: 'jordan@example.com',
  };

  it('accepts a valid address and names each broken rule', () => {
    expect(checkAddress(address, addressRules('US'))).toEqual([]);
    expect(checkAddress({ ...address, province: '' }, addressRules('US'))).toEqual([
      { field: 'province', problem: 'This field is required' },
    ]);
    expect(checkAddress({ ...address, firstName: 'J' }, addressRules('US'))[0]).toEqual({
      field: 'firstName',
      problem: 'Must be at least 2 characters',
    });
    expect(checkAddress({ ...address, postalCode: '1011' }, addressRules('US'))[0]!.field).toBe('postalCode');
  });

  it('uses each country’s own postal code rule', () => {
    const de = { ...address, countryCode: 'DE', province: '', postalCode: '10115', phone: '030123456789' };
    expect(checkAddress(de, addressRules('DE'))).toEqual([]);
    expect(checkAddress({ ...de, postalCode: 'SW1A 1AA' }, addressRules('DE'))[0]!.field).toBe('postalCode');
    const gb = { ...address, countryCode: 'GB', province: '', postalCode: 'SW1A 1AA', phone: '07700900123' };
    expect(checkAddress(gb, addressRules('GB'))).toEqual([]);
  });
});
