import { type AddressValues, countriesFor, countryLabelKey, type FieldErrors } from '../lib/address.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { Field, SelectField } from './form.tsx';

export function useAddressLabels(): Record<string, string> {
  const t = useT();
  const locale = useLocale();
  return {
    email: t('field.email'),
    firstName: t('field.firstName'),
    lastName: t('field.lastName'),
    addressLine1: t('field.addressLine1'),
    addressLine2: t('field.addressLine2'),
    city: t('field.city'),
    province:
      locale === 'en-us' || locale.endsWith('-ca') ? t('field.province') : t('field.provinceOptional'),
    postalCode: locale === 'en-us' ? t('field.zip') : t('field.postalCode'),
    countryCode: t('field.country'),
    phone: t('field.phone'),
  };
}

/** Address inputs with the spec's limits as native constraints; the server validates with the shared schema. */
export function AddressFields({
  idPrefix,
  namePrefix = '',
  values,
  errors,
  section,
}: {
  idPrefix: string;
  namePrefix?: string;
  values: AddressValues;
  errors: FieldErrors;
  /** autocomplete section: "shipping" or "billing" */
  section: 'shipping' | 'billing';
}) {
  const t = useT();
  const locale = useLocale();
  const labels = useAddressLabels();
  const countries = countriesFor(locale);
  const id = (field: string) => `${idPrefix}${field}`;
  const name = (field: string) => `${namePrefix}${field}`;
  const ac = (token: string) => `section-${section} ${section} ${token}`;
  return (
    <div className="address-grid">
      <Field
        id={id('firstName')}
        name={name('firstName')}
        label={labels.firstName!}
        error={errors.firstName}
        defaultValue={values.firstName}
        autoComplete={ac('given-name')}
        maxLength={30}
        required
      />
      <Field
        id={id('lastName')}
        name={name('lastName')}
        label={labels.lastName!}
        error={errors.lastName}
        defaultValue={values.lastName}
        autoComplete={ac('family-name')}
        maxLength={30}
        required
      />
      <Field
        id={id('addressLine1')}
        name={name('addressLine1')}
        label={labels.addressLine1!}
        error={errors.addressLine1}
        defaultValue={values.addressLine1}
        autoComplete={ac('address-line1')}
        maxLength={30}
        required
        className="span-2"
      />
      <Field
        id={id('addressLine2')}
        name={name('addressLine2')}
        label={labels.addressLine2!}
        error={errors.addressLine2}
        defaultValue={values.addressLine2}
        autoComplete={ac('address-line2')}
        maxLength={30}
        className="span-2"
      />
      <Field
        id={id('city')}
        name={name('city')}
        label={labels.city!}
        error={errors.city}
        defaultValue={values.city}
        autoComplete={ac('address-level2')}
        maxLength={30}
        required
      />
      <Field
        id={id('province')}
        name={name('province')}
        label={labels.province!}
        error={errors.province}
        defaultValue={values.province}
        autoComplete={ac('address-level1')}
        maxLength={30}
      />
      <Field
        id={id('postalCode')}
        name={name('postalCode')}
        label={labels.postalCode!}
        error={errors.postalCode}
        defaultValue={values.postalCode}
        autoComplete={ac('postal-code')}
        maxLength={10}
        required
      />
      <SelectField
        id={id('countryCode')}
        name={name('countryCode')}
        label={labels.countryCode!}
        error={errors.countryCode}
        defaultValue={values.countryCode ?? countries[0]}
        autoComplete={ac('country')}
      >
        {countries.map((code) => (
          <option key={code} value={code}>
            {t(countryLabelKey(code))}
          </option>
        ))}
      </SelectField>
      <Field
        id={id('phone')}
        name={name('phone')}
        label={labels.phone!}
        error={errors.phone}
        hint={t('field.phoneHint')}
        defaultValue={values.phone}
        autoComplete={ac('tel-national')}
        inputMode="tel"
        type="tel"
        maxLength={20}
        required
        className="span-2"
      />
    </div>
  );
}
