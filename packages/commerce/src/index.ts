export * as accounts from './accounts/index.ts';
export * as analytics from './analytics/index.ts';
export * as audit from './audit/index.ts';
export * as auth from './auth/index.ts';
export * as botDefence from './bot-defence/index.ts';
export * as cart from './cart/index.ts';
export * as catalog from './catalog/index.ts';
export * as checkout from './checkout/index.ts';
export * as consent from './consent/index.ts';
export * as consumers from './consumers/index.ts';
export * as content from './content/index.ts';
export * as customers from './customers/index.ts';
export * as customs from './customs/index.ts';
export * as experiments from './experiments/index.ts';
export * as giftcards from './giftcards/index.ts';
export * as inventory from './inventory/index.ts';
export * as media from './media/index.ts';
export * as operators from './operators/index.ts';
export * as orders from './orders/index.ts';
export * as payments from './payments/index.ts';
export * as promotions from './promotions/index.ts';
export * as reviews from './reviews/index.ts';
export * as settings from './settings/index.ts';
export { type ShopContext, shopContext } from './shared/context.ts';
export * as devMailbox from './shared/dev-mailbox.ts';
export { CommerceError, isCommerceError } from './shared/errors.ts';
export {
  DEFAULT_IDEMPOTENCY_TIMING,
  IDEMPOTENCY_KEY_HOURS,
  type IdempotencyTiming,
  purgeIdempotencyKeys,
} from './shared/idempotency.ts';
export * as mail from './shared/mail-delivery.ts';
export * as outboxLog from './shared/outbox-log.ts';
export { type PeriodicTask, repeatEvery } from './shared/periodic.ts';
export * as shipping from './shipping/index.ts';
export * as stores from './stores/index.ts';
export * as taxes from './taxes/index.ts';
export * as ugc from './ugc/index.ts';
export * as wishlists from './wishlists/index.ts';
