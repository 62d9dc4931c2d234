import type { CompareResponse, ProductDetails } from '@ridgeline/contracts';
import { translator } from '@ridgeline/contracts/messages/catalogue';
import type { DbOrTx } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { labelOf } from '../shared/labels.ts';
import { getProductDetails } from './product-details.ts';

type Row = 'brand' | 'rating' | 'colours' | 'sizes';

/** A detail attribute's name in the language; a name the catalogue lacks reads capitalised. */
const detailLabel = (name: string, locale: string) =>
  labelOf(locale, `label.compare.detail.${name}`, name.charAt(0).toUpperCase() + name.slice(1));

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
  const t = translator(ctx.locale);
  const row = (id: Row, value: (product: ProductDetails) => string | null) => ({
    id,
    label: t(`label.compare.${id}`),
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
        label: detailLabel(name, ctx.locale),
        values: products.map((product) => product.details[name] ?? null),
      })),
    ],
  };
}
