import { z } from 'zod';
import { SITES } from '../sites.ts';
import { ADMIN_ORDER_STATUSES, RESENDABLE_EMAILS, SHIPMENT_STEPS } from './admin-order-words.ts';
import { SHIPPING_METHOD_CODES } from './cart.ts';

export { ADMIN_ORDER_STATUSES, RESENDABLE_EMAILS, SHIPMENT_STEPS } from './admin-order-words.ts';

/** The back-office's orders (decision 066), under /api/admin/v1/orders. */

const siteIds = SITES.map((site) => site.id) as [string, ...string[]];
const isoDate = z.string().datetime({ offset: true, message: 'must be an ISO 8601 date and time' });
const orderNumberSchema = z.string().regex(/^RL\d{10}$/, 'must be an order number (RL and 10 digits)');

export const adminOrderListQuerySchema = z.object({
  /** An order number (or its beginning), an email (or its beginning) or a last name (or its beginning). */
  q: z.string().trim().min(1).max(120).optional(),
  status: z.enum(ADMIN_ORDER_STATUSES).optional(),
  siteId: z.enum(siteIds).optional(),
  /** Placed at or after `from`, before `to`. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** CREDIT_CARD, BNPL, GIFT_CARD, REWARD_CARD, REWARD_CODE, ATHLETES_PAYMENT, LOYALTY_POINTS. */
  paymentMethod: z
    .string()
    .regex(/^[A-Z_]{2,40}$/, 'must be a payment method id')
    .optional(),
  /** The order's shipping method, or a line's delivery method (pickup, pudo, sts, digital). */
  deliveryMethod: z.enum(SHIPPING_METHOD_CODES).optional(),
  /** A store some line is picked up at or shipped to. */
  storeId: z.string().trim().min(1).max(64).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be the nextCursor of a previous page')
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderSummarySchema = z.object({
  orderNumber: z.string(),
  status: z.string(),
  placedAt: z.string(),
  siteId: z.string(),
  currency: z.string(),
  email: z.string(),
  name: z.string(),
  total: z.number().int(),
  shippingMethod: z.string(),
});
export const adminOrderPageSchema = z.object({
  items: z.array(adminOrderSummarySchema),
  pageSize: z.number().int(),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});

export const adminOrderParamsSchema = z.object({ orderNumber: orderNumberSchema });

const addressSchema = z.record(z.string(), z.unknown());

export const adminOrderDetailSchema = z.object({
  orderNumber: z.string(),
  status: z.string(),
  placedAt: z.string(),
  siteId: z.string(),
  locale: z.string(),
  currency: z.string(),
  email: z.string(),
  ownerId: z.string(),
  shippingMethod: z.string(),
  shippingAddress: addressSchema.nullable(),
  billingAddress: addressSchema,
  totals: z.record(z.string(), z.unknown()),
  items: z.array(
    z.object({
      id: z.string(),
      upc: z.string(),
      productId: z.string(),
      name: z.string(),
      color: z.string(),
      size: z.string(),
      qty: z.number().int(),
      unitPrice: z.number().int(),
      rowTotal: z.number().int(),
      deliveryMethod: z.string().nullable(),
      storeId: z.string().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      methodId: z.string(),
      amount: z.number().int(),
      refundedAmount: z.number().int(),
      status: z.string(),
      cardBrand: z.string().nullable(),
      cardLast4: z.string().nullable(),
    }),
  ),
  /** What can still be refunded, in minor units. */
  refundable: z.number().int(),
  shipments: z.array(
    z.object({
      shipmentId: z.string(),
      kind: z.enum(['delivery', 'pickup', 'digital']),
      deliveryMethod: z.string(),
      storeId: z.string().nullable(),
      itemIds: z.array(z.string()),
      state: z.string(),
      carrier: z.string().nullable(),
      tracking: z.string().nullable(),
    }),
  ),
  timeline: z.array(
    z.object({ id: z.string(), type: z.string(), at: z.string(), data: z.record(z.string(), z.string()) }),
  ),
  notes: z.array(z.object({ id: z.string(), at: z.string(), text: z.string(), operatorId: z.string() })),
  emails: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      template: z.string(),
      status: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminShipmentParamsSchema = adminOrderParamsSchema.extend({
  shipmentId: z.string().min(1).max(100),
});
export const adminFulfilRequestSchema = z
  .object({
    step: z.enum(SHIPMENT_STEPS),
    carrier: z.string().trim().min(1).max(60).optional(),
    tracking: z.string().trim().min(1).max(100).optional(),
  })
  .strict()
  .refine((body) => body.step !== 'shipped' || body.tracking !== undefined, {
    path: ['tracking'],
    message: 'is required to ship a shipment',
  });
export const adminFulfilResultSchema = z.object({
  orderNumber: z.string(),
  status: z.string(),
  shipment: adminOrderDetailSchema.shape.shipments.element,
});

export const adminCancelRequestSchema = z.object({ reason: z.string().trim().min(1).max(500) }).strict();

export const adminRefundRequestSchema = z
  .object({
    /** Minor units; without it, everything still refundable. */
    amount: z.number().int().min(1).max(100_000_000).optional(),
    /** One payment of the order; without it, cards and BNPL first, then stored-value tenders. */
    paymentId: z.string().min(1).max(64).optional(),
    reason: z.string().trim().min(1).max(500),
  })
  .strict();
export const adminRefundResultSchema = z.object({
  orderNumber: z.string(),
  refunded: z.number().int(),
  refundable: z.number().int(),
  payments: z.array(z.object({ id: z.string(), methodId: z.string(), amount: z.number().int() })),
});

export const adminNoteRequestSchema = z.object({ text: z.string().trim().min(1).max(2000) }).strict();
export const adminNoteSchema = adminOrderDetailSchema.shape.notes.element;

export const adminResendEmailRequestSchema = z.object({ email: z.enum(RESENDABLE_EMAILS) }).strict();

export const adminPendingPaymentsQuerySchema = z.object({
  /** Orphaned authorisations: attempts without an order for at least this many minutes. */
  olderThanMinutes: z.coerce.number().int().min(0).max(10_080).default(3),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const adminPendingPaymentsSchema = z.object({
  /** Orders waiting for the shopper's 3-D Secure challenge, oldest first. */
  pendingAuthentication: z.array(
    z.object({
      orderNumber: z.string(),
      placedAt: z.string(),
      email: z.string(),
      siteId: z.string(),
      currency: z.string(),
      amount: z.number().int(),
    }),
  ),
  /** Payment attempts authorised (or being authorised or voided) with no order, oldest first. */
  orphanedAuthorizations: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      cartId: z.string(),
      methodId: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
      authorizationId: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
});
