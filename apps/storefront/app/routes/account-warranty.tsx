import { Form, useNavigation } from 'react-router';
import { ErrorSummary, Field, FormNotice, TextAreaField } from '../components/form.tsx';
import { openWarrantyCase } from '../lib/account-api.server.ts';
import { warrantyForm } from '../lib/account-forms.server.ts';
import { requireSignedIn } from '../lib/auth.server.ts';
import { constraintsOf, parseForm, refusalOf, replyOf, successReply } from '../lib/forms.server.ts';
import { fieldErrorOf, submittedValue } from '../lib/forms.ts';
import { useT } from '../lib/hooks.ts';
import { translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/account-warranty';

const FIELDS = ['productId', 'orderNumber', 'purchaseDate', 'description'] as const;
type WarrantyField = (typeof FIELDS)[number];

export function loader() {
  return { constraints: constraintsOf(warrantyForm) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const t = translator(locale);
  const submission = parseForm(await request.formData(), warrantyForm, t);
  if (submission.status !== 'success') return replyOf(submission, {}, { caseId: undefined });
  try {
    const { caseId } = await openWarrantyCase(context.api(locale), submission.value);
    return successReply(t('account.warranty.opened', { caseId: caseId.slice(0, 8) }), { caseId });
  } catch (error) {
    return replyOf(submission, { formErrors: [refusalOf(error, t)] }, { caseId: undefined });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('account.nav.warranty'), t('account.warranty.intro')),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AccountWarranty({ loaderData, actionData: result }: Route.ComponentProps) {
  const { constraints } = loaderData;
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const errors = Object.fromEntries(FIELDS.map((field) => [field, fieldErrorOf(result, field)]));
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
      <FormNotice reply={result} />
      <Form method="post" className="card-form" noValidate key={result?.caseId ?? 'warranty'}>
        <ErrorSummary errors={errors} labels={labels} idPrefix="warranty-" stamp={result?.at} />
        <Field
          id="warranty-productId"
          name="productId"
          label={labels.productId}
          hint={t('account.warranty.productIdHint')}
          defaultValue={submittedValue(result, 'productId')}
          error={errors.productId}
          {...constraints.productId}
        />
        <Field
          id="warranty-orderNumber"
          name="orderNumber"
          label={labels.orderNumber}
          hint={t('account.contact.optional')}
          defaultValue={submittedValue(result, 'orderNumber')}
          error={errors.orderNumber}
          {...constraints.orderNumber}
        />
        <Field
          id="warranty-purchaseDate"
          name="purchaseDate"
          type="date"
          label={labels.purchaseDate}
          defaultValue={submittedValue(result, 'purchaseDate')}
          error={errors.purchaseDate}
          required={constraints.purchaseDate?.required}
        />
        <TextAreaField
          id="warranty-description"
          name="description"
          label={labels.description}
          rows={6}
          {...constraints.description}
          defaultValue={submittedValue(result, 'description')}
          error={errors.description}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('account.warranty.submit')}
        </button>
      </Form>
    </>
  );
}
