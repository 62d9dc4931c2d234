import type {
  AdminProductCreateRequest,
  AdminProductDetail,
  AdminVariantsAddRequest,
} from '@ridgeline/contracts';
import { and, asc, type Db, type DbOrTx, eq, inArray, schema, sql } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { forgetStock, hasUnits, openStock } from '../inventory/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { type CatalogueActor, productForAdmin, refreshSearch, transactionTime } from './admin.ts';

const { products, productColors, variants, prices, priceHistory, categories } = schema;

type ColorInput = AdminVariantsAddRequest['colors'][number];
type VariantInput = AdminVariantsAddRequest['variants'][number];

/** Text per language without the empty ones (they read English). */
const localizedOf = (text: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(text).filter(([, value]) => value)) as Record<string, string>;

/** The address part of a product page: the English name and the gender, as the seeded products have. */
function slugOf(name: string, gender: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const prefix = gender === 'men' ? 'mens' : gender === 'women' ? 'womens' : gender;
  return [base || 'product', prefix].join('-');
}

/** The drawn images of a colour, which the media route renders for every product type (decision 069). */
const drawnImages = (productType: string, hex: string) =>
  [0, 1, 2].map(
    (view) => `/api/media/products/${productType}/${hex.replace('#', '').toLowerCase()}/${view}.svg`,
  );

/** Refuses UPCs another variant already has (CAT410, on the variant's field). */
async function refuseTakenUpcs(tx: DbOrTx, list: readonly VariantInput[]) {
  if (list.length === 0) return;
  const taken = await tx
    .select({ upc: variants.upc })
    .from(variants)
    .where(
      inArray(
        variants.upc,
        list.map((variant) => variant.upc),
      ),
    )
    .limit(1);
  const upc = taken[0]?.upc;
  if (upc) {
    const index = list.findIndex((variant) => variant.upc === upc);
    throw new CommerceError('CAT410', { upc, field: `body.variants.${index}.upc` });
  }
}

/** Writes colours and variants (with their online stock) of a product, in the caller's transaction. */
async function insertGrid(
  tx: DbOrTx,
  actor: CatalogueActor,
  product: { id: string; productType: string },
  colors: readonly ColorInput[],
  list: readonly VariantInput[],
  positions: { color: number; variant: number },
) {
  if (colors.length > 0) {
    await tx.insert(productColors).values(
      colors.map((color, index) => ({
        id: `${product.id}${color.code}`,
        productId: product.id,
        code: color.code,
        label: localizedOf(color.label),
        hex: color.hex.toUpperCase(),
        position: positions.color + index,
        isDefault: positions.color === 0 && index === 0,
        imageUrls: drawnImages(product.productType, color.hex),
      })),
    );
  }
  await tx.insert(variants).values(
    list.map((variant, index) => ({
      upc: variant.upc,
      productId: product.id,
      colorId: `${product.id}${variant.colorCode}`,
      size: variant.size,
      position: positions.variant + index,
      enabled: true,
    })),
  );
  await openStock(
    tx,
    { type: actor.type === 'cli' ? 'cli' : 'operator', id: actor.id },
    list.map((variant) => ({ upc: variant.upc, quantity: variant.stock })),
  );
}

const gridOf = (colors: readonly ColorInput[], list: readonly VariantInput[]) => ({
  colors: colors.map((color) => ({ code: color.code, label: localizedOf(color.label), hex: color.hex })),
  variants: list.map((variant) => ({ ...variant })),
});

/**
 * A new product with its colours, variants, prices and initial stock (decision 086), in one transaction:
 * its search rows are written before it commits, so the storefront's listings, search and product page
 * show it at once. A taken product id is CAT409, a taken UPC CAT410, an unknown category REQ400.
 */
export async function createProduct(
  db: Db,
  actor: CatalogueActor,
  request: AdminProductCreateRequest,
): Promise<AdminProductDetail> {
  await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: products.id }).from(products).where(eq(products.id, request.id));
    const [colorTaken] = taken
      ? [taken]
      : await tx
          .select({ id: productColors.id })
          .from(productColors)
          .where(eq(productColors.productId, request.id))
          .limit(1);
    if (taken || colorTaken) {
      throw new CommerceError('CAT409', { productId: request.id, field: 'body.id' });
    }
    const [category] = await tx.select().from(categories).where(eq(categories.id, request.categoryId));
    if (!category) throw new CommerceError('REQ400', { field: 'body.categoryId', problem: 'Is not valid' });
    await refuseTakenUpcs(tx, request.variants);
    const row = {
      id: request.id,
      slug: slugOf(request.name.en, request.gender),
      name: localizedOf(request.name),
      description: localizedOf(request.description),
      brand: request.brand,
      productType: request.productType,
      gender: request.gender,
      categoryId: request.categoryId,
      badge: request.badge,
      eyebrow: request.eyebrow || null,
      season: request.season || null,
      merchantProductId: `M-${request.id}`,
      attributes: request.attributes,
      enabled: request.enabled,
      sizeChartType: request.sizeChartType,
    };
    await tx.insert(products).values(row);
    await insertGrid(tx, actor, row, request.colors, request.variants, { color: 0, variant: 0 });
    const now = await transactionTime(tx);
    await tx.insert(prices).values(
      request.prices.map((price) => ({
        productId: request.id,
        currency: price.currency,
        listAmount: price.listAmount,
      })),
    );
    await tx.insert(priceHistory).values(
      request.prices.map((price) => ({
        id: newId(),
        productId: request.id,
        currency: price.currency,
        listAmount: price.listAmount,
        recordedAt: now,
      })),
    );
    await refreshSearch(tx, request.id);
    const { id: _id, slug: _slug, merchantProductId: _merchant, ...facts } = row;
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'product.create',
      entityType: 'product',
      entityId: request.id,
      before: null,
      after: { ...facts, ...gridOf(request.colors, request.variants), prices: request.prices },
    });
  });
  return productForAdmin(db, request.id);
}

/** Adds colours and variants to an existing product; their stock starts with the units given. */
export async function addVariants(
  db: Db,
  actor: CatalogueActor,
  productId: string,
  request: AdminVariantsAddRequest,
): Promise<AdminProductDetail> {
  await db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!product) throw new CommerceError('CAT404', { productId });
    const [existingColors, existingVariants] = await Promise.all([
      tx.select().from(productColors).where(eq(productColors.productId, productId)),
      tx.select().from(variants).where(eq(variants.productId, productId)),
    ]);
    const codes = new Set(existingColors.map((color) => color.code));
    request.colors.forEach((color, index) => {
      if (codes.has(color.code)) {
        throw new CommerceError('REQ400', {
          field: `body.colors.${index}.code`,
          problem: 'Each colour code must appear once',
        });
      }
      codes.add(color.code);
    });
    const combinations = new Set(
      existingVariants.map((variant) => `${variant.colorId.slice(productId.length)}|${variant.size}`),
    );
    const upcs = new Set<string>();
    request.variants.forEach((variant, index) => {
      const key = `${variant.colorCode}|${variant.size}`;
      if (!codes.has(variant.colorCode)) {
        throw new CommerceError('REQ400', {
          field: `body.variants.${index}.colorCode`,
          problem: 'Must be one of the product’s colours',
        });
      }
      if (combinations.has(key)) {
        throw new CommerceError('REQ400', {
          field: `body.variants.${index}.size`,
          problem: 'Each colour and size must appear once',
        });
      }
      if (upcs.has(variant.upc)) {
        throw new CommerceError('REQ400', {
          field: `body.variants.${index}.upc`,
          problem: 'Each UPC must appear once',
        });
      }
      combinations.add(key);
      upcs.add(variant.upc);
    });
    await refuseTakenUpcs(tx, request.variants);
    const [last] = await tx
      .select({ position: sql<number | null>`max(${variants.position})` })
      .from(variants)
      .where(eq(variants.productId, productId));
    await insertGrid(tx, actor, product, request.colors, request.variants, {
      color: existingColors.length,
      variant: Number(last?.position ?? -1) + 1,
    });
    await refreshSearch(tx, productId);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'variant.add',
      entityType: 'product',
      entityId: productId,
      before: null,
      after: gridOf(request.colors, request.variants),
    });
  });
  return productForAdmin(db, productId);
}

/**
 * Removes a variant that was never sold and has no units (decision 086): one that was ordered, has units
 * on hand online or in a store, or is held by a cart is refused (CAT411; hide it instead), and a
 * product's last variant stays (CAT412). A colour left without variants goes with it.
 */
export async function removeVariant(
  db: Db,
  actor: CatalogueActor,
  productId: string,
  upc: string,
  everOrdered: (tx: DbOrTx, upc: string) => Promise<boolean>,
): Promise<AdminProductDetail> {
  await db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!product) throw new CommerceError('CAT404', { productId });
    const list = await tx
      .select()
      .from(variants)
      .where(eq(variants.productId, productId))
      .orderBy(asc(variants.position));
    const variant = list.find((row) => row.upc === upc);
    if (!variant) throw new CommerceError('CAT405', { productId, upc });
    if (list.length === 1) throw new CommerceError('CAT412', { productId, upc });
    if ((await everOrdered(tx, upc)) || (await hasUnits(tx, upc))) {
      throw new CommerceError('CAT411', { productId, upc });
    }
    await tx.delete(variants).where(and(eq(variants.upc, upc), eq(variants.productId, productId)));
    await forgetStock(tx, upc);
    const colorLeft = list.some((row) => row.upc !== upc && row.colorId === variant.colorId);
    if (!colorLeft) await tx.delete(productColors).where(eq(productColors.id, variant.colorId));
    await refreshSearch(tx, productId);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'variant.remove',
      entityType: 'product',
      entityId: productId,
      before: { upc, colorId: variant.colorId, size: variant.size, enabled: variant.enabled },
      after: null,
    });
  });
  return productForAdmin(db, productId);
}
