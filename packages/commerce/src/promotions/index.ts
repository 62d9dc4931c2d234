export { type AdjustmentRule, applyAdjustments } from './adjustments.ts';
export {
  addPromotionCodes,
  createPromotion,
  listPromotions,
  type PromotionActor,
  promotionCodesCsv,
  promotionCodesOf,
  promotionForOperator,
  promotionStatus,
  setPromotionActive,
  updatePromotion,
} from './admin.ts';
export { approachingMessages, calloutParts } from './approaching.ts';
export {
  audienceMatches,
  type CartPromotionSet,
  consumerTypeOf,
  findByCouponCode,
  isGiftUpc,
  normaliseCode,
  type PromotionRow,
  type PromotionShopper,
  promotionAudienceOf,
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
export { singleUseReason } from './single-use.ts';
