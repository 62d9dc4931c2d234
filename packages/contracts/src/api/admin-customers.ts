import { z } from 'zod';

/**
 * The back-office's customers (decision 073), under /api/admin/v1/customers: search, the profile with
 * its addresses, orders, loyalty, subscriptions and programme profiles, customer service's edits, the
 * data export (right of access) and the erasure (right to erasure).
 */

const customerId = z.string().uuid('must be a customer id');

export const adminCustomerListQuerySchema = z.object({
  /**
   * With @: an email's beginning; M and digits: a loyalty number's beginning; digits (spaces, +, -
   * allowed): a phone number's beginning; otherwise a last name's beginning (or "first last").
   */
  q: z.string().trim().min(1).max(120).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be the nextCursor of a previous page')
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuerySchema>;

export const adminCustomerSummarySchema = z.object({
  customerId: z.string(),
  consumerNo: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  memberId: z.string().nullable(),
  createdAt: z.string(),
});
export const adminCustomerPageSchema = z.object({
  items: z.array(adminCustomerSummarySchema),
  pageSize: z.number().int(),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});

export const adminCustomerParamsSchema = z.object({ customerId });

const moneyLimit = z.object({
  programme: z.string(),
  identityType: z.string().nullable(),
  identityNumber: z.string().nullable(),
  currency: z.string(),
  currentSpend: z.number().int(),
  annualLimit: z.number().int(),
});

export const adminCustomerSchema = z.object({
  customerId: z.string(),
  consumerNo: z.string(),
  consumerType: z.string(),
  /** Null once erased. */
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  phoneCode: z.string().nullable(),
  birthDate: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryCode: z.string(),
  createdAt: z.string(),
  /** Set when the person's data was erased (decision 073). */
  erasedAt: z.string().nullable(),
  addresses: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['shipping', 'billing']),
      isMain: z.boolean(),
      address: z.record(z.string(), z.unknown()),
    }),
  ),
  orders: z.array(
    z.object({
      orderNumber: z.string(),
      placedAt: z.string(),
      status: z.string(),
      siteId: z.string(),
      currency: z.string(),
      total: z.number().int(),
    }),
  ),
  /** True when the customer has more orders than the most recent ones listed. */
  moreOrders: z.boolean(),
  loyalty: z.object({
    memberId: z.string().nullable(),
    enrolledAt: z.string().nullable(),
    points: z.number().int(),
    /** The largest reward tier the balance reaches (points), null below the smallest one. */
    tier: z.number().int().nullable(),
    /** Points earned and spent, newest first: the welcome points, vouchers spent on orders and given back. */
    history: z.array(
      z.object({
        at: z.string(),
        kind: z.enum(['welcome', 'spent', 'returned']),
        points: z.number().int(),
        orderNumber: z.string().nullable(),
      }),
    ),
  }),
  subscriptions: z.array(
    z.object({
      type: z.string(),
      channel: z.string(),
      optin: z.boolean(),
      doubleOptin: z.boolean(),
      optinDate: z.string().nullable(),
      optoutDate: z.string().nullable(),
    }),
  ),
  programmes: z.array(moneyLimit),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** Customer service's edits: a name or a phone number, as the shopper could change them. */
export const adminCustomerUpdateRequestSchema = z
  .object({
    firstName: z.string().trim().min(1).max(30).optional(),
    lastName: z.string().trim().min(1).max(30).optional(),
    /** Digits; empty removes the number. */
    phone: z.string().trim().max(20).optional(),
    phoneCode: z.string().trim().max(5).optional(),
  })
  .strict();
export type AdminCustomerUpdateRequest = z.infer<typeof adminCustomerUpdateRequestSchema>;

/** The erasure's confirmation: the customer's email, typed again (ADM417 when it differs). */
export const adminCustomerErasureRequestSchema = z
  .object({ confirmEmail: z.string().trim().min(1).max(254) })
  .strict();

export const adminCustomerErasureSchema = z.object({
  customerId: z.string(),
  erasedAt: z.string(),
  /** What was kept, for the legal reasons decision 073 gives (record kinds and counts, never personal data). */
  kept: z.object({ orders: z.number().int() }),
});

/** The data export (right of access): everything held on the person, as the shopper's own export has it. */
export const adminCustomerExportSchema = z.record(z.string(), z.unknown());
