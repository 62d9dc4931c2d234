import { Form, useNavigation } from 'react-router';
import { ErrorSummary, Field, FormNotice } from '../components/form.tsx';
import { ApiError } from '../lib/api.server.ts';
import { requireSignedIn } from '../lib/auth.server.ts';
import { constraintsOf, parseForm, refusalOf, replyOf, successReply } from '../lib/forms.server.ts';
import { fieldErrorOf } from '../lib/forms.ts';
import { useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { changePasswordForm } from '../lib/identity-forms.server.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/account-password';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('identity.meta.password.title'), t('identity.meta.password.description')),
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ params, request, context }: Route.LoaderArgs) {
  requireSignedIn(request, context, localeOf(params));
  return {
    translations: messagesFor(localeOf(params), ['identity']),
    constraints: constraintsOf(changePasswordForm),
  };
}

/** The API's password errors name the field they belong to. */
const FIELD_OF: Record<string, string> = {
  AUT450: 'currentPassword',
  AUT451: 'password',
  AUT452: 'password',
  FE872: 'password',
};

/** No password goes back to the page with the typed values. */
const hideFields = ['currentPassword', 'password', 'confirmPassword'];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const t = translator(locale);
  const submission = parseForm(await request.formData(), changePasswordForm, t);
  if (submission.status !== 'success') return replyOf(submission, { hideFields });
  const { currentPassword, password } = submission.value;
  const api = context.api(locale);
  try {
    const token = await api.call('changePassword', {
      body: { currentPassword, password },
    });
    // Every other session ended; this one continues with the new tokens.
    api.session.applyToken(token, { keepBasket: true, site: api.site });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const field =
      FIELD_OF[error.errorId] ?? (error.details[0]?.field === 'body.password' ? 'password' : null);
    const message = refusalOf(error, t);
    return replyOf(
      submission,
      field ? { fieldErrors: { [field]: [message] }, hideFields } : { formErrors: [message], hideFields },
    );
  }
  return successReply(t('identity.password.changed'));
}

export default function AccountPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { constraints } = loaderData;
  const labels = {
    currentPassword: t('identity.password.current'),
    password: t('identity.reset.password'),
    confirmPassword: t('identity.reset.confirm'),
  };
  return (
    <div className="container narrow identity-page">
      <h1 className="page-title">{t('identity.password.title')}</h1>
      <FormNotice reply={actionData} key={actionData?.at} />
      <ErrorSummary
        errors={Object.fromEntries(Object.keys(labels).map((name) => [name, fieldErrorOf(actionData, name)]))}
        labels={labels}
        idPrefix="password-"
        {...(actionData ? { stamp: actionData.at } : {})}
      />
      {/* A new key after each answer empties the fields: passwords are never sent back to the page. */}
      <Form method="post" className="identity-form" key={actionData?.at ?? 0}>
        <Field
          id="password-currentPassword"
          name="currentPassword"
          type="password"
          label={labels.currentPassword}
          autoComplete="current-password"
          {...constraints.currentPassword}
          error={fieldErrorOf(actionData, 'currentPassword')}
        />
        <Field
          id="password-password"
          name="password"
          type="password"
          label={labels.password}
          hint={t('identity.password.hint')}
          autoComplete="new-password"
          {...constraints.password}
          error={fieldErrorOf(actionData, 'password')}
        />
        <Field
          id="password-confirmPassword"
          name="confirmPassword"
          type="password"
          label={labels.confirmPassword}
          autoComplete="new-password"
          {...constraints.confirmPassword}
          error={fieldErrorOf(actionData, 'confirmPassword')}
        />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t('identity.password.submit')}
        </button>
      </Form>
      <p className="muted small">{t('identity.password.sessionsNote')}</p>
    </div>
  );
}
