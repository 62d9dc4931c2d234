import { E_GIFT_CARD_PRODUCT_TYPE, formatMoney } from '@ridgeline/contracts';
import { translator } from '@ridgeline/contracts/messages/catalogue';
import { and, eq, type GiftOptionRecord, schema, type Tx } from '@ridgeline/db';
import { type OrderItemRow, type OrderRow, orderItemsOf, setItemGiftCard } from '../orders/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { storefrontLink } from '../shared/links.ts';
import { type Email, queueEmail } from '../shared/outbox.ts';
import { hashGiftCardNumber, newGiftCardNumber } from './numbers.ts';

/** Shipping code of lines delivered by email. */
export const DIGITAL = 'digital';

export const isEGiftProductType = (productType: string) => productType === E_GIFT_CARD_PRODUCT_TYPE;

/** The number as printed: groups of four. */
const grouped = (number: string) => number.match(/.{1,4}/g)!.join(' ');

/** The email that delivers an e-gift card to its recipient (queued with queueEmail), in the order's language. */
export function eGiftEmail(
  order: Pick<OrderRow, 'locale' | 'currency'>,
  gift: GiftOptionRecord,
  card: { number: string; balance: number },
  reissued: boolean,
): Email {
  const t = translator(order.locale);
  const values: Record<string, string> = {
    from: gift.from || gift.to || '',
    to: gift.to ?? '',
    amount: formatMoney(card.balance, order.currency, order.locale),
    number: grouped(card.number),
    link: storefrontLink(order.locale, '/cart'),
  };
  const subject = t('email.egift.subject', values);
  return {
    to: gift.email ?? '',
    locale: order.locale,
    subject,
    paragraphs: [
      subject,
      t('email.egift.intro', values),
      ...(gift.message ? [`${t('email.egift.message')}\n${gift.message}`] : []),
      `${t('email.egift.number', values)}\n${t('email.egift.howTo', values)}`,
      ...(reissued ? [t('email.egift.replaces')] : []),
    ],
    template: 'e-gift-card',
  };
}

/** A new card of this amount: only the hash and last four of its random number are stored (decision 031). */
async function newCard(tx: Tx, currency: string, balance: number, initialBalance = balance) {
  const number = newGiftCardNumber();
  const id = newId();
  await tx.insert(schema.giftCards).values({
    id,
    numberHash: hashGiftCardNumber(number),
    last4: number.slice(-4),
    currency,
    initialBalance,
    balance,
  });
  return { id, number, balance };
}

/**
 * Issues the card of every e-gift line of a confirmed order and queues its email to the recipient,
 * inside the order's transaction (placement, or a passed 3-D Secure challenge). Lines already issued
 * are left alone, so it runs once per line.
 */
export async function issueEGiftCards(tx: Tx, order: OrderRow): Promise<void> {
  const lines = (await orderItemsOf(tx, order.orderNumber))
    .filter((line) => line.deliveryMethod === DIGITAL && line.giftCardId === null)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const line of lines) {
    const card = await newCard(tx, order.currency, line.unitPrice);
    await setItemGiftCard(tx, line.id, card.id);
    await queueEmail(tx, eGiftEmail(order, line.giftOption ?? {}, card, false));
  }
}

/**
 * Voids the e-gift cards of an order being cancelled, inside the cancellation's transaction. A card
 * that has been spent (even in part) cannot be taken back: ORD411, and the whole cancellation rolls back.
 */
export async function voidEGiftCards(tx: Tx, orderNumber: string): Promise<void> {
  const lines = (await orderItemsOf(tx, orderNumber)).filter((line) => line.deliveryMethod === DIGITAL);
  const ids = lines.flatMap((line) => (line.giftCardId ? [line.giftCardId] : [])).sort();
  for (const id of ids) {
    const [card] = await tx.select().from(schema.giftCards).where(eq(schema.giftCards.id, id));
    if (card?.status !== 'active') continue;
    const voided = await tx
      .update(schema.giftCards)
      .set({ status: 'disabled' })
      .where(
        and(
          eq(schema.giftCards.id, id),
          eq(schema.giftCards.balance, schema.giftCards.initialBalance),
          eq(schema.giftCards.status, 'active'),
        ),
      )
      .returning({ id: schema.giftCards.id });
    if (voided.length === 0) throw new CommerceError('ORD411', { orderNumber });
  }
}

/**
 * Sends an e-gift card's email again, to the recipient or to a corrected address. The number is never
 * stored (only its hash), so the card is re-keyed: a new number takes over the remaining balance and
 * the old one is disabled (decision 041). GFO404 unknown line, GFO406 not an e-gift line, GFO410 card
 * not issued or cancelled, GFC740 nothing left on it.
 */
export async function reissueEGiftCard(
  tx: Tx,
  order: OrderRow,
  itemId: string,
  recipientEmail: string | undefined,
): Promise<OrderItemRow> {
  const line = (await orderItemsOf(tx, order.orderNumber)).find((item) => item.id === itemId);
  if (!line) throw new CommerceError('GFO404', { orderNumber: order.orderNumber, itemId });
  if (line.deliveryMethod !== DIGITAL) throw new CommerceError('GFO406', { itemId });
  if (!line.giftCardId || order.status === 'cancelled') throw new CommerceError('GFO410', { itemId });
  // The old card is disabled and emptied in one guarded update, so its balance cannot be spent twice.
  const [before] = await tx.select().from(schema.giftCards).where(eq(schema.giftCards.id, line.giftCardId));
  if (before?.status === 'active' && before.balance <= 0) throw new CommerceError('GFC740', { itemId });
  const disabled = await tx
    .update(schema.giftCards)
    .set({ status: 'disabled', balance: 0 })
    .where(
      and(
        eq(schema.giftCards.id, line.giftCardId),
        eq(schema.giftCards.status, 'active'),
        eq(schema.giftCards.balance, before?.balance ?? -1),
      ),
    )
    .returning();
  if (!before || disabled.length === 0) throw new CommerceError('GFO410', { itemId });
  const old = before;
  const card = await newCard(tx, old.currency, old.balance, old.initialBalance);
  const giftOption = { ...(line.giftOption ?? {}), ...(recipientEmail ? { email: recipientEmail } : {}) };
  const updated = await setItemGiftCard(tx, line.id, card.id, giftOption);
  await queueEmail(tx, eGiftEmail(order, giftOption, card, true));
  return updated;
}
