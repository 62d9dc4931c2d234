import {
  giftCardBalanceRequestSchema,
  orderGiftOptionSchema,
  paymentInstrumentRequestSchema,
  placeOrderRequestSchema,
  removePaymentInstrumentRequestSchema,
  rewardRequestSchema,
  shippingMethodRequestSchema,
} from '@ridgeline/contracts';
import { z } from 'zod';

/** The checkout forms, each from the API request its action makes (decision 059). */

/** A shipping method chosen by its code, as the method request takes it. */
export const shippingMethodForm = z.object({ shippingMethod: shippingMethodRequestSchema.shape.code });

/** A loyalty voucher by its points (the reward request's), or 0 (or nothing) to remove the one applied. */
export const rewardForm = z.object({
  points: z.literal(0).or(rewardRequestSchema.shape.appliedLoyaltyVoucher.unwrap().shape.points).default(0),
});

/** The order's gift option: wrap and gift receipt (checkboxes) and a message, as the API takes them. */
export const orderGiftForm = orderGiftOptionSchema;

/** Whether the page's script opens payment pages in a dialog (it adds `dialog=1`). */
const inDialog = { dialog: z.literal('1').optional() };

/**
 * Place order: the solved bot check (when there is one) and the form's idempotency key. Nothing here
 * refuses the submit: a key that is not one gets a new one, an unreadable solution is none (the API asks
 * again when it needs one).
 */
export const placeOrderForm = z.object({
  altcha: placeOrderRequestSchema.shape.altcha.catch(undefined),
  idempotencyKey: z.uuid().optional().catch(undefined),
  dialog: inDialog.dialog.catch(undefined),
});

/** A gift card's number as the shopper types it (spaces and dashes dropped), the balance request's. */
export const giftCardForm = z.object({
  // A missing number goes to the API, which answers it with its own message (GFC400).
  giftCardNumber: z
    .string()
    .transform((number) => number.replace(/[\s-]/g, ''))
    .pipe(giftCardBalanceRequestSchema.shape.giftCardNumber.unwrap())
    .optional(),
});

// The payment instrument request's reward code and reward card (by their payment_method_id's place).
const [, , , rewardCodeInstrument, rewardCardInstrument] = paymentInstrumentRequestSchema.options;

/** A reward code; an empty one goes to the API, which answers it with its own message. */
export const rewardCodeForm = z.object({
  rewardCode: rewardCodeInstrument.shape.rewardCode.unwrap().shape.code,
});

/** A reward card's number; an empty one goes to the API, as a code does. */
export const rewardCardForm = z.object({
  rewardCardNumber: rewardCardInstrument.shape.rewardCard.unwrap().shape.number,
});

/** A payment instrument to remove, by the remove request's id. */
export const removeInstrumentForm = z.object({
  instrumentId: removePaymentInstrumentRequestSchema.shape.payment_instrument_id,
});

/** Pay later: only whether its page opens in a dialog. */
export const bnplForm = z.object(inDialog);

/** The billing address's own switch: use the shipping address ("on" when ticked). */
export const sameAsShippingForm = z.object({ sameAsShipping: z.boolean().default(false) });
