import { and, eq, gte, schema, sql, type Tx } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';

/** The payment methods a gift_cards row pays: gift cards, reward cards and single-use reward codes. */
export const CARD_TENDERS = ['GIFT_CARD', 'REWARD_CARD', 'REWARD_CODE'] as const;

export interface CardDebit {
  methodId: string;
  giftCardId: string | null;
  amount: number;
  /** The cart payment instrument, named in the error when the debit fails. */
  paymentInstrumentId: string;
}

/**
 * Takes each gift or reward card's share inside the caller's transaction with a guarded update (a balance
 * spent elsewhere meanwhile fails the order: GFC740, REW140), and redeems each reward code once (REW410 when
 * another order did). Rows are locked in card id order so concurrent orders cannot deadlock.
 */
export async function debitCards(tx: Tx, debits: readonly CardDebit[]): Promise<void> {
  const ordered = [...debits].sort((a, b) => (a.giftCardId ?? '').localeCompare(b.giftCardId ?? ''));
  for (const debit of ordered) {
    const id = eq(schema.giftCards.id, debit.giftCardId ?? '');
    const active = eq(schema.giftCards.status, 'active');
    const debited =
      debit.methodId === 'REWARD_CODE'
        ? await tx
            .update(schema.giftCards)
            .set({ status: 'redeemed' })
            .where(and(id, active, gte(schema.giftCards.balance, debit.amount)))
            .returning({ id: schema.giftCards.id })
        : await tx
            .update(schema.giftCards)
            .set({ balance: sql`${schema.giftCards.balance} - ${debit.amount}` })
            .where(and(id, active, gte(schema.giftCards.balance, debit.amount)))
            .returning({ id: schema.giftCards.id });
    if (debited.length === 0) {
      const errorId = { GIFT_CARD: 'GFC740', REWARD_CARD: 'REW140', REWARD_CODE: 'REW410' } as const;
      throw new CommerceError(errorId[debit.methodId as keyof typeof errorId] ?? 'GFC740', {
        payment_instrument_id: debit.paymentInstrumentId,
      });
    }
  }
}

/**
 * Gives debited amounts back inside the caller's transaction, in card id order: to the card's balance, or,
 * for a reward code (single use), makes it usable again at its face value.
 */
export async function refundCards(
  tx: Tx,
  refunds: readonly { methodId: string; giftCardId: string | null; amount: number }[],
): Promise<void> {
  for (const refund of [...refunds].sort((a, b) => (a.giftCardId ?? '').localeCompare(b.giftCardId ?? ''))) {
    await tx
      .update(schema.giftCards)
      .set(
        refund.methodId === 'REWARD_CODE'
          ? { status: 'active' }
          : { balance: sql`${schema.giftCards.balance} + ${refund.amount}` },
      )
      .where(eq(schema.giftCards.id, refund.giftCardId ?? ''));
  }
}
