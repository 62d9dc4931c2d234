// No zod here: the back-office's browser code lists these in its filters and forms (decision 065).

/** An order's statuses, as the admin orders API (decision 066) filters by them. */
export const ADMIN_ORDER_STATUSES = [
  'created',
  'pending_authentication',
  'picked',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'cancelled',
] as const;

/** The steps a shipment can be moved on by. */
export const SHIPMENT_STEPS = ['picked', 'shipped', 'delivered', 'ready_for_pickup', 'collected'] as const;

/** The order emails an operator can send again. */
export const RESENDABLE_EMAILS = ['confirmation', 'shipped', 'cancelled'] as const;
