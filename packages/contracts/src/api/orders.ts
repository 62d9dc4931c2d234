import { z } from 'zod';
import { cartAddressSchema, shippingMethodSchema, totalsSchema } from './cart.ts';
import { imageSchema } from './common.ts';
import { promoSummaryEntrySchema } from './promotions.ts';

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
  shipments: z.array(
    z.object({ shipmentId: z.string(), shippingMethod: shippingMethodSchema, address: cartAddressSchema }),
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
    }),
  ),
  totals: totalsSchema,
  promoSummary: z.array(promoSummaryEntrySchema),
  paymentMethod: z.array(
    z.object({
      code: z.string(),
      amount: z.number().int(),
      card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    }),
  ),
});
export type Order = z.infer<typeof orderSchema>;

export const orderLookupQuerySchema = z.object({
  st: z.string().min(16, 'must be the order lookup token').optional(),
});
