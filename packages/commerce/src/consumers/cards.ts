import { and, asc, type Db, type DbOrTx, eq, schema } from '@ridgeline/db';
import type { PaymentGateway } from '../payments/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { loadAccount } from './account.ts';

type Row = typeof schema.savedCards.$inferSelect;

export function cardView(row: Row) {
  return {
    paymentInstrumentId: row.id,
    payment_method_id: 'CREDIT_CARD' as const,
    card: {
      paymentInstrumentId: row.id,
      cardType: row.brand,
      maskedNumber: `************${row.last4}`,
      last4: row.last4,
      expirationMonth: row.expMonth,
      expirationYear: row.expYear,
      holder: row.holder,
      main: row.isMain,
    },
  };
}

export async function listCards(db: DbOrTx, shopperId: string) {
  const rows = await db
    .select()
    .from(schema.savedCards)
    .where(eq(schema.savedCards.shopperId, shopperId))
    .orderBy(asc(schema.savedCards.createdAt), asc(schema.savedCards.id));
  return rows.map(cardView);
}

const isExpired = (month: number, year: number, now: Date) =>
  year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);

/**
 * Saves a card from a gateway token (never a number). PYT404 for an unknown token, FE309 for an
 * expired card, PYT300 when the same card (brand, last four, expiry) is saved already.
 * The first card, or one marked main, becomes the main card.
 */
export async function saveCard(
  db: Db,
  gateway: PaymentGateway,
  shopperId: string,
  token: string,
  main?: boolean,
) {
  await loadAccount(db, shopperId);
  const card = await gateway.describeToken(token);
  if (!card) throw new CommerceError('PYT404', { field: 'body.card.token' });
  if (isExpired(card.expMonth, card.expYear, new Date())) throw new CommerceError('FE309');
  const existing = await db
    .select()
    .from(schema.savedCards)
    .where(eq(schema.savedCards.shopperId, shopperId));
  const same = existing.find(
    (row) =>
      row.brand === card.brand &&
      row.last4 === card.last4 &&
      row.expMonth === card.expMonth &&
      row.expYear === card.expYear,
  );
  if (same) throw new CommerceError('PYT300', { paymentInstrumentId: same.id });
  const id = newId();
  const isMain = main === true || existing.length === 0;
  await db.transaction(async (tx) => {
    if (isMain)
      await tx
        .update(schema.savedCards)
        .set({ isMain: false })
        .where(eq(schema.savedCards.shopperId, shopperId));
    await tx.insert(schema.savedCards).values({ id, shopperId, gatewayToken: token, ...card, isMain });
  });
  const [saved] = await db.select().from(schema.savedCards).where(eq(schema.savedCards.id, id));
  return cardView(saved!);
}

async function own(db: DbOrTx, shopperId: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(schema.savedCards)
    .where(and(eq(schema.savedCards.id, id), eq(schema.savedCards.shopperId, shopperId)));
  if (!row) throw new CommerceError('PYT404', { paymentInstrumentId: id });
  return row;
}

export async function setMainCard(db: Db, shopperId: string, id: string) {
  await own(db, shopperId, id);
  await db.transaction(async (tx) => {
    await tx
      .update(schema.savedCards)
      .set({ isMain: false })
      .where(eq(schema.savedCards.shopperId, shopperId));
    await tx.update(schema.savedCards).set({ isMain: true }).where(eq(schema.savedCards.id, id));
  });
  return listCards(db, shopperId);
}

/** Removes a card; when it was main, the oldest remaining card becomes main. */
export async function deleteCard(db: Db, shopperId: string, id: string) {
  const row = await own(db, shopperId, id);
  await db.transaction(async (tx) => {
    await tx.delete(schema.savedCards).where(eq(schema.savedCards.id, id));
    if (row.isMain) {
      const [next] = await tx
        .select()
        .from(schema.savedCards)
        .where(eq(schema.savedCards.shopperId, shopperId))
        .orderBy(asc(schema.savedCards.createdAt), asc(schema.savedCards.id));
      if (next)
        await tx.update(schema.savedCards).set({ isMain: true }).where(eq(schema.savedCards.id, next.id));
    }
  });
  return listCards(db, shopperId);
}
