import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { describe, expect, it } from 'vitest';
import { attributesText, priceFormOf, productFormOf } from './catalogue-forms.server.ts';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

const product = {
  'name.en': 'Ridge Hiker',
  'name.fr': '',
  'name.de': 'Gratwanderer',
  'description.en': 'A boot.',
  categoryId: '1101',
  badge: 'new',
  attributes: 'Material: Leather\n\nWaterproof: Yes',
  enabled: 'on',
};

describe('the product form', () => {
  it('sends the texts per language, the badge, the attributes and whether it is shown', () => {
    const { body } = productFormOf(formOf(product), translator('en-us'));
    expect(body).toEqual({
      name: { en: 'Ridge Hiker', fr: '', de: 'Gratwanderer' },
      description: { en: 'A boot.', fr: '', de: '' },
      categoryId: '1101',
      badge: 'new',
      eyebrow: null,
      season: null,
      attributes: { Material: 'Leather', Waterproof: 'Yes' },
      enabled: true,
    });
    expect(attributesText(body!.attributes)).toBe('Material: Leather\nWaterproof: Yes');
    const hidden = productFormOf(formOf({ ...product, enabled: '' }), translator('en-us'));
    expect(hidden.body?.enabled).toBe(false);
  });

  it('names each wrong field in the operator’s language', () => {
    const { submission, body } = productFormOf(
      formOf({ ...product, 'name.en': '', attributes: 'no colon here' }),
      translator('fr-fr'),
    );
    expect(body).toBeNull();
    const errors = submission.reply().error!;
    expect(errors['name.en']).toEqual(['Ce champ est obligatoire']);
    expect(errors.attributes).toEqual(['Écrivez chaque attribut sur sa ligne sous la forme nom : valeur.']);
  });
});

describe('the price form', () => {
  it('sends minor units and UTC instants, and no dates without a sale', () => {
    const sale = priceFormOf(
      formOf({
        currency: 'EUR',
        listAmount: '129,95',
        saleAmount: '99.5',
        saleStartsAt: '2026-12-01T08:00',
        saleEndsAt: '',
      }),
      translator('de-de'),
    );
    expect(sale).toMatchObject({
      currency: 'EUR',
      body: {
        listAmount: 12995,
        saleAmount: 9950,
        saleStartsAt: '2026-12-01T08:00:00.000Z',
        saleEndsAt: null,
      },
    });
    const none = priceFormOf(
      formOf({ currency: 'USD', listAmount: '20', saleAmount: '', saleStartsAt: '2026-12-01T08:00' }),
      translator('en-us'),
    );
    expect(none.body).toEqual({ listAmount: 2000, saleAmount: null, saleStartsAt: null, saleEndsAt: null });
  });

  it('refuses an amount that is not one, in the operator’s language', () => {
    const { submission, body } = priceFormOf(
      formOf({ currency: 'EUR', listAmount: '12.345' }),
      translator('de-de'),
    );
    expect(body).toBeNull();
    expect(submission.reply().error!.listAmount).toEqual(['Geben Sie einen Betrag wie 129,95 ein.']);
  });
});
