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
  maskGiftCardNumber,
  newGiftCardNumber,
  normaliseGiftCardNumber,
} from './numbers.ts';
export {
  balanceView,
  checkBalance,
  findGiftCard,
  type GiftCardBalance,
  type GiftCardRow,
  unusableReason,
} from './service.ts';
