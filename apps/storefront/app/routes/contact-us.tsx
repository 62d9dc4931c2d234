import { contactRequestSchema } from '@ridgeline/contracts';
import { Form, useNavigation } from 'react-router';
import { ErrorSummary, Field, TextAreaField } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { type ContactCategory, contactCategories, contactUs } from '../lib/account-api.server.ts';
import { translateValidation } from '../lib/address.server.ts';
import { ApiError } from '../lib/api.server.ts';
import { useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/contact-us';

const FIELDS = ['firstName', 'lastName', 'email', 'topic', 'orderNumber', 'message'] as const;
type ContactField = (typeof FIELDS)[number];
type Values = Partial<Record<ContactField, string>>;
type Errors = Partial<Record<ContactField, string>>;

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const api = context.api(locale);
  const translations = messagesFor(locale, ['account']);
  try {
    return {
      translations,
      categories: (await contactCategories(api)).categories,
    };
  } catch (error) {
    console.error(error);
    return { translations, categories: null };
  }
}

interface ContactActionData {
  sent?: { caseId: string };
  values: Values;
  errors: Errors;
  formError?: string;
  at: number;
}

export async function action({ params, request, context }: Route.ActionArgs): Promise<ContactActionData> {
  const locale = localeOf(params);
  const t = translator(locale);
  const form = await request.formData();
  const values: Values = {};
  for (const field of FIELDS) values[field] = String(form.get(field) ?? '').trim();
  const at = Date.now();
  const [category = '', subject = ''] = (values.topic ?? '').split('|');
  const body = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    category,
    subject,
    message: values.message,
    ...(values.orderNumber ? { orderNumber: values.orderNumber } : {}),
  };
  const parsed = contactRequestSchema.safeParse(body);
  if (!parsed.success) {
    const errors: Errors = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const field: ContactField = key === 'category' || key === 'subject' ? 'topic' : (key as ContactField);
      if (!errors[field]) {
        errors[field] =
          field === 'topic' ? t('account.contact.chooseTopic') : translateValidation(issue.message, t);
      }
    }
    return { values, errors, at };
  }
  try {
    const sent = await contactUs(context.api(locale), parsed.data);
    return { sent, values: {}, errors: {}, at };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.message) {
      return { values, errors: {}, formError: error.message, at };
    }
    console.error(error);
    return { values, errors: {}, formError: t('error.generic'), at };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return pageMeta(t('account.contact.title'), t('account.contact.intro'));
}

function TopicSelect({
  categories,
  value,
  error,
}: {
  categories: ContactCategory[];
  value: string | undefined;
  error: string | undefined;
}) {
  const t = useT();
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor="contact-topic">{t('account.contact.topic')}</label>
      <select
        id="contact-topic"
        name="topic"
        defaultValue={value ?? ''}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'contact-topic-error' : undefined}
      >
        <option value="">{t('account.contact.chooseTopic')}</option>
        {categories.map((category) => (
          <optgroup key={category.category} label={category.label}>
            {category.subjects.map((subject) => (
              <option key={subject.subject} value={`${category.category}|${subject.subject}`}>
                {subject.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error ? (
        <p id="contact-topic-error" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const t = useT();
  const result = actionData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const labels: Record<ContactField, string> = {
    firstName: t('account.contact.firstName'),
    lastName: t('account.contact.lastName'),
    email: t('account.contact.email'),
    topic: t('account.contact.topic'),
    orderNumber: t('account.contact.orderNumber'),
    message: t('account.contact.message'),
  };
  return (
    <div className="container narrow account-page">
      <h1 className="page-title">{t('account.contact.title')}</h1>
      <p>{t('account.contact.intro')}</p>
      {result?.sent ? (
        <Notice type="success">
          {t('account.contact.sent', { caseId: result.sent.caseId.slice(0, 8) })}
        </Notice>
      ) : null}
      {result?.formError ? <Notice type="error">{result.formError}</Notice> : null}
      {categories === null ? (
        <Notice type="error">{t('account.contact.unavailable')}</Notice>
      ) : (
        <Form method="post" className="card-form" noValidate key={result?.sent ? result.at : 'form'}>
          <ErrorSummary errors={errors} labels={labels} idPrefix="contact-" stamp={result?.at} />
          <Field
            id="contact-firstName"
            name="firstName"
            label={labels.firstName}
            autoComplete="given-name"
            defaultValue={values.firstName}
            error={errors.firstName}
            maxLength={30}
            required
          />
          <Field
            id="contact-lastName"
            name="lastName"
            label={labels.lastName}
            autoComplete="family-name"
            defaultValue={values.lastName}
            error={errors.lastName}
            maxLength={30}
            required
          />
          <Field
            id="contact-email"
            name="email"
            type="email"
            label={labels.email}
            autoComplete="email"
            defaultValue={values.email}
            error={errors.email}
            required
          />
          <TopicSelect categories={categories} value={values.topic} error={errors.topic} />
          <Field
            id="contact-orderNumber"
            name="orderNumber"
            label={labels.orderNumber}
            hint={t('account.contact.optional')}
            defaultValue={values.orderNumber}
            error={errors.orderNumber}
            maxLength={20}
          />
          <TextAreaField
            id="contact-message"
            name="message"
            label={labels.message}
            rows={6}
            maxLength={2000}
            required
            defaultValue={values.message}
            error={errors.message}
          />
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t('account.contact.sending') : t('account.contact.send')}
          </button>
        </Form>
      )}
    </div>
  );
}
