import {
  adminAuthoriseReturnRequestSchema,
  adminCancelReturnRequestSchema,
  adminReceiveReturnRequestSchema,
  formatMoney,
} from '@ridgeline/contracts';
import {
  fieldErrorReply,
  formErrorReply,
  refusalOf,
  successReply,
} from '@ridgeline/storefront/lib/forms.server.ts';
import type { Translate } from '@ridgeline/storefront/lib/translate.ts';
import { type AdminApi, ApiError } from './admin-api.server.ts';
import type { OrderReply } from './order-forms.server.ts';

/** The posted fields named `<prefix>.<id>`: id → value. */
function fieldsNamed(form: FormData, prefix: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, value] of form.entries()) {
    if (name.startsWith(`${prefix}.`)) found.set(name.slice(prefix.length + 1), String(value));
  }
  return found;
}

/** A refusal about `body.lines.<i>.<field>` goes under that line's field of the form; the rest on top. */
function lineRefusal(
  error: unknown,
  t: Translate,
  ids: readonly string[],
  reply: { form: string; returnId?: string },
): OrderReply {
  const message = refusalOf(error, t);
  if (error instanceof ApiError) {
    const match = /^body\.lines\.(\d+)\.(\w+)$/.exec(String(error.details[0]?.field ?? ''));
    const id = match ? ids[Number(match[1])] : undefined;
    if (match && id) return fieldErrorReply(`${match[2]}.${id}`, message, reply);
  }
  return formErrorReply(message, reply);
}

/**
 * The Returns section's forms (decision 078), sent to the API with the contracts' schemas: authorise
 * (units and a reason per line), receive (condition, restock or write-off, location per line), refund,
 * cancel. Refusals (RTN409, RTN410, STK404…) come back in the operator's language on the form that asked.
 */
export async function returnAction(
  api: AdminApi,
  t: Translate,
  orderNumber: string,
  intent: string,
  form: FormData,
): Promise<OrderReply> {
  const returnId = String(form.get('returnId') ?? '');
  const reply: { form: string; returnId?: string } = { form: intent, ...(returnId ? { returnId } : {}) };
  const params = { orderNumber };
  try {
    switch (intent) {
      case 'return-authorise': {
        const quantities = fieldsNamed(form, 'qty');
        const reasons = fieldsNamed(form, 'reason');
        const lines: { orderItemId: string; qty: number; reason: string }[] = [];
        for (const [orderItemId, text] of quantities) {
          const qty = text.trim() === '' ? 0 : Number(text);
          if (!Number.isInteger(qty) || qty < 0) {
            return fieldErrorReply(`qty.${orderItemId}`, t('admin.returns.badQty'), reply);
          }
          if (qty > 0) lines.push({ orderItemId, qty, reason: reasons.get(orderItemId) ?? '' });
        }
        if (lines.length === 0) return formErrorReply(t('admin.returns.chooseUnits'), reply);
        const reference = String(form.get('reference') ?? '').trim();
        const note = String(form.get('note') ?? '').trim();
        const body = adminAuthoriseReturnRequestSchema.safeParse({
          lines,
          ...(reference ? { reference } : {}),
          ...(note ? { note } : {}),
        });
        if (!body.success) return formErrorReply(t('validation.invalid'), reply);
        try {
          const made = await api.call('authoriseReturn', { params, body: body.data });
          return successReply(t('admin.returns.authorised', { reference: made.reference }), reply);
        } catch (error) {
          return lineRefusal(
            error,
            t,
            body.data.lines.map((line) => line.orderItemId),
            reply,
          );
        }
      }
      case 'return-receive': {
        const conditions = fieldsNamed(form, 'condition');
        const dispositions = fieldsNamed(form, 'disposition');
        const locations = fieldsNamed(form, 'location');
        const writeOffs = fieldsNamed(form, 'writeOffReason');
        const ids = [...conditions.keys()];
        for (const id of ids) {
          if (dispositions.get(id) === 'write_off' && !writeOffs.get(id)) {
            return fieldErrorReply(`writeOffReason.${id}`, t('admin.returns.writeOffReasonRequired'), reply);
          }
        }
        const body = adminReceiveReturnRequestSchema.safeParse({
          lines: ids.map((lineId) => ({
            lineId,
            condition: conditions.get(lineId),
            disposition: dispositions.get(lineId),
            location: locations.get(lineId),
            ...(dispositions.get(lineId) === 'write_off' ? { writeOffReason: writeOffs.get(lineId) } : {}),
          })),
        });
        if (!body.success) return formErrorReply(t('validation.invalid'), reply);
        try {
          const received = await api.call('receiveReturn', {
            params: { ...params, returnId },
            body: body.data,
          });
          return successReply(t('admin.returns.received', { reference: received.reference }), reply);
        } catch (error) {
          return lineRefusal(error, t, ids, reply);
        }
      }
      case 'return-refund': {
        const refunded = await api.call('refundReturn', { params: { ...params, returnId }, body: {} });
        const amount = formatMoney(refunded.refunded, String(form.get('currency') ?? 'USD'), api.locale);
        return successReply(t('admin.returns.refunded', { amount, reference: refunded.reference }), reply);
      }
      case 'return-cancel': {
        const body = adminCancelReturnRequestSchema.safeParse({ reason: form.get('reason') ?? '' });
        if (!body.success) return fieldErrorReply('reason', t('validation.required'), reply);
        const cancelled = await api.call('cancelReturn', {
          params: { ...params, returnId },
          body: body.data,
        });
        return successReply(t('admin.returns.cancelled', { reference: cancelled.reference }), reply);
      }
    }
  } catch (error) {
    return formErrorReply(refusalOf(error, t), reply);
  }
  return formErrorReply(t('error.generic'), reply);
}
