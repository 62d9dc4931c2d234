import type { ProfileUpdateRequest } from '@ridgeline/contracts';
import { type FormEvent, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { ErrorSummary, Field, SelectField } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { INTERESTS, SHOE_SIZES, splitInterests, useAccountProfile } from '../lib/account.ts';
import { readProfile, updateProfile } from '../lib/account-api.server.ts';
import { profileForm } from '../lib/account-forms.server.ts';
import { translateValidation } from '../lib/address.server.ts';
import { ApiError } from '../lib/api.server.ts';
import { requireSignedIn } from '../lib/auth.server.ts';
import {
  fieldErrorReply,
  formErrorReply,
  parseForm,
  refusalOf,
  replyOf,
  successReply,
} from '../lib/forms.server.ts';
import { type FormReply, fieldErrorsOf, formErrorOf } from '../lib/forms.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { type MessageKey, messagesFor, translator } from '../lib/i18n.ts';
import { countryList } from '../lib/identity-api.server.ts';
import {
  accountCountry,
  dialCodeOptions,
  phoneDigits,
  phoneError,
  phoneInMask,
} from '../lib/identity-forms.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/account-profile';

const FIELDS = ['firstName', 'lastName', 'phoneCode', 'phone', 'postalCode', 'birthDate', 'gender'] as const;
type ProfileField = (typeof FIELDS)[number] | 'preferredShoeSize' | 'interests';

/** The countries with their dial codes and phone masks (spec 2 section 5), for the phone fields. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  return {
    translations: messagesFor(locale, ['account', 'identity']),
    countries: await countryList(context.api(locale)).catch(() => []),
  };
}

export async function action({ params, request, context }: Route.ActionArgs): Promise<FormReply> {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const t = translator(locale);
  const api = context.api(locale);
  const submission = parseForm(await request.formData(), profileForm(INTERESTS), t);
  if (submission.status !== 'success') return replyOf(submission);
  const { preferredShoeSize, interests, ...details } = submission.value;
  if (details.phone) {
    // The rule the API applies: the account country's digit count; the mask's punctuation is dropped.
    const current = await readProfile(api);
    const problem = phoneError(
      details.phone,
      accountCountry(current.consumerDetails.countryCode, locale),
      false,
      t,
    );
    if (problem) return fieldErrorReply('phone', problem);
    details.phone = phoneDigits(details.phone);
  }
  const body: ProfileUpdateRequest = {
    consumerProfile: {
      consumerDetails: details,
      preferences: { interests, preferredShoeSize: preferredShoeSize || null },
    },
  };
  try {
    await updateProfile(api, body);
    return successReply(t('account.profile.saved'));
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.message) {
      // A field the API names (REQ400 `body.consumerProfile.consumerDetails.phone`) gets the message at the field.
      const field = String(error.details[0]?.field ?? '')
        .split('.')
        .pop() as ProfileField;
      const problem = error.details[0]?.problem;
      if ((FIELDS as readonly string[]).includes(field)) {
        return fieldErrorReply(
          field,
          typeof problem === 'string' ? translateValidation(problem, t) : error.message,
        );
      }
    }
    return formErrorReply(refusalOf(error, t));
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('account.nav.profile'), t('account.nav.profile')),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  const profile = useAccountProfile();
  const t = useT();
  const locale = useLocale();
  const result = actionData;
  const busy = useNavigation().state === 'submitting';
  const [clientErrors, setClientErrors] = useState<{
    errors: Partial<Record<ProfileField, string>>;
    at: number;
  } | null>(null);
  if (!profile) return null;
  const details = profile.consumerDetails;
  const country = accountCountry(details.countryCode, locale);
  const dial = loaderData.countries.find((entry) => entry.code === country);
  const shown =
    clientErrors && (!result || clientErrors.at > result.at)
      ? clientErrors
      : { errors: fieldErrorsOf(result) as Partial<Record<ProfileField, string>>, at: result?.at };
  const errors = shown.errors;

  // The same phone rule as the action and the API, before posting (the action checks it without JavaScript).
  function checkPhone(event: FormEvent<HTMLFormElement>) {
    const phone = String(new FormData(event.currentTarget).get('phone') ?? '').trim();
    const problem = phoneError(phone, country, false, t);
    if (problem) {
      event.preventDefault();
      setClientErrors({ errors: { phone: problem }, at: Date.now() });
    } else {
      setClientErrors(null);
    }
  }
  const chosen = splitInterests(profile.preferences.interests);
  const labels: Record<ProfileField, string> = {
    firstName: t('account.contact.firstName'),
    lastName: t('account.contact.lastName'),
    phoneCode: t('account.profile.phoneCode'),
    phone: t('account.profile.phone'),
    postalCode: t('account.profile.postalCode'),
    birthDate: t('account.profile.birthDate'),
    gender: t('account.profile.gender'),
    preferredShoeSize: t('account.profile.shoeSize'),
    interests: t('account.profile.interests'),
  };
  return (
    <>
      <h1 className="page-title">{t('account.nav.profile')}</h1>
      {result?.status === 'success' ? <Notice type="success">{result.notice}</Notice> : null}
      {formErrorOf(result) ? <Notice type="error">{formErrorOf(result)}</Notice> : null}
      <Form method="post" className="card-form profile-form" noValidate onSubmit={checkPhone}>
        <ErrorSummary errors={errors} labels={labels} idPrefix="profile-" stamp={shown.at} />
        <p className="muted">{t('account.profile.email', { email: details.email })}</p>
        <Field
          id="profile-firstName"
          name="firstName"
          label={labels.firstName}
          defaultValue={details.firstName ?? ''}
          autoComplete="given-name"
          maxLength={30}
          error={errors.firstName}
        />
        <Field
          id="profile-lastName"
          name="lastName"
          label={labels.lastName}
          defaultValue={details.lastName ?? ''}
          autoComplete="family-name"
          maxLength={30}
          error={errors.lastName}
        />
        <div className="phone-row">
          <SelectField
            id="profile-phoneCode"
            name="phoneCode"
            label={labels.phoneCode}
            defaultValue={details.phoneCode || dial?.dialCode || ''}
            autoComplete="tel-country-code"
            error={errors.phoneCode}
          >
            {dialCodeOptions(loaderData.countries, country).map((option) => (
              <option key={option.dialCode} value={option.dialCode}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <Field
            id="profile-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            label={labels.phone}
            hint={dial?.mask ? t('identity.signup.phoneHint', { mask: dial.mask }) : undefined}
            defaultValue={phoneInMask(details.phone ?? '', dial?.mask)}
            autoComplete="tel-national"
            maxLength={20}
            onBlur={(event) => {
              const input = event.currentTarget;
              if (!phoneError(input.value, country, false, t))
                input.value = phoneInMask(input.value, dial?.mask);
            }}
            error={errors.phone}
          />
        </div>
        <Field
          id="profile-postalCode"
          name="postalCode"
          label={labels.postalCode}
          defaultValue={details.postalCode ?? ''}
          autoComplete="postal-code"
          maxLength={10}
          error={errors.postalCode}
        />
        <Field
          id="profile-birthDate"
          name="birthDate"
          type="date"
          label={labels.birthDate}
          defaultValue={details.birthDate ?? ''}
          autoComplete="bday"
          error={errors.birthDate}
        />
        <SelectField
          id="profile-gender"
          name="gender"
          label={labels.gender}
          defaultValue={details.gender ?? ''}
          error={errors.gender}
        >
          <option value="">{t('account.profile.genderNone')}</option>
          <option value="F">{t('account.profile.genderF')}</option>
          <option value="M">{t('account.profile.genderM')}</option>
          <option value="X">{t('account.profile.genderX')}</option>
        </SelectField>
        <fieldset className="form-section">
          <legend>{t('account.profile.preferences')}</legend>
          <SelectField
            id="profile-preferredShoeSize"
            name="preferredShoeSize"
            label={labels.preferredShoeSize}
            defaultValue={profile.preferences.preferredShoeSize ?? ''}
            error={errors.preferredShoeSize}
          >
            <option value="">{t('account.profile.shoeSizeNone')}</option>
            {SHOE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </SelectField>
          <fieldset>
            <legend>{labels.interests}</legend>
            {INTERESTS.map((interest) => (
              <label key={interest} className="checkbox">
                <input
                  type="checkbox"
                  name="interests"
                  value={interest}
                  defaultChecked={chosen.includes(interest)}
                />{' '}
                {t(`account.interest.${interest}` as MessageKey)}
              </label>
            ))}
          </fieldset>
        </fieldset>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('account.saving') : t('account.profile.save')}
        </button>
      </Form>
    </>
  );
}
