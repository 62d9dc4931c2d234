/** The checkout pages' form intents (the `intent` field each form posts), read through these vocabularies. */

/** The summary page's form intents (the place-order form posts none). */
export const SummaryIntent = {
  Method: 'method',
  Reward: 'reward',
  Gift: 'gift',
  RemoveGift: 'removeGift',
} as const;

/** The billing page's payment forms' intents (the billing address form posts none, or `billing`). */
export const PaymentIntent = {
  GiftCardBalance: 'giftCardBalance',
  GiftCardApply: 'giftCardApply',
  RewardCodeApply: 'rewardCodeApply',
  RewardCardApply: 'rewardCardApply',
  AthleteApply: 'athleteApply',
  RemoveInstrument: 'removeInstrument',
  Reward: 'reward',
  Bnpl: 'bnpl',
} as const;

export type PaymentIntent = (typeof PaymentIntent)[keyof typeof PaymentIntent];

export function isPaymentIntent(value: unknown): value is PaymentIntent {
  return Object.values<unknown>(PaymentIntent).includes(value);
}
