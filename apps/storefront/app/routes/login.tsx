import { Form, Link, redirect, useNavigation } from 'react-router';
import { AltchaField } from '../components/altcha.tsx';
import { Field } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { type Api, ApiError } from '../lib/api.server.ts';
import { isSignedIn, safeReturnTo, withSignedInNotice } from '../lib/auth.server.ts';
import { refusalOf } from '../lib/forms.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { signIn } from '../lib/identity-api.server.ts';
import { emailError } from '../lib/identity-forms.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import { localePath } from '../lib/urls.ts';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('identity.meta.login.title'), t('identity.meta.login.description')),
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get('returnTo'), locale);
  if (isSignedIn(context.session)) throw redirect(returnTo);
  const orderNo = url.searchParams.get('orderNo');
  return {
    translations: messagesFor(locale, ['identity']),
    returnTo,
    email: url.searchParams.get('email') ?? '',
    orderNo: orderNo && /^[A-Z0-9-]{1,20}$/i.test(orderNo) ? orderNo : null,
    passwordReset: url.searchParams.get('reset') === '1',
    lookup: url.searchParams.get('step') === 'lookup',
  };
}

interface LoginActionData {
  error: string;
  email: string;
  /** Locked, or one failure away from it: offer the password reset, which also lifts the lock. */
  lockout?: boolean;
  at: number;
}

/** The lookup step: an email with an account goes on to sign in, a new one to sign up. */
async function lookup(api: Api, email: string, returnTo: string) {
  const { nextStep } = await api.call('lookup', { query: { email } });
  const query = new URLSearchParams({
    email,
    ...(returnTo !== localePath(api.locale, '/') ? { returnTo } : {}),
  });
  if (nextStep === 'signup') query.set('new', '1');
  return redirect(`${localePath(api.locale, nextStep === 'signin' ? '/login' : '/register')}?${query}`);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const t = translator(locale);
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const altcha = String(form.get('altcha') ?? '');
  const returnTo = safeReturnTo(form.get('returnTo'), locale);
  const at = Date.now();
  const api = context.api(locale);
  if (form.get('intent') === 'lookup') {
    const problem = emailError(email, t);
    if (problem) return { error: problem, email, at } satisfies LoginActionData;
    try {
      return await lookup(api, email, returnTo);
    } catch (error) {
      return { error: refusalOf(error, t), email, at } satisfies LoginActionData;
    }
  }
  if (!email || !password)
    return { error: t('identity.login.required'), email, at } satisfies LoginActionData;
  try {
    // A guest order of this browser (its lookup token is in the session) joins the account.
    const orderNo = String(form.get('orderNo') ?? '');
    const st = orderNo ? context.session.orderToken(orderNo) : null;
    const outcome = await signIn(api, { email, password, altcha }, st ? { orderNo, st } : undefined);
    throw redirect(
      withSignedInNotice(returnTo, {
        merged: outcome.mergedCartItemsCountIncreased,
        orderClaimed: outcome.orderClaimed,
      }),
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError) {
      if (error.errorId === 'AUT409') return { error: t('identity.login.restart'), email, at };
      if (error.errorId === 'AUT403') return { error: t('identity.login.botCheck'), email, at };
      const lockout = ['AUT423', 'AUT426', 'AUT441'].includes(error.errorId);
      if (error.status < 500 && error.message) return { error: error.message, email, lockout, at };
    }
    if (!(error instanceof ApiError)) console.error(error);
    return { error: t('error.generic'), email, at } satisfies LoginActionData;
  }
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const email = actionData?.email ?? loaderData.email;
  return (
    <div className="container narrow identity-page">
      <h1 className="page-title">
        {loaderData.lookup ? t('identity.lookup.title') : t('identity.login.title')}
      </h1>
      <p className="muted">{t('identity.login.intro')}</p>
      {loaderData.passwordReset && !actionData ? (
        <Notice type="success">{t('identity.reset.done')}</Notice>
      ) : null}
      {loaderData.orderNo ? <p>{t('identity.login.claimIntro', { orderNo: loaderData.orderNo })}</p> : null}
      {actionData?.error ? (
        <Notice type="error" key={actionData.at}>
          {actionData.error}
          {actionData.lockout ? (
            <>
              {' '}
              <Link to={localePath(locale, '/forgot-password')}>{t('identity.login.lockedHelp')}</Link>
            </>
          ) : null}
        </Notice>
      ) : null}
      {loaderData.lookup ? (
        <Form method="post" className="identity-form">
          <input type="hidden" name="intent" value="lookup" />
          <input type="hidden" name="returnTo" value={loaderData.returnTo} />
          <p>{t('identity.lookup.intro')}</p>
          <Field
            id="lookup-email"
            name="email"
            type="email"
            label={t('identity.login.email')}
            autoComplete="email"
            required
            maxLength={100}
            defaultValue={email}
          />
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {t('identity.lookup.submit')}
          </button>
        </Form>
      ) : (
        <Form method="post" className="identity-form">
          <input type="hidden" name="returnTo" value={loaderData.returnTo} />
          {loaderData.orderNo ? <input type="hidden" name="orderNo" value={loaderData.orderNo} /> : null}
          <Field
            id="login-email"
            name="email"
            type="email"
            label={t('identity.login.email')}
            autoComplete="username"
            required
            maxLength={100}
            defaultValue={email}
            key={`email-${actionData?.at ?? 0}`}
          />
          <Field
            id="login-password"
            name="password"
            type="password"
            label={t('identity.login.password')}
            autoComplete="current-password"
            required
            maxLength={128}
          />
          <AltchaField generation={actionData?.at} />
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {busy ? t('identity.login.submitting') : t('identity.login.submit')}
          </button>
        </Form>
      )}
      {loaderData.lookup ? null : (
        <p>
          <Link to={`${localePath(locale, '/login')}?step=lookup`}>{t('identity.lookup.link')}</Link>
        </p>
      )}
      <p>
        <Link to={localePath(locale, '/forgot-password')}>{t('identity.login.forgot')}</Link>
      </p>
      <p>
        {t('identity.login.noAccount')}{' '}
        <Link
          to={
            loaderData.returnTo === localePath(locale, '/')
              ? localePath(locale, '/register')
              : `${localePath(locale, '/register')}?${new URLSearchParams({ returnTo: loaderData.returnTo })}`
          }
        >
          {t('identity.login.createAccount')}
        </Link>
      </p>
    </div>
  );
}
