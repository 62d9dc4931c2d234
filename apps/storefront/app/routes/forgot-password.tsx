import { Form, Link, redirect, useNavigation } from 'react-router';
import { ErrorSummary, Field, FormNotice } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { isApiError } from '../lib/api.server.ts';
import { constraintsOf, intentOf, parseForm, refusalOf, replyOf } from '../lib/forms.server.ts';
import { fieldErrorOf, formErrorOf, submittedValue } from '../lib/forms.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { forgotForm, resetForm } from '../lib/identity-forms.server.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import { localePath } from '../lib/urls.ts';
import type { Route } from './+types/forgot-password';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('identity.meta.forgot.title'), t('identity.meta.forgot.description')),
    { name: 'robots', content: 'noindex' },
    // The reset token is in the address: it must not leak to other sites through the referrer. (Not
    // no-referrer: that makes the browser send `Origin: null` on the form post, which the CSRF check refuses.)
    { name: 'referrer', content: 'same-origin' },
  ];
}

/** Without `token`: ask for the reset email. With the emailed link's `token`: choose the new password. */
export function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  return {
    translations: messagesFor(localeOf(params), ['identity']),
    token: token && /^[A-Za-z0-9_-]{1,64}$/.test(token) ? token : null,
    hadToken: url.searchParams.has('token'),
    constraints: { reset: constraintsOf(resetForm), forgot: constraintsOf(forgotForm) },
  };
}

/** Neither password goes back to the page with the typed values. */
const hideFields = ['password', 'confirmPassword'];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const t = translator(locale);
  const api = context.api(locale);
  const form = await request.formData();
  if (intentOf(form, ['reset']) === 'reset') {
    const step = 'reset' as const;
    const submission = parseForm(form, resetForm, t);
    if (submission.status !== 'success') return replyOf(submission, { hideFields }, { step, expired: false });
    const { token, password } = submission.value;
    try {
      await api.call('resetPassword', { body: { token, password } });
    } catch (error) {
      const expired = isApiError(error, 'AUT402');
      return replyOf(submission, { formErrors: [refusalOf(error, t)], hideFields }, { step, expired });
    }
    throw redirect(`${localePath(locale, '/login')}?reset=1`);
  }
  const step = 'request' as const;
  const submission = parseForm(form, forgotForm, t);
  if (submission.status !== 'success') return replyOf(submission, {}, { step });
  const { email } = submission.value;
  try {
    await api.call('forgotPassword', { body: { email } });
  } catch (error) {
    return replyOf(submission, { formErrors: [refusalOf(error, t)] }, { step });
  }
  return replyOf(submission, {}, { step, notice: t('identity.forgot.sent', { email }) });
}

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  if (loaderData.token) {
    const data = actionData?.step === 'reset' ? actionData : undefined;
    return (
      <div className="container narrow identity-page">
        <h1 className="page-title">{t('identity.reset.title')}</h1>
        {formErrorOf(data) ? (
          <Notice type="error" key={data?.at}>
            {formErrorOf(data)}{' '}
            {data?.expired ? (
              <Link to={localePath(locale, '/forgot-password')}>{t('identity.reset.again')}</Link>
            ) : null}
          </Notice>
        ) : null}
        <ErrorSummary
          errors={{
            password: fieldErrorOf(data, 'password'),
            confirmPassword: fieldErrorOf(data, 'confirmPassword'),
          }}
          labels={{ password: t('identity.reset.password'), confirmPassword: t('identity.reset.confirm') }}
          idPrefix="reset-"
          {...(data ? { stamp: data.at } : {})}
        />
        <Form method="post" className="identity-form">
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="token" value={loaderData.token} />
          <Field
            id="reset-password"
            name="password"
            type="password"
            label={t('identity.reset.password')}
            hint={t('identity.password.hint')}
            autoComplete="new-password"
            {...loaderData.constraints.reset.password}
            minLength={8}
            error={fieldErrorOf(data, 'password')}
          />
          <Field
            id="reset-confirmPassword"
            name="confirmPassword"
            type="password"
            label={t('identity.reset.confirm')}
            autoComplete="new-password"
            {...loaderData.constraints.reset.confirmPassword}
            error={fieldErrorOf(data, 'confirmPassword')}
          />
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {t('identity.reset.submit')}
          </button>
        </Form>
      </div>
    );
  }
  const data = actionData?.step === 'request' ? actionData : undefined;
  return (
    <div className="container narrow identity-page">
      <h1 className="page-title">{t('identity.forgot.title')}</h1>
      {loaderData.hadToken ? <Notice type="error">{t('identity.reset.badLink')}</Notice> : null}
      <FormNotice reply={data} key={data?.at} />
      <p>{t('identity.forgot.intro')}</p>
      <Form method="post" className="identity-form">
        <input type="hidden" name="intent" value="request" />
        <Field
          id="forgot-email"
          name="email"
          type="email"
          label={t('identity.login.email')}
          autoComplete="email"
          {...loaderData.constraints.forgot.email}
          defaultValue={submittedValue(data, 'email')}
          error={fieldErrorOf(data, 'email')}
        />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t('identity.forgot.submit')}
        </button>
      </Form>
      <p>
        <Link to={localePath(locale, '/login')}>{t('identity.forgot.back')}</Link>
      </p>
    </div>
  );
}
