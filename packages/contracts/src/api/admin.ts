import { z } from 'zod';
import { OPERATOR_ROLES, PERMISSIONS } from './admin-roles.ts';

export { OPERATOR_ROLES, type OperatorRole, PERMISSIONS, type Permission } from './admin-roles.ts';

export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
const emailSchema = z.string().trim().min(3).max(254).email('must be an email address');
const passwordSchema = z.string().min(1).max(256);
const totpCodeSchema = z.string().regex(/^\d{6}$/, 'must be the 6-digit code');

export const operatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: operatorRoleSchema,
  disabled: z.boolean(),
  totpEnabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OperatorView = z.infer<typeof operatorSchema>;

export const currentOperatorSchema = operatorSchema.extend({ permissions: z.array(z.enum(PERMISSIONS)) });

export const adminSignInRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  /** Required once the operator has confirmed a TOTP second factor. */
  totpCode: totpCodeSchema.optional(),
});

export const adminOkSchema = z.object({ status: z.literal('OK') });
/** Mutations without fields still send `{}` as JSON (decision 062: the JSON content type is the CSRF guard). */
export const adminEmptyBodySchema = z.object({}).strict();

export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export const totpConfirmRequestSchema = z.object({ code: totpCodeSchema });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const operatorListSchema = z.object({
  items: z.array(operatorSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const createOperatorRequestSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1).max(120),
  role: operatorRoleSchema,
  password: passwordSchema,
});
export const operatorParamsSchema = z.object({ operatorId: z.string().uuid('must be an operator id') });
export const changeRoleRequestSchema = z.object({ role: operatorRoleSchema });
export const setOperatorPasswordRequestSchema = z.object({ password: passwordSchema });
export const setDisabledRequestSchema = z.object({ disabled: z.boolean() });

export const auditQuerySchema = pageQuerySchema.extend({
  /** One record's history: entityType and entityId together. */
  entityType: z.string().max(64).optional(),
  entityId: z.string().max(128).optional(),
  /** One operator's changes ('operator' with their id, 'cli' with `cli:<user>`, 'associate'). */
  actorType: z.enum(['operator', 'cli', 'associate']).optional(),
  actorId: z.string().max(128).optional(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  actorType: z.string(),
  actorId: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** One site's figures on the dashboard: today's sales (UTC day) and what waits for someone. */
export const dashboardSiteSchema = z.object({
  siteId: z.string(),
  currency: z.string(),
  /** Orders placed today, neither cancelled nor waiting for 3-D Secure. */
  ordersToday: z.number().int(),
  /** Their totals, in the site's minor units (decision 002). */
  revenueToday: z.number().int(),
  /** Orders placed and not yet shipped. */
  awaitingFulfilment: z.number().int(),
  /** Reviews in this site's locales flagged into moderation. */
  reviewsAwaitingModeration: z.number().int(),
});
export const dashboardSchema = z.object({
  /** The day the figures are for (UTC), YYYY-MM-DD. */
  date: z.string(),
  sites: z.array(dashboardSiteSchema),
  /** Variants with 1 to `lowStockThreshold` units online; online stock is shared by every site. */
  lowStockVariants: z.number().int(),
  lowStockThreshold: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
