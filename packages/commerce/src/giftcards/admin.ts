import type { AdminGiftCard, AdminGiftCardIssueRequest } from '@ridgeline/contracts';
import { and, type Db, type DbOrTx, eq, schema } from '@ridgeline/db';
import { type AuditActorType, recordAudit } from '../audit/index.ts';
import { giftCardPayments } from '../orders/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { queueEmail } from '../shared/outbox.ts';
import { eGiftEmail } from './egift.ts';
import {
  GIFT_CARD_NUMBER,
  hashGiftCardNumber,
  maskGiftCardNumber,
  newGiftCardNumber,
  normaliseGiftCardNumber,
} from './numbers.ts';
import type { GiftCardRow } from './service.ts';

const { giftCards } = schema;

export interface GiftCardActor {
  type: AuditActorType;
  id: string;
}

/** What the audit log keeps of a card: never its number. */
const auditView = (card: GiftCardRow) => ({
  maskedNumber: maskGiftCardNumber(card.last4),
  currency: card.currency,
  initialBalance: card.initialBalance,
  balance: card.balance,
  status: card.status,
  expiresAt: card.expiresAt?.toISOString() ?? null,
});

/** A card with its history: issued, the orders it paid, what was given back to it, disabled. */
async function view(db: DbOrTx, card: GiftCardRow): Promise<AdminGiftCard> {
  const payments = await giftCardPayments(db, card.id);
  const transactions: AdminGiftCard['transactions'] = [
    { type: 'issued', amount: card.initialBalance, orderNumber: null, at: card.createdAt.toISOString() },
  ];
  for (const payment of payments) {
    const at = payment.placedAt.toISOString();
    transactions.push({ type: 'payment', amount: -payment.amount, orderNumber: payment.orderNumber, at });
    const givenBack = payment.status === 'refunded' ? payment.amount : payment.refundedAmount;
    if (givenBack > 0)
      transactions.push({ type: 'refund', amount: givenBack, orderNumber: payment.orderNumber, at: null });
  }
  if (card.status === 'disabled')
    transactions.push({ type: 'disabled', amount: 0, orderNumber: null, at: null });
  return {
    id: card.id,
    maskedNumber: maskGiftCardNumber(card.last4),
    kind: card.kind,
    status: card.status,
    currency: card.currency,
    initialBalance: card.initialBalance,
    balance: card.balance,
    expiresAt: card.expiresAt?.toISOString() ?? null,
    createdAt: card.createdAt.toISOString(),
    transactions,
  };
}

/**
 * Issues a gift card from the back-office. Its number is returned this once (only its hash is kept,
 * decision 031); with a recipient's email, the e-gift card email is queued in the same transaction.
 */
export async function issueGiftCard(db: Db, actor: GiftCardActor, request: AdminGiftCardIssueRequest) {
  const number = newGiftCardNumber();
  const id = newId();
  const card = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(giftCards)
      .values({
        id,
        numberHash: hashGiftCardNumber(number),
        last4: number.slice(-4),
        currency: request.currency,
        initialBalance: request.amount,
        balance: request.amount,
        expiresAt: request.expiresAt ? new Date(request.expiresAt) : null,
      })
      .returning();
    if (request.recipientEmail) {
      const gift = {
        email: request.recipientEmail,
        ...(request.recipientName ? { to: request.recipientName } : {}),
        ...(request.senderName ? { from: request.senderName } : {}),
        ...(request.message ? { message: request.message } : {}),
      };
      await queueEmail(
        tx,
        eGiftEmail(
          { locale: request.locale ?? 'en-us', currency: request.currency },
          gift,
          { number, balance: request.amount },
          false,
        ),
      );
    }
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'gift_card.issue',
      entityType: 'gift_card',
      entityId: id,
      before: null,
      after: { ...auditView(created!), recipientEmail: request.recipientEmail ?? null },
    });
    return created!;
  });
  return { ...(await view(db, card)), number, emailed: Boolean(request.recipientEmail) };
}

/** A card by its number as typed (spaces and dashes ignored), whatever its state: GFC800 / PRA411. */
export async function lookUpGiftCard(db: DbOrTx, input: string): Promise<AdminGiftCard> {
  const number = normaliseGiftCardNumber(input);
  if (!GIFT_CARD_NUMBER.test(number)) throw new CommerceError('GFC800');
  const [card] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.numberHash, hashGiftCardNumber(number)));
  if (!card) throw new CommerceError('PRA411');
  return view(db, card);
}

/** Disables a card: it can no longer pay (GFC760). PRA410 when it is not active. */
export async function disableGiftCard(db: Db, actor: GiftCardActor, giftCardId: string) {
  const card = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(giftCards).where(eq(giftCards.id, giftCardId)).for('update');
    if (!before) throw new CommerceError('PRA411');
    if (before.status !== 'active') throw new CommerceError('PRA410', { giftCardId });
    const [after] = await tx
      .update(giftCards)
      .set({ status: 'disabled' })
      .where(and(eq(giftCards.id, giftCardId), eq(giftCards.status, 'active')))
      .returning();
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'gift_card.disable',
      entityType: 'gift_card',
      entityId: giftCardId,
      before: auditView(before),
      after: auditView(after!),
    });
    return after!;
  });
  return view(db, card);
}
