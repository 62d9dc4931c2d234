import type { ProductTile } from '@ridgeline/contracts';
import { and, type DbOrTx, eq, inArray, schema } from '@ridgeline/db';
import { imagesOfColor, uploadedProductImages } from '../media/index.ts';
import type { ShopContext } from '../shared/context.ts';
import { localize } from '../shared/locale.ts';
import { badgeLabel, eyebrowLabel } from './labels.ts';
import { priceDisplay } from './price.ts';
import { colorsOfProducts } from './product-details.ts';
import { productUrl } from './urls.ts';

/**
 * Listing tiles for products, in the order of `productIds`; products without a price, and those the
 * back-office disabled (decision 070), are left out.
 */
export async function productTiles(
  db: DbOrTx,
  ctx: ShopContext,
  productIds: string[],
): Promise<ProductTile[]> {
  if (productIds.length === 0) return [];
  const [rows, colors, uploaded] = await Promise.all([
    db
      .select({ product: schema.products, price: schema.prices })
      .from(schema.products)
      .innerJoin(
        schema.prices,
        and(eq(schema.prices.productId, schema.products.id), eq(schema.prices.currency, ctx.currency)),
      )
      .where(and(inArray(schema.products.id, productIds), eq(schema.products.enabled, true))),
    colorsOfProducts(db, productIds),
    uploadedProductImages(db, productIds, ctx.locale),
  ]);
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  return productIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { product, price } = row;
    const name = localize(product.name, ctx.locale);
    const colorViews = colors
      .filter((color) => color.productId === product.id)
      .map((color) => {
        const label = localize(color.label, ctx.locale);
        return {
          id: color.id,
          code: color.code,
          label,
          hex: color.hex,
          // The first uploaded image when there is one (decision 069), else the drawn one.
          image: imagesOfColor(uploaded.get(product.id), color.code)[0] ?? {
            src: color.imageUrls[0] ?? '',
            alt: `${name}, ${label}`,
          },
        };
      });
    return [
      {
        id: product.id,
        name,
        brand: product.brand,
        pdpUrl: productUrl(product.slug, product.id),
        badge: badgeLabel(product.badge, ctx.locale),
        eyebrow: eyebrowLabel(product.eyebrow, ctx.locale),
        image: colorViews[0]?.image ?? { src: '', alt: name },
        colors: colorViews,
        price: priceDisplay(price),
        rating: { score: product.ratingScore, reviewsCount: product.reviewsCount },
      },
    ];
  });
}
