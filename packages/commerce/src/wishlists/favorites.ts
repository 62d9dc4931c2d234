import type { AddFavoriteRequest, Favorites } from '@ridgeline/contracts';
import { and, asc, count, type Db, eq, inArray, schema, sql } from '@ridgeline/db';
import { isGuestShopper } from '../auth/index.ts';
import { priceDisplay, productUrl } from '../catalog/index.ts';
import { onlineUnits } from '../inventory/index.ts';
import { consumerTypeOf } from '../promotions/index.ts';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId, secretToken } from '../shared/ids.ts';
import { localize } from '../shared/locale.ts';

export interface WishlistActor {
  ctx: ShopContext;
  shopperId: string;
}

export interface Page {
  start: number;
  count: number;
}

type ListRow = typeof schema.favorites.$inferSelect;

/** Favorites are off for a connected employee (spec 2 section 6). */
async function assertAllowed(db: Db, actor: WishlistActor) {
  if ((await consumerTypeOf(db, actor.shopperId)) === 'EMPLOYEE') {
    throw new CommerceError('API405', { reason: 'favorites are not available to employees' });
  }
}

async function findList(db: Db, actor: WishlistActor): Promise<ListRow | null> {
  const [list] = await db
    .select()
    .from(schema.favorites)
    .where(and(eq(schema.favorites.ownerId, actor.shopperId), eq(schema.favorites.siteId, actor.ctx.siteId)));
  return list ?? null;
}

/** The shopper's list id on this site, if they have one (the token answer's favoriteId). */
export async function findFavoriteId(db: Db, siteId: string, shopperId: string): Promise<string | null> {
  const [list] = await db
    .select({ id: schema.favorites.id })
    .from(schema.favorites)
    .where(and(eq(schema.favorites.ownerId, shopperId), eq(schema.favorites.siteId, siteId)));
  return list?.id ?? null;
}

async function listOf(db: Db, actor: WishlistActor): Promise<ListRow> {
  await db
    .insert(schema.favorites)
    .values({ id: newId(), ownerId: actor.shopperId, siteId: actor.ctx.siteId })
    .onConflictDoNothing();
  return (await findList(db, actor))!;
}

/** The list when it is this shopper's; API404 otherwise (never reveals other shoppers' lists). */
async function ownList(db: Db, actor: WishlistActor, favoriteId: string): Promise<ListRow> {
  const [list] = await db.select().from(schema.favorites).where(eq(schema.favorites.id, favoriteId));
  if (!list || list.ownerId !== actor.shopperId || list.siteId !== actor.ctx.siteId) {
    throw new CommerceError('API404', { favoriteId });
  }
  return list;
}

/** A page of a list, newest first, with names, pictures, prices and whether any size is in stock. */
async function listView(db: Db, ctx: ShopContext, favoriteId: string | null, page: Page): Promise<Favorites> {
  if (!favoriteId) return { favoriteId: null, items: [], total: 0 };
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(schema.favoriteItems)
    .where(eq(schema.favoriteItems.favoriteId, favoriteId));
  const items = await db
    .select()
    .from(schema.favoriteItems)
    .where(eq(schema.favoriteItems.favoriteId, favoriteId))
    .orderBy(sql`${schema.favoriteItems.createdAt} desc`, asc(schema.favoriteItems.id))
    .offset(page.start)
    .limit(page.count);
  if (items.length === 0) return { favoriteId, items: [], total };

  const ids = items.map((item) => item.productId);
  const colors = await db.select().from(schema.productColors).where(inArray(schema.productColors.id, ids));
  const colorById = new Map(colors.map((color) => [color.id, color]));
  const masterIds = [
    ...new Set(items.map((item) => colorById.get(item.productId)?.productId ?? item.productId)),
  ];
  const products = await db.select().from(schema.products).where(inArray(schema.products.id, masterIds));
  const defaultColors = await db
    .select()
    .from(schema.productColors)
    .where(and(inArray(schema.productColors.productId, masterIds), eq(schema.productColors.isDefault, true)));
  const prices = await db
    .select()
    .from(schema.prices)
    .where(and(inArray(schema.prices.productId, masterIds), eq(schema.prices.currency, ctx.currency)));
  const variants = await db
    .select({
      productId: schema.variants.productId,
      colorId: schema.variants.colorId,
      upc: schema.variants.upc,
    })
    .from(schema.variants)
    .where(inArray(schema.variants.productId, masterIds));
  const units = await onlineUnits(
    db,
    variants.map((variant) => variant.upc),
  );
  const inStock = variants.filter((variant) => (units.get(variant.upc) ?? 0) > 0);

  const productById = new Map(products.map((product) => [product.id, product]));
  const priceById = new Map(prices.map((price) => [price.productId, price]));
  return {
    favoriteId,
    total,
    items: items.flatMap((item) => {
      const chosen = colorById.get(item.productId);
      const masterId = chosen?.productId ?? item.productId;
      const product = productById.get(masterId);
      if (!product) return [];
      const color = chosen ?? defaultColors.find((c) => c.productId === masterId) ?? null;
      const name = localize(product.name, ctx.locale);
      const colorLabel = color ? localize(color.label, ctx.locale) : null;
      const price = priceById.get(masterId);
      return [
        {
          itemId: item.id,
          productId: item.productId,
          masterId,
          name,
          colorLabel,
          qty: item.qty,
          pageUrl: `${productUrl(product.slug, masterId)}${chosen ? `?color=${chosen.code}` : ''}`,
          image: { src: color?.imageUrls[0] ?? '', alt: colorLabel ? `${name}, ${colorLabel}` : name },
          price: price ? priceDisplay(price) : null,
          available: inStock.some(
            (row) => row.productId === masterId && (!chosen || row.colorId === chosen.id),
          ),
        },
      ];
    }),
  };
}

/** GET /wishlists/v2/favorites: the shopper's list (empty, with favoriteId null, before the first add). */
export async function getFavorites(db: Db, actor: WishlistActor, page: Page): Promise<Favorites> {
  await assertAllowed(db, actor);
  const list = await findList(db, actor);
  return listView(db, actor.ctx, list?.id ?? null, page);
}

/** The product a favorite points at: a colour of a master, or a master. PLP400 when neither exists. */
async function assertProduct(db: Db, productId: string): Promise<void> {
  const [color] = await db
    .select({ id: schema.productColors.id })
    .from(schema.productColors)
    .where(eq(schema.productColors.id, productId));
  if (color) return;
  const [product] = await db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(eq(schema.products.id, productId));
  if (!product) throw new CommerceError('PLP400', { id: productId }, `Product ${productId} was not found`);
}

/** POST /wishlists/v2/favorites: adds a product (again: keeps one entry, with the new quantity). */
export async function addFavorite(
  db: Db,
  actor: WishlistActor,
  request: AddFavoriteRequest,
  page: Page,
): Promise<Favorites> {
  await assertAllowed(db, actor);
  const list = request.favoriteId ? await ownList(db, actor, request.favoriteId) : await listOf(db, actor);
  await assertProduct(db, request.id);
  await db
    .insert(schema.favoriteItems)
    .values({ id: newId(), favoriteId: list.id, productId: request.id, qty: request.qty })
    .onConflictDoUpdate({
      target: [schema.favoriteItems.favoriteId, schema.favoriteItems.productId],
      set: { qty: request.qty },
    });
  return listView(db, actor.ctx, list.id, page);
}

/** DELETE /wishlists/v2/favorites/{favoriteId}/items/{itemId}. */
export async function removeFavorite(
  db: Db,
  actor: WishlistActor,
  favoriteId: string,
  itemId: string,
  page: Page,
): Promise<Favorites> {
  await assertAllowed(db, actor);
  const list = await ownList(db, actor, favoriteId);
  const removed = await db
    .delete(schema.favoriteItems)
    .where(and(eq(schema.favoriteItems.id, itemId), eq(schema.favoriteItems.favoriteId, list.id)))
    .returning({ id: schema.favoriteItems.id });
  if (removed.length === 0) throw new CommerceError('API404', { itemId });
  return listView(db, actor.ctx, list.id, page);
}

/** POST /wishlists/v2/favorites/{favoriteId}/share: the list's read-only share token (one per list). */
export async function shareFavorites(db: Db, actor: WishlistActor, favoriteId: string) {
  await assertAllowed(db, actor);
  const list = await ownList(db, actor, favoriteId);
  if (list.shareToken) return { favoriteId: list.id, shareToken: list.shareToken };
  const shareToken = secretToken();
  await db.update(schema.favorites).set({ shareToken }).where(eq(schema.favorites.id, list.id));
  return { favoriteId: list.id, shareToken };
}

/** GET /wishlists/v2/favorites/{favoriteId}/share: a shared list, for anyone holding its share token. */
export async function sharedFavorites(
  db: Db,
  ctx: ShopContext,
  favoriteId: string,
  shareToken: string,
  page: Page,
): Promise<Favorites> {
  const [list] = await db
    .select()
    .from(schema.favorites)
    .where(and(eq(schema.favorites.id, favoriteId), eq(schema.favorites.shareToken, shareToken)));
  if (!list) throw new CommerceError('API404', { favoriteId });
  return listView(db, ctx, list.id, page);
}

/**
 * At sign-in, a guest's favorites (guestObjects.favoriteId) move into the account's list on this site.
 * A list that is not a guest's on this site is ignored: signing in never fails because of favorites.
 */
export async function mergeGuestFavorites(
  db: Db,
  ctx: ShopContext,
  guestFavoriteId: string | null | undefined,
  accountShopperId: string,
): Promise<void> {
  if (!guestFavoriteId) return;
  const [list] = await db
    .select({ list: schema.favorites })
    .from(schema.favorites)
    .where(and(eq(schema.favorites.id, guestFavoriteId), eq(schema.favorites.siteId, ctx.siteId)));
  const guest = list && (await isGuestShopper(db, list.list.ownerId)) ? list : undefined;
  if (!guest) return;
  const account = await listOf(db, { ctx, shopperId: accountShopperId });
  await db.transaction(async (tx) => {
    const items = await tx
      .select()
      .from(schema.favoriteItems)
      .where(eq(schema.favoriteItems.favoriteId, guest.list.id));
    if (items.length > 0) {
      await tx
        .insert(schema.favoriteItems)
        .values(items.map((item) => ({ ...item, id: newId(), favoriteId: account.id })))
        .onConflictDoNothing();
    }
    await tx.delete(schema.favoriteItems).where(eq(schema.favoriteItems.favoriteId, guest.list.id));
    await tx.delete(schema.favorites).where(eq(schema.favorites.id, guest.list.id));
  });
}
