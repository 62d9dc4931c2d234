import {
  type AdminAuthoriseReturnRequest,
  type AdminOrderReturns,
  type AdminReceiveReturnRequest,
  type AdminReturn,
  formatMoney,
  ONLINE_LOCATION,
  type ReturnStatus,
} from '@ridgeline/contracts';
import { translator } from '@ridgeline/contracts/messages/catalogue';
import { and, asc, type Db, type DbOrTx, eq, inArray, ne, schema, type Tx } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { restockReturnedUnits, writeOffReturnedUnits } from '../inventory/index.ts';
import { operatorById } from '../operators/index.ts';
import type { PaymentGateway } from '../payments/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId, secretToken } from '../shared/ids.ts';
import { type Email, queueEmail } from '../shared/outbox.ts';
import { shopsOfSite } from '../stores/index.ts';
import { fullOrderTimeline, recordOrderEvent } from './events.ts';
import type { OrderItemRow, OrderRow } from './record.ts';
import { refundableOf, refundOrder } from './refunds.ts';
import { currentShipments, type OrderActor } from './shipments.ts';

/** Shipment states in which the lines are with the shopper and can come back. */
const WITH_THE_SHOPPER = ['shipped', 'delivered', 'collected'];

type ReturnRow = typeof schema.orderReturns.$inferSelect;
type ReturnLineRow = typeof schema.orderReturnLines.$inferSelect;

async function orderRow(db: DbOrTx, orderNumber: string, lock = false): Promise<OrderRow> {
  const query = db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw new CommerceError('OHS4004', { orderNumber });
  return order;
}

const itemsOf = (db: DbOrTx, orderNumber: string) =>
  db
    .select()
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderNumber, orderNumber))
    .orderBy(asc(schema.orderItems.name), asc(schema.orderItems.id));

async function returnsWithLines(db: DbOrTx, orderNumber: string) {
  const returns = await db
    .select()
    .from(schema.orderReturns)
    .where(eq(schema.orderReturns.orderNumber, orderNumber))
    .orderBy(asc(schema.orderReturns.authorisedAt), asc(schema.orderReturns.id));
  const lines =
    returns.length === 0
      ? []
      : await db
          .select()
          .from(schema.orderReturnLines)
          .where(
            inArray(
              schema.orderReturnLines.returnId,
              returns.map((r) => r.id),
            ),
          )
          .orderBy(asc(schema.orderReturnLines.id));
  return { returns, lines };
}

/** Units of each order line with the shopper: its shipment has left (cancelled orders: none). */
async function shippedUnits(
  db: DbOrTx,
  order: OrderRow,
  items: OrderItemRow[],
): Promise<Map<string, number>> {
  const shipped = new Map<string, number>();
  if (order.status === 'cancelled') return shipped;
  for (const shipment of await currentShipments(db, order.orderNumber)) {
    if (!WITH_THE_SHOPPER.includes(shipment.state)) continue;
    for (const item of items) if (shipment.itemIds.includes(item.id)) shipped.set(item.id, item.qty);
  }
  return shipped;
}

/** Units of each order line in returns that were not cancelled (optionally only in some statuses). */
function unitsIn(returns: ReturnRow[], lines: ReturnLineRow[], statuses?: readonly ReturnStatus[]) {
  const live = new Set(
    returns
      .filter((r) => r.status !== 'cancelled' && (!statuses || statuses.includes(r.status as ReturnStatus)))
      .map((r) => r.id),
  );
  const units = new Map<string, number>();
  for (const line of lines) {
    if (live.has(line.returnId)) units.set(line.orderItemId, (units.get(line.orderItemId) ?? 0) + line.qty);
  }
  return units;
}

/**
 * What the shopper paid for a whole order line: its row total less its share of the order's discount,
 * plus its share of tax when tax was added on top (shipping is not given back for a return).
 */
export function paidForLine(
  item: Pick<OrderItemRow, 'id' | 'rowTotal' | 'deliveryMethod' | 'giftCardId'>,
  items: readonly Pick<OrderItemRow, 'id' | 'rowTotal' | 'deliveryMethod' | 'giftCardId'>[],
  totals: OrderRow['totals'],
): number {
  const goods = (i: (typeof items)[number]) => i.deliveryMethod !== 'digital' && !i.giftCardId;
  if (!goods(item)) return item.rowTotal;
  const base = items.filter(goods).reduce((sum, i) => sum + i.rowTotal, 0);
  if (base <= 0) return 0;
  const net = item.rowTotal - (totals.totalDiscount * item.rowTotal) / base;
  const taxableBase = base - totals.totalDiscount + totals.shipping;
  const tax = totals.taxIncluded || taxableBase <= 0 ? 0 : (totals.tax * net) / taxableBase;
  return Math.max(0, Math.round(net + tax));
}

/**
 * The share of a line's paid amount for `units` units after `from` were already refunded: cumulative
 * rounding, so every unit of a line returned, in however many returns, gives back exactly what was paid.
 */
export function paidForUnits(paid: number, qty: number, from: number, units: number): number {
  if (qty <= 0) return 0;
  return Math.round((paid * (from + units)) / qty) - Math.round((paid * from) / qty);
}

async function operatorNames(db: DbOrTx, returns: ReturnRow[]) {
  const ids = new Set<string>();
  for (const r of returns) {
    for (const id of [r.authorisedBy, r.receivedBy, r.closedBy, r.cancelledBy]) if (id) ids.add(id);
  }
  const names = new Map<string, string>();
  for (const id of ids) {
    const operator = await operatorById(db, id).catch(() => null);
    if (operator) names.set(id, operator.name);
  }
  return names;
}

function views(
  order: OrderRow,
  items: OrderItemRow[],
  returns: ReturnRow[],
  lines: ReturnLineRow[],
  names: Map<string, string>,
): AdminReturn[] {
  const refunded = unitsIn(returns, lines, ['closed']);
  const step = (at: Date | null, by: string | null) =>
    at && by ? { at: at.toISOString(), by, byName: names.get(by) ?? null } : null;
  return returns.map((r) => {
    const lineViews = lines
      .filter((line) => line.returnId === r.id)
      .map((line) => {
        const item = items.find((i) => i.id === line.orderItemId)!;
        const paid = paidForLine(item, items, order.totals);
        const from = r.status === 'closed' ? 0 : (refunded.get(item.id) ?? 0);
        return {
          id: line.id,
          orderItemId: line.orderItemId,
          upc: item.upc,
          name: item.name,
          color: item.colorLabel,
          size: item.size,
          qty: line.qty,
          reason: line.reason,
          condition: line.condition,
          disposition: line.disposition,
          location: line.location,
          writeOffReason: line.writeOffReason,
          amount: line.refundedAmount ?? paidForUnits(paid, item.qty, from, line.qty),
          refundedAmount: line.refundedAmount,
        };
      });
    return {
      id: r.id,
      orderNumber: r.orderNumber,
      reference: r.reference,
      status: r.status as ReturnStatus,
      note: r.note,
      authorised: step(r.authorisedAt, r.authorisedBy)!,
      received: step(r.receivedAt, r.receivedBy),
      closed: step(r.closedAt, r.closedBy),
      cancelled: step(r.cancelledAt, r.cancelledBy),
      cancelReason: r.cancelReason,
      amount: lineViews.reduce((sum, line) => sum + line.amount, 0),
      refundedAmount: r.refundedAmount,
      lines: lineViews,
    };
  });
}

/**
 * An order's returns for the back-office (decision 078), with what each line can still return, the
 * shopper's unused return labels and the locations returned units can be received at.
 */
export async function returnsOfOrder(db: DbOrTx, orderNumber: string): Promise<AdminOrderReturns> {
  const order = await orderRow(db, orderNumber);
  const [items, { returns, lines }, timeline, shops] = await Promise.all([
    itemsOf(db, orderNumber),
    returnsWithLines(db, orderNumber),
    fullOrderTimeline(db, orderNumber),
    shopsOfSite(db, order.siteId),
  ]);
  const shipped = await shippedUnits(db, order, items);
  const returned = unitsIn(returns, lines);
  const used = new Set(returns.filter((r) => r.status !== 'cancelled').map((r) => r.reference));
  return {
    orderNumber,
    currency: order.currency,
    returns: views(order, items, returns, lines, await operatorNames(db, returns)),
    lines: items
      .filter((item) => item.deliveryMethod !== 'digital')
      .map((item) => {
        const out = shipped.get(item.id) ?? 0;
        const back = returned.get(item.id) ?? 0;
        return {
          orderItemId: item.id,
          name: item.name,
          color: item.colorLabel,
          size: item.size,
          shipped: out,
          returned: back,
          returnable: Math.max(0, out - back),
        };
      }),
    labels: [
      ...new Set(
        timeline
          .filter((event) => event.type === 'return_label_created' && event.data.reference)
          .map((event) => event.data.reference!)
          .filter((reference) => !used.has(reference)),
      ),
    ],
    locations: [
      { id: ONLINE_LOCATION, name: ONLINE_LOCATION },
      ...shops.map((shop) => ({ id: shop.id, name: shop.name })),
    ],
  };
}

async function oneReturn(db: DbOrTx, orderNumber: string, returnId: string): Promise<AdminReturn> {
  const found = (await returnsOfOrder(db, orderNumber)).returns.find((r) => r.id === returnId);
  if (!found) throw new CommerceError('RTN404', { returnId });
  return found;
}

/** Locks a return of the order and checks it is in the status the step needs (RTN404, RTN410). */
async function lockedReturn(
  tx: Tx,
  orderNumber: string,
  returnId: string,
  step: string,
  from: ReturnStatus,
): Promise<ReturnRow> {
  const [row] = await tx
    .select()
    .from(schema.orderReturns)
    .where(and(eq(schema.orderReturns.id, returnId), eq(schema.orderReturns.orderNumber, orderNumber)))
    .for('update');
  if (!row) throw new CommerceError('RTN404', { returnId });
  if (row.status !== from) throw new CommerceError('RTN410', { step, status: row.status });
  return row;
}

function returnEmail(
  order: OrderRow,
  kind: 'authorised' | 'refunded',
  reference: string,
  extra: { lines?: { qty: number; name: string; color: string; size: string }[]; amount?: number },
): Email {
  const t = translator(order.locale);
  const values = { reference, orderNumber: order.orderNumber };
  if (kind === 'authorised') {
    const subject = t('email.return.authorised.subject', values);
    return {
      to: order.email,
      locale: order.locale,
      subject,
      paragraphs: [
        subject,
        [
          t('email.return.authorised.intro'),
          ...(extra.lines ?? []).map((line) => t('email.return.line', line)),
        ].join('\n'),
        t('email.return.authorised.howTo', values),
      ],
      template: 'return-authorised',
    };
  }
  const subject = t('email.return.refunded.subject', values);
  const amount = formatMoney(extra.amount ?? 0, order.currency, order.locale);
  return {
    to: order.email,
    locale: order.locale,
    subject,
    paragraphs: [subject, t('email.return.refunded.body', { ...values, amount })],
    template: 'return-refunded',
  };
}

/**
 * Authorises a return of shipped lines (decision 078): never more of a line than was shipped and is not
 * already in a return (RTN409). A shopper's label reference (RMA-…) must be one of this order's labels
 * (RTN411) not used by another return (RTN412); without one a reference is made. On the timeline, audited,
 * and the shopper is emailed.
 */
export async function authoriseReturn(
  db: Db,
  actor: OrderActor,
  orderNumber: string,
  input: AdminAuthoriseReturnRequest,
): Promise<AdminReturn> {
  const returnId = await db.transaction(async (tx) => {
    // The order row is the lock: two returns of the same order are counted one after the other.
    const order = await orderRow(tx, orderNumber, true);
    const items = await itemsOf(tx, orderNumber);
    const { returns, lines } = await returnsWithLines(tx, orderNumber);
    const shipped = await shippedUnits(tx, order, items);
    const returned = unitsIn(returns, lines);
    const chosen = input.lines.map((line, index) => {
      const item = items.find((i) => i.id === line.orderItemId);
      if (!item) {
        throw new CommerceError('REQ400', {
          field: `body.lines.${index}.orderItemId`,
          problem: 'is not a line of this order',
        });
      }
      const returnable = Math.max(0, (shipped.get(item.id) ?? 0) - (returned.get(item.id) ?? 0));
      if (line.qty > returnable) {
        throw new CommerceError('RTN409', {
          field: `body.lines.${index}.qty`,
          orderItemId: item.id,
          name: item.name,
          returnable,
        });
      }
      return { item, line };
    });
    let reference = input.reference;
    if (reference) {
      const labels = (await fullOrderTimeline(tx, orderNumber)).filter(
        (event) => event.type === 'return_label_created' && event.data.reference === reference,
      );
      if (labels.length === 0) throw new CommerceError('RTN411', { reference, field: 'body.reference' });
      const [taken] = await tx
        .select({ id: schema.orderReturns.id })
        .from(schema.orderReturns)
        .where(
          and(eq(schema.orderReturns.reference, reference), ne(schema.orderReturns.status, 'cancelled')),
        );
      if (taken) throw new CommerceError('RTN412', { reference, field: 'body.reference' });
    } else {
      reference = `RMA-${secretToken().slice(0, 10).toUpperCase()}`;
    }
    const id = newId();
    await tx.insert(schema.orderReturns).values({
      id,
      orderNumber,
      reference,
      status: 'authorised',
      note: input.note ?? null,
      authorisedBy: actor.id,
    });
    await tx.insert(schema.orderReturnLines).values(
      chosen.map(({ item, line }) => ({
        id: newId(),
        returnId: id,
        orderItemId: item.id,
        qty: line.qty,
        reason: line.reason,
      })),
    );
    await recordOrderEvent(tx, orderNumber, 'return_authorised', {
      returnId: id,
      reference,
      units: String(chosen.reduce((sum, { line }) => sum + line.qty, 0)),
      operatorId: actor.id,
    });
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'order.return_authorise',
      entityType: 'order',
      entityId: orderNumber,
      before: null,
      after: {
        returnId: id,
        reference,
        lines: chosen.map(({ item, line }) => ({ orderItemId: item.id, qty: line.qty, reason: line.reason })),
      },
    });
    await queueEmail(
      tx,
      returnEmail(order, 'authorised', reference, {
        lines: chosen.map(({ item, line }) => ({
          qty: line.qty,
          name: item.name,
          color: item.colorLabel,
          size: item.size,
        })),
      }),
    );
    return id;
  });
  return oneReturn(db, orderNumber, returnId);
}

/**
 * Receives an authorised return, every line at once (decision 078): each line is restocked at a location
 * (the warehouse or a store: the count goes up, a `returned` adjustment) or written off with a reason (the
 * count stays, a `damaged` or `lost` adjustment), through the inventory module, in one transaction.
 */
export async function receiveReturn(
  db: Db,
  actor: OrderActor,
  orderNumber: string,
  returnId: string,
  input: AdminReceiveReturnRequest,
): Promise<AdminReturn> {
  await db.transaction(async (tx) => {
    const row = await lockedReturn(tx, orderNumber, returnId, 'received', 'authorised');
    const lines = await tx
      .select()
      .from(schema.orderReturnLines)
      .where(eq(schema.orderReturnLines.returnId, returnId));
    const ids = new Set(input.lines.map((line) => line.lineId));
    if (
      ids.size !== input.lines.length ||
      lines.some((line) => !ids.has(line.id)) ||
      ids.size !== lines.length
    ) {
      throw new CommerceError('REQ400', {
        field: 'body.lines',
        problem: 'must name every line of the return once',
      });
    }
    const items = await itemsOf(tx, orderNumber);
    for (const [index, received] of input.lines.entries()) {
      const line = lines.find((l) => l.id === received.lineId)!;
      const item = items.find((i) => i.id === line.orderItemId)!;
      const units = { upc: item.upc, location: received.location, qty: line.qty };
      const field = { field: `body.lines.${index}.location` };
      try {
        if (received.disposition === 'restock') {
          await restockReturnedUnits(tx, actor, { ...units, note: `${row.reference} (${orderNumber})` });
        } else {
          await writeOffReturnedUnits(tx, actor, {
            ...units,
            missing: received.writeOffReason === 'missing',
            note: `${row.reference} (${orderNumber}): ${line.qty} written off, ${received.writeOffReason}`,
          });
        }
      } catch (error) {
        if (error instanceof CommerceError && error.errorId === 'STK404') {
          throw new CommerceError('STK404', { ...error.details, ...field });
        }
        throw error;
      }
      await tx
        .update(schema.orderReturnLines)
        .set({
          condition: received.condition,
          disposition: received.disposition,
          location: received.location,
          writeOffReason: received.disposition === 'write_off' ? (received.writeOffReason ?? null) : null,
        })
        .where(eq(schema.orderReturnLines.id, line.id));
    }
    await tx
      .update(schema.orderReturns)
      .set({ status: 'received', receivedAt: new Date(), receivedBy: actor.id })
      .where(eq(schema.orderReturns.id, returnId));
    await recordOrderEvent(tx, orderNumber, 'return_received', {
      returnId,
      reference: row.reference,
      operatorId: actor.id,
    });
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'order.return_receive',
      entityType: 'order',
      entityId: orderNumber,
      before: { returnId, status: 'authorised' },
      after: { returnId, status: 'received', lines: input.lines },
    });
  });
  return oneReturn(db, orderNumber, returnId);
}

/**
 * Refunds a received return through the order's refund path (the gateway first, then stored value;
 * decision 066): the returned units' share of what was paid, capped by what is left to refund. The return
 * is claimed (closed) before the gateway is called, so a second click cannot pay twice, and reopened if
 * the refund fails. On the timeline, audited, and the shopper is emailed.
 */
export async function refundReturn(
  db: Db,
  gateway: PaymentGateway,
  actor: OrderActor,
  orderNumber: string,
  returnId: string,
): Promise<AdminReturn & { refunded: number }> {
  const claimed = await db.transaction(async (tx) => {
    const order = await orderRow(tx, orderNumber, true);
    const row = await lockedReturn(tx, orderNumber, returnId, 'refunded', 'received');
    const items = await itemsOf(tx, orderNumber);
    const { returns, lines } = await returnsWithLines(tx, orderNumber);
    const before = unitsIn(returns, lines, ['closed']);
    const mine = lines.filter((line) => line.returnId === returnId);
    const amounts = mine.map((line) => {
      const item = items.find((i) => i.id === line.orderItemId)!;
      const paid = paidForLine(item, items, order.totals);
      return { line, amount: paidForUnits(paid, item.qty, before.get(item.id) ?? 0, line.qty) };
    });
    const payments = await tx
      .select()
      .from(schema.orderPayments)
      .where(eq(schema.orderPayments.orderNumber, orderNumber));
    const refundable = payments.reduce((sum, payment) => sum + refundableOf(payment), 0);
    const owed = amounts.reduce((sum, a) => sum + a.amount, 0);
    const amount = Math.min(owed, refundable);
    for (const { line, amount: lineAmount } of amounts) {
      await tx
        .update(schema.orderReturnLines)
        .set({ refundedAmount: lineAmount })
        .where(eq(schema.orderReturnLines.id, line.id));
    }
    await tx
      .update(schema.orderReturns)
      .set({ status: 'closed', closedAt: new Date(), closedBy: actor.id, refundedAmount: amount })
      .where(eq(schema.orderReturns.id, returnId));
    return { order, reference: row.reference, amount, owed };
  });

  let refunded = 0;
  if (claimed.amount > 0) {
    try {
      const result = await refundOrder(db, gateway, actor, orderNumber, {
        amount: claimed.amount,
        reason: `Return ${claimed.reference}`,
      });
      refunded = result.refunded;
    } catch (error) {
      // Nothing (or not everything) was given back: the return is received again, to be refunded later.
      await db
        .update(schema.orderReturns)
        .set({ status: 'received', closedAt: null, closedBy: null, refundedAmount: null })
        .where(eq(schema.orderReturns.id, returnId));
      await db
        .update(schema.orderReturnLines)
        .set({ refundedAmount: null })
        .where(eq(schema.orderReturnLines.returnId, returnId));
      throw error;
    }
  }
  await db.transaction(async (tx) => {
    await recordOrderEvent(tx, orderNumber, 'return_refunded', {
      returnId,
      reference: claimed.reference,
      amount: String(refunded),
      operatorId: actor.id,
    });
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'order.return_refund',
      entityType: 'order',
      entityId: orderNumber,
      before: { returnId, status: 'received' },
      after: { returnId, status: 'closed', refunded, owed: claimed.owed },
    });
    if (refunded > 0) {
      await queueEmail(tx, returnEmail(claimed.order, 'refunded', claimed.reference, { amount: refunded }));
    }
  });
  return { ...(await oneReturn(db, orderNumber, returnId)), refunded };
}

/** Cancels an authorised return before anything came back: its units can be returned again (RTN410). */
export async function cancelReturn(
  db: Db,
  actor: OrderActor,
  orderNumber: string,
  returnId: string,
  reason: string,
): Promise<AdminReturn> {
  await db.transaction(async (tx) => {
    const row = await lockedReturn(tx, orderNumber, returnId, 'cancelled', 'authorised');
    await tx
      .update(schema.orderReturns)
      .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: actor.id, cancelReason: reason })
      .where(eq(schema.orderReturns.id, returnId));
    await recordOrderEvent(tx, orderNumber, 'return_cancelled', {
      returnId,
      reference: row.reference,
      reason,
      operatorId: actor.id,
    });
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'order.return_cancel',
      entityType: 'order',
      entityId: orderNumber,
      before: { returnId, status: 'authorised' },
      after: { returnId, status: 'cancelled', reason },
    });
  });
  return oneReturn(db, orderNumber, returnId);
}
