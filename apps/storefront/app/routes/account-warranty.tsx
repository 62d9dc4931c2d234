import { warrantyRequestSchema } from '@ridgeline/contracts';
import { Form, useNavigation } from 'react-router';
import { ErrorSummary, Field, TextAreaField } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { openWarrantyCase } from '../lib/account-api.server.ts';
import { translateValidation } from '../lib/address.server.ts';
import { ApiError } from '../lib/api.server.ts';
import { requireSignedIn } from '../lib/auth.server.ts';
import { useT } from '../lib/hooks.ts';
import { translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/account-warranty';

const FIELDS = ['productId', 'orderNumber', 'purchaseDate', 'description'] as const;
type WarrantyField = (typeof FIELDS)[number];

interface WarrantyActionData {
  caseId?: string;
  values: Partial<Record<WarrantyField, string>>;
  errors: Partial<Record<WarrantyField, string>>;
  formError?: string;
  at: number;
}

export async function action({ params, request, context }: Route.ActionArgs): Promise<WarrantyActionData> {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const t = translator(locale);
  const form = await request.formData();
  const at = Date.now();
  const values: WarrantyActionData['values'] = {};
  for (const field of FIELDS) values[field] = String(form.get(field) ?? '').trim();
  const parsed = warrantyRequestSchema.safeParse({
    productId: values.productId?.toUpperCase(),
    purchaseDate: values.purchaseDate,
    description: values.description,
    ...(values.orderNumber ? { orderNumber: values.orderNumber } : {}),
  });
  if (!parsed.success) {
    const errors: WarrantyActionData['errors'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as WarrantyField;
      errors[field] ??=
        issue.code === 'too_small' ? t('validation.required') : translateValidation(issue.message, t);
    }
    return { values, errors, at };
  }
  try {
    const { caseId } = await openWarrantyCase(context.api(locale), parsed.data);
    return { caseId, values: {}, errors: {}, at };
  } catch (error) {
    const formError =
      error instanceof ApiError && error.status < 500 && error.message ? error.message : t('error.generic');
    return { values, errors: {}, formError, at };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('account.nav.warranty'), t('account.warranty.intro')),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AccountWarranty({ actionData: result }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const labels: Record<WarrantyField, string> = {
    productId: t('account.warranty.productId'),
    orderNumber: t('account.contact.orderNumber'),
    purchaseDate: t('account.warranty.purchaseDate'),
    description: t('account.warranty.description'),
  };
  return (
    <>
      <h1 className="page-title">{t('account.nav.warranty')}</h1>
      <p>{t('account.warranty.intro')}</p>
      {result?.caseId ? (
        <Notice type="success">{t('account.warranty.opened', { caseId: result.caseId.slice(0, 8) })}</Notice>
      ) : null}
      {result?.formError ? <Notice type="error">{result.formError}</Notice> : null}
      <Form method="post" className="card-form" noValidate key={result?.caseId ?? 'warranty'}>
        <ErrorSummary errors={errors} labels={labels} idPrefix="warranty-" stamp={result?.at} />
        <Field
          id="warranty-productId"
          name="productId"
          label={labels.productId}
          hint={t('account.warranty.productIdHint')}
          defaultValue={values.productId}
          error={errors.productId}
          maxLength={14}
          required
        />
        <Field
          id="warranty-orderNumber"
          name="orderNumber"
          label={labels.orderNumber}
          hint={t('account.contact.optional')}
          defaultValue={values.orderNumber}
          error={errors.orderNumber}
          maxLength={20}
        />
        <Field
          id="warranty-purchaseDate"
          name="purchaseDate"
          type="date"
          label={labels.purchaseDate}
          defaultValue={values.purchaseDate}
          error={errors.purchaseDate}
          required
        />
        <TextAreaField
          id="warranty-description"
          name="description"
          label={labels.description}
          rows={6}
          maxLength={2000}
          required
          defaultValue={values.description}
          error={errors.description}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('account.warranty.submit')}
        </button>
      </Form>
    </>
  );
}
