import {
  adminCustomerErasureRequestSchema,
  adminCustomerListQuerySchema,
  adminCustomerParamsSchema,
  adminCustomerUpdateRequestSchema,
} from '@ridgeline/contracts';
import {
  constraintsOf,
  formErrorReply,
  parseForm,
  replyOf,
  successReply,
} from '@ridgeline/storefront/lib/forms.server.ts';
import type { FormReply } from '@ridgeline/storefront/lib/forms.ts';
import type { Translate } from '@ridgeline/storefront/lib/translate.ts';
import type { AdminApi } from './admin-api.server.ts';
import { refusalReply } from './refusals.server.ts';

/** The search as typed (the form shows it back) and as the API takes it. */
export function customerSearchOf(url: URL) {
  const q = url.searchParams.get('q')?.trim() ?? '';
  const cursor = url.searchParams.get('cursor') ?? undefined;
  const query = adminCustomerListQuerySchema.safeParse({ ...(q ? { q } : {}), cursor, pageSize: 25 });
  return { q, query };
}

export const customerIdOf = (params: { customerId?: string }) => adminCustomerParamsSchema.safeParse(params);

export const customerConstraints = () => ({
  update: constraintsOf(adminCustomerUpdateRequestSchema),
  erase: constraintsOf(adminCustomerErasureRequestSchema),
});

export type CustomerReply = FormReply & { form?: string };

/** Only the named fields go to a (strict) request schema. */
function fieldsOf(form: FormData, names: readonly string[]): FormData {
  const fields = new FormData();
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string') fields.set(name, value);
  }
  return fields;
}

/** The customer page's forms: customer service's edit (update) and the owner's erasure (erase). */
export async function customerAction(
  api: AdminApi,
  t: Translate,
  customerId: string,
  form: FormData,
): Promise<CustomerReply> {
  const intent = String(form.get('intent') ?? '');
  const reply = { form: intent };
  const params = { customerId };
  if (intent === 'update') {
    const submission = parseForm(
      fieldsOf(form, ['firstName', 'lastName', 'phone', 'phoneCode']),
      adminCustomerUpdateRequestSchema,
      t,
    );
    if (submission.status !== 'success') return { ...replyOf(submission), ...reply };
    try {
      await api.call('updateCustomer', { params, body: submission.value });
      return successReply(t('admin.customer.saved'), reply);
    } catch (error) {
      return refusalReply(error, t, ['firstName', 'lastName', 'phone', 'phoneCode'], reply);
    }
  }
  if (intent === 'erase') {
    const submission = parseForm(fieldsOf(form, ['confirmEmail']), adminCustomerErasureRequestSchema, t);
    if (submission.status !== 'success') return { ...replyOf(submission), ...reply };
    try {
      await api.call('eraseCustomer', { params, body: submission.value });
      return successReply(t('admin.customer.erased'), reply);
    } catch (error) {
      return refusalReply(error, t, ['confirmEmail'], reply);
    }
  }
  return formErrorReply(t('error.generic'), reply);
}
