import type { ErrorId } from '@ridgeline/contracts';
import { and, type DbOrTx, eq, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import {
  GIFT_CARD_NUMBER,
  hashGiftCardNumber,
  maskGiftCardNumber,
  normaliseGiftCardNumber,
} from './numbers.ts';

export type GiftCardRow = typeof schema.giftCards.$inferSelect;

export interface GiftCardBalance {
  maskedNumber: string;
  balance: number;
  currency: string;
  expiresAt: string | null;
}

/**
 * The gift card behind a typed number: GFC400 when empty, GFC800 when it cannot be a number,
 * GFC700 when no card has it, GFC760 when the card is disabled, GFC812 when it has expired.
 */
export async function findGiftCard(
  db: DbOrTx,
  input: string | undefined,
  now = new Date(),
): Promise<GiftCardRow> {
  const number = normaliseGiftCardNumber(input ?? '');
  if (!number) throw new CommerceError('GFC400');
  if (!GIFT_CARD_NUMBER.test(number)) throw new CommerceError('GFC800');
  const [card] = await db
    .select()
    .from(schema.giftCards)
    .where(
      and(eq(schema.giftCards.numberHash, hashGiftCardNumber(number)), eq(schema.giftCards.kind, 'gift')),
    );
  if (!card) throw new CommerceError('GFC700');
  if (card.status !== 'active')
    throw new CommerceError('GFC760', { maskedNumber: maskGiftCardNumber(card.last4) });
  if (card.expiresAt && card.expiresAt <= now) {
    throw new CommerceError('GFC812', { maskedNumber: maskGiftCardNumber(card.last4) });
  }
  return card;
}

export function balanceView(card: GiftCardRow): GiftCardBalance {
  return {
    maskedNumber: maskGiftCardNumber(card.last4),
    balance: card.balance,
    currency: card.currency,
    expiresAt: card.expiresAt?.toISOString() ?? null,
  };
}

export async function checkBalance(db: DbOrTx, input: string | undefined): Promise<GiftCardBalance> {
  return balanceView(await findGiftCard(db, input));
}

/** Why a found card cannot pay this cart, or null. */
export function unusableReason(card: GiftCardRow, cartCurrency: string): ErrorId | null {
  if (card.balance <= 0) return 'GFC740';
  if (card.currency !== cartCurrency) return 'GFC725';
  return null;
}
