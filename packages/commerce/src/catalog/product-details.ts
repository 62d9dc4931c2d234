import type { ProductDetails } from '@ridgeline/contracts';
import { and, asc, type DbOrTx, eq, inArray, schema } from '@ridgeline/db';
import { isEGiftProductType } from '../giftcards/index.ts';
import { onlineUnits } from '../inventory/index.ts';
import { imagesOfColor, uploadedProductImages } from '../media/index.ts';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { localize } from '../shared/locale.ts';
import { categoryBreadcrumbs, getCategory } from './categories.ts';
import { badgeLabel, detailValues, eyebrowLabel } from './labels.ts';
import { priceDisplay } from './price.ts';
import { LOW_STOCK_THRESHOLD, maxQtyFor } from './stock.ts';
import { productUrl } from './urls.ts';

/** The master product for a master id or a colour id (master id + colour code). */
async function resolveMaster(db: DbOrTx, productId: string) {
  const [product] = await db.select().from(schema.products).where(eq(schema.products.id, productId));
  if (product) return { product, colorId: null };
  const [color] = await db.select().from(schema.productColors).where(eq(schema.productColors.id, productId));
  if (!color) return null;
  const [owner] = await db.select().from(schema.products).where(eq(schema.products.id, color.productId));
  return owner ? { product: owner, colorId: color.id } : null;
}

export async function getProductDetails(
  db: DbOrTx,
  ctx: ShopContext,
  productId: string,
): Promise<ProductDetails> {
  const resolved = await resolveMaster(db, productId);
  // A product the back-office disabled is not shown (decision 070).
  if (!resolved?.product.enabled)
    throw new CommerceError('PLP400', { productId }, `Product ${productId} was not found`);
  const { product } = resolved;
  const [colors, variants, [price], category, uploaded] = await Promise.all([
    db
      .select()
      .from(schema.productColors)
      .where(eq(schema.productColors.productId, product.id))
      .orderBy(asc(schema.productColors.position)),
    variantsWithUnits(db, product.id),
    db
      .select()
      .from(schema.prices)
      .where(and(eq(schema.prices.productId, product.id), eq(schema.prices.currency, ctx.currency))),
    getCategory(db, product.categoryId),
    uploadedProductImages(db, [product.id], ctx.locale),
  ]);
  if (!price)
    throw new CommerceError('INV702', { productId }, `Product ${productId} has no price in ${ctx.currency}`);

  const name = localize(product.name, ctx.locale);
  const colorCode = new Map(colors.map((color) => [color.id, color.code]));
  // E-gift cards are not stocked: always available, one card per line.
  const eGift = isEGiftProductType(product.productType);
  const variantViews = variants.map(({ variant, quantity }) => {
    const onHand = eGift ? 1 : (quantity ?? 0);
    return {
      upc: variant.upc,
      productId: variant.colorId,
      colorCode: colorCode.get(variant.colorId) ?? '',
      size: variant.size,
      available: onHand > 0,
      maxQty: maxQtyFor(onHand),
      lowStock: !eGift && onHand > 0 && onHand <= LOW_STOCK_THRESHOLD,
    };
  });
  const sizes = [...new Set(variantViews.map((v) => v.size))];

  return {
    id: resolved.colorId ?? product.id,
    masterId: product.id,
    name,
    slug: product.slug,
    pdpUrl: productUrl(product.slug, product.id),
    brand: product.brand,
    productType: product.productType,
    sizeChartType: product.sizeChartType ?? product.productType,
    description: localize(product.description, ctx.locale),
    season: product.season,
    merchantProductId: product.merchantProductId,
    badge: badgeLabel(product.badge, ctx.locale),
    eyebrow: eyebrowLabel(product.eyebrow, ctx.locale),
    rating: { score: product.ratingScore, reviewsCount: product.reviewsCount },
    breadcrumbs: category ? await categoryBreadcrumbs(db, category, ctx.locale) : [],
    attributes: {
      Color: {
        options: colors.map((color) => {
          const label = localize(color.label, ctx.locale);
          return {
            id: color.id,
            code: color.code,
            label,
            hex: color.hex,
            available: variantViews.some((v) => v.productId === color.id && v.available),
            defaultColor: resolved.colorId ? color.id === resolved.colorId : color.isDefault,
            // Uploaded images when the product has some (decision 069), else the drawn ones.
            images: imagesOfColor(uploaded.get(product.id), color.code).length
              ? imagesOfColor(uploaded.get(product.id), color.code)
              : color.imageUrls.map((src, index) => ({
                  src,
                  alt: `${name}, ${label}, view ${index + 1}`,
                })),
          };
        }),
      },
      Size: {
        options: sizes.map((size) => ({
          id: size,
          label: size,
          available: variantViews.some((v) => v.size === size && v.available),
        })),
      },
    },
    details: detailValues(product.attributes, ctx.locale),
    variants: variantViews,
    price: priceDisplay(price),
  };
}

/** Colours of several products at once, for tiles. */
export async function colorsOfProducts(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(schema.productColors)
    .where(inArray(schema.productColors.productId, productIds))
    .orderBy(asc(schema.productColors.productId), asc(schema.productColors.position));
}

/** The master id for a master or colour id; PLP400 when neither exists. */
export async function requireMasterId(db: DbOrTx, productId: string): Promise<string> {
  const resolved = await resolveMaster(db, productId);
  if (!resolved) throw new CommerceError('PLP400', { productId }, `Product ${productId} was not found`);
  return resolved.product.id;
}

/** A product's variants in order, each with its online units on hand (null without a stock row). */
async function variantsWithUnits(db: DbOrTx, productId: string) {
  const variants = await db
    .select()
    .from(schema.variants)
    .where(and(eq(schema.variants.productId, productId), eq(schema.variants.enabled, true)))
    .orderBy(asc(schema.variants.position));
  const units = await onlineUnits(
    db,
    variants.map((variant) => variant.upc),
  );
  return variants.map((variant) => ({ variant, quantity: units.get(variant.upc) ?? null }));
}
