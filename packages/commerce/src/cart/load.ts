import { and, asc, type DbOrTx, eq, schema, sql } from '@ridgeline/db';
import { ATHLETE_PROGRAMME } from '../consumers/index.ts';
import { onlineUnits, storeUnits } from '../inventory/index.ts';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';

export type CartRow = typeof schema.carts.$inferSelect;

/** An open cart of this shopper on this site; BSK404 otherwise (never reveals other shoppers' carts). */
export async function loadOwnCart(
  db: DbOrTx,
  ctx: ShopContext,
  shopperId: string,
  cartId: string,
): Promise<CartRow> {
  const [cart] = await db
    .select()
    .from(schema.carts)
    .where(
      and(eq(schema.carts.id, cartId), eq(schema.carts.ownerId, shopperId), eq(schema.carts.status, 'open')),
    );
  if (!cart || cart.siteId !== ctx.siteId) throw new CommerceError('BSK404', { basketId: cartId });
  return cart;
}

const lineColumns = {
  item: schema.cartItems,
  variant: schema.variants,
  product: schema.products,
  color: schema.productColors,
  price: schema.prices,
};

/** Every line of a cart with what is needed to price and show it. */
export async function loadCartLines(db: DbOrTx, cart: CartRow) {
  const rows = await db
    .select(lineColumns)
    .from(schema.cartItems)
    .innerJoin(schema.variants, eq(schema.variants.upc, schema.cartItems.upc))
    .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
    .innerJoin(schema.productColors, eq(schema.productColors.id, schema.variants.colorId))
    .leftJoin(
      schema.prices,
      and(eq(schema.prices.productId, schema.variants.productId), eq(schema.prices.currency, cart.currency)),
    )
    .where(eq(schema.cartItems.cartId, cart.id))
    .orderBy(asc(schema.cartItems.createdAt), asc(schema.cartItems.id));
  const upcs = rows.map((row) => row.item.upc);
  const online = await onlineUnits(db, upcs);
  const shelves = await storeUnits(
    db,
    rows.flatMap((row) => (row.item.storeId ? [row.item.storeId] : [])),
    upcs,
  );
  return rows.map((row) => ({
    ...row,
    onHand: online.get(row.item.upc) ?? null,
    storeOnHand: row.item.storeId ? (shelves.get(`${row.item.storeId}:${row.item.upc}`) ?? null) : null,
  }));
}

/** A variant with what is needed to show it as a line that is not stored in the cart (a free gift). */
export async function loadVariantFacts(db: DbOrTx, currency: string, upc: string) {
  const { item: _item, ...columns } = lineColumns;
  const [row] = await db
    .select(columns)
    .from(schema.variants)
    .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
    .innerJoin(schema.productColors, eq(schema.productColors.id, schema.variants.colorId))
    .leftJoin(
      schema.prices,
      and(eq(schema.prices.productId, schema.variants.productId), eq(schema.prices.currency, currency)),
    )
    .where(eq(schema.variants.upc, upc));
  if (!row) return null;
  const online = await onlineUnits(db, [upc]);
  return { ...row, onHand: online.get(upc) ?? null, storeOnHand: null };
}

export type CartLine = Awaited<ReturnType<typeof loadCartLines>>[number];

/**
 * The cart's payment instruments in the order they were added, with each stored-value card's balance
 * and status (gift card, reward card, reward code) and, for athlete payment, the allowance left.
 */
export async function loadCartPayments(db: DbOrTx, cartId: string) {
  const rows = await db
    .select({
      payment: schema.cartPayments,
      giftCardBalance: schema.giftCards.balance,
      giftCardStatus: schema.giftCards.status,
      allowanceLeft: sql<
        number | null
      >`${schema.programmeProfiles.annualLimit} - ${schema.programmeProfiles.currentSpend}`,
    })
    .from(schema.cartPayments)
    .innerJoin(schema.carts, eq(schema.carts.id, schema.cartPayments.cartId))
    .leftJoin(schema.giftCards, eq(schema.giftCards.id, schema.cartPayments.giftCardId))
    .leftJoin(
      schema.programmeProfiles,
      and(
        eq(schema.cartPayments.methodId, 'ATHLETES_PAYMENT'),
        eq(schema.programmeProfiles.shopperId, schema.carts.ownerId),
        eq(schema.programmeProfiles.programme, ATHLETE_PROGRAMME),
        eq(schema.programmeProfiles.currency, schema.carts.currency),
      ),
    )
    .where(eq(schema.cartPayments.cartId, cartId))
    .orderBy(asc(schema.cartPayments.createdAt), asc(schema.cartPayments.id));
  return rows.map((row) => ({
    ...row.payment,
    giftCardBalance: row.giftCardBalance,
    giftCardStatus: row.giftCardStatus,
    allowanceLeft: row.allowanceLeft === null ? null : Number(row.allowanceLeft),
  }));
}

export type CartPaymentRow = Awaited<ReturnType<typeof loadCartPayments>>[number];

/** Instruments that hold stored value in gift_cards rows: debited in the order transaction. */
export const STORED_VALUE_METHODS = ['GIFT_CARD', 'REWARD_CARD', 'REWARD_CODE'];

/** Methods that take whatever the fixed-amount instruments (gift cards) leave. */
export const OPEN_AMOUNT_METHODS = ['CREDIT_CARD', 'BNPL'];
