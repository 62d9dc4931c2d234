import { describe, expect, it } from 'vitest';
import { olapicHidden, photoWidgetQuery } from './photo-widget.ts';

describe('photoWidgetQuery', () => {
  it('fills the filter from the page path: the product of a product page, the category of a category page', () => {
    expect(photoWidgetQuery('/en-us/p/summit-boot-RL0001001', 'product:{productId}')).toBe(
      'count=12&productId=RL0001001',
    );
    expect(photoWidgetQuery('/fr-fr/c/men-hiking-boots-1101', 'category:{category}')).toBe(
      'count=12&categoryId=1101',
    );
    expect(photoWidgetQuery('/en-us/p/summit-boot-RL0001001', '{productId}|{category}', 6)).toBe(
      'count=6&productId=RL0001001',
    );
  });

  it('shows every approved photo without a filter or on a page that has none of its placeholders', () => {
    expect(photoWidgetQuery('/en-us/p/summit-boot-RL0001001', undefined)).toBe('count=12');
    expect(photoWidgetQuery('/en-us/c/men-1101', 'product:{productId}')).toBe('count=12');
    expect(photoWidgetQuery('/en-us', '{productId}')).toBe('count=12');
  });
});

describe('olapicHidden', () => {
  it('hides Olapic on product and customs pages only', () => {
    expect(olapicHidden('/en-us/p/summit-boot-RL0001001')).toBe(true);
    expect(olapicHidden('/en-us/customs/boot')).toBe(true);
    expect(olapicHidden('/en-us/c/men-1101')).toBe(false);
    expect(olapicHidden('/en-us')).toBe(false);
  });
});
