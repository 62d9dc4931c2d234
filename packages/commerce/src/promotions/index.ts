export { type AdjustmentRule, applyAdjustments } from './adjustments.ts';
export { approachingMessages, calloutParts } from './approaching.ts';
export {
  audienceMatches,
  type CartPromotionSet,
  consumerTypeOf,
  findByCouponCode,
  isGiftUpc,
  normaliseCode,
  type PromotionShopper,
  promotionsForCart,
  shopperLimitReason,
  unavailableReason,
} from './eligibility.ts';
export {
  type AppliedPromotion,
  applyPromotions,
  type PricedLine,
  type PricingInput,
  type PricingResult,
  type PromotionRule,
} from './engine.ts';
export { redeemPromotions, releaseRedemptions } from './redeem.ts';
