import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../sites.ts';
import { messageAreas, messagesFor, serverMessageAreas, translator } from './catalogue.ts';
import { compileMessage } from './compile.ts';

const areas = [...Object.values(messageAreas), ...Object.values(serverMessageAreas)];
const english: Record<string, string> = Object.assign({}, ...areas.map((set) => set.en));
const keys = Object.keys(english).sort();

/** The values a message uses: `{name}`, and the argument of each plural or select, with what is inside. */
function valuesOf(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    if (name !== '#') into.add(name);
    if (format && typeof format === 'object') {
      for (const [choice, branch] of Object.entries(format)) {
        if (choice !== 'offset' && Array.isArray(branch)) valuesOf(branch as CompiledMessage, into);
      }
    }
  }
  return into;
}

describe('the message catalogue', () => {
  for (const language of LANGUAGES) {
    const messages: Record<string, string> = Object.assign({}, ...areas.map((set) => set[language]));

    it(`${language} has every English key, none empty, each valid ICU MessageFormat`, () => {
      expect(Object.keys(messages).sort()).toEqual(keys);
      for (const key of keys) {
        expect(messages[key]?.trim(), key).not.toBe('');
        expect(() => compileMessage(key, messages[key] as string)).not.toThrow();
      }
    });

    it(`${language} uses the same values as English in every message`, () => {
      for (const key of keys) {
        const values = [...valuesOf(compileMessage(key, messages[key] as string))].sort();
        expect(values, key).toEqual([...valuesOf(compileMessage(key, english[key] as string))].sort());
      }
    });
  }

  it('never defines one key in two areas (a later area would silently replace the earlier text)', () => {
    const seen = new Set<string>();
    for (const set of areas) {
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

  it('chooses plural forms by the language rules, with the number in the locale format', () => {
    const [en, fr, de] = [translator('en-us'), translator('fr-ca'), translator('de-de')];
    expect([0, 1, 2].map((count) => en('listing.results', { count }))).toEqual([
      '0 products',
      '1 product',
      '2 products',
    ]);
    // French counts zero as singular.
    expect([0, 1, 2].map((count) => fr('listing.results', { count }))).toEqual([
      '0 produit',
      '1 produit',
      '2 produits',
    ]);
    expect([1, 2].map((count) => de('checkout.errorCount', { count }))).toEqual([
      'Bitte korrigieren Sie 1 Feld unten.',
      'Bitte korrigieren Sie 2 Felder unten.',
    ]);
    expect(en('listing.results', { count: 1200 })).toBe('1,200 products');
    expect(de('listing.results', { count: 1200 })).toBe('1.200 Produkte');
  });

  it('names an empty cart in the header instead of counting nothing', () => {
    expect(translator('en-us')('header.cartCount', { count: 0 })).toBe('Cart, empty');
    expect(translator('en-us')('header.cartCount', { count: 1 })).toBe('Cart, 1 item');
    expect(translator('fr-ca')('header.cartCount', { count: 0 })).toBe('Panier, vide');
    expect(translator('de-de')('header.cartCount', { count: 3 })).toBe('Warenkorb, 3 Artikel');
  });

  it('chooses between texts with a select in the message, not in code', () => {
    const stock = translator('fr-fr');
    expect(['in', 'low', 'out'].map((state) => stock('discovery.availability.stock', { state }))).toEqual([
      'En stock',
      'Plus que quelques pièces',
      'Pas en stock',
    ]);
  });

  it('keeps no separate singular keys: a count is one plural message', () => {
    expect(keys.filter((key) => /One$/.test(key))).toEqual([]);
  });

  it('keeps the spec message for a failed removal in English', () => {
    expect(translator('en-us')('cart.removeFailed')).toBe(
      'Unable to remove item from cart. Please try again later',
    );
  });

  it('sends a loader only the areas it asks for', () => {
    const sent = messagesFor('de-de', ['core']);
    expect(sent['product.addToCart']).toBeDefined();
    expect(Object.keys(sent)).toHaveLength(Object.keys(messageAreas.core.en).length);
  });

  it('writes the pseudo-locale in look-alike letters between marks, values untouched', () => {
    const pseudo = translator('en-us', { pseudo: true });
    const text = pseudo('cart.itemCount', { count: 3 });
    expect(text.startsWith('⟦')).toBe(true);
    expect(text.endsWith('⟧')).toBe(true);
    expect(text).toContain('3');
    expect(text).not.toContain('items');
  });
});
