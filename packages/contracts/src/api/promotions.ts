import { z } from 'zod';
import { basketIdSchema } from './common.ts';

export const PROMOTION_LEVELS = ['ORDER', 'PRODUCT', 'SHIPPING'] as const;
export type PromotionLevelName = (typeof PROMOTION_LEVELS)[number];
export const THRESHOLD_STATUSES = ['Below Threshold', 'Threshold Reached', 'Above Threshold'] as const;

/** Coupon codes: letters, digits, dash and underscore; compared case-insensitively. */
export const couponCodeSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(40, 'must be at most 40 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, dashes or underscores');

export const couponRequestSchema = z.object({ cartId: basketIdSchema, code: couponCodeSchema });
export type CouponRequest = z.infer<typeof couponRequestSchema>;

/** A promotion applied to the cart or order, as the spec's promoSummary entry. */
export const promoSummaryEntrySchema = z.object({
  level: z.enum(PROMOTION_LEVELS),
  promotionId: z.string(),
  promotionName: z.string(),
  /** Three parts separated by a pipe: before | approaching | reached. */
  calloutMessage: z.string(),
  couponCode: z.string().nullable(),
  /** What it took off, in minor units. */
  discount: z.number().int(),
});
export type PromoSummaryEntry = z.infer<typeof promoSummaryEntrySchema>;

export const cartPromotionsSchema = z.object({
  order: z.array(promoSummaryEntrySchema),
  product: z.array(promoSummaryEntrySchema),
  shipping: z.array(promoSummaryEntrySchema),
});

export const couponSchema = z.object({
  code: z.string(),
  promotionId: z.string(),
  /** False when the coupon stays in the cart but does not currently apply (see message). */
  applied: z.boolean(),
  /** Why the coupon cannot be used any more (e.g. PRM155 expired); the order is refused until removed. */
  errorId: z.string().nullable(),
  message: z.string().nullable(),
});

/** Rebuilt on every cart read: how far the cart is from a threshold promotion. */
export const approachingPromotionSchema = z.object({
  id: z.string(),
  promotionId: z.string(),
  promotionClass: z.enum(PROMOTION_LEVELS),
  contexts: z.array(z.string()),
  thresholdStatus: z.enum(THRESHOLD_STATUSES),
  /** Minor units still to spend; 0 once reached. */
  distanceFromConditionThreshold: z.number().int(),
  approachingDisplayLevel: z.enum(['cart', 'mini-cart']),
  calloutMessage: z.string(),
  /** The part of the callout for the current status, with the distance filled in. */
  message: z.string(),
});
export type ApproachingPromotion = z.infer<typeof approachingPromotionSchema>;

export const productPromotionSchema = z.object({
  promotionId: z.string(),
  campaignId: z.string(),
  couponCode: z.string().nullable(),
  /** Discount on this line (a negative price adjustment), in minor units. */
  price: z.number().int(),
});
