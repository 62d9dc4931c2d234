import { z } from 'zod';
import { emailSchema } from '../validation.ts';
import { cartAddressSchema, orderGiftOptionViewSchema, shippingMethodSchema, totalsSchema } from './cart.ts';
import { imageSchema } from './common.ts';
import { promoSummaryEntrySchema } from './promotions.ts';

export const orderNumberSchema = z
  .string()
  .regex(/^RL\d{10}$/, 'must be an order number such as RL0123456789');

export const orderSchema = z.object({
  orderNumber: z.string(),
  /** Secret lookup token: with the order number it lets a guest read this order. */
  st: z.string(),
  status: z.string(),
  placedAt: z.string(),
  siteId: z.string(),
  locale: z.string(),
  currency: z.string(),
  email: z.string(),
  billingAddress: cartAddressSchema,
  /** The home shipment (me) when something is shipped, and digital when e-gift cards go by email. */
  shipments: z.array(
    z.object({
      shipmentId: z.string(),
      shippingMethod: shippingMethodSchema,
      address: cartAddressSchema.nullable(),
      /** Gift wrap, a gift receipt without prices, a message; null when the order is not a gift. */
      giftOption: orderGiftOptionViewSchema.nullable(),
    }),
  ),
  items: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      masterId: z.string(),
      upc: z.string(),
      name: z.string(),
      color: z.string(),
      size: z.string(),
      qty: z.number().int(),
      price: z.object({ current: z.number().int(), rowTotal: z.number().int() }),
      pdpUrl: z.string(),
      image: imageSchema,
      /** pickup, pudo or sts with the store; digital for an e-gift card; null for home delivery. */
      deliveryMethod: z.string().nullable(),
      storeId: z.string().nullable(),
      /** E-gift card lines: recipient (to, email), sender (from) and message. */
      giftOption: z
        .object({ email: z.string(), to: z.string(), from: z.string(), message: z.string() })
        .nullable(),
      /** E-gift card lines once the card is issued: its masked number and whether it is still active. */
      giftCard: z.object({ maskedNumber: z.string(), status: z.string() }).nullable(),
      /** Customs lines (decision 045): the design made, and its choices in words. */
      isCustoms: z.boolean(),
      recipeId: z.string().nullable(),
      customsSummary: z.string().nullable(),
    }),
  ),
  totals: totalsSchema,
  promoSummary: z.array(promoSummaryEntrySchema),
  paymentMethod: z.array(
    z.object({
      code: z.string(),
      amount: z.number().int(),
      status: z.string(),
      card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
      giftCard: z.object({ maskedNumber: z.string() }).nullable(),
    }),
  ),
  /**
   * PaymentNotAuthorized with an action while the order waits for a 3-D Secure challenge: open
   * action.url (adding returnUrl), then PATCH the order with the threeDS2Result it redirects back with.
   */
  flash: z.array(
    z.object({
      type: z.string(),
      message: z.string(),
      action: z
        .object({
          type: z.literal('threeDS2'),
          method: z.literal('GET'),
          url: z.string(),
          paymentMethod: z.string(),
        })
        .optional(),
    }),
  ),
});
export type Order = z.infer<typeof orderSchema>;

export const orderLookupQuerySchema = z.object({
  st: z.string().min(16, 'must be the order lookup token').optional(),
});

export const finaliseOrderRequestSchema = z.object({
  paymentMethod: z.object({
    code: z.enum(['CREDIT_CARD']),
    additionalData: z.object({
      threeDS2Result: z.string().min(1, 'must be the result from the challenge page').max(200),
      cardType: z.string().max(30).optional(),
      paymentInstrumentId: z.string().max(64).optional(),
      sessionID: z.string().max(64).optional(),
    }),
  }),
  /** The order's lookup token, when the shopper came back through the pending email in another browser. */
  st: z.string().min(16, 'must be the order lookup token').max(64).optional(),
});
export type FinaliseOrderRequest = z.infer<typeof finaliseOrderRequestSchema>;

/** Cancelling an order that waits for its 3-D Secure challenge (the owner, or with the lookup token). */
export const cancelPendingOrderRequestSchema = z.object({
  st: z.string().min(16, 'must be the order lookup token').max(64).optional(),
});
export type CancelPendingOrderRequest = z.infer<typeof cancelPendingOrderRequestSchema>;

export const cancelPendingOrderResponseSchema = z.object({
  order: orderSchema,
  /** The new cart holding the order's items; null for someone who is not the order's owner. */
  basketId: z.string().nullable(),
});
export type CancelPendingOrderResponse = z.infer<typeof cancelPendingOrderResponseSchema>;

export const purchaseHistoryRequestSchema = z.object({
  pageNumber: z.number().int('must be a whole number').min(1, 'must be at least 1').default(1),
  pageSize: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(50, 'must be at most 50')
    .default(10),
});

export const purchaseHistorySchema = z.object({
  orders: z.array(
    z.object({
      orderNumber: z.string(),
      status: z.string(),
      placedAt: z.string(),
      siteId: z.string(),
      currency: z.string(),
      total: z.number().int(),
      totalItems: z.number().int(),
      image: imageSchema.nullable(),
    }),
  ),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const trackOrderRequestSchema = z.object({
  email: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  orderNumber: orderNumberSchema,
});

export const orderTimelineEventSchema = z.object({
  /** placed, awaiting_authentication, picked, shipped, delivered, cancelled, return_label_created */
  type: z.string(),
  at: z.string(),
  data: z.record(z.string(), z.string()),
});

export const trackOrderSchema = z.object({
  orderNumber: z.string(),
  /** The order's lookup token: whoever proves the email and order number may then read and act on it. */
  st: z.string(),
  status: z.string(),
  placedAt: z.string(),
  trackingNumber: z.string().nullable(),
  timeline: z.array(orderTimelineEventSchema),
});

/** The owner is recognised by the access token; a guest proves access with the lookup token st. */
export const orderActionRequestSchema = z.object({
  orderNumber: orderNumberSchema,
  st: z.string().min(16, 'must be the order lookup token').max(64).optional(),
});
/** POST resendGiftCardEmail: the e-gift line of the order, and optionally a corrected recipient email. */
export const resendGiftCardEmailRequestSchema = orderActionRequestSchema.extend({
  itemId: z.string().uuid('must be an order line id'),
  recipientEmail: emailSchema.optional(),
});
export type ResendGiftCardEmailRequest = z.infer<typeof resendGiftCardEmailRequestSchema>;

export type TrackOrderResponse = z.infer<typeof trackOrderSchema>;
export type OrderTimelineEvent = z.infer<typeof orderTimelineEventSchema>;
export type PurchaseHistory = z.infer<typeof purchaseHistorySchema>;
