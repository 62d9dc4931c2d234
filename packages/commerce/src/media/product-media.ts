import type { ProductImage, ProductImages, PutProductImagesRequest } from '@ridgeline/contracts';
import { mediaAssetUrl } from '@ridgeline/contracts';
import { asc, type Db, type DbOrTx, eq, inArray, schema } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { languageOf } from '../shared/locale.ts';
import type { MediaActor } from './assets.ts';

const pm = schema.productMedia;
const a = schema.mediaAssets;

/** The alt text in a locale's language, else the default one. */
const altIn = (alt: string, localized: Record<string, string>, locale: string) =>
  localized[languageOf(locale)] || alt;

async function imageRows(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: pm.productId,
      colorCode: pm.colorCode,
      position: pm.position,
      assetId: a.id,
      revision: a.revision,
      alt: a.alt,
      altLocalized: a.altLocalized,
      width: a.width,
      height: a.height,
      focalX: a.focalX,
      focalY: a.focalY,
    })
    .from(pm)
    .innerJoin(a, eq(a.id, pm.assetId))
    .where(inArray(pm.productId, productIds))
    .orderBy(asc(pm.productId), asc(pm.position));
}

export interface UploadedProductImage {
  src: string;
  alt: string;
}

/**
 * Uploaded images of products, per product and colour code, in order, with alt text in the locale's
 * language: what the storefront shows instead of the drawn images. A colour's own images come first,
 * then those of every colour; a product or colour without any is absent (keep the drawn ones).
 */
export async function uploadedProductImages(
  db: DbOrTx,
  productIds: string[],
  locale: string,
): Promise<Map<string, Map<string, UploadedProductImage[]>>> {
  const rows = await imageRows(db, [...new Set(productIds)]);
  const result = new Map<string, Map<string, UploadedProductImage[]>>();
  for (const row of rows) {
    const byColor = result.get(row.productId) ?? new Map<string, UploadedProductImage[]>();
    result.set(row.productId, byColor);
    const image = {
      src: mediaAssetUrl(row.assetId, row.revision),
      alt: altIn(row.alt, row.altLocalized, locale),
    };
    byColor.set(row.colorCode, [...(byColor.get(row.colorCode) ?? []), image]);
  }
  return result;
}

/** A colour's uploaded images: its own first, then those for every colour ('' key). */
export function imagesOfColor(
  byColor: Map<string, UploadedProductImage[]> | undefined,
  colorCode: string,
): UploadedProductImage[] {
  if (!byColor) return [];
  return [...(byColor.get(colorCode) ?? []), ...(colorCode ? (byColor.get('') ?? []) : [])];
}

async function productFacts(db: DbOrTx, productId: string) {
  const [product] = await db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(eq(schema.products.id, productId));
  if (!product) throw new CommerceError('PLP400', { productId });
  const colors = await db
    .select({ code: schema.productColors.code, label: schema.productColors.label })
    .from(schema.productColors)
    .where(eq(schema.productColors.productId, productId))
    .orderBy(asc(schema.productColors.position));
  return colors.map((color) => ({ code: color.code, label: color.label.en ?? color.code }));
}

/** A product's images for the back-office (PLP400 for an unknown product). */
export async function productImages(db: DbOrTx, productId: string): Promise<ProductImages> {
  const colors = await productFacts(db, productId);
  const rows = await imageRows(db, [productId]);
  const images: ProductImage[] = rows.map((row) => ({
    assetId: row.assetId,
    colorCode: row.colorCode,
    position: row.position,
    url: mediaAssetUrl(row.assetId, row.revision),
    alt: row.alt,
    width: row.width,
    height: row.height,
    focalX: row.focalX,
    focalY: row.focalY,
  }));
  return { productId, colors, images };
}

/**
 * Replaces a product's images with the ordered list given (PLP400 unknown product, MED404 unknown image,
 * REQ400 a colour the product does not have); audited.
 */
export async function setProductImages(
  db: Db,
  actor: MediaActor,
  productId: string,
  request: PutProductImagesRequest,
): Promise<ProductImages> {
  const colors = await productFacts(db, productId);
  const codes = new Set(colors.map((c) => c.code));
  for (const image of request.images) {
    if (image.colorCode && !codes.has(image.colorCode))
      throw new CommerceError('REQ400', { field: 'colorCode', problem: 'is not a colour of this product' });
  }
  const assetIds = [...new Set(request.images.map((image) => image.assetId))];
  await db.transaction(async (tx) => {
    if (assetIds.length) {
      const found = await tx.select({ id: a.id }).from(a).where(inArray(a.id, assetIds));
      if (found.length !== assetIds.length) throw new CommerceError('MED404');
    }
    const before = await tx
      .select({ assetId: pm.assetId, colorCode: pm.colorCode, position: pm.position })
      .from(pm)
      .where(eq(pm.productId, productId))
      .orderBy(asc(pm.position));
    await tx.delete(pm).where(eq(pm.productId, productId));
    const seen = new Set<string>();
    const rows = request.images
      .filter((image) => {
        const key = `${image.colorCode}/${image.assetId}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((image, position) => ({
        productId,
        colorCode: image.colorCode,
        assetId: image.assetId,
        position,
      }));
    if (rows.length) await tx.insert(pm).values(rows);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'product_images.set',
      entityType: 'product',
      entityId: productId,
      before: { images: before },
      after: { images: rows.map(({ productId: _p, ...rest }) => rest) },
    });
  });
  return productImages(db, productId);
}
