import type { AdminOrderDetail } from '@ridgeline/contracts';
import { asc, type DbOrTx, eq, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { emailsAbout } from '../shared/outbox.ts';
import { fullOrderTimeline } from './events.ts';
import { refundableOf } from './refunds.ts';
import { shipmentsOf } from './shipments.ts';

const addressView = ({ giftOption: _giftOption, ...address }: Record<string, unknown>) => address;

/**
 * One order as the back-office sees it (decision 066): lines, payments with what is left to refund,
 * shipments and where each is, the whole timeline, the operators' notes and the emails sent about it.
 */
export async function orderForOperator(db: DbOrTx, orderNumber: string): Promise<AdminOrderDetail> {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
  if (!order) throw new CommerceError('OHS4004', { orderNumber });
  const [items, payments, timeline, emails] = await Promise.all([
    db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderNumber, orderNumber))
      .orderBy(asc(schema.orderItems.name), asc(schema.orderItems.id)),
    db
      .select()
      .from(schema.orderPayments)
      .where(eq(schema.orderPayments.orderNumber, orderNumber))
      .orderBy(asc(schema.orderPayments.id)),
    fullOrderTimeline(db, orderNumber),
    emailsAbout(db, order.email, orderNumber),
  ]);
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    placedAt: order.placedAt.toISOString(),
    siteId: order.siteId,
    locale: order.locale,
    currency: order.currency,
    email: order.email,
    ownerId: order.ownerId,
    shippingMethod: order.shippingMethodCode,
    shippingAddress: order.shippingAddress ? addressView({ ...order.shippingAddress }) : null,
    billingAddress: addressView({ ...order.billingAddress }),
    totals: { ...order.totals },
    items: items.map((item) => ({
      id: item.id,
      upc: item.upc,
      productId: item.productId,
      name: item.name,
      color: item.colorLabel,
      size: item.size,
      qty: item.qty,
      unitPrice: item.unitPrice,
      rowTotal: item.rowTotal,
      deliveryMethod: item.deliveryMethod,
      storeId: item.storeId,
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      methodId: payment.methodId,
      amount: payment.amount,
      refundedAmount: payment.refundedAmount,
      status: payment.status,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
    })),
    refundable: payments.reduce((sum, payment) => sum + refundableOf(payment), 0),
    shipments: shipmentsOf(items, timeline),
    timeline,
    notes: timeline
      .filter((event) => event.type === 'note')
      .map((event) => ({
        id: event.id,
        at: event.at,
        text: event.data.text ?? '',
        operatorId: event.data.operatorId ?? '',
      })),
    emails,
  };
}
