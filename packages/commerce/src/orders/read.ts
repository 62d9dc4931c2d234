import { timingSafeEqual } from 'node:crypto';
import { errorMessage, type Order } from '@ridgeline/contracts';
import { type AddressRecord, asc, type DbOrTx, eq, inArray, schema } from '@ridgeline/db';
import { describe, loadRecipes } from '../customs/index.ts';
import { DIGITAL, maskGiftCardNumber } from '../giftcards/index.ts';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { applicableShippingMethods, DEFAULT_SHIPPING_RATES, storeMethod } from '../shipping/index.ts';

export interface OrderReader {
  shopperId?: string | undefined;
  /** The order's lookup token, for guests who have it (confirmation page, email link). */
  st?: string | undefined;
}

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const addressView = ({ email: _email, giftOption: _giftOption, ...address }: AddressRecord) => address;

/** Whether the reader owns the order or holds its lookup token. */
export function readableBy(order: { ownerId: string; lookupToken: string }, reader: OrderReader): boolean {
  return Boolean(
    (reader.shopperId && order.ownerId === reader.shopperId) ||
      (reader.st && sameSecret(reader.st, order.lookupToken)),
  );
}

/** An order its owner, or a holder of its lookup token, may read; OHS4004 for anyone else. */
export async function getOrder(
  db: DbOrTx,
  ctx: ShopContext,
  orderNumber: string,
  reader: OrderReader,
): Promise<Order> {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
  if (!order || !readableBy(order, reader)) throw new CommerceError('OHS4004', { orderNumber });

  const [items, payments] = await Promise.all([
    db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderNumber, orderNumber))
      .orderBy(asc(schema.orderItems.name)),
    db.select().from(schema.orderPayments).where(eq(schema.orderPayments.orderNumber, orderNumber)),
  ]);
  const method = // The method's name and delay only (the order keeps what it paid): the code's rates, even if switched off since.
    applicableShippingMethods(DEFAULT_SHIPPING_RATES[ctx.siteId], ctx.locale, 0).find(
      (m) => m.code === order.shippingMethodCode,
    );
  const cardIds = items.flatMap((item) => (item.giftCardId ? [item.giftCardId] : []));
  const cards = cardIds.length
    ? await db.select().from(schema.giftCards).where(inArray(schema.giftCards.id, cardIds))
    : [];
  const cardOf = new Map(cards.map((card) => [card.id, card]));
  const designs = await loadRecipes(
    db,
    items.flatMap((item) => (item.recipeId ? [item.recipeId] : [])),
  );
  const summaryOf = (recipeId: string | null) => {
    const design = recipeId ? designs.get(recipeId) : undefined;
    return design ? describe(design.template, design.recipe.choices, ctx.locale).summary : null;
  };
  const digital = storeMethod(DIGITAL, ctx.locale);
  return {
    orderNumber: order.orderNumber,
    st: order.lookupToken,
    status: order.status,
    placedAt: order.placedAt.toISOString(),
    siteId: order.siteId,
    locale: order.locale,
    currency: order.currency,
    email: order.email,
    billingAddress: addressView(order.billingAddress),
    shipments: [
      ...(order.shippingAddress
        ? [
            {
              shipmentId: 'me',
              shippingMethod: {
                code: method?.code ?? 'standard',
                label: method?.label ?? order.shippingMethodCode,
                deliveryTime: method?.deliveryTime ?? '',
                price: { amount: order.totals.shipping },
              },
              address: addressView(order.shippingAddress),
              giftOption: order.shippingAddress.giftOption ?? null,
            },
          ]
        : []),
      ...(items.some((item) => item.deliveryMethod === DIGITAL)
        ? [{ shipmentId: 'digital', shippingMethod: digital, address: null, giftOption: null }]
        : []),
    ],
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      masterId: item.masterId,
      upc: item.upc,
      name: item.name,
      color: item.colorLabel,
      size: item.size,
      qty: item.qty,
      price: { current: item.unitPrice, rowTotal: item.rowTotal },
      pdpUrl: item.pdpUrl,
      image: { src: item.imageUrl, alt: `${item.name}, ${item.colorLabel}` },
      deliveryMethod: item.deliveryMethod,
      storeId: item.storeId,
      giftOption: item.giftOption
        ? {
            email: item.giftOption?.email ?? '',
            to: item.giftOption?.to ?? '',
            from: item.giftOption?.from ?? '',
            message: item.giftOption?.message ?? '',
          }
        : null,
      giftCard: (() => {
        const card = item.giftCardId ? cardOf.get(item.giftCardId) : undefined;
        return card ? { maskedNumber: maskGiftCardNumber(card.last4), status: card.status } : null;
      })(),
      isCustoms: item.recipeId !== null,
      recipeId: item.recipeId,
      customsSummary: summaryOf(item.recipeId),
    })),
    totals: order.totals,
    promoSummary: order.promoSummary,
    paymentMethod: payments.map((payment) => ({
      code: payment.methodId,
      amount: payment.amount,
      status: payment.status,
      card: payment.cardBrand ? { brand: payment.cardBrand, last4: payment.cardLast4 ?? '' } : null,
      giftCard:
        payment.methodId === 'GIFT_CARD' ||
        payment.methodId === 'REWARD_CARD' ||
        payment.methodId === 'REWARD_CODE'
          ? { maskedNumber: maskGiftCardNumber(payment.cardLast4 ?? '') }
          : null,
    })),
    flash: payments.flatMap((payment) =>
      order.status === 'pending_authentication' &&
      payment.status === 'challenge_required' &&
      payment.actionUrl
        ? [
            {
              type: 'PaymentNotAuthorized',
              message: errorMessage('PAY402', ctx.locale),
              action: {
                type: 'threeDS2' as const,
                method: 'GET' as const,
                url: payment.actionUrl,
                paymentMethod: payment.methodId,
              },
            },
          ]
        : [],
    ),
  };
}
