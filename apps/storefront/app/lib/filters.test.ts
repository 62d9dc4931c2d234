import type { Facet } from '@ridgeline/contracts';
import { describe, expect, it } from 'vitest';
import { clearFiltersHref, filterQuery, selectedChips, toggleHref } from './filters.ts';

const size: Facet = {
  id: 'size',
  param: 'size',
  label: 'Size',
  values: [
    { id: '9', label: '9', count: 3, selected: true },
    { id: '10', label: '10', count: 4, selected: false },
  ],
};
const price: Facet = {
  id: 'price',
  param: 'price',
  label: 'Price',
  values: [
    { id: '0-5000', label: 'Under $50', count: 2, selected: false, min: 0, max: 5000 },
    { id: '5000-', label: '$50+', count: 2, selected: true, min: 5000 },
  ],
};
const stock: Facet = {
  id: 'availability',
  param: 'inStock',
  label: 'Availability',
  values: [{ id: 'true', label: 'In stock', count: 1, selected: false }],
};

describe('listing filters', () => {
  it('reads repeated and single filters, dropping invalid values', () => {
    const params = new URLSearchParams(
      'size=9&size=10&size=9&color=001&color=red&rating=5&priceMin=100&inStock=true&badge=new&q=x',
    );
    expect(filterQuery(params)).toEqual({
      size: ['9', '10'],
      color: ['001'],
      badge: ['new'],
      priceMin: '100',
      inStock: 'true',
    });
  });

  it('toggles repeated values and resets paging', () => {
    expect(toggleHref('/c', 'size=9&start=24', size, size.values[1]!)).toBe('/c?size=9&size=10');
    expect(toggleHref('/c', 'size=9&sort=price-asc', size, size.values[0]!)).toBe('/c?sort=price-asc');
  });

  it('sets and clears price buckets and single values', () => {
    expect(toggleHref('/c', '', price, price.values[0]!)).toBe('/c?priceMax=5000');
    expect(toggleHref('/c', 'priceMin=5000', price, price.values[1]!)).toBe('/c');
    expect(toggleHref('/c', '', stock, stock.values[0]!)).toBe('/c?inStock=true');
  });

  it('lists selected chips and clears all filters but the query', () => {
    const chips = selectedChips('/s', 'q=boot&size=9&priceMin=5000', [size, price, stock]);
    expect(chips.map((chip) => [chip.label, chip.href])).toEqual([
      ['9', '/s?q=boot&priceMin=5000'],
      ['$50+', '/s?q=boot&size=9'],
    ]);
    expect(clearFiltersHref('/s', 'q=boot&size=9&color=001&sort=newest')).toBe('/s?q=boot&sort=newest');
  });
});
