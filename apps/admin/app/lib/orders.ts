import { ADMIN_ORDER_STATUSES, SITES } from '@ridgeline/contracts';

/** The payment methods an order can be searched by (the API's method ids). */
export const PAYMENT_METHODS = [
  'CREDIT_CARD',
  'BNPL',
  'GIFT_CARD',
  'REWARD_CARD',
  'REWARD_CODE',
  'ATHLETES_PAYMENT',
  'LOYALTY_POINTS',
] as const;

export { ADMIN_ORDER_STATUSES };

export const siteName = (id: string) => SITES.find((site) => site.id === id)?.name ?? id;

/** A status the catalogue names, else the API's own word (a status added later still shows). */
export const statusKey = (status: string) =>
  (ADMIN_ORDER_STATUSES as readonly string[]).includes(status)
    ? (`admin.orders.status.${status as (typeof ADMIN_ORDER_STATUSES)[number]}` as const)
    : null;

export type ShipmentKind = 'delivery' | 'pickup' | 'digital';
export type FulfilStep = 'picked' | 'shipped' | 'delivered' | 'ready_for_pickup' | 'collected';

/** The steps a shipment may take next from its state (the API's rule, decision 066; the API still decides). */
const NEXT: Record<ShipmentKind, Record<string, FulfilStep[]>> = {
  delivery: { created: ['picked', 'shipped'], picked: ['shipped'], shipped: ['delivered'] },
  pickup: {
    created: ['picked', 'ready_for_pickup'],
    picked: ['ready_for_pickup'],
    ready_for_pickup: ['collected'],
  },
  digital: {},
};

export const nextSteps = (kind: ShipmentKind, state: string): FulfilStep[] => NEXT[kind][state] ?? [];

/** Statuses in which lines can still move: the order's fulfilment forms show only then. */
export const FULFILLABLE_STATUSES = ['created', 'picked', 'shipped', 'ready_for_pickup'];

/** An order the shopper could still cancel: nothing has left the warehouse. */
export const CANCELLABLE_STATUSES = ['created', 'picked', 'pending_authentication'];

const SHIPMENT_STATES = [
  'created',
  'picked',
  'shipped',
  'delivered',
  'ready_for_pickup',
  'collected',
] as const;

/** A shipment's state in the operator's words, else the API's own. */
export const shipmentStateKey = (state: string) =>
  (SHIPMENT_STATES as readonly string[]).includes(state)
    ? (`admin.order.state.${state as (typeof SHIPMENT_STATES)[number]}` as const)
    : null;
