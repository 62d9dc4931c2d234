import { Form, Link, redirect, useNavigation } from 'react-router';
import { ErrorSummary, Field } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { isApiError } from '../lib/api.server.ts';
import { refusalOf } from '../lib/forms.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import {
  confirmationError,
  emailError,
  type FieldErrors,
  hasErrors,
  newPasswordError,
} from '../lib/identity-forms.ts';
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
  };
}

type ForgotActionData =
  | { step: 'request'; sent?: string; errors: FieldErrors; email: string; formError?: string; at: number }
  | { step: 'reset'; errors: FieldErrors; formError?: string; expired?: boolean; at: number };

export async function action({ params, request, context }: Route.ActionArgs): Promise<ForgotActionData> {
  const locale = localeOf(params);
  const t = translator(locale);
  const api = context.api(locale);
  const form = await request.formData();
  const at = Date.now();
  if (form.get('intent') === 'reset') {
    const token = String(form.get('token') ?? '');
    const password = String(form.get('password') ?? '');
    const errors: FieldErrors = {
      password: newPasswordError(password, t),
      confirmPassword: confirmationError(password, String(form.get('confirmPassword') ?? ''), t),
    };
    if (hasErrors(errors)) return { step: 'reset', errors, at };
    try {
      await api.call('resetPassword', { body: { token, password } });
    } catch (error) {
      if (isApiError(error, 'AUT402'))
        return { step: 'reset', errors: {}, formError: error.message, expired: true, at };
      return { step: 'reset', errors: {}, formError: refusalOf(error, t), at };
    }
    throw redirect(`${localePath(locale, '/login')}?reset=1`);
  }
  const email = String(form.get('email') ?? '').trim();
  const problem = emailError(email, t);
  if (problem) return { step: 'request', errors: { email: problem }, email, at };
  try {
    await api.call('forgotPassword', { body: { email } });
  } catch (error) {
    return { step: 'request', errors: {}, email, formError: refusalOf(error, t), at };
  }
  return { step: 'request', sent: email, errors: {}, email, at };
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
        {data?.formError ? (
          <Notice type="error" key={data.at}>
            {data.formError}{' '}
            {data.expired ? (
              <Link to={localePath(locale, '/forgot-password')}>{t('identity.reset.again')}</Link>
            ) : null}
          </Notice>
        ) : null}
        <ErrorSummary
          errors={data?.errors ?? {}}
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
            required
            minLength={8}
            maxLength={128}
            error={data?.errors.password}
          />
          <Field
            id="reset-confirmPassword"
            name="confirmPassword"
            type="password"
            label={t('identity.reset.confirm')}
            autoComplete="new-password"
            required
            maxLength={128}
            error={data?.errors.confirmPassword}
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
      {data?.sent ? (
        <Notice type="success" key={data.at}>
          {t('identity.forgot.sent', { email: data.sent })}
        </Notice>
      ) : null}
      {data?.formError ? (
        <Notice type="error" key={data.at}>
          {data.formError}
        </Notice>
      ) : null}
      <p>{t('identity.forgot.intro')}</p>
      <Form method="post" className="identity-form">
        <input type="hidden" name="intent" value="request" />
        <Field
          id="forgot-email"
          name="email"
          type="email"
          label={t('identity.login.email')}
          autoComplete="email"
          required
          maxLength={100}
          defaultValue={data?.email ?? ''}
          error={data?.errors.email}
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
