import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  currencyOfLocale,
  isEmeaSite,
  LOCALES,
  shippingCountriesOf,
  siteFacts,
  siteOfLocale,
  siteShipsTo,
} from './sites.ts';

describe('the sites table', () => {
  it('serves the four sites of DESIGN.md with their locales and currencies', () => {
    expect(LOCALES).toEqual(['en-us', 'en-ca', 'fr-ca', 'en-gb', 'de-de', 'fr-fr']);
    expect(LOCALES.map((locale) => `${locale}:${siteOfLocale(locale)}:${currencyOfLocale(locale)}`)).toEqual([
      'en-us:us:USD',
      'en-ca:ca:CAD',
      'fr-ca:ca:CAD',
      'en-gb:gb:GBP',
      'de-de:eu:EUR',
      'fr-fr:eu:EUR',
    ]);
    expect(CURRENCIES).toEqual(['USD', 'CAD', 'GBP', 'EUR']);
  });

  it('marks the UK and EU sites as EMEA, the others not', () => {
    expect(['us', 'ca', 'gb', 'eu'].map((id) => isEmeaSite(id as 'us'))).toEqual([false, false, true, true]);
    expect(siteFacts('eu').country).toBe('DE');
  });

  it('lists the countries a locale ships to, its own first', () => {
    expect(shippingCountriesOf('fr-fr')).toEqual(['FR', 'DE']);
    expect(shippingCountriesOf('de-de')).toEqual(['DE', 'FR']);
    expect(shippingCountriesOf('fr-ca')).toEqual(['CA']);
    expect(siteShipsTo('eu', 'FR')).toBe(true);
    expect(siteShipsTo('gb', 'FR')).toBe(false);
  });
});
