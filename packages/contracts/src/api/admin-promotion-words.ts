// No zod here: the back-office's browser code lists these in its forms and filters (decision 072).
import { SITES } from '../sites.ts';

/** What the promotions engine can do at each level (decision 030): every kind the back-office offers. */
export const PROMOTION_KINDS_BY_LEVEL = {
  PRODUCT: ['percent_off', 'amount_off', 'fixed_price', 'buy_x_get_y'],
  ORDER: ['percent_off', 'amount_off', 'gift_with_purchase'],
  SHIPPING: ['free_shipping', 'percent_off', 'amount_off', 'fixed_price'],
} as const;
export const PROMOTION_KINDS = [
  'percent_off',
  'amount_off',
  'fixed_price',
  'free_shipping',
  'buy_x_get_y',
  'gift_with_purchase',
] as const;
export type AdminPromotionKind = (typeof PROMOTION_KINDS)[number];
/** The levels, in the order the back-office offers them. */
export const ADMIN_PROMOTION_LEVELS = ['PRODUCT', 'ORDER', 'SHIPPING'] as const;
export type AdminPromotionLevel = (typeof ADMIN_PROMOTION_LEVELS)[number];

/** Who a promotion is for: the shopper's consumer type, or loyalty membership (LOYALTY). Empty: everyone. */
export const PROMOTION_AUDIENCES = ['GUEST', 'REGISTERED', 'LOYALTY', 'EMPLOYEE', 'ATHLETE'] as const;
export const PROMOTION_STATUSES = ['scheduled', 'active', 'ended', 'disabled'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
export const PROMOTION_SITE_IDS = SITES.map((site) => site.id);
