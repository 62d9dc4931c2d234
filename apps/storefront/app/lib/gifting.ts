import { E_GIFT_CARD_PRODUCT_TYPE } from '@ridgeline/contracts';

export const isEGiftCard = (productType: string) => productType === E_GIFT_CARD_PRODUCT_TYPE;

/** Fields of the e-gift card form, in the order they are shown (the error summary follows it). */
export const EGIFT_FIELDS = [
  'amount',
  'customAmount',
  'recipientName',
  'recipientEmail',
  'senderName',
  'message',
] as const;
export type EGiftField = (typeof EGIFT_FIELDS)[number];
export type EGiftValues = Partial<Record<EGiftField, string>>;
export type EGiftErrors = Partial<Record<EGiftField, string>>;

/** "75", "75.5", "75,50" (French and German write a comma) in major units → minor units, or null. */
export function parseAmount(input: string): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(input.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
