import type { CompareResponse, ProductDetails } from '@ridgeline/contracts';
import type { DbOrTx } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { languageOf } from '../shared/locale.ts';
import { getProductDetails } from './product-details.ts';

type Text = { en: string; fr: string; de: string };

const LABELS: Record<'brand' | 'rating' | 'colours' | 'sizes', Text> = {
  brand: { en: 'Brand', fr: 'Marque', de: 'Marke' },
  rating: { en: 'Rating', fr: 'Note', de: 'Bewertung' },
  colours: { en: 'Colours', fr: 'Coloris', de: 'Farben' },
  sizes: { en: 'Sizes', fr: 'Tailles', de: 'Größen' },
};

const DETAIL_LABELS: Record<string, Text> = {
  material: { en: 'Material', fr: 'Matière', de: 'Material' },
  waterproof: { en: 'Waterproof', fr: 'Imperméable', de: 'Wasserdicht' },
  weight: { en: 'Weight', fr: 'Poids', de: 'Gewicht' },
  closure: { en: 'Closure', fr: 'Fermeture', de: 'Verschluss' },
  outsole: { en: 'Outsole', fr: 'Semelle extérieure', de: 'Laufsohle' },
  drop: { en: 'Drop', fr: 'Drop', de: 'Sprengung' },
  fit: { en: 'Fit', fr: 'Coupe', de: 'Passform' },
  insulation: { en: 'Insulation', fr: 'Isolation', de: 'Isolierung' },
  capacity: { en: 'Capacity', fr: 'Contenance', de: 'Volumen' },
  cushioning: { en: 'Cushioning', fr: 'Amorti', de: 'Polsterung' },
  touchscreen: { en: 'Touchscreen compatible', fr: 'Compatible écran tactile', de: 'Touchscreen-fähig' },
};

const detailLabel = (name: string, language: keyof Text) =>
  DETAIL_LABELS[name]?.[language] ?? name.charAt(0).toUpperCase() + name.slice(1);

const ratingValue = (product: ProductDetails) =>
  product.rating.reviewsCount > 0
    ? `${product.rating.score.toFixed(1)} / 5 (${product.rating.reviewsCount})`
    : null;

/** 2 to 4 products side by side: fixed rows first, then every detail attribute any of them has. */
export async function compareProducts(
  db: DbOrTx,
  ctx: ShopContext,
  productIds: string[],
): Promise<CompareResponse> {
  // Sequential on purpose: the first unknown id fails with its PLP400 before the others are read.
  const products: ProductDetails[] = [];
  for (const id of productIds) products.push(await getProductDetails(db, ctx, id));
  const language = languageOf(ctx.locale) as keyof Text;
  const row = (id: keyof typeof LABELS, value: (product: ProductDetails) => string | null) => ({
    id,
    label: LABELS[id][language],
    values: products.map(value),
  });
  const detailNames = [...new Set(products.flatMap((product) => Object.keys(product.details)))];
  return {
    products: products.map((product) => {
      const colour =
        product.attributes.Color.options.find((option) => option.defaultColor) ??
        product.attributes.Color.options[0];
      return {
        id: product.id,
        name: product.name,
        brand: product.brand,
        pdpUrl: product.pdpUrl,
        image: colour?.images[0] ?? null,
        price: product.price,
        rating: product.rating,
      };
    }),
    attributes: [
      row('brand', (product) => product.brand),
      row('rating', ratingValue),
      row('colours', (product) => product.attributes.Color.options.map((option) => option.label).join(', ')),
      row('sizes', (product) => product.attributes.Size.options.map((option) => option.label).join(', ')),
      ...detailNames.map((name) => ({
        id: `detail:${name}`,
        label: detailLabel(name, language),
        values: products.map((product) => product.details[name] ?? null),
      })),
    ],
  };
}
