import type { ConsumerProfile } from '@ridgeline/contracts';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { useTrack } from '../analytics/use-track.ts';
import { ErrorSummary, Field, SelectField } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { RouteDialog } from '../components/route-dialog.tsx';
import { loyaltyWelcome } from '../lib/account-api.server.ts';
import { type Api, ApiError } from '../lib/api.server.ts';
import { formBody } from '../lib/api-operations.ts';
import { requireSignedIn, safeReturnTo } from '../lib/auth.server.ts';
import { fieldErrorsOf, parseForm, refusalOf } from '../lib/forms.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import type { MessageKey } from '../lib/i18n.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { countryList, profile as readProfile } from '../lib/identity-api.server.ts';
import {
  enrolmentStepForm,
  interestsForm,
  mobileForm,
  profileStepForm,
} from '../lib/identity-forms.server.ts';
import {
  birthDateError,
  countryOfLocale,
  dialCodeOptions,
  type FieldErrors,
  hasErrors,
  nameError,
  phoneDigits,
  phoneError,
} from '../lib/identity-forms.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import { localePath } from '../lib/urls.ts';
import type { Route } from './+types/enrolment';

/** Profile completion (spec: 0 non-loyalty, 1 welcome, 2 mobile, 3 profile, 4 interests, 5 success). */
const STEPS = [0, 1, 2, 3, 4, 5] as const;
type Step = (typeof STEPS)[number];

export const INTERESTS = ['hiking', 'trail-running', 'climbing', 'camping', 'skiing', 'travel'] as const;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('identity.meta.enrolment.title'), t('identity.meta.enrolment.description')),
    { name: 'robots', content: 'noindex' },
  ];
}

/** Signed in, the flow starts at the mobile step when no phone is on file, else at the profile step. */
function firstStep(profile: ConsumerProfile): Step {
  return profile.consumerDetails.phone ? 3 : 2;
}

function stepOf(value: string | null, profile: ConsumerProfile): Step {
  const step = Number(value);
  return (STEPS as readonly number[]).includes(step) && value !== null && value !== ''
    ? (step as Step)
    : firstStep(profile);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const url = new URL(request.url);
  const api = context.api(locale);
  const [profile, countries] = await Promise.all([
    readProfile(api, { loyaltySummary: true }),
    countryList(api).catch(() => []),
  ]);
  const step = stepOf(url.searchParams.get('step'), profile);
  const welcome = url.searchParams.get('welcome') === '1';
  // The welcome dialog tells a new member the welcome offer (GET loyalty/promo/welcome).
  const welcomeOffer =
    welcome && profile.isLoyaltyMember ? await loyaltyWelcome(api).catch(() => null) : null;
  return {
    translations: messagesFor(locale, ['identity']),
    step,
    profile,
    countries,
    returnTo: safeReturnTo(url.searchParams.get('returnTo'), locale),
    welcome,
    welcomePoints: welcomeOffer?.welcomePoints ?? null,
    today: new Date().toISOString().slice(0, 10),
  };
}

interface EnrolmentActionData {
  errors: FieldErrors;
  formError?: string;
  at: number;
}

function nextPath(locale: Parameters<typeof localePath>[0], step: number, returnTo: string) {
  return `${localePath(locale, '/enrolment')}?${new URLSearchParams({ step: String(step), returnTo })}`;
}

async function saveStep(api: Api, step: number, form: FormData, t: ReturnType<typeof translator>) {
  const country = countryOfLocale(api.locale);
  if (step === 0) {
    await api.call('enrolLoyalty', { body: {} });
    return {};
  }
  if (step === 2) {
    const submission = parseForm(form, mobileForm, t);
    if (submission.status !== 'success') return fieldErrorsOf(submission.error);
    const { phone, phoneCode } = submission.value;
    const errors = { phone: phoneError(phone, country, true, t) };
    if (hasErrors(errors)) return errors;
    await api.call('updateProfile', {
      body: {
        consumerProfile: {
          consumerDetails: { phone: phoneDigits(phone), phoneCode: phoneCode || undefined },
        },
      },
    });
    return {};
  }
  if (step === 3) {
    const submission = parseForm(form, profileStepForm, t);
    if (submission.status !== 'success') return fieldErrorsOf(submission.error);
    const details = submission.value;
    const errors: FieldErrors = {
      firstName: nameError(details.firstName, t),
      lastName: nameError(details.lastName, t),
      birthDate: birthDateError(details.birthDate, country, new Date().toISOString().slice(0, 10), t),
      postalCode: details.postalCode ? undefined : t('validation.required'),
    };
    if (hasErrors(errors)) return errors;
    const { gender, ...required } = details;
    await api.call('completeProfile', {
      body: formBody('completeProfile', {
        consumerProfile: { consumerDetails: { ...required, ...(gender ? { gender } : {}) } },
      }),
    });
    return {};
  }
  if (step === 4) {
    const submission = parseForm(form, interestsForm(INTERESTS), t);
    if (submission.status !== 'success') return fieldErrorsOf(submission.error);
    const { interests } = submission.value;
    await api.call('updateProfile', { body: { consumerProfile: { preferences: { interests } } } });
    return {};
  }
  return {};
}

export async function action({
  params,
  request,
  context,
}: Route.ActionArgs): Promise<EnrolmentActionData | Response> {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const t = translator(locale);
  const api = context.api(locale);
  const form = await request.formData();
  const posted = parseForm(form, enrolmentStepForm, t);
  const { step, returnTo: postedReturnTo } =
    posted.status === 'success' ? posted.value : { step: -1, returnTo: undefined };
  const returnTo = safeReturnTo(postedReturnTo, locale);
  const at = Date.now();
  try {
    const errors = await saveStep(api, step, form, t);
    if (hasErrors(errors)) return { errors, at } satisfies EnrolmentActionData;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const field = String(error.details[0]?.field ?? '')
      .split('.')
      .pop();
    if (field && field !== 'consumerProfile') return { errors: { [field]: error.message }, at };
    return { errors: {}, formError: refusalOf(error, t), at };
  }
  // Joining the programme shows the welcome; the other steps move on; after the mobile step, the profile.
  throw redirect(nextPath(locale, step === 0 ? 1 : step === 1 ? 2 : step + 1, returnTo));
}

const TITLES: Record<Step, MessageKey> = {
  0: 'identity.enrol.step0.title',
  1: 'identity.enrol.step1.title',
  2: 'identity.enrol.step2.title',
  3: 'identity.enrol.step3.title',
  4: 'identity.enrol.step4.title',
  5: 'identity.enrol.step5.title',
};

export default function EnrolmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { step, profile, returnTo } = loaderData;
  const details = profile.consumerDetails;
  const errors = actionData?.errors ?? {};
  const country = countryOfLocale(locale);
  const shopDial = loaderData.countries.find((entry) => entry.code === country);
  const skipTo = (target: number) => nextPath(locale, target, returnTo);
  // After sign-up the welcome page opens: the sign_up event (decision 099).
  useTrack('sign_up', loaderData.welcome ? 'welcome' : null, () => ({ method: 'email' }));
  const labels: Record<string, string> = {
    phone: t('identity.signup.phone'),
    firstName: t('identity.signup.firstName'),
    lastName: t('identity.signup.lastName'),
    birthDate: t('identity.signup.birthDate'),
    postalCode: t('identity.signup.postalCode'),
  };
  if (loaderData.welcome) {
    // After sign-up (decision 090): one page that says the account is ready and what comes next, not a
    // welcome dialog over a numbered step.
    return (
      <div className="container narrow identity-page enrolment">
        <h1 className="page-title">
          {details.firstName
            ? t('identity.welcome.titleName', { name: details.firstName })
            : t('identity.welcome.title')}
        </h1>
        <Notice type="success">{t('identity.welcome.ready', { email: details.email ?? '' })}</Notice>
        {loaderData.welcomePoints ? (
          <p>{t('identity.welcome.points', { points: loaderData.welcomePoints })}</p>
        ) : null}
        <p>
          <Link to={returnTo} className="button button-primary">
            {t('identity.welcome.continueShopping')}
          </Link>
        </p>
        {profile.isPartiallyEnrolled ? (
          <p>
            {t('identity.welcome.completeLater')}{' '}
            <Link to={skipTo(firstStep(profile))} className="text-link">
              {t('identity.welcome.completeNow')}
            </Link>
          </p>
        ) : null}
        <section className="welcome-interests" aria-labelledby="welcome-interests-title">
          <h2 id="welcome-interests-title">{t('identity.welcome.interestsTitle')}</h2>
          <InterestsForm
            interests={profile.preferences.interests}
            returnTo={returnTo}
            busy={busy}
            skipHref={null}
          />
        </section>
      </div>
    );
  }
  return (
    <div className="container narrow identity-page enrolment">
      <p className="muted small">{t('identity.enrol.progress', { step, total: 5 })}</p>
      <h1 className="page-title">{t(TITLES[step])}</h1>
      {actionData?.formError ? (
        <Notice type="error" key={actionData.at}>
          {actionData.formError}
        </Notice>
      ) : null}
      <ErrorSummary
        errors={errors}
        labels={labels}
        idPrefix="enrol-"
        {...(actionData ? { stamp: actionData.at } : {})}
      />
      {step === 4 ? (
        <RouteDialog id="interests" title={t('identity.enrol.step4.title')} closeHref={skipTo(5)}>
          {actionData?.formError ? (
            <Notice type="error" key={actionData.at}>
              {actionData.formError}
            </Notice>
          ) : null}
          <InterestsForm
            interests={profile.preferences.interests}
            returnTo={returnTo}
            busy={busy}
            skipHref={skipTo(5)}
          />
        </RouteDialog>
      ) : (
        <Form method="post" className="identity-form">
          <input type="hidden" name="step" value={step} />
          <input type="hidden" name="returnTo" value={returnTo} />
          {step === 0 ? (
            <>
              <p>{t('identity.enrol.step0.text')}</p>
              <button type="submit" className="button button-primary button-block" disabled={busy}>
                {t('identity.enrol.step0.join')}
              </button>
            </>
          ) : null}
          {step === 1 ? (
            <>
              <p>{t('identity.enrol.step1.text', { points: profile.loyaltySummary?.points.balance ?? 0 })}</p>
              <Link to={skipTo(firstStep(profile))} className="button button-primary button-block">
                {t('identity.enrol.continue')}
              </Link>
            </>
          ) : null}
          {step === 2 ? (
            <>
              <p>{t('identity.enrol.step2.text')}</p>
              <div className="phone-row">
                <SelectField
                  id="enrol-phoneCode"
                  name="phoneCode"
                  label={t('identity.signup.phoneCode')}
                  defaultValue={details.phoneCode || shopDial?.dialCode || ''}
                  autoComplete="tel-country-code"
                >
                  {dialCodeOptions(loaderData.countries, country).map((option) => (
                    <option key={option.dialCode} value={option.dialCode}>
                      {option.label}
                    </option>
                  ))}
                </SelectField>
                <Field
                  id="enrol-phone"
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  label={labels.phone!}
                  hint={shopDial?.mask ? t('identity.signup.phoneHint', { mask: shopDial.mask }) : undefined}
                  autoComplete="tel-national"
                  required
                  maxLength={20}
                  defaultValue={details.phone ?? ''}
                  error={errors.phone}
                />
              </div>
              <button type="submit" className="button button-primary button-block" disabled={busy}>
                {t('identity.enrol.save')}
              </button>
            </>
          ) : null}
          {step === 3 ? (
            <>
              <Field
                id="enrol-firstName"
                name="firstName"
                label={labels.firstName!}
                autoComplete="given-name"
                required
                maxLength={30}
                defaultValue={details.firstName ?? ''}
                error={errors.firstName}
              />
              <Field
                id="enrol-lastName"
                name="lastName"
                label={labels.lastName!}
                autoComplete="family-name"
                required
                maxLength={30}
                defaultValue={details.lastName ?? ''}
                error={errors.lastName}
              />
              <Field
                id="enrol-birthDate"
                name="birthDate"
                type="date"
                label={labels.birthDate!}
                autoComplete="bday"
                required
                min="1900-01-01"
                defaultValue={details.birthDate ?? ''}
                error={errors.birthDate}
              />
              <Field
                id="enrol-postalCode"
                name="postalCode"
                label={labels.postalCode!}
                autoComplete="postal-code"
                required
                maxLength={10}
                defaultValue={details.postalCode ?? ''}
                error={errors.postalCode}
              />
              <SelectField
                id="enrol-gender"
                name="gender"
                label={t('identity.signup.optional', { label: t('identity.signup.gender') })}
                defaultValue={details.gender ?? ''}
              >
                <option value="">{t('identity.signup.choose')}</option>
                <option value="F">{t('identity.signup.genderF')}</option>
                <option value="M">{t('identity.signup.genderM')}</option>
                <option value="X">{t('identity.signup.genderX')}</option>
              </SelectField>
              <button type="submit" className="button button-primary button-block" disabled={busy}>
                {t('identity.enrol.save')}
              </button>
            </>
          ) : null}
          {step === 5 ? (
            <>
              <p>
                {profile.isPartiallyEnrolled
                  ? t('identity.enrol.step5.partial')
                  : t('identity.enrol.step5.text')}
              </p>
              {!profile.isLoyaltyMember ? <Link to={skipTo(0)}>{t('identity.enrol.step0.join')}</Link> : null}
              <Link to={returnTo} className="button button-primary button-block">
                {t('identity.enrol.done')}
              </Link>
            </>
          ) : null}
        </Form>
      )}
      {step >= 2 && step <= 3 ? (
        <p>
          <Link to={skipTo(step + 1)}>{t('identity.enrol.skip')}</Link>
        </p>
      ) : null}
      {step === 0 ? (
        <p>
          <Link to={returnTo}>{t('identity.enrol.notNow')}</Link>
        </p>
      ) : null}
    </div>
  );
}

/** The optional interests (step 4): in the interests dialog, or on the welcome page after sign-up. */
function InterestsForm({
  interests,
  returnTo,
  busy,
  skipHref,
}: {
  interests: string;
  returnTo: string;
  busy: boolean;
  skipHref: string | null;
}) {
  const t = useT();
  const chosen = interests.split('|');
  return (
    <Form method="post" className="identity-form">
      <input type="hidden" name="step" value={4} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <fieldset className="form-section interests">
        <legend>{t('identity.enrol.step4.text')}</legend>
        {INTERESTS.map((interest) => (
          <div key={interest} className="field field-check">
            <input
              type="checkbox"
              id={`interest-${interest}`}
              name="interests"
              value={interest}
              defaultChecked={chosen.includes(interest)}
            />
            <label htmlFor={`interest-${interest}`}>{t(`identity.interest.${interest}` as MessageKey)}</label>
          </div>
        ))}
      </fieldset>
      <div className="dialog-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('identity.enrol.save')}
        </button>
        {skipHref ? <Link to={skipHref}>{t('identity.enrol.skip')}</Link> : null}
      </div>
    </Form>
  );
}
