import { and, asc, type Db, type DbOrTx, eq, inArray, schema } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { DIGITAL } from '../giftcards/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { queueEmail } from '../shared/outbox.ts';
import { type OrderEventType, recordOrderEvent } from './events.ts';
import { orderStatusEmail } from './status-emails.ts';

/**
 * Shipments of an order (decision 066): the lines going one way. Home delivery is 'me' (the id the shopper's
 * order shows), lines for a store `<deliveryMethod>-<storeId>` as the cart names them (pickup, pudo, sts), e-gift cards
 * 'digital' (sent by email, nothing to fulfil).
 */
export type ShipmentKind = 'delivery' | 'pickup' | 'digital';
export type ShipmentStep = 'picked' | 'shipped' | 'delivered' | 'ready_for_pickup' | 'collected';
export type ShipmentState = 'created' | ShipmentStep;

export interface ShipmentView {
  shipmentId: string;
  kind: ShipmentKind;
  deliveryMethod: string;
  storeId: string | null;
  itemIds: string[];
  state: ShipmentState | 'sent';
  carrier: string | null;
  tracking: string | null;
}

interface ItemLike {
  id: string;
  deliveryMethod: string | null;
  storeId: string | null;
}

interface EventLike {
  type: string;
  data: Record<string, string>;
}

const STEPS: readonly string[] = ['picked', 'shipped', 'delivered', 'ready_for_pickup', 'collected'];

/** Which step may follow which, per kind of shipment. */
const FROM: Record<ShipmentKind, Partial<Record<ShipmentStep, ShipmentState[]>>> = {
  delivery: { picked: ['created'], shipped: ['created', 'picked'], delivered: ['shipped'] },
  pickup: { picked: ['created'], ready_for_pickup: ['created', 'picked'], collected: ['ready_for_pickup'] },
  digital: {},
};

/** Order statuses in which lines can still move (not cancelled, awaiting 3-D Secure or all delivered). */
const FULFILLABLE = ['created', 'picked', 'shipped', 'ready_for_pickup'];

const RANK: Record<ShipmentState, number> = {
  created: 0,
  picked: 1,
  shipped: 2,
  ready_for_pickup: 2,
  delivered: 3,
  collected: 3,
};

function shipmentIdOf(item: ItemLike): string {
  if (item.deliveryMethod === DIGITAL) return 'digital';
  if (item.deliveryMethod && item.storeId) return `${item.deliveryMethod}-${item.storeId}`;
  return 'me';
}

function kindOf(item: ItemLike): ShipmentKind {
  if (item.deliveryMethod === DIGITAL) return 'digital';
  return item.deliveryMethod === 'pickup' ? 'pickup' : 'delivery';
}

/**
 * The order's shipments and where each one is, from its lines and its timeline. A fulfilment event
 * without a shipment id (the `orders:fulfil` command moves the whole order) applies to every shipment.
 */
export function shipmentsOf(items: readonly ItemLike[], events: readonly EventLike[]): ShipmentView[] {
  const groups = new Map<string, ShipmentView>();
  for (const item of items) {
    const shipmentId = shipmentIdOf(item);
    const group = groups.get(shipmentId) ?? {
      shipmentId,
      kind: kindOf(item),
      deliveryMethod: item.deliveryMethod ?? 'home',
      storeId: shipmentId === 'me' || shipmentId === 'digital' ? null : item.storeId,
      itemIds: [],
      state: kindOf(item) === 'digital' ? ('sent' as const) : ('created' as const),
      carrier: null,
      tracking: null,
    };
    group.itemIds.push(item.id);
    groups.set(shipmentId, group);
  }
  for (const event of events) {
    if (!STEPS.includes(event.type)) continue;
    for (const group of groups.values()) {
      if (group.kind === 'digital') continue;
      if (event.data.shipmentId && event.data.shipmentId !== group.shipmentId) continue;
      group.state = event.type as ShipmentStep;
      if (event.type === 'shipped') {
        group.tracking = event.data.tracking ?? null;
        group.carrier = event.data.carrier ?? null;
      }
    }
  }
  return [...groups.values()];
}

/**
 * The order's status from its physical shipments: delivered once every one is delivered or collected;
 * shipped (or ready for pickup when only pickups have got that far) once any has left, so the shopper can
 * no longer cancel; picked once any is picked.
 */
export function orderStatusOf(shipments: readonly ShipmentView[], current: string): string {
  const physical = shipments.filter((s) => s.kind !== 'digital') as (ShipmentView & {
    state: ShipmentState;
  })[];
  if (physical.length === 0) return current;
  if (physical.every((s) => RANK[s.state] === 3)) return 'delivered';
  const left = physical.filter((s) => RANK[s.state] >= 2);
  if (left.length > 0) return left.some((s) => s.kind === 'delivery') ? 'shipped' : 'ready_for_pickup';
  return physical.some((s) => RANK[s.state] === 1) ? 'picked' : 'created';
}

export interface FulfilShipmentInput {
  shipmentId: string;
  step: ShipmentStep;
  carrier?: string | undefined;
  tracking?: string | undefined;
}

export interface OrderActor {
  type: 'operator' | 'cli';
  id: string;
}

/**
 * One step of one shipment (the back-office's fulfilment, decision 066): picked, shipped with carrier and
 * tracking number, delivered; for pickup in store, ready for pickup and collected. The order row is locked,
 * the step recorded on the timeline with the shipment id, the order's status recomputed, the shipped
 * email queued, and the change audited, in one transaction. ADM413 for an unknown shipment, ADM411 for a
 * step its state does not allow.
 */
export async function fulfilShipment(
  db: Db,
  actor: OrderActor,
  orderNumber: string,
  input: FulfilShipmentInput,
) {
  if (input.step === 'shipped' && !input.tracking?.trim()) {
    throw new CommerceError('REQ400', { field: 'body.tracking', problem: 'is required to ship a shipment' });
  }
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, orderNumber))
      .for('update');
    if (!order) throw new CommerceError('OHS4004', { orderNumber });
    const shipments = await currentShipments(tx, orderNumber);
    const shipment = shipments.find((s) => s.shipmentId === input.shipmentId);
    if (!shipment) throw new CommerceError('ADM413', { shipmentId: input.shipmentId });
    const allowedFrom = FROM[shipment.kind][input.step];
    if (!FULFILLABLE.includes(order.status) || !allowedFrom?.includes(shipment.state as ShipmentState)) {
      throw new CommerceError('ADM411', {
        step: input.step,
        status: FULFILLABLE.includes(order.status) ? shipment.state : order.status,
      });
    }
    const data: Record<string, string> = { shipmentId: shipment.shipmentId };
    if (input.step === 'shipped') {
      data.tracking = input.tracking?.trim() ?? '';
      if (input.carrier?.trim()) data.carrier = input.carrier.trim();
    }
    await recordOrderEvent(tx, orderNumber, input.step as OrderEventType, data);
    const after = shipmentsOf(await itemsOf(tx, orderNumber), await fulfilmentEvents(tx, orderNumber));
    const status = orderStatusOf(after, order.status);
    if (status !== order.status) {
      await tx.update(schema.orders).set({ status }).where(eq(schema.orders.orderNumber, orderNumber));
    }
    if (input.step === 'shipped') {
      await queueEmail(tx, orderStatusEmail('shipped', order, { tracking: data.tracking ?? '' }));
    }
    const moved = after.find((s) => s.shipmentId === shipment.shipmentId)!;
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: `order.${input.step}`,
      entityType: 'order',
      entityId: orderNumber,
      before: { status: order.status, shipment: shipment },
      after: { status, shipment: moved },
    });
    return { orderNumber, status, shipment: moved };
  });
}

const itemsOf = (db: DbOrTx, orderNumber: string) =>
  db
    .select({
      id: schema.orderItems.id,
      deliveryMethod: schema.orderItems.deliveryMethod,
      storeId: schema.orderItems.storeId,
    })
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderNumber, orderNumber))
    .orderBy(asc(schema.orderItems.name), asc(schema.orderItems.id));

const fulfilmentEvents = (db: DbOrTx, orderNumber: string) =>
  db
    .select({ type: schema.orderEvents.type, data: schema.orderEvents.data })
    .from(schema.orderEvents)
    .where(and(eq(schema.orderEvents.orderNumber, orderNumber), inArray(schema.orderEvents.type, [...STEPS])))
    .orderBy(asc(schema.orderEvents.createdAt), asc(schema.orderEvents.id));

/** The order's shipments as they stand. */
export async function currentShipments(db: DbOrTx, orderNumber: string): Promise<ShipmentView[]> {
  return shipmentsOf(await itemsOf(db, orderNumber), await fulfilmentEvents(db, orderNumber));
}
