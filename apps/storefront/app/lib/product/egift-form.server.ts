import { addItemRequestSchema, E_GIFT_CARD_LIMITS, giftOptionSchema } from '@ridgeline/contracts';
import { z } from 'zod';
import { parseFormWith } from '../forms.server.ts';
import {
  EGIFT_FIELDS,
  type EGiftErrors,
  type EGiftField,
  type EGiftValues,
  parseAmount,
} from '../gifting.ts';
import type { Translate } from '../translate.ts';

const gift = giftOptionSchema.shape;

/**
 * The e-gift card form: a preset amount (or "custom" with the shopper's own, checked against the
 * add-item request's customAmount once it is read as minor units), and the gift option's recipient,
 * email, sender (required here: the card says who it is from) and message.
 */
export const eGiftForm = z.object({
  amount: z.enum([...E_GIFT_CARD_LIMITS.presets.map(String), 'custom']),
  customAmount: z.string().optional(),
  recipientName: gift.to,
  recipientEmail: gift.email.unwrap(),
  senderName: gift.from.unwrap().min(1),
  message: gift.message,
});

const customAmountSchema = addItemRequestSchema.shape.customAmount.unwrap();

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
  const wording = (issue: z.core.$ZodIssue) => {
    const field = String(issue.path[0]);
    if (field === 'amount') return t('gifting.error.amount');
    if (issue.code === 'too_big') return t('gifting.error.tooLong', { max: Number(issue.maximum) });
    if (field === 'recipientEmail' && issue.code !== 'invalid_type' && issue.code !== 'too_small') {
      return t('gifting.error.email');
    }
    return t('gifting.error.required');
  };
  const submission = parseFormWith(form, eGiftForm, wording);
  const values: EGiftValues = {};
  for (const field of EGIFT_FIELDS) {
    const value = submission.payload[field];
    values[field] = typeof value === 'string' ? value.trim() : '';
  }
  const errors: EGiftErrors = {};
  if (submission.status === 'error') {
    for (const [field, messages] of Object.entries(submission.error ?? {})) {
      if (messages?.[0]) errors[field as EGiftField] = messages[0];
    }
  }
  // The shopper's own amount, in major units as they write them ("75,50"), within the API's limits.
  let amount: number | null = null;
  if (values.amount === 'custom') {
    amount = customAmountSchema.safeParse(parseAmount(values.customAmount ?? '')).data ?? null;
    if (amount === null) {
      errors.customAmount = t('gifting.error.customAmount', {
        min: money(E_GIFT_CARD_LIMITS.min),
        max: money(E_GIFT_CARD_LIMITS.max),
      });
    }
  } else if (submission.status === 'success') {
    amount = Number(submission.value.amount);
  }
  if (submission.status !== 'success' || amount === null) return { input: null, values, errors };
  const { recipientName, recipientEmail, senderName, message } = submission.value;
  return {
    input: {
      customAmount: amount,
      giftOption: { to: recipientName, email: recipientEmail, from: senderName, message },
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
