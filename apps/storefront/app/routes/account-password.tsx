import { Form, useNavigation } from 'react-router';
import { ErrorSummary, Field } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { ApiError } from '../lib/api.server.ts';
import { requireSignedIn } from '../lib/auth.server.ts';
import { useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { confirmationError, type FieldErrors, hasErrors, newPasswordError } from '../lib/identity-forms.ts';
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
  return { translations: messagesFor(localeOf(params), ['identity']) };
}

interface PasswordActionData {
  errors: FieldErrors;
  formError?: string;
  done?: boolean;
  at: number;
}

/** The API's password errors name the field they belong to. */
const FIELD_OF: Record<string, string> = {
  AUT450: 'currentPassword',
  AUT451: 'password',
  AUT452: 'password',
  FE872: 'password',
};

export async function action({ params, request, context }: Route.ActionArgs): Promise<PasswordActionData> {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const t = translator(locale);
  const form = await request.formData();
  const currentPassword = String(form.get('currentPassword') ?? '');
  const password = String(form.get('password') ?? '');
  const at = Date.now();
  const errors: FieldErrors = {
    currentPassword: currentPassword ? undefined : t('validation.required'),
    password: newPasswordError(password, t),
    confirmPassword: confirmationError(password, String(form.get('confirmPassword') ?? ''), t),
  };
  if (hasErrors(errors)) return { errors, at };
  const api = context.api(locale);
  try {
    const token = await api.call('changePassword', {
      body: { currentPassword, password },
    });
    // Every other session ended; this one continues with the new tokens.
    api.session.applyToken(token, { keepBasket: true, site: api.site });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const field =
        FIELD_OF[error.errorId] ?? (error.details[0]?.field === 'body.password' ? 'password' : null);
      if (field) return { errors: { [field]: error.message }, at };
      return { errors: {}, formError: error.message || t('error.generic'), at };
    }
    throw error;
  }
  return { errors: {}, done: true, at };
}

export default function AccountPasswordPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const errors = actionData?.errors ?? {};
  const labels = {
    currentPassword: t('identity.password.current'),
    password: t('identity.reset.password'),
    confirmPassword: t('identity.reset.confirm'),
  };
  return (
    <div className="container narrow identity-page">
      <h1 className="page-title">{t('identity.password.title')}</h1>
      {actionData?.done ? (
        <Notice type="success" key={actionData.at}>
          {t('identity.password.changed')}
        </Notice>
      ) : null}
      {actionData?.formError ? (
        <Notice type="error" key={actionData.at}>
          {actionData.formError}
        </Notice>
      ) : null}
      <ErrorSummary
        errors={errors}
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
          required
          maxLength={128}
          error={errors.currentPassword}
        />
        <Field
          id="password-password"
          name="password"
          type="password"
          label={labels.password}
          hint={t('identity.password.hint')}
          autoComplete="new-password"
          required
          maxLength={128}
          error={errors.password}
        />
        <Field
          id="password-confirmPassword"
          name="confirmPassword"
          type="password"
          label={labels.confirmPassword}
          autoComplete="new-password"
          required
          maxLength={128}
          error={errors.confirmPassword}
        />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t('identity.password.submit')}
        </button>
      </Form>
      <p className="muted small">{t('identity.password.sessionsNote')}</p>
    </div>
  );
}
