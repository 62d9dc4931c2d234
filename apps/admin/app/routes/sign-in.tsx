import { adminSignInRequestSchema } from '@ridgeline/contracts';
import { Field, FormNotice } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import {
  constraintsOf,
  formErrorReply,
  parseForm,
  refusalOf,
  replyOf,
} from '@ridgeline/storefront/lib/forms.server.ts';
import { type FormReply, fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { useEffect } from 'react';
import { Form, redirect, useNavigation } from 'react-router';
import { adminApi, isApiError } from '../lib/admin-api.server.ts';
import { useT } from '../lib/hooks.ts';
import { safeBack } from '../lib/paths.ts';
import { operatorCookie, operatorTokenOf, tokenOfSetCookies } from '../lib/session.server.ts';
import type { Route } from './+types/sign-in';

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Already signed in: the shell checks the session and sends a dead one back here without its cookie.
  if (operatorTokenOf(request)) throw redirect(safeBack(url.searchParams.get('next')));
  return {
    constraints: constraintsOf(adminSignInRequestSchema),
    signedOut: url.searchParams.has('signedOut'),
  };
}

type SignInReply = FormReply & { needsCode?: boolean; email?: string };

/**
 * Email and password, then a code when the API asks for one (ADM428). The API's refusals (ADM402 wrong
 * credentials, ADM423 locked, ADM429 too many attempts, ADM400 wrong code) are worded in the operator's
 * language by the API itself.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<SignInReply | Response> {
  const api = adminApi(request, context, null);
  const t = translator(api.locale);
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const hadCode = form.has('totpCode');
  if (hadCode && form.get('totpCode') === '') form.delete('totpCode');
  const submission = parseForm(form, adminSignInRequestSchema, t);
  if (submission.status !== 'success') {
    return { ...replyOf(submission, {}), initialValue: null, email, needsCode: hadCode };
  }
  try {
    await api.call('signIn', { body: submission.value });
    const session = tokenOfSetCookies(api.lastSetCookies);
    if (!session) throw new Error('the sign-in answer carried no session');
    return redirect(safeBack(new URL(request.url).searchParams.get('next')), {
      headers: { 'set-cookie': operatorCookie(request, session.token, session.maxAge) },
    });
  } catch (error) {
    const needsCode = isApiError(error, 'ADM428', 'ADM400') || (hadCode && isApiError(error, 'ADM402'));
    return { ...formErrorReply(refusalOf(error, t)), email, needsCode };
  }
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const reply = actionData as SignInReply | undefined;
  const navigation = useNavigation();
  const needsCode = reply?.needsCode ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the code field each time it is asked for
  useEffect(() => {
    if (needsCode) document.getElementById('totpCode')?.focus();
  }, [needsCode, reply?.at]);
  const { constraints } = loaderData;
  return (
    <main id="main" className="admin-sign-in">
      <title>{t('admin.meta.title', { page: t('admin.signIn.title') })}</title>
      <p className="admin-brand">{t('admin.brand')}</p>
      <h1>{t('admin.signIn.title')}</h1>
      {loaderData.signedOut && !reply ? <Notice type="success">{t('admin.signIn.signedOut')}</Notice> : null}
      <FormNotice reply={reply} />
      <Form method="post" className="admin-form">
        <Field
          id="email"
          name="email"
          type="email"
          label={t('admin.signIn.email')}
          autoComplete="username"
          defaultValue={reply?.email ?? ''}
          error={fieldErrorOf(reply, 'email')}
          required
          maxLength={constraints.email?.maxLength}
        />
        <Field
          id="password"
          name="password"
          type="password"
          label={t('admin.signIn.password')}
          autoComplete="current-password"
          error={fieldErrorOf(reply, 'password')}
          required
        />
        {needsCode ? (
          <Field
            id="totpCode"
            name="totpCode"
            label={t('admin.signIn.code')}
            hint={t('admin.signIn.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={constraints.totpCode?.pattern}
            error={fieldErrorOf(reply, 'totpCode')}
            required
          />
        ) : null}
        <button type="submit" className="button button-primary" disabled={navigation.state === 'submitting'}>
          {t('admin.signIn.submit')}
        </button>
      </Form>
    </main>
  );
}
