import {
  adminCancelRequestSchema,
  adminFulfilRequestSchema,
  adminNoteRequestSchema,
  formatMoney,
  RESENDABLE_EMAILS,
  SHIPMENT_STEPS,
} from '@ridgeline/contracts';
import { formErrorReply, parseForm, replyOf, successReply } from '@ridgeline/storefront/lib/forms.server.ts';
import type { FormReply } from '@ridgeline/storefront/lib/forms.ts';
import type { Translate } from '@ridgeline/storefront/lib/translate.ts';
import { z } from 'zod';
import type { AdminApi } from './admin-api.server.ts';
import { refusalReply } from './refusals.server.ts';

/** Which of the order page's forms answered (and for which shipment): each shows its own errors. */
export type OrderReply = FormReply & { form?: string; shipmentId?: string; returnId?: string };

// The contracts' bodies are strict; the page's forms also carry `intent` and the like.
const reasonSchema = z.object({ reason: adminCancelRequestSchema.shape.reason });
const noteSchema = z.object({ text: adminNoteRequestSchema.shape.text });
const fulfilSchema = z.object({
  step: z.enum(SHIPMENT_STEPS),
  carrier: z.string().trim().min(1).max(60).optional(),
  tracking: z.string().trim().min(1).max(100).optional(),
});
const MONEY = /^\d{1,9}(?:[.,]\d{1,2})?$/;

/** "12.50" or "12,5" as minor units (every site's currency has two decimals); blank is none. */
export function minorUnitsOf(value: string): number | null | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (!MONEY.test(text)) return null;
  const [whole = '0', cents = ''] = text.split(/[.,]/);
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/**
 * One posted form of the order page, sent to the API. Refusals (ADM411, ADM412, ADM413, ADM414, ORD410…)
 * come back in the operator's language on the form that asked.
 */
export async function orderAction(
  api: AdminApi,
  t: Translate,
  orderNumber: string,
  form: FormData,
): Promise<OrderReply> {
  const intent = String(form.get('intent') ?? '');
  const params = { orderNumber };
  const reply = { form: intent };
  try {
    switch (intent) {
      case 'fulfil': {
        const shipmentId = String(form.get('shipmentId') ?? '');
        const extra = { ...reply, shipmentId };
        const submission = parseForm(form, fulfilSchema, t);
        if (submission.status !== 'success') return { ...replyOf(submission), ...extra };
        const checked = adminFulfilRequestSchema.safeParse(submission.value);
        if (!checked.success) {
          return {
            status: 'error',
            error: { tracking: [t('admin.order.ship.trackingRequired')] },
            at: Date.now(),
            ...extra,
          };
        }
        try {
          await api.call('fulfil', { params: { ...params, shipmentId }, body: checked.data });
        } catch (error) {
          return refusalReply(error, t, ['tracking', 'carrier'], extra);
        }
        return successReply(t(`admin.order.step.done.${checked.data.step}`), extra);
      }
      case 'cancel': {
        const submission = parseForm(form, reasonSchema, t);
        if (submission.status !== 'success') return { ...replyOf(submission), ...reply };
        await api.call('cancelOrder', { params, body: submission.value });
        return successReply(t('admin.order.cancelled'), reply);
      }
      case 'refund': {
        const amount = minorUnitsOf(String(form.get('amount') ?? ''));
        if (amount === null || amount === 0) {
          return {
            status: 'error',
            error: { amount: [t('admin.order.refund.badAmount')] },
            at: Date.now(),
            ...reply,
          };
        }
        const submission = parseForm(form, reasonSchema.extend({ paymentId: z.string().min(1).max(64) }), t);
        if (submission.status !== 'success') return { ...replyOf(submission), ...reply };
        const { paymentId, reason } = submission.value;
        const body = { reason, paymentId, ...(amount !== undefined ? { amount } : {}) };
        try {
          const result = await api.call('refund', { params, body });
          const currency = String(form.get('currency') ?? '');
          return successReply(
            t('admin.order.refunded', { amount: formatMoney(result.refunded, currency, api.locale) }),
            reply,
          );
        } catch (error) {
          return refusalReply(error, t, ['amount', 'reason'], reply);
        }
      }
      case 'note': {
        const submission = parseForm(form, noteSchema, t);
        if (submission.status !== 'success') return { ...replyOf(submission), ...reply };
        await api.call('addNote', { params, body: submission.value });
        return successReply(t('admin.order.noteAdded'), reply);
      }
      case 'resend': {
        const email = z.enum(RESENDABLE_EMAILS).safeParse(form.get('email'));
        if (!email.success) return formErrorReply(t('validation.invalid'), reply);
        await api.call('resendEmail', { params, body: { email: email.data } });
        return successReply(t('admin.order.resent'), reply);
      }
    }
  } catch (error) {
    return refusalReply(error, t, [], reply);
  }
  return formErrorReply(t('error.generic'), reply);
}
