import type { Cart, SaveForLater } from '@ridgeline/contracts';
import { and, asc, type Db, eq, schema, sql } from '@ridgeline/db';
import { isGuestShopper } from '../auth/index.ts';
import { productUrl } from '../catalog/index.ts';
import { onlineUnits } from '../inventory/index.ts';
import { consumerTypeOf } from '../promotions/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { localize } from '../shared/locale.ts';
import { loadOwnCart } from './load.ts';
import { addItem, type CartActor } from './service.ts';
import { cartView } from './view.ts';

/** Saved for later is off for a connected employee (spec section 6). */
async function assertAllowed(db: Db, actor: CartActor) {
  if ((await consumerTypeOf(db, actor.shopperId)) === 'EMPLOYEE') {
    throw new CommerceError('API405', { reason: 'saved for later is not available to employees' });
  }
}

/** The shopper's list on this site, created on first use. */
async function listOf(db: Db, actor: CartActor): Promise<string> {
  await db
    .insert(schema.savedForLater)
    .values({ id: newId(), ownerId: actor.shopperId, siteId: actor.ctx.siteId })
    .onConflictDoNothing();
  const [list] = await db
    .select()
    .from(schema.savedForLater)
    .where(
      and(
        eq(schema.savedForLater.ownerId, actor.shopperId),
        eq(schema.savedForLater.siteId, actor.ctx.siteId),
      ),
    );
  return list!.id;
}

export async function saveForLaterView(db: Db, actor: CartActor, listId: string): Promise<SaveForLater> {
  const rows = await db
    .select({
      item: schema.savedForLaterItems,
      product: schema.products,
      color: schema.productColors,
    })
    .from(schema.savedForLaterItems)
    .innerJoin(schema.variants, eq(schema.variants.upc, schema.savedForLaterItems.upc))
    .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
    .innerJoin(schema.productColors, eq(schema.productColors.id, schema.variants.colorId))
    .where(eq(schema.savedForLaterItems.listId, listId))
    .orderBy(asc(schema.savedForLaterItems.createdAt), asc(schema.savedForLaterItems.id));
  const units = await onlineUnits(
    db,
    rows.map((row) => row.item.upc),
  );
  return {
    saveForLaterId: listId,
    items: rows.map(({ item, product, color }) => {
      const onHand = units.get(item.upc) ?? null;
      const name = localize(product.name, actor.ctx.locale);
      return {
        itemId: item.id,
        productId: color.id,
        masterId: product.id,
        upc: item.upc,
        name,
        qty: item.qty,
        pageUrl: item.pdpUrl ?? `${productUrl(product.slug, product.id)}?color=${color.code}`,
        image: { src: color.imageUrls[0] ?? '', alt: `${name}, ${localize(color.label, actor.ctx.locale)}` },
        available: (onHand ?? 0) > 0,
      };
    }),
  };
}

/** PUT /cart/v2/saveForLater: moves a cart line to the shopper's saved-for-later list. */
export async function moveToSaveForLater(db: Db, actor: CartActor, cartId: string, itemId: string) {
  await assertAllowed(db, actor);
  const cart = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  const [item] = await db
    .select()
    .from(schema.cartItems)
    .where(and(eq(schema.cartItems.id, itemId), eq(schema.cartItems.cartId, cart.id)));
  if (!item) throw new CommerceError('ORD404', { itemId });
  if (item.customAmount !== null) {
    throw new CommerceError('REQ400', {
      field: 'body.itemId',
      problem: 'e-gift cards (amount and recipient) cannot be saved for later',
    });
  }
  if (item.recipeId !== null) {
    throw new CommerceError('REQ400', {
      field: 'body.itemId',
      problem: 'custom designs are made to order and cannot be saved for later',
    });
  }
  const listId = await listOf(db, actor);
  await db.transaction(async (tx) => {
    await tx
      .insert(schema.savedForLaterItems)
      .values({ id: newId(), listId, upc: item.upc, qty: item.qty, pdpUrl: item.pdpUrl })
      .onConflictDoUpdate({
        target: [schema.savedForLaterItems.listId, schema.savedForLaterItems.upc],
        set: { qty: sql`${schema.savedForLaterItems.qty} + ${item.qty}` },
      });
    await tx.delete(schema.cartItems).where(eq(schema.cartItems.id, item.id));
  });
  return {
    cart: await cartView(db, actor.ctx, cart),
    saveForLater: await saveForLaterView(db, actor, listId),
  };
}

/**
 * POST /cart/v2/cart/{basketId}/saveForLater: moves a saved item back into the cart (with the cart's
 * stock checks: INV700 when it sold out, INV408 above what is left). It stays saved if that fails.
 */
export async function moveToCart(
  db: Db,
  actor: CartActor,
  cartId: string,
  request: { saveForLaterId: string; itemId: string; qty?: number | undefined },
): Promise<{ cart: Cart; saveForLater: SaveForLater }> {
  await assertAllowed(db, actor);
  const listId = await ownList(db, actor, request.saveForLaterId);
  const [saved] = await db
    .select()
    .from(schema.savedForLaterItems)
    .where(
      and(eq(schema.savedForLaterItems.id, request.itemId), eq(schema.savedForLaterItems.listId, listId)),
    );
  if (!saved) throw new CommerceError('ORD404', { itemId: request.itemId });
  const cart = await addItem(db, actor, {
    cartId,
    upc: saved.upc,
    qty: request.qty ?? saved.qty,
    ...(saved.pdpUrl ? { pdpUrl: saved.pdpUrl } : {}),
  });
  await db.delete(schema.savedForLaterItems).where(eq(schema.savedForLaterItems.id, saved.id));
  return { cart, saveForLater: await saveForLaterView(db, actor, listId) };
}

/** DELETE /cart/v2/saveForLater/{saveForlaterId}/items/{itemId}. */
export async function removeSavedItem(db: Db, actor: CartActor, saveForLaterId: string, itemId: string) {
  await assertAllowed(db, actor);
  const listId = await ownList(db, actor, saveForLaterId);
  const removed = await db
    .delete(schema.savedForLaterItems)
    .where(and(eq(schema.savedForLaterItems.id, itemId), eq(schema.savedForLaterItems.listId, listId)))
    .returning({ id: schema.savedForLaterItems.id });
  if (removed.length === 0) throw new CommerceError('ORD404', { itemId });
  return saveForLaterView(db, actor, listId);
}

/** The shopper's list on this site, empty (no id yet) until something is saved. */
export async function currentSaveForLater(db: Db, actor: CartActor): Promise<SaveForLater> {
  await assertAllowed(db, actor);
  const [list] = await db
    .select({ id: schema.savedForLater.id })
    .from(schema.savedForLater)
    .where(
      and(
        eq(schema.savedForLater.ownerId, actor.shopperId),
        eq(schema.savedForLater.siteId, actor.ctx.siteId),
      ),
    );
  return list ? saveForLaterView(db, actor, list.id) : { saveForLaterId: '', items: [] };
}

/** The list when it is this shopper's; API404 otherwise (never reveals other shoppers' lists). */
async function ownList(db: Db, actor: CartActor, saveForLaterId: string): Promise<string> {
  const [list] = await db
    .select()
    .from(schema.savedForLater)
    .where(eq(schema.savedForLater.id, saveForLaterId));
  if (!list || list.ownerId !== actor.shopperId || list.siteId !== actor.ctx.siteId) {
    throw new CommerceError('API404', { saveForLaterId });
  }
  return list.id;
}

/** GET /wishlists/v2/saveForLater: a page (start, count) of the shopper's list on this site. */
export async function savedForLater(
  db: Db,
  actor: CartActor,
  page: { start: number; count: number },
): Promise<SaveForLater> {
  const view = await currentSaveForLater(db, actor);
  return { ...view, items: view.items.slice(page.start, page.start + page.count) };
}

/**
 * At sign-in, a guest's saved-for-later list (guestObjects.saveForLaterId) joins the account's list on this
 * site: quantities of the same item add up. A list that is not a guest's on this site is ignored.
 */
export async function mergeGuestSaveForLater(
  db: Db,
  ctx: CartActor['ctx'],
  guestListId: string | null | undefined,
  accountShopperId: string,
): Promise<void> {
  if (!guestListId) return;
  const [list] = await db
    .select({ list: schema.savedForLater })
    .from(schema.savedForLater)
    .where(and(eq(schema.savedForLater.id, guestListId), eq(schema.savedForLater.siteId, ctx.siteId)));
  const guest = list && (await isGuestShopper(db, list.list.ownerId)) ? list : undefined;
  if (!guest) return;
  const accountListId = await listOf(db, { ctx, shopperId: accountShopperId });
  await db.transaction(async (tx) => {
    const items = await tx
      .select()
      .from(schema.savedForLaterItems)
      .where(eq(schema.savedForLaterItems.listId, guest.list.id));
    for (const item of items) {
      await tx
        .insert(schema.savedForLaterItems)
        .values({ ...item, id: newId(), listId: accountListId })
        .onConflictDoUpdate({
          target: [schema.savedForLaterItems.listId, schema.savedForLaterItems.upc],
          set: { qty: sql`${schema.savedForLaterItems.qty} + ${item.qty}` },
        });
    }
    await tx.delete(schema.savedForLaterItems).where(eq(schema.savedForLaterItems.listId, guest.list.id));
    await tx.delete(schema.savedForLater).where(eq(schema.savedForLater.id, guest.list.id));
  });
}
