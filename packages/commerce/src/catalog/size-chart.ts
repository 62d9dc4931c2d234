import type {
  FootSizesResponse,
  ProductType,
  SizeChartResponse,
  SizeChartSection,
} from '@ridgeline/contracts';
import { translator } from '@ridgeline/contracts/messages/catalogue';
import { type DbOrTx, eq, schema } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { labelOf } from '../shared/labels.ts';
import { compareSizes } from './sizes.ts';

const GENDER_ORDER = ['men', 'women', 'kids'];

type Family = 'footwear' | 'apparel' | 'socks' | 'gloves' | 'one-size';
const FAMILY: Record<ProductType, Family> = {
  'hiking-boot': 'footwear',
  'trail-runner': 'footwear',
  sneaker: 'footwear',
  sandal: 'footwear',
  jacket: 'apparel',
  fleece: 'apparel',
  't-shirt': 'apparel',
  shirt: 'apparel',
  pants: 'apparel',
  shorts: 'apparel',
  backpack: 'one-size',
  duffel: 'one-size',
  cap: 'one-size',
  beanie: 'one-size',
  socks: 'socks',
  gloves: 'gloves',
};

const half = (value: number) => (Math.round(value * 2) / 2).toString();
const oneDecimal = (value: number) => value.toFixed(1);

const KIDS_SHOES: Record<string, [uk: string, eu: string, cm: string]> = {
  '10K': ['9.5', '27', '16.5'],
  '11K': ['10.5', '28', '17.5'],
  '12K': ['11.5', '30', '18.0'],
  '13K': ['12.5', '31', '19.0'],
  '1Y': ['13.5', '32', '20.0'],
  '2Y': ['1.5', '33', '21.0'],
  '3Y': ['2.5', '34', '21.5'],
  '4Y': ['3.5', '35.5', '22.5'],
};

/** Body measurements per letter size: [chest, waist, hips] in cm for adults; [height, chest] for kids. */
const APPAREL: Record<string, Record<string, string[]>> = {
  men: {
    XS: ['84–89', '71–76', '86–91'],
    S: ['89–97', '76–81', '91–97'],
    M: ['97–104', '81–89', '97–104'],
    L: ['104–112', '89–97', '104–112'],
    XL: ['112–120', '97–104', '112–119'],
    XXL: ['120–128', '104–112', '119–126'],
  },
  women: {
    XS: ['78–82', '60–64', '86–90'],
    S: ['82–87', '64–69', '90–95'],
    M: ['87–92', '69–74', '95–100'],
    L: ['92–98', '74–80', '100–106'],
    XL: ['98–104', '80–86', '106–112'],
    XXL: ['104–110', '86–92', '112–118'],
  },
  kids: {
    XS: ['110–122', '58–63'],
    S: ['122–134', '63–69'],
    M: ['134–146', '69–75'],
    L: ['146–158', '75–81'],
  },
};

const SOCKS: Record<string, string> = { S: '35–38', M: '39–42', L: '43–46' };
const GLOVES: Record<string, Record<string, string>> = {
  adult: { S: '18–20', M: '20–22', L: '22–24' },
  kids: { S: '14–16', M: '16–18', L: '18–20' },
};

function footwearRow(gender: string, size: string): string[] | null {
  if (gender === 'kids') {
    const row = KIDS_SHOES[size];
    return row ? [...row] : null;
  }
  const us = Number(size);
  if (!Number.isFinite(us)) return null;
  if (gender === 'women') return [half(us - 2), half(29.3 + 1.27 * us), oneDecimal(23.5 + (us - 7) * 0.85)];
  return [half(us - 0.5), half(31.3 + 1.27 * us), oneDecimal(25 + (us - 7) * 0.85)];
}

function layout(
  family: Family,
  gender: string,
): { columns: string[]; row: (size: string) => string[] | null } {
  switch (family) {
    case 'footwear':
      return { columns: ['uk', 'eu', 'footCm'], row: (size) => footwearRow(gender, size) };
    case 'apparel':
      return gender === 'kids'
        ? { columns: ['heightCm', 'chestCm'], row: (size) => APPAREL.kids?.[size] ?? null }
        : {
            columns: ['chestCm', 'waistCm', 'hipCm'],
            row: (size) => APPAREL[gender]?.[size] ?? null,
          };
    case 'socks':
      return { columns: ['shoeEu'], row: (size) => (SOCKS[size] ? [SOCKS[size]] : null) };
    case 'gloves':
      return {
        columns: ['handCm'],
        row: (size) => {
          const value = GLOVES[gender === 'kids' ? 'kids' : 'adult']?.[size];
          return value ? [value] : null;
        },
      };
    default:
      return { columns: [], row: () => null };
  }
}

// Size sets per product type change only with the catalogue import: a small cache per database.
type SizeSets = Map<ProductType, { at: number; value: { gender: string; size: string }[] }>;
const sizeCaches = new WeakMap<DbOrTx, SizeSets>();
const SIZE_CACHE_TTL = 10 * 60_000;

/** The (gender, size) pairs the catalogue sells for a product type, sampled from a bounded set of products. */
async function sizesOfType(db: DbOrTx, productType: ProductType) {
  const sizeCache: SizeSets = sizeCaches.get(db) ?? new Map();
  sizeCaches.set(db, sizeCache);
  const cached = sizeCache.get(productType);
  if (cached && Date.now() - cached.at < SIZE_CACHE_TTL) return cached.value;
  const sample = db
    .select({ id: schema.products.id, gender: schema.products.gender })
    .from(schema.products)
    .where(eq(schema.products.productType, productType))
    .limit(500)
    .as('sample');
  const value = await db
    .selectDistinct({ gender: sample.gender, size: schema.variants.size })
    .from(sample)
    .innerJoin(schema.variants, eq(schema.variants.productId, sample.id));
  sizeCache.set(productType, { at: Date.now(), value });
  return value;
}

export async function sizeChart(
  db: DbOrTx,
  ctx: ShopContext,
  productType: ProductType,
): Promise<SizeChartResponse> {
  const t = translator(ctx.locale);
  const family = FAMILY[productType];
  const pairs = await sizesOfType(db, productType);
  const sections: SizeChartSection[] = [];
  for (const gender of GENDER_ORDER) {
    const { columns, row } = layout(family, gender);
    if (columns.length === 0) continue;
    const sizes = pairs
      .filter((pair) => pair.gender === gender)
      .map((pair) => pair.size)
      .sort(compareSizes);
    const rows = sizes.flatMap((size) => {
      const cells = row(size);
      return cells ? [{ size, cells }] : [];
    });
    if (rows.length === 0) continue;
    sections.push({
      id: gender,
      label: labelOf(ctx.locale, `label.sizeChart.gender.${gender}`, gender),
      sizeLabel: t(
        family === 'footwear' ? 'label.sizeChart.sizeLabel.us' : 'label.sizeChart.sizeLabel.plain',
      ),
      columns: columns.map((id) => ({ id, label: labelOf(ctx.locale, `label.sizeChart.column.${id}`, id) })),
      rows,
    });
  }
  return {
    productType,
    title: t(`label.sizeChart.title.${family}`),
    howToMeasure: t(`label.sizeChart.howToMeasure.${family}`),
    sections,
  };
}

const FOOTWEAR_TYPES = (Object.keys(FAMILY) as ProductType[]).filter((type) => FAMILY[type] === 'footwear');

/**
 * Foot length to shoe size (US, UK, EU) per gender, for every footwear size the catalogue sells: the
 * conversions of the footwear size charts, shortest foot first (decision 094).
 */
export async function footSizes(db: DbOrTx, ctx: ShopContext): Promise<FootSizesResponse> {
  const t = translator(ctx.locale);
  const pairs = (await Promise.all(FOOTWEAR_TYPES.map((type) => sizesOfType(db, type)))).flat();
  const columns = ['footCm', 'us', 'uk', 'eu'].map((id) => ({
    id,
    label:
      id === 'us'
        ? t('label.sizeChart.sizeLabel.us')
        : labelOf(ctx.locale, `label.sizeChart.column.${id}`, id),
  }));
  const sections: FootSizesResponse['sections'] = [];
  for (const gender of GENDER_ORDER) {
    const sizes = [...new Set(pairs.filter((pair) => pair.gender === gender).map((pair) => pair.size))];
    const rows = sizes
      .sort(compareSizes)
      .flatMap((size) => {
        const cells = footwearRow(gender, size);
        return cells ? [{ footCm: cells[2]!, us: size, uk: cells[0]!, eu: cells[1]! }] : [];
      })
      .sort((a, b) => Number(a.footCm) - Number(b.footCm));
    if (rows.length === 0) continue;
    sections.push({
      id: gender,
      label: labelOf(ctx.locale, `label.sizeChart.gender.${gender}`, gender),
      columns,
      rows,
    });
  }
  return {
    title: t('label.sizeChart.title.footwear'),
    howToMeasure: t('label.sizeChart.howToMeasure.footwear'),
    sections,
  };
}
