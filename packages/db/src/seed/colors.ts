import type { LocalizedText } from '../schema/catalog.ts';

export interface PaletteColor {
  code: string;
  hex: string;
  label: LocalizedText;
}

export const PALETTE: readonly PaletteColor[] = [
  { code: '001', hex: '#1f2326', label: { en: 'Black', fr: 'Noir', de: 'Schwarz' } },
  { code: '050', hex: '#8a8d8f', label: { en: 'Stone Grey', fr: 'Gris pierre', de: 'Steingrau' } },
  { code: '060', hex: '#3d4246', label: { en: 'Charcoal', fr: 'Anthracite', de: 'Anthrazit' } },
  { code: '100', hex: '#ece8df', label: { en: 'Off White', fr: 'Blanc cassé', de: 'Naturweiß' } },
  { code: '250', hex: '#c8b48a', label: { en: 'Sand', fr: 'Sable', de: 'Sand' } },
  { code: '270', hex: '#6b4a2f', label: { en: 'Tobacco', fr: 'Tabac', de: 'Tabak' } },
  { code: '300', hex: '#2f4f3a', label: { en: 'Forest Green', fr: 'Vert forêt', de: 'Waldgrün' } },
  { code: '320', hex: '#5d6532', label: { en: 'Olive', fr: 'Olive', de: 'Oliv' } },
  { code: '340', hex: '#9cae8f', label: { en: 'Sage', fr: 'Sauge', de: 'Salbei' } },
  { code: '410', hex: '#1f2d4a', label: { en: 'Navy', fr: 'Bleu marine', de: 'Marineblau' } },
  { code: '430', hex: '#6fa3c7', label: { en: 'Glacier Blue', fr: 'Bleu glacier', de: 'Gletscherblau' } },
  { code: '450', hex: '#4a6078', label: { en: 'Slate Blue', fr: 'Bleu ardoise', de: 'Schieferblau' } },
  { code: '600', hex: '#b5382b', label: { en: 'Ember Red', fr: 'Rouge braise', de: 'Glutrot' } },
  { code: '650', hex: '#6d2433', label: { en: 'Burgundy', fr: 'Bordeaux', de: 'Bordeaux' } },
  { code: '700', hex: '#a4532a', label: { en: 'Rust', fr: 'Rouille', de: 'Rost' } },
  { code: '750', hex: '#e0792b', label: { en: 'Summit Orange', fr: 'Orange sommet', de: 'Gipfelorange' } },
  { code: '800', hex: '#d2a43a', label: { en: 'Mustard', fr: 'Moutarde', de: 'Senfgelb' } },
  { code: '900', hex: '#c98c8f', label: { en: 'Dusty Rose', fr: 'Vieux rose', de: 'Altrosa' } },
];
