import { describe, expect, it } from 'vitest';
import { currencyOf, htmlLang, isLocale, languageOf, negotiateLocale } from './locale.ts';

describe('negotiateLocale', () => {
  it('falls back to en-us without a header or with nothing served', () => {
    expect(negotiateLocale(undefined)).toBe('en-us');
    expect(negotiateLocale('')).toBe('en-us');
    expect(negotiateLocale('ja-JP,ja;q=0.9')).toBe('en-us');
    expect(negotiateLocale('*')).toBe('en-us');
  });

  it('matches a served language-region exactly, whatever the case', () => {
    expect(negotiateLocale('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr-ca');
    expect(negotiateLocale('en-GB')).toBe('en-gb');
    expect(negotiateLocale('EN-ca')).toBe('en-ca');
    expect(negotiateLocale('de_DE')).toBe('de-de');
  });

  it("uses the language's default locale for a bare language or an unserved region", () => {
    expect(negotiateLocale('fr')).toBe('fr-fr');
    expect(negotiateLocale('fr-BE')).toBe('fr-fr');
    expect(negotiateLocale('de-AT,de;q=0.9')).toBe('de-de');
    expect(negotiateLocale('en-AU')).toBe('en-us');
  });

  it('honours quality values rather than header order', () => {
    expect(negotiateLocale('en;q=0.5,de-DE;q=0.9')).toBe('de-de');
    expect(negotiateLocale('ja;q=1,fr-CA;q=0.4,en-GB;q=0.6')).toBe('en-gb');
  });

  it('skips languages refused with q=0', () => {
    expect(negotiateLocale('fr;q=0,de')).toBe('de-de');
  });
});

describe('locale helpers', () => {
  it('recognises the six served locales only', () => {
    expect(isLocale('en-us')).toBe(true);
    expect(isLocale('fr-ca')).toBe(true);
    expect(isLocale('es-es')).toBe(false);
    expect(isLocale('EN-US')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('maps locales to language, html lang and currency', () => {
    expect(languageOf('fr-ca')).toBe('fr');
    expect(languageOf('de-de')).toBe('de');
    expect(htmlLang('en-gb')).toBe('en-GB');
    expect(currencyOf('en-ca')).toBe('CAD');
    expect(currencyOf('fr-fr')).toBe('EUR');
    expect(currencyOf('en-us')).toBe('USD');
  });
});
