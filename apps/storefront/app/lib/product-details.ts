import type { Translate } from './translate.ts';

/** The product detail attributes the catalogue names (`product.detail.*`); the API sends them by these names. */
export const DETAIL_NAMES = [
  'material',
  'waterproof',
  'weight',
  'closure',
  'outsole',
  'drop',
  'fit',
  'insulation',
  'capacity',
  'cushioning',
  'touchscreen',
] as const;
type DetailName = (typeof DETAIL_NAMES)[number];

const isDetailName = (name: string): name is DetailName => (DETAIL_NAMES as readonly string[]).includes(name);

/** A detail attribute's label in the shopper's language; one the catalogue does not know reads capitalised. */
export function detailLabel(name: string, t: Translate): string {
  return isDetailName(name) ? t(`product.detail.${name}`) : name.charAt(0).toUpperCase() + name.slice(1);
}
