import { signupRulesOf } from '@ridgeline/contracts';
import { type FormEvent, useState } from 'react';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { AltchaField } from '../components/altcha.tsx';
import { ErrorSummary, Field, SelectField } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { ApiError, isApiError } from '../lib/api.server.ts';
import { isSignedIn, safeReturnTo } from '../lib/auth.server.ts';
import { parseForm, refusalOf } from '../lib/forms.server.ts';
import { useHydrated, useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { countryList, signUp } from '../lib/identity-api.server.ts';
import { signupForm } from '../lib/identity-forms.server.ts';
import {
  countryOfLocale,
  dialCodeOptions,
  type FieldErrors,
  hasErrors,
  phoneError,
  readSignup,
  type SignupValues,
  signupBody,
  validateSignup,
} from '../lib/identity-forms.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { siteFeatures } from '../lib/site-features.server.ts';
import { metaTranslate } from '../lib/translate.ts';
import { localePath } from '../lib/urls.ts';
import type { Route } from './+types/register';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('identity.meta.register.title'), t('identity.meta.register.description')),
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get('returnTo'), locale);
  if (isSignedIn(context.session)) throw redirect(returnTo);
  const [countries, features] = await Promise.all([
    countryList(context.api(locale)).catch(() => []),
    siteFeatures(context.api(locale)),
  ]);
  return {
    translations: messagesFor(locale, ['identity']),
    returnTo,
    // The quick form only while the site's simplified enrolment is on (decision 079).
    simplified: features.simplifiedEnrolment && url.searchParams.get('simplified') === '1',
    simplifiedEnrolment: features.simplifiedEnrolment,
    email: url.searchParams.get('email') ?? '',
    fromLookup: url.searchParams.get('new') === '1',
    countries,
    today: new Date().toISOString().slice(0, 10),
  };
}

interface RegisterActionData {
  errors: FieldErrors;
  values: Omit<SignupValues, 'password' | 'confirmPassword'>;
  formError?: string;
  at: number;
}

/** What a refused form that could not be read shows again: nothing. */
const emptySignup: RegisterActionData['values'] = {
  simplified: false,
  firstName: '',
  lastName: '',
  email: '',
  birthDate: '',
  phoneCode: '',
  phone: '',
  postalCode: '',
  gender: '',
  newsletter: false,
  loyaltyTerms: false,
  optInAccepted: false,
  smsTermsAccepted: false,
  brandTerms: false,
  policy: false,
};

/** API field errors (REQ400 names `body.<field>`) land on the form's field. */
function fieldOf(error: ApiError): string | null {
  const field = error.details[0]?.field;
  return typeof field === 'string' && field.startsWith('body.') ? field.slice(5) : null;
}

export async function action({
  params,
  request,
  context,
}: Route.ActionArgs): Promise<RegisterActionData | Response> {
  const locale = localeOf(params);
  const t = translator(locale);
  const submission = parseForm(await request.formData(), signupForm, t);
  const at = Date.now();
  if (submission.status !== 'success') {
    // Only a field longer than the API takes gets here; the page keeps what was typed.
    const errors = Object.fromEntries(
      Object.entries(submission.error ?? {}).map(([field, messages]) => [field, messages?.[0]]),
    );
    return { errors, values: emptySignup, at } satisfies RegisterActionData;
  }
  const { altcha, returnTo: postedReturnTo, simplified, ...posted } = submission.value;
  const quickFormOn = simplified === '1' && (await siteFeatures(context.api(locale))).simplifiedEnrolment;
  const values: SignupValues = { ...posted, simplified: quickFormOn };
  const { password: _password, confirmPassword: _confirm, ...kept } = values;
  const today = new Date().toISOString().slice(0, 10);
  const errors = validateSignup(values, locale, today, t);
  if (hasErrors(errors)) return { errors, values: kept, at } satisfies RegisterActionData;
  const api = context.api(locale);
  try {
    await signUp(api, signupBody(values), altcha ?? '');
  } catch (error) {
    const field = error instanceof ApiError && error.status < 500 ? fieldOf(error) : null;
    if (field && field !== 'altcha' && error instanceof ApiError)
      return { errors: { [field]: error.message }, values: kept, at };
    const formError = isApiError(error, 'AUT403') ? t('identity.login.botCheck') : refusalOf(error, t);
    return { errors: {}, values: kept, formError, at };
  }
  const returnTo = safeReturnTo(postedReturnTo, locale);
  // After sign-up: the welcome page, which says the account is ready and offers the next steps (continue,
  // complete the profile when it is partial, the optional interests) on one page (decision 090).
  const next = new URLSearchParams({ returnTo, welcome: '1' });
  throw redirect(`${localePath(locale, '/enrolment')}?${next}`);
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const country = countryOfLocale(locale);
  const rules = signupRulesOf(locale);
  const [clientErrors, setClientErrors] = useState<{ errors: FieldErrors; at: number } | null>(null);
  const [phone, setPhone] = useState(actionData?.values.phone ?? '');
  const [smsOptIn, setSmsOptIn] = useState(actionData?.values.optInAccepted ?? false);
  const simplified = actionData?.values.simplified ?? loaderData.simplified;
  const shown = clientErrors && (!actionData || clientErrors.at > actionData.at) ? clientErrors : actionData;
  const errors = shown?.errors ?? {};
  const values = actionData?.values;
  // Without JavaScript the box stays usable and the action checks the phone.
  const phoneValid = !useHydrated() || !phoneError(phone, country, true, t);
  const shopDial = loaderData.countries.find((entry) => entry.code === country);

  function validateBeforePosting(event: FormEvent<HTMLFormElement>) {
    const found = validateSignup(readSignup(new FormData(event.currentTarget)), locale, loaderData.today, t);
    if (hasErrors(found)) {
      event.preventDefault();
      setClientErrors({ errors: found, at: Date.now() });
    } else {
      setClientErrors(null);
    }
  }

  const labels: Record<string, string> = {
    firstName: t('identity.signup.firstName'),
    lastName: t('identity.signup.lastName'),
    email: t('identity.login.email'),
    password: t('identity.login.password'),
    confirmPassword: t('identity.signup.confirmPassword'),
    birthDate: t('identity.signup.birthDate'),
    gender: t('identity.signup.gender'),
    phone: t('identity.signup.phone'),
    postalCode: t('identity.signup.postalCode'),
    optInAccepted: t('identity.signup.smsOptIn'),
    smsTermsAccepted: t('identity.signup.smsTerms'),
    brandTerms: t('identity.signup.brandTerms'),
    policy: t('identity.signup.policy'),
  };
  const checkbox = (
    name: 'newsletter' | 'loyaltyTerms' | 'optInAccepted' | 'smsTermsAccepted' | 'brandTerms' | 'policy',
    label: string,
    extra: { disabled?: boolean; onChange?: (on: boolean) => void } = {},
  ) => (
    <div className={errors[name] ? 'field field-check has-error' : 'field field-check'}>
      <input
        type="checkbox"
        id={`signup-${name}`}
        name={name}
        defaultChecked={Boolean(values?.[name])}
        disabled={extra.disabled}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `signup-${name}-error` : undefined}
        onChange={extra.onChange ? (event) => extra.onChange?.(event.currentTarget.checked) : undefined}
      />
      <label htmlFor={`signup-${name}`}>{label}</label>
      {errors[name] ? (
        <p id={`signup-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <div className="container narrow identity-page">
      <h1 className="page-title">{t('identity.signup.title')}</h1>
      <p className="muted">
        {simplified ? t('identity.signup.introSimplified') : t('identity.signup.intro')}
      </p>
      {loaderData.fromLookup && !actionData ? (
        <Notice type="info">{t('identity.lookup.newHere')}</Notice>
      ) : null}
      {actionData?.formError ? (
        <Notice type="error" key={actionData.at}>
          {actionData.formError}
        </Notice>
      ) : null}
      <ErrorSummary
        errors={errors}
        labels={labels}
        idPrefix="signup-"
        {...(shown ? { stamp: shown.at } : {})}
      />
      <Form method="post" className="identity-form" onSubmit={validateBeforePosting} noValidate>
        <input type="hidden" name="returnTo" value={loaderData.returnTo} />
        {simplified ? <input type="hidden" name="simplified" value="1" /> : null}
        {simplified ? null : (
          <>
            <Field
              id="signup-firstName"
              name="firstName"
              label={labels.firstName!}
              autoComplete="given-name"
              required
              maxLength={30}
              defaultValue={values?.firstName}
              error={errors.firstName}
            />
            <Field
              id="signup-lastName"
              name="lastName"
              label={labels.lastName!}
              autoComplete="family-name"
              required
              maxLength={30}
              defaultValue={values?.lastName}
              error={errors.lastName}
            />
          </>
        )}
        <Field
          id="signup-email"
          name="email"
          type="email"
          label={labels.email!}
          autoComplete="email"
          required
          maxLength={100}
          defaultValue={values?.email ?? loaderData.email}
          error={errors.email}
        />
        <Field
          id="signup-password"
          name="password"
          type="password"
          label={labels.password!}
          hint={t('identity.password.hint')}
          autoComplete="new-password"
          required
          maxLength={128}
          error={errors.password}
        />
        <Field
          id="signup-confirmPassword"
          name="confirmPassword"
          type="password"
          label={labels.confirmPassword!}
          autoComplete="new-password"
          required
          maxLength={128}
          error={errors.confirmPassword}
        />
        {simplified ? null : (
          <>
            <Field
              id="signup-birthDate"
              name="birthDate"
              type="date"
              label={labels.birthDate!}
              hint={t('identity.signup.birthDateHint', { age: rules.minAge })}
              autoComplete="bday"
              required={rules.birthDateRequired}
              min="1900-01-01"
              defaultValue={values?.birthDate}
              error={errors.birthDate}
            />
            <SelectField
              id="signup-gender"
              name="gender"
              label={
                rules.genderRequired
                  ? labels.gender!
                  : t('identity.signup.optional', { label: labels.gender! })
              }
              defaultValue={values?.gender ?? ''}
              error={errors.gender}
            >
              <option value="">{t('identity.signup.choose')}</option>
              <option value="F">{t('identity.signup.genderF')}</option>
              <option value="M">{t('identity.signup.genderM')}</option>
              <option value="X">{t('identity.signup.genderX')}</option>
            </SelectField>
            <div className="phone-row">
              <SelectField
                id="signup-phoneCode"
                name="phoneCode"
                label={t('identity.signup.phoneCode')}
                defaultValue={values?.phoneCode || shopDial?.dialCode || ''}
                autoComplete="tel-country-code"
              >
                {dialCodeOptions(loaderData.countries, country).map((option) => (
                  <option key={option.dialCode} value={option.dialCode}>
                    {option.label}
                  </option>
                ))}
              </SelectField>
              <Field
                id="signup-phone"
                name="phone"
                type="tel"
                inputMode="tel"
                label={
                  rules.phoneRequired
                    ? labels.phone!
                    : t('identity.signup.optional', { label: labels.phone! })
                }
                hint={shopDial?.mask ? t('identity.signup.phoneHint', { mask: shopDial.mask }) : undefined}
                autoComplete="tel-national"
                required={rules.phoneRequired}
                maxLength={20}
                defaultValue={values?.phone}
                onChange={(event) => setPhone(event.currentTarget.value)}
                error={errors.phone}
              />
            </div>
            <Field
              id="signup-postalCode"
              name="postalCode"
              label={t('identity.signup.optional', { label: labels.postalCode! })}
              autoComplete="postal-code"
              maxLength={10}
              defaultValue={values?.postalCode}
              error={errors.postalCode}
            />
            <fieldset className="form-section">
              <legend>{t('identity.signup.preferences')}</legend>
              {checkbox('newsletter', t('identity.signup.newsletter'))}
              {checkbox('loyaltyTerms', t('identity.signup.loyalty'))}
              {checkbox('optInAccepted', labels.optInAccepted!, {
                disabled: !phoneValid && !smsOptIn ? true : undefined,
                onChange: setSmsOptIn,
              })}
              {!phoneValid && !smsOptIn ? (
                <p className="field-hint">{t('identity.signup.smsNeedsPhone')}</p>
              ) : null}
              {smsOptIn || errors.smsTermsAccepted ? (
                <div className="sms-terms">
                  <p className="small">{t('identity.signup.smsTermsText')}</p>
                  {checkbox('smsTermsAccepted', labels.smsTermsAccepted!)}
                </div>
              ) : null}
            </fieldset>
            <fieldset className="form-section">
              <legend>{t('identity.signup.agreements')}</legend>
              {checkbox('brandTerms', labels.brandTerms!)}
              {checkbox('policy', labels.policy!)}
              <p className="small">
                <Link to={localePath(locale, '/brand-terms')}>{t('identity.signup.readTerms')}</Link> ·{' '}
                <Link to={localePath(locale, '/privacy')}>{t('identity.signup.readPrivacy')}</Link>
              </p>
            </fieldset>
          </>
        )}
        <AltchaField generation={actionData?.at} />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t('identity.signup.submit')}
        </button>
      </Form>
      <p>
        {simplified ? (
          <Link to={localePath(locale, '/register')}>{t('identity.signup.fullForm')}</Link>
        ) : loaderData.simplifiedEnrolment ? (
          <Link to={`${localePath(locale, '/register')}?simplified=1`}>{t('identity.signup.quickForm')}</Link>
        ) : null}
      </p>
      <p>
        {t('identity.signup.haveAccount')}{' '}
        <Link to={localePath(locale, '/login')}>{t('identity.login.submit')}</Link>
      </p>
    </div>
  );
}
