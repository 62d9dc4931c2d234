import { z } from 'zod';
import { CURRENCIES, LOCALES } from '../sites.ts';
import {
  PROMOTION_AUDIENCES,
  PROMOTION_KINDS,
  PROMOTION_KINDS_BY_LEVEL,
  PROMOTION_SITE_IDS,
  PROMOTION_STATUSES,
} from './admin-promotion-words.ts';
import { PROMOTION_LEVELS } from './promotions.ts';

/**
 * The back-office's promotions, coupons, gift cards and loyalty (decision 072), under /api/admin/v1.
 * Form-friendly shapes: the back-office posts them from its forms (Conform turns `name.en`, `amount.USD`
 * into the nested fields), so every field a form may leave empty is optional.
 */

export {
  ADMIN_PROMOTION_LEVELS,
  type AdminPromotionKind,
  type AdminPromotionLevel,
  PROMOTION_AUDIENCES,
  PROMOTION_KINDS,
  PROMOTION_KINDS_BY_LEVEL,
  PROMOTION_SITE_IDS,
  PROMOTION_STATUSES,
  type PromotionStatus,
} from './admin-promotion-words.ts';

/** Catalogue keys of the promotion form's own problems (the API words them in English, decision 064). */
export const PROMOTION_PROBLEMS = {
  kind: 'This kind of promotion does not exist at this level',
  percent: 'A percentage from 1 to 100 is required',
  amount: 'An amount in at least one currency is required',
  buyGet: 'How many to buy and how many are free are required',
  gift: 'The free gift’s UPC is required',
  dates: 'The end must come after the start',
} as const;

const PROBLEM_KEYS = {
  kind: 'problem.promotion.kind',
  percent: 'problem.promotion.percent',
  amount: 'problem.promotion.amount',
  buyGet: 'problem.promotion.buyGet',
  gift: 'problem.promotion.gift',
  dates: 'problem.promotion.dates',
} as const;

const money = z.number().int().min(1).max(100_000_000);
const perCurrency = z
  .object(Object.fromEntries(CURRENCIES.map((currency) => [currency, money.optional()])))
  .strict() as z.ZodType<Partial<Record<(typeof CURRENCIES)[number], number>>>;
const localized = (max: number) =>
  z
    .object({
      en: z.string().trim().min(1).max(max),
      fr: z.string().trim().max(max).optional(),
      de: z.string().trim().max(max).optional(),
    })
    .strict();
const list = (item: z.ZodString) => z.array(item).max(100).optional();
/** A coupon code as shoppers type it: letters, digits and dashes, kept in upper case. */
export const adminCouponCodeSchema = z
  .string()
  .trim()
  .min(3)
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits and dashes')
  .transform((code) => code.toUpperCase());

const promotionFields = z
  .object({
    name: localized(80),
    level: z.enum(PROMOTION_LEVELS),
    kind: z.enum(PROMOTION_KINDS),
    percent: z.number().int().min(1).max(100).optional(),
    amount: perCurrency.optional(),
    threshold: perCurrency.optional(),
    buyQty: z.number().int().min(1).max(20).optional(),
    getQty: z.number().int().min(1).max(20).optional(),
    giftUpc: z
      .string()
      .trim()
      .regex(/^\d{8,14}$/, 'must be a UPC')
      .optional(),
    shippingMethods: list(z.string().trim().min(1).max(40)),
    productIds: list(z.string().trim().min(1).max(40)),
    productTypes: list(z.string().trim().min(1).max(40)),
    /** Applies only with a code (its own couponCode or generated ones). */
    requiresCode: z.boolean().default(false),
    couponCode: adminCouponCodeSchema.optional(),
    audiences: z.array(z.enum(PROMOTION_AUDIENCES)).max(10).default([]),
    siteIds: z
      .array(z.enum(PROMOTION_SITE_IDS as [string, ...string[]]))
      .max(10)
      .default([]),
    startsAt: z.iso.datetime({ offset: true }).optional(),
    endsAt: z.iso.datetime({ offset: true }).optional(),
    totalLimit: z.number().int().min(1).max(100_000_000).optional(),
    perShopperLimit: z.number().int().min(1).max(1000).optional(),
    /** Three parts separated by a pipe: before | approaching ({distance}) | reached. */
    calloutMessage: localized(200).partial().optional(),
    priority: z.number().int().min(0).max(100).default(0),
  })
  .strict();

const problem = (ctx: z.core.$RefinementCtx, path: string, which: keyof typeof PROMOTION_PROBLEMS) =>
  ctx.addIssue({
    code: 'custom',
    path: [path],
    message: PROMOTION_PROBLEMS[which],
    params: { specMessage: PROBLEM_KEYS[which] },
  });

/** Creating or replacing a promotion: the kind must exist at its level and carry what it needs. */
export const adminPromotionRequestSchema = promotionFields.superRefine((value, ctx) => {
  const kinds: readonly string[] = PROMOTION_KINDS_BY_LEVEL[value.level];
  if (!kinds.includes(value.kind)) problem(ctx, 'kind', 'kind');
  if (value.kind === 'percent_off' && value.percent === undefined) problem(ctx, 'percent', 'percent');
  const hasAmount = Object.values(value.amount ?? {}).some((amount) => amount !== undefined);
  if ((value.kind === 'amount_off' || value.kind === 'fixed_price') && !hasAmount)
    problem(ctx, 'amount', 'amount');
  if (value.kind === 'buy_x_get_y' && (value.buyQty === undefined || value.getQty === undefined))
    problem(ctx, 'buyQty', 'buyGet');
  if (value.kind === 'gift_with_purchase' && !value.giftUpc) problem(ctx, 'giftUpc', 'gift');
  if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt))
    problem(ctx, 'endsAt', 'dates');
});
export type AdminPromotionRequest = z.output<typeof adminPromotionRequestSchema>;

export const adminPromotionParamsSchema = z.object({
  promotionId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a promotion id'),
});

export const adminPromotionListQuerySchema = z.object({
  status: z.enum(PROMOTION_STATUSES).optional(),
  /** The start of the id, the English name or the coupon code, whatever its case. */
  q: z.string().trim().max(80).optional(),
  start: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminPromotionListQuery = z.infer<typeof adminPromotionListQuerySchema>;

const amounts = z.record(z.string(), z.number().int());

export const adminPromotionUsageSchema = z.object({
  /** Orders (not cancelled) that redeemed it. */
  timesRedeemed: z.number().int(),
  /** Discount given on those orders, per currency, minor units. */
  discountGiven: amounts,
});

export const adminPromotionSchema = z.object({
  id: z.string(),
  name: z.record(z.string(), z.string()),
  level: z.enum(PROMOTION_LEVELS),
  kind: z.enum(PROMOTION_KINDS),
  status: z.enum(PROMOTION_STATUSES),
  active: z.boolean(),
  percent: z.number().int().nullable(),
  amount: amounts,
  threshold: amounts,
  buyQty: z.number().int().nullable(),
  getQty: z.number().int().nullable(),
  giftUpc: z.string().nullable(),
  shippingMethods: z.array(z.string()),
  productIds: z.array(z.string()),
  productTypes: z.array(z.string()),
  requiresCode: z.boolean(),
  couponCode: z.string().nullable(),
  /** Generated and added codes besides couponCode. */
  codesCount: z.number().int(),
  audiences: z.array(z.string()),
  siteIds: z.array(z.string()),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  totalLimit: z.number().int().nullable(),
  perShopperLimit: z.number().int().nullable(),
  calloutMessage: z.record(z.string(), z.string()),
  priority: z.number().int(),
  usage: adminPromotionUsageSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const adminPromotionPageSchema = z.object({
  items: z.array(adminPromotionSchema),
  start: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});

export const adminPromotionActiveRequestSchema = z.object({ active: z.boolean() }).strict();

/** One code typed by the operator, or `count` unguessable codes starting with `prefix`. */
export const adminPromotionCodesRequestSchema = z
  .object({
    code: adminCouponCodeSchema.optional(),
    count: z.number().int().min(1).max(10_000).optional(),
    prefix: z
      .string()
      .trim()
      .max(12)
      .regex(/^[A-Za-z0-9-]*$/, 'must be letters, digits and dashes')
      .transform((prefix) => prefix.toUpperCase())
      .optional(),
    /** Each code redeemable by one order only, across all shoppers (decision 088). */
    singleUse: z.boolean().default(false),
  })
  .strict()
  .refine((value) => (value.code === undefined) !== (value.count === undefined), {
    message: 'give either a code or a count',
    path: ['code'],
  });
export type AdminPromotionCodesRequest = z.output<typeof adminPromotionCodesRequestSchema>;

export const adminPromotionCodeSchema = z.object({
  code: z.string(),
  /** Orders (not cancelled) that used this code. */
  timesRedeemed: z.number().int(),
  /** Redeemable by one order only (decision 088). */
  singleUse: z.boolean(),
  /** The order that used a single-use code; null while it is unused (or for other codes). */
  usedByOrder: z.string().nullable(),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const adminPromotionCodesQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const adminPromotionCodePageSchema = z.object({
  items: z.array(adminPromotionCodeSchema),
  /** Over all the promotion's codes: how many are single-use and how many of those are used. */
  singleUse: z.object({ total: z.number().int(), used: z.number().int() }),
  start: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});

export const adminPromotionCodesCreatedSchema = z.object({
  promotionId: z.string(),
  /** The codes just made (the whole batch). */
  codes: z.array(z.string()),
});

/* Gift cards */

export const adminGiftCardIssueRequestSchema = z
  .object({
    amount: money,
    currency: z.enum(CURRENCIES as [string, ...string[]]),
    recipientEmail: z.string().trim().max(254).email('must be an email address').optional(),
    recipientName: z.string().trim().max(80).optional(),
    senderName: z.string().trim().max(80).optional(),
    message: z.string().trim().max(500).optional(),
    /** The language of the email to the recipient. */
    locale: z.enum(LOCALES as [string, ...string[]]).optional(),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type AdminGiftCardIssueRequest = z.output<typeof adminGiftCardIssueRequestSchema>;

export const adminGiftCardTransactionSchema = z.object({
  /** issued, payment (an order paid with it), refund (given back to it), disabled */
  type: z.enum(['issued', 'payment', 'refund', 'disabled']),
  /** Signed, minor units. */
  amount: z.number().int(),
  orderNumber: z.string().nullable(),
  at: z.string().nullable(),
});

export const adminGiftCardSchema = z.object({
  id: z.string(),
  maskedNumber: z.string(),
  kind: z.string(),
  status: z.string(),
  currency: z.string(),
  initialBalance: z.number().int(),
  balance: z.number().int(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  transactions: z.array(adminGiftCardTransactionSchema),
});
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;

/** A new card: its number, shown this once (only its hash is kept), and whether its email was queued. */
export const adminGiftCardIssuedSchema = adminGiftCardSchema.extend({
  number: z.string(),
  emailed: z.boolean(),
});

/** The number in the body, not the address: it is a bearer secret and addresses end up in logs. */
export const adminGiftCardLookupRequestSchema = z
  .object({ number: z.string().trim().min(1).max(64) })
  .strict();

export const adminGiftCardParamsSchema = z.object({ giftCardId: z.string().uuid('must be a gift card id') });

/* Loyalty */

export const adminLoyaltyQuerySchema = z.object({
  /** A member id (M…) or the member's email. */
  q: z.string().trim().min(1).max(254),
});

export const adminLoyaltyParamsSchema = z.object({ shopperId: z.string().min(1).max(64) });

export const adminLoyaltyAdjustmentSchema = z.object({
  id: z.string(),
  points: z.number().int(),
  reason: z.string(),
  balance: z.number().int(),
  operatorId: z.string(),
  createdAt: z.string(),
});

export const adminLoyaltyMemberSchema = z.object({
  shopperId: z.string(),
  memberId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  points: z.number().int(),
  loyaltyOptInDate: z.string().nullable(),
  /** The back-office's adjustments, newest first. */
  adjustments: z.array(adminLoyaltyAdjustmentSchema),
});
export type AdminLoyaltyMember = z.infer<typeof adminLoyaltyMemberSchema>;

export const adminLoyaltyAdjustRequestSchema = z
  .object({
    points: z
      .number()
      .int()
      .min(-1_000_000)
      .max(1_000_000)
      .refine((points) => points !== 0, 'must not be zero'),
    reason: z.string().trim().min(3).max(200),
  })
  .strict();
export type AdminLoyaltyAdjustRequest = z.output<typeof adminLoyaltyAdjustRequestSchema>;
