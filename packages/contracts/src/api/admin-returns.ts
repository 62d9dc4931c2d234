import { z } from 'zod';
import { adminOrderParamsSchema } from './admin-orders.ts';
import {
  RETURN_CONDITIONS,
  RETURN_DISPOSITIONS,
  RETURN_REASONS,
  RETURN_STATUSES,
  WRITE_OFF_REASONS,
} from './admin-return-words.ts';

export {
  RETURN_CONDITIONS,
  RETURN_DISPOSITIONS,
  RETURN_REASONS,
  RETURN_STATUSES,
  type ReturnCondition,
  type ReturnDisposition,
  type ReturnReason,
  type ReturnStatus,
  WRITE_OFF_REASONS,
  type WriteOffReason,
} from './admin-return-words.ts';

/** Returns (RMAs) in the back-office (decision 078), under /api/admin/v1/orders/{orderNumber}/returns. */

const idSchema = z.string().min(1).max(64);
/** A shopper's return label reference (RMA- and ten letters or digits). */
export const returnReferenceSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^RMA-[A-Z0-9_-]{4,20}$/, 'must be a return reference such as RMA-1A2B3C4D5E');

export const adminReturnParamsSchema = adminOrderParamsSchema.extend({ returnId: idSchema });

const returnLineSchema = z.object({
  id: z.string(),
  orderItemId: z.string(),
  upc: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string(),
  qty: z.number().int(),
  reason: z.string(),
  condition: z.string().nullable(),
  disposition: z.string().nullable(),
  location: z.string().nullable(),
  writeOffReason: z.string().nullable(),
  /** What this line would give back (the units' share of what was paid), in minor units. */
  amount: z.number().int(),
  refundedAmount: z.number().int().nullable(),
});

const stepSchema = z.object({ at: z.string(), by: z.string(), byName: z.string().nullable() }).nullable();

export const adminReturnSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  reference: z.string(),
  status: z.enum(RETURN_STATUSES),
  note: z.string().nullable(),
  authorised: stepSchema.unwrap(),
  received: stepSchema,
  closed: stepSchema,
  cancelled: stepSchema,
  cancelReason: z.string().nullable(),
  /** The lines' amounts together: what refunding the return gives back. */
  amount: z.number().int(),
  refundedAmount: z.number().int().nullable(),
  lines: z.array(returnLineSchema),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

export const adminOrderReturnsSchema = z.object({
  orderNumber: z.string(),
  currency: z.string(),
  returns: z.array(adminReturnSchema),
  /** Per order line: shipped, already in a return (not cancelled), and what can still be returned. */
  lines: z.array(
    z.object({
      orderItemId: z.string(),
      name: z.string(),
      color: z.string(),
      size: z.string(),
      shipped: z.number().int(),
      returned: z.number().int(),
      returnable: z.number().int(),
    }),
  ),
  /** The shopper's return labels not yet used by a return. */
  labels: z.array(z.string()),
  /** Where returned units can be received: 'online' (the warehouse) and the site's stores. */
  locations: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AdminOrderReturns = z.infer<typeof adminOrderReturnsSchema>;

export const adminAuthoriseReturnRequestSchema = z
  .object({
    /** The shopper's return label reference (RMA-…); without it, a new reference is made. */
    reference: returnReferenceSchema.optional(),
    lines: z
      .array(
        z
          .object({
            orderItemId: idSchema,
            qty: z.number().int().min(1).max(999),
            reason: z.enum(RETURN_REASONS),
          })
          .strict(),
      )
      .min(1)
      .max(100)
      .refine((lines) => new Set(lines.map((line) => line.orderItemId)).size === lines.length, {
        message: 'must name each order line once',
      }),
    note: z.string().trim().min(1).max(500).optional(),
  })
  .strict();
export type AdminAuthoriseReturnRequest = z.infer<typeof adminAuthoriseReturnRequestSchema>;

export const adminReceiveReturnRequestSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            lineId: idSchema,
            condition: z.enum(RETURN_CONDITIONS),
            disposition: z.enum(RETURN_DISPOSITIONS),
            /** 'online' (the warehouse) or a store's id. */
            location: z.string().trim().min(1).max(64),
            writeOffReason: z.enum(WRITE_OFF_REASONS).optional(),
          })
          .strict()
          .refine((line) => line.disposition !== 'write_off' || line.writeOffReason !== undefined, {
            path: ['writeOffReason'],
            message: 'is required to write a line off',
          }),
      )
      .min(1)
      .max(100),
  })
  .strict();
export type AdminReceiveReturnRequest = z.infer<typeof adminReceiveReturnRequestSchema>;

export const adminCancelReturnRequestSchema = z
  .object({ reason: z.string().trim().min(1).max(500) })
  .strict();
