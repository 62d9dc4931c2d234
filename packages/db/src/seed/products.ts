import type { productColors, products, stock, variants } from '../schema/catalog.ts';
import { buildAttributes } from './attributes.ts';
import type { Gender, ProductSlot } from './categories.ts';
import { slugPrefixFor } from './categories.ts';
import { PALETTE } from './colors.ts';
import { kebabCase, MODEL_NAMES, productDescription, productName } from './copy.ts';
import { buildPrices } from './pricing.ts';
import { type ProductType, sizesFor, TYPE_SPECS } from './product-types.ts';
import { type Random, randomFor } from './random.ts';
import { variantUpc } from './upc.ts';

type ProductRow = typeof products.$inferInsert;
type ColorRow = typeof productColors.$inferInsert;
type VariantRow = typeof variants.$inferInsert;
type StockRow = typeof stock.$inferInsert;

/** Dates are relative to this instant, not to the clock, so that every run produces the same rows. */
export const BASE_DATE = new Date('2026-11-01T00:00:00Z');
const DAY_MS = 86_400_000;
/** Product numbers start here so ids read RL100001, RL100002, ... */
export const FIRST_PRODUCT_NUMBER = 100_001;

export interface ProductToBuild extends ProductSlot {
  number: number;
  /** Large catalogues repeat names, so their slugs carry the product number. */
  numberedSlug: boolean;
}

export interface ProductRows {
  product: ProductRow;
  colors: ColorRow[];
  variants: VariantRow[];
  prices: ReturnType<typeof buildPrices>;
  stock: StockRow[];
}

/** The media route (packages/commerce/src/media) serves images at exactly this pattern. */
export function productImagePath(productType: string, hex: string, view: number): string {
  return `/api/media/products/${productType}/${hex.replace('#', '').toLowerCase()}/${view}.svg`;
}

export function productId(number: number): string {
  return `RL${number}`;
}

const nameCombos = new Map<string, [number, number][]>();

/** Demo products of one type and gender walk a shuffled list of (model, phrase) pairs, so names never repeat. */
function demoNameCombo(type: ProductType, gender: Gender, ordinal: number): [number, number] {
  const key = `${type}|${gender}`;
  let combos = nameCombos.get(key);
  if (!combos) {
    const all: [number, number][] = [];
    TYPE_SPECS[type].phrases.forEach((_, phrase) => {
      MODEL_NAMES.forEach((_, model) => {
        all.push([model, phrase]);
      });
    });
    combos = randomFor('names', key).sample(all, all.length);
    nameCombos.set(key, combos);
  }
  return combos[ordinal % combos.length] as [number, number];
}

export function buildProduct(input: ProductToBuild): ProductRows {
  const rng = randomFor('product', input.number);
  const { productType: type, gender } = input;
  const spec = TYPE_SPECS[type];
  const id = productId(input.number);
  const [modelIndex, phraseIndex] = input.numberedSlug
    ? [rng.int(0, MODEL_NAMES.length - 1), rng.int(0, spec.phrases.length - 1)]
    : demoNameCombo(type, gender, input.ordinal);
  const model = MODEL_NAMES[modelIndex] as string;
  const phrase = spec.phrases[phraseIndex] ?? spec.phrases[0]!;
  const name = productName(model, phrase);
  const slugBase = `${kebabCase(name.en ?? model)}-${slugPrefixFor(gender)}`;

  const badgeRoll = rng.next();
  const badge =
    badgeRoll < 0.15 ? 'new' : badgeRoll < 0.25 ? 'bestseller' : badgeRoll < 0.33 ? 'sustainable' : null;
  const ageDays = badge === 'new' ? rng.int(1, 45) : rng.int(1, 364);
  const createdAt = new Date(BASE_DATE.getTime() - ageDays * DAY_MS + rng.int(0, DAY_MS / 1000 - 1) * 1000);

  const product: ProductRow = {
    id,
    slug: input.numberedSlug ? `${slugBase}-${input.number}` : slugBase,
    name,
    description: productDescription(rng, type, model),
    brand: pickBrand(rng),
    productType: type,
    gender,
    categoryId: input.categoryId,
    badge,
    eyebrow: pickEyebrow(rng, badge, phrase.waterproof === true, phrase.insulated === true),
    season: seasonFor(spec.season, createdAt),
    merchantProductId: `M-${id}`,
    ratingScore: 0,
    reviewsCount: 0,
    attributes: buildAttributes(rng, type, gender, phrase),
    createdAt,
  };

  const palette = rng.sample(PALETTE, rng.int(2, 4));
  const sizes = sizesFor(type, gender);
  const colors: ColorRow[] = [];
  const variantRows: VariantRow[] = [];
  const stockRows: StockRow[] = [];
  palette.forEach((color, colorSlot) => {
    const colorId = id + color.code;
    colors.push({
      id: colorId,
      productId: id,
      code: color.code,
      label: color.label,
      hex: color.hex,
      position: colorSlot,
      isDefault: colorSlot === 0,
      imageUrls: [0, 1, 2].map((view) => productImagePath(type, color.hex, view)),
    });
    sizes.forEach((size, sizeSlot) => {
      const upc = variantUpc(input.number, colorSlot, sizeSlot);
      variantRows.push({ upc, productId: id, colorId, size, position: sizeSlot });
      const guaranteed = input.firstInLeaf && colorSlot === 0;
      stockRows.push({
        upc,
        quantity: guaranteed ? rng.int(20, 60) : stockQuantity(rng),
        updatedAt: BASE_DATE,
      });
    });
  });

  return {
    product,
    colors,
    variants: variantRows,
    prices: buildPrices(rng, id, type, gender, BASE_DATE),
    stock: stockRows,
  };
}

function pickBrand(rng: Random): string {
  const roll = rng.next();
  return roll < 0.7 ? 'Ridgeline' : roll < 0.88 ? 'Ridgeline Pro' : 'Northwall';
}

function pickEyebrow(
  rng: Random,
  badge: string | null,
  waterproof: boolean,
  insulated: boolean,
): string | null {
  if (badge === 'sustainable') return 'Recycled materials';
  if (waterproof && rng.chance(0.6)) return 'Waterproof';
  if (insulated && rng.chance(0.5)) return 'Insulated';
  if (rng.chance(0.15)) return rng.pick(['Lightweight', 'Online exclusive', 'Limited edition']);
  return null;
}

function seasonFor(season: 'FW' | 'SS' | 'all', createdAt: Date): string {
  if (season === 'SS') return 'SS26';
  const fw = createdAt < new Date('2026-05-01T00:00:00Z') ? 'FW25' : 'FW26';
  if (season === 'FW') return fw;
  const month = createdAt.getUTCMonth();
  return month >= 2 && month <= 7 ? 'SS26' : fw;
}

/** About 10% sold out, 10% nearly gone, the rest comfortably stocked. */
function stockQuantity(rng: Random): number {
  const roll = rng.next();
  if (roll < 0.1) return 0;
  if (roll < 0.2) return rng.int(1, 3);
  return rng.int(5, 60);
}
