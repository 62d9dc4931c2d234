export { disableGiftCard, type GiftCardActor, issueGiftCard, lookUpGiftCard } from './admin.ts';
export {
  DIGITAL,
  eGiftEmail,
  isEGiftProductType,
  issueEGiftCards,
  reissueEGiftCard,
  voidEGiftCards,
} from './egift.ts';
export {
  GIFT_CARD_NUMBER,
  hashGiftCardNumber,
  hashRewardCode,
  maskGiftCardNumber,
  newGiftCardNumber,
  newRewardCode,
  normaliseGiftCardNumber,
  REWARD_CODE,
} from './numbers.ts';
export {
  balanceView,
  checkBalance,
  findGiftCard,
  type GiftCardBalance,
  type GiftCardRow,
  unusableReason,
} from './service.ts';
export { CARD_TENDERS, type CardDebit, debitCards, refundCards } from './tender.ts';
