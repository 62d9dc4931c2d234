import { Form, useNavigation } from 'react-router';
import { ErrorSummary, Field, FormNotice, TextAreaField } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { type ContactCategory, contactCategories, contactUs } from '../lib/account-api.server.ts';
import { contactForm, contactMessages } from '../lib/account-forms.server.ts';
import { constraintsOf, parseForm, refusalOf, replyOf, successReply } from '../lib/forms.server.ts';
import { fieldErrorOf, submittedValue } from '../lib/forms.ts';
import { useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/contact-us';

const FIELDS = ['firstName', 'lastName', 'email', 'topic', 'orderNumber', 'message'] as const;
type ContactField = (typeof FIELDS)[number];

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const api = context.api(locale);
  const translations = messagesFor(locale, ['account']);
  const constraints = constraintsOf(contactForm);
  try {
    return {
      translations,
      constraints,
      categories: (await contactCategories(api)).categories,
    };
  } catch (error) {
    console.error(error);
    return { translations, constraints, categories: null };
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const t = translator(locale);
  const submission = parseForm(await request.formData(), contactForm, t, contactMessages);
  if (submission.status !== 'success') return replyOf(submission);
  const { topic, ...contact } = submission.value;
  try {
    const sent = await contactUs(context.api(locale), { ...contact, ...topic });
    return successReply(t('account.contact.sent', { caseId: sent.caseId.slice(0, 8) }));
  } catch (error) {
    return replyOf(submission, { formErrors: [refusalOf(error, t)] });
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
  const { constraints } = loaderData;
  const errors = Object.fromEntries(FIELDS.map((field) => [field, fieldErrorOf(result, field)]));
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
      <FormNotice reply={result} />
      {categories === null ? (
        <Notice type="error">{t('account.contact.unavailable')}</Notice>
      ) : (
        <Form
          method="post"
          className="card-form"
          noValidate
          key={result?.status === 'success' ? result.at : 'form'}
        >
          <ErrorSummary errors={errors} labels={labels} idPrefix="contact-" stamp={result?.at} />
          <Field
            id="contact-firstName"
            name="firstName"
            label={labels.firstName}
            autoComplete="given-name"
            defaultValue={submittedValue(result, 'firstName')}
            error={errors.firstName}
            {...constraints.firstName}
          />
          <Field
            id="contact-lastName"
            name="lastName"
            label={labels.lastName}
            autoComplete="family-name"
            defaultValue={submittedValue(result, 'lastName')}
            error={errors.lastName}
            {...constraints.lastName}
          />
          <Field
            id="contact-email"
            name="email"
            type="email"
            label={labels.email}
            autoComplete="email"
            defaultValue={submittedValue(result, 'email')}
            error={errors.email}
            {...constraints.email}
          />
          <TopicSelect categories={categories} value={submittedValue(result, 'topic')} error={errors.topic} />
          <Field
            id="contact-orderNumber"
            name="orderNumber"
            label={labels.orderNumber}
            hint={t('account.contact.optional')}
            defaultValue={submittedValue(result, 'orderNumber')}
            error={errors.orderNumber}
            {...constraints.orderNumber}
          />
          <TextAreaField
            id="contact-message"
            name="message"
            label={labels.message}
            rows={6}
            {...constraints.message}
            defaultValue={submittedValue(result, 'message')}
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
