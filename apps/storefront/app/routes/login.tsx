import { Form, Link, redirect, useNavigation } from 'react-router';
import { AltchaField } from '../components/altcha.tsx';
import { Field } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { type Api, ApiError, isApiError } from '../lib/api.server.ts';
import { isSignedIn, safeReturnTo, withSignedInNotice } from '../lib/auth.server.ts';
import { constraintsOf, firstErrorOf, intentOf, parseForm, refusalOf, replyOf } from '../lib/forms.server.ts';
import { formErrorOf, submittedValue } from '../lib/forms.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { signIn } from '../lib/identity-api.server.ts';
import { lookupForm, signinForm } from '../lib/identity-forms.server.ts';
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
    constraints: { lookup: constraintsOf(lookupForm), signin: constraintsOf(signinForm) },
  };
}

/** Locked, or one failure away from it: the notice offers the password reset, which also lifts the lock. */
const LOCKOUT_IDS: readonly string[] = ['AUT423', 'AUT426', 'AUT441'];

/** Neither the password nor the bot check goes back to the page with the typed values. */
const hideFields = ['password', 'altcha'];

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
  const api = context.api(locale);
  if (intentOf(form, ['lookup']) === 'lookup') {
    const submission = parseForm(form, lookupForm, t);
    // The lookup form shows its email's problem at the top, as the sign-in form does.
    if (submission.status !== 'success')
      return replyOf(submission, { formErrors: firstErrorOf(submission.error) });
    const { email, returnTo } = submission.value;
    try {
      return await lookup(api, email, safeReturnTo(returnTo, locale));
    } catch (error) {
      return replyOf(submission, { formErrors: [refusalOf(error, t)] });
    }
  }
  const submission = parseForm(form, signinForm, t);
  if (submission.status !== 'success')
    return replyOf(submission, { formErrors: [t('identity.login.required')], hideFields });
  const { email, password, altcha, orderNo, returnTo } = submission.value;
  try {
    // A guest order of this browser (its lookup token is in the session) joins the account.
    const st = orderNo ? context.session.orderToken(orderNo) : null;
    const outcome = await signIn(
      api,
      { email, password, altcha: altcha ?? '' },
      orderNo && st ? { orderNo, st } : undefined,
    );
    throw redirect(
      withSignedInNotice(safeReturnTo(returnTo, locale), {
        merged: outcome.mergedCartItemsCountIncreased,
        orderClaimed: outcome.orderClaimed,
      }),
    );
  } catch (error) {
    const refused = (message: string, lockout = false) =>
      replyOf(submission, { formErrors: [message], hideFields }, { lockout });
    if (isApiError(error, 'AUT409')) return refused(t('identity.login.restart'));
    if (isApiError(error, 'AUT403')) return refused(t('identity.login.botCheck'));
    const message = refusalOf(error, t);
    return refused(
      message,
      error instanceof ApiError && error.status < 500 && LOCKOUT_IDS.includes(error.errorId),
    );
  }
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const email = submittedValue(actionData, 'email').trim() || loaderData.email;
  const error = formErrorOf(actionData);
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
      {error ? (
        <Notice type="error" key={actionData?.at}>
          {error}
          {actionData && 'lockout' in actionData && actionData.lockout ? (
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
            {...loaderData.constraints.lookup.email}
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
            {...loaderData.constraints.signin.email}
            defaultValue={email}
            key={`email-${actionData?.at ?? 0}`}
          />
          <Field
            id="login-password"
            name="password"
            type="password"
            label={t('identity.login.password')}
            autoComplete="current-password"
            {...loaderData.constraints.signin.password}
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
