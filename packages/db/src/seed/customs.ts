import type { Db } from '../index.ts';
import {
  type CustomsChoicesRecord,
  type CustomsZoneRecord,
  customsRecipes,
  customsTemplates,
} from '../schema/customs.ts';
import { runOnce } from './run-once.ts';

const RUN = 'demo-customs';

const color = (code: string, en: string, fr: string, de: string, hex: string) => ({
  code,
  label: { en, fr, de },
  hex,
});

const UPPER = [
  color('sand', 'Sand', 'Sable', 'Sand', '#c8b08a'),
  color('black', 'Black', 'Noir', 'Schwarz', '#1d1d1b'),
  color('forest', 'Forest green', 'Vert forêt', 'Waldgrün', '#2f5233'),
  color('ember', 'Ember red', 'Rouge braise', 'Glutrot', '#a63a26'),
];
const LACES = [
  color('black', 'Black', 'Noir', 'Schwarz', '#1d1d1b'),
  color('red', 'Red', 'Rouge', 'Rot', '#c0392b'),
  color('yellow', 'Yellow', 'Jaune', 'Gelb', '#e0b21b'),
  color('blue', 'Blue', 'Bleu', 'Blau', '#1f5fa8'),
];
const HEEL = [
  color('black', 'Black', 'Noir', 'Schwarz', '#1d1d1b'),
  color('tan', 'Tan', 'Fauve', 'Hellbraun', '#a0724a'),
  color('ember', 'Ember red', 'Rouge braise', 'Glutrot', '#a63a26'),
];

const zone = (code: string, en: string, fr: string, de: string, colors: CustomsZoneRecord['colors']) => ({
  code,
  label: { en, fr, de },
  colors,
});

/** The customisable demo boots (docs/demo-data.md, decision 045). */
export const CUSTOMS_PRODUCTS = {
  crestone: 'RL100002',
  cascade: 'RL100003',
} as const;

export const CUSTOMS_TEMPLATES = [
  {
    productId: CUSTOMS_PRODUCTS.crestone,
    zones: [
      zone('upper', 'Upper', 'Tige', 'Schaft', UPPER),
      zone('laces', 'Laces', 'Lacets', 'Schnürsenkel', LACES),
      zone('heel', 'Heel tab', 'Languette de talon', 'Fersenlasche', HEEL),
    ],
    monogramMaxLength: 3,
    surcharge: { USD: 4_000, CAD: 5_400, GBP: 3_200, EUR: 3_700 },
    monogramSurcharge: { USD: 1_000, CAD: 1_350, GBP: 800, EUR: 900 },
  },
  {
    productId: CUSTOMS_PRODUCTS.cascade,
    zones: [
      zone('upper', 'Upper', 'Tige', 'Schaft', UPPER),
      zone('laces', 'Laces', 'Lacets', 'Schnürsenkel', LACES),
    ],
    monogramMaxLength: 0,
    surcharge: { USD: 3_000, CAD: 4_000, GBP: 2_400, EUR: 2_800 },
    monogramSurcharge: { USD: 0, CAD: 0, GBP: 0, EUR: 0 },
  },
];

/** Curated designs, added to a cart by precreatedCustomsCode (the shopper picks the size). */
export const PRECREATED_CUSTOMS: {
  id: string;
  code: string;
  productId: string;
  name: Record<string, string>;
  choices: CustomsChoicesRecord;
}[] = [
  {
    id: '00000000-0000-4000-8000-00000000c501',
    code: 'CRESTONE-ALPINE',
    productId: CUSTOMS_PRODUCTS.crestone,
    name: { en: 'Alpine', fr: 'Alpin', de: 'Alpin' },
    choices: { zones: { upper: 'forest', laces: 'yellow', heel: 'tan' }, monogram: null },
  },
  {
    id: '00000000-0000-4000-8000-00000000c502',
    code: 'CRESTONE-EMBER',
    productId: CUSTOMS_PRODUCTS.crestone,
    name: { en: 'Ember', fr: 'Braise', de: 'Glut' },
    choices: { zones: { upper: 'black', laces: 'red', heel: 'ember' }, monogram: null },
  },
  {
    id: '00000000-0000-4000-8000-00000000c503',
    code: 'CASCADE-LAKE',
    productId: CUSTOMS_PRODUCTS.cascade,
    name: { en: 'Lake', fr: 'Lac', de: 'See' },
    choices: { zones: { upper: 'sand', laces: 'blue' }, monogram: null },
  },
];

export async function seedCustoms(db: Db, log: (msg: string) => void = () => {}): Promise<boolean> {
  return runOnce(db, RUN, async (tx) => {
    await tx.insert(customsTemplates).values(CUSTOMS_TEMPLATES);
    await tx
      .insert(customsRecipes)
      .values(PRECREATED_CUSTOMS.map((design) => ({ ...design, upc: null, ownerId: null })));
    log(
      `Seeded ${CUSTOMS_TEMPLATES.length} customisable products and ${PRECREATED_CUSTOMS.length} curated designs.`,
    );
  });
}
