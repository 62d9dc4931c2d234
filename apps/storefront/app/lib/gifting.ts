import { E_GIFT_CARD_LIMITS, E_GIFT_CARD_PRODUCT_TYPE, isValidEmail } from '@ridgeline/contracts';
import type { Translate } from './translate.ts';

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

export const NAME_MAX = 50;
export const MESSAGE_MAX = 250;

/** "75", "75.5", "75,50" (French and German write a comma) in major units → minor units, or null. */
export function parseAmount(input: string): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(input.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export interface EGiftInput {
  customAmount: number;
  giftOption: { to: string; email: string; from: string; message: string };
}

/** Reads and checks the e-gift card form; errors are per field, in the shopper's language. */
export function validateEGift(
  form: FormData,
  t: Translate,
  money: (minor: number) => string,
): { input: EGiftInput | null; values: EGiftValues; errors: EGiftErrors } {
  const read = (name: EGiftField) => String(form.get(name) ?? '').trim();
  const values: EGiftValues = Object.fromEntries(EGIFT_FIELDS.map((field) => [field, read(field)]));
  const errors: EGiftErrors = {};
  const limits = { min: money(E_GIFT_CARD_LIMITS.min), max: money(E_GIFT_CARD_LIMITS.max) };
  let amount: number | null = null;
  if (values.amount === 'custom') {
    amount = parseAmount(values.customAmount ?? '');
    if (amount === null || amount < E_GIFT_CARD_LIMITS.min || amount > E_GIFT_CARD_LIMITS.max) {
      errors.customAmount = t('gifting.error.customAmount', limits);
    }
  } else if ((E_GIFT_CARD_LIMITS.presets as readonly number[]).includes(Number(values.amount))) {
    amount = Number(values.amount);
  } else {
    errors.amount = t('gifting.error.amount');
  }
  for (const field of ['recipientName', 'senderName'] as const) {
    if (!values[field]) errors[field] = t('gifting.error.required');
    else if (values[field].length > NAME_MAX) errors[field] = t('gifting.error.tooLong', { max: NAME_MAX });
  }
  if (!values.recipientEmail) errors.recipientEmail = t('gifting.error.required');
  else if (!isValidEmail(values.recipientEmail)) errors.recipientEmail = t('gifting.error.email');
  if ((values.message ?? '').length > MESSAGE_MAX) {
    errors.message = t('gifting.error.tooLong', { max: MESSAGE_MAX });
  }
  if (Object.keys(errors).length > 0 || amount === null) return { input: null, values, errors };
  return {
    input: {
      customAmount: amount,
      giftOption: {
        to: values.recipientName!,
        email: values.recipientEmail!,
        from: values.senderName!,
        message: values.message ?? '',
      },
    },
    values,
    errors,
  };
}

/** The form field an API validation error names (REQ400 `field`), if it is one of ours. */
export function fieldOfApiError(field: string): EGiftField | null {
  const map: Record<string, EGiftField> = {
    'body.customAmount': 'customAmount',
    'body.giftOption.to': 'recipientName',
    'body.giftOption.email': 'recipientEmail',
    'body.giftOption.from': 'senderName',
    'body.giftOption.message': 'message',
  };
  return map[field] ?? null;
}
