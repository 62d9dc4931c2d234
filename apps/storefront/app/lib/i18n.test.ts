import { describe, expect, it } from 'vitest';
import { dictionaries, messageSets, translator } from './i18n.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('i18n dictionaries', () => {
  const english = dictionaries.en;
  const keys = Object.keys(english).sort();

  for (const language of ['fr', 'de'] as const) {
    it(`${language} has exactly the English keys, none empty`, () => {
      const dictionary = dictionaries[language];
      expect(Object.keys(dictionary).sort()).toEqual(keys);
      for (const key of keys) {
        expect(dictionary[key as keyof typeof dictionary].trim(), key).not.toBe('');
      }
    });

    it(`${language} uses the same placeholders as English`, () => {
      const dictionary = dictionaries[language];
      for (const key of keys) {
        const k = key as keyof typeof english;
        expect(placeholders(dictionary[k]), key).toEqual(placeholders(english[k]));
      }
    });
  }

  it('never defines one key in two areas (a later area would silently replace the earlier text)', () => {
    const seen = new Set<string>();
    for (const set of messageSets) {
      for (const key of Object.keys(set.en)) {
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('translates by the locale language and fills placeholders', () => {
    expect(translator('fr-ca')('cart.itemCount', { count: 3 })).toBe('3 articles');
    expect(translator('de-de')('product.addToCart')).toBe('In den Warenkorb');
    expect(translator('en-gb')('totals.vatIncluded')).toBe('incl. VAT');
  });

  it('keeps the spec message for a failed removal in English', () => {
    expect(translator('en-us')('cart.removeFailed')).toBe(
      'Unable to remove item from cart. Please try again later',
    );
  });
});
