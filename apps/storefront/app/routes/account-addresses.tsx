import { type ConsumerAddress, checkAddress, POSTAL_ADDRESS_FIELDS } from '@ridgeline/contracts';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { AddressBlock } from '../components/address-block.tsx';
import { AddressFields, useAddressLabels } from '../components/address-fields.tsx';
import { ConfirmAction, InlineConfirm } from '../components/confirm-action.tsx';
import { ErrorSummary, SelectField } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { useAccountProfile } from '../lib/account.ts';
import { addressRules, deleteAddress, saveAddress } from '../lib/account-api.server.ts';
import { AddressIntent, addressChoiceForm } from '../lib/account-forms.server.ts';
import { readAddress, translateValidation } from '../lib/address.server.ts';
import { type AddressValues, countriesFor, type FieldErrors } from '../lib/address.ts';
import { requireSignedIn } from '../lib/auth.server.ts';
import { formErrorReply, intentOf, parseForm, refusalOf, successReply } from '../lib/forms.server.ts';
import { type FormReply, fieldErrorsOf, formErrorOf } from '../lib/forms.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/account-addresses';

/** The address forms' answer, with what the shopper typed and which address was being edited when refused. */
type AddressActionData = FormReply & {
  values?: AddressValues & { approachType?: string; main?: boolean };
  editing?: string;
};

export async function action({ params, request, context }: Route.ActionArgs): Promise<AddressActionData> {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const t = translator(locale);
  const api = context.api(locale);
  const form = await request.formData();
  const intent = intentOf(form, AddressIntent);
  const choice = parseForm(form, addressChoiceForm, t);
  const { addressId, approachType, main } =
    choice.status === 'success'
      ? choice.value
      : { addressId: undefined, approachType: 'S' as const, main: false };
  const fail = (error: unknown, extra: Omit<AddressActionData, keyof FormReply> = {}): AddressActionData =>
    formErrorReply(refusalOf(error, t), extra);
  if (intent === 'delete' && addressId) {
    try {
      await deleteAddress(api, addressId);
      return successReply(t('account.addresses.deleted'));
    } catch (error) {
      return fail(error);
    }
  }
  if (intent === 'main' && addressId) {
    try {
      await saveAddress(api, { ...compact(readAddress(form)), approachType, main: true }, addressId);
      return successReply(t('account.addresses.mainSet'));
    } catch (error) {
      return fail(error);
    }
  }
  const values = readAddress(form);
  const countryCode = values.countryCode || countriesFor(locale)[0]!;
  values.countryCode = countryCode;
  const editing = addressId;
  try {
    // Per-country, per-locale rules come from data (the same rules the API enforces).
    const { rules } = await addressRules(api, countryCode);
    const issues = checkAddress(values, { ...rules, email: { required: false } } as never);
    if (issues.length > 0) {
      const error: Record<string, string[]> = {};
      for (const issue of issues) {
        if (issue.field !== 'email') error[issue.field] ??= [translateValidation(issue.problem, t)];
      }
      return {
        status: 'error',
        error,
        at: Date.now(),
        values: { ...values, approachType, main },
        ...(editing ? { editing } : {}),
      };
    }
    await saveAddress(api, { ...compact(values), approachType, main }, addressId);
    return successReply(addressId ? t('account.addresses.updated') : t('account.addresses.added'));
  } catch (error) {
    return fail(error, { values: { ...values, approachType, main }, ...(editing ? { editing } : {}) });
  }
}

function compact(values: AddressValues): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key !== 'email' && key !== 'approachType' && value?.trim()) result[key] = value.trim();
  }
  return result;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('account.nav.addresses'), t('account.nav.addresses')),
    { name: 'robots', content: 'noindex' },
  ];
}

function AddressForm({
  address,
  result,
}: {
  address: ConsumerAddress | null;
  result: AddressActionData | undefined;
}) {
  const t = useT();
  const labels = useAddressLabels();
  const busy = useNavigation().state === 'submitting';
  const failed = result?.status === 'error' ? result : undefined;
  const errors = fieldErrorsOf(failed) as FieldErrors;
  const values: AddressValues & { approachType?: string; main?: boolean } = failed?.values ?? {
    ...(address ?? {}),
    province: address?.province ?? undefined,
    addressLine2: address?.addressLine2 ?? undefined,
  };
  const prefix = address ? 'edit-' : 'new-';
  return (
    <Form method="post" className="card-form" noValidate aria-labelledby={`${prefix}title`}>
      <h2 id={`${prefix}title`}>{address ? t('account.addresses.edit') : t('account.addresses.add')}</h2>
      <ErrorSummary errors={errors} labels={labels} idPrefix={prefix} stamp={failed?.at} />
      {address ? <input type="hidden" name="addressId" value={address.addressId} /> : null}
      <SelectField
        id={`${prefix}approachType`}
        name="approachType"
        label={t('account.addresses.type')}
        defaultValue={values.approachType ?? address?.approachType ?? 'S'}
      >
        <option value="S">{t('account.addresses.shipping')}</option>
        <option value="B">{t('account.addresses.billing')}</option>
      </SelectField>
      <AddressFields idPrefix={prefix} values={values} errors={errors} section="shipping" />
      <label className="checkbox">
        <input type="checkbox" name="main" defaultChecked={values.main ?? address?.main ?? false} />{' '}
        {t('account.addresses.makeMain')}
      </label>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t('account.saving') : t('account.addresses.save')}
      </button>
    </Form>
  );
}

export default function AccountAddresses({ actionData: result }: Route.ComponentProps) {
  const profile = useAccountProfile();
  const t = useT();
  const locale = useLocale();
  const [search] = useSearchParams();
  if (!profile) return null;
  const addresses = profile.consumerDetails.address;
  const saved = result?.status === 'success';
  const editId = saved ? null : (result?.editing ?? search.get('edit'));
  const editing = addresses.find((address) => address.addressId === editId) ?? null;
  const deleting = addresses.find((address) => address.addressId === search.get('delete')) ?? null;
  const base = `/${locale}/account/addresses`;
  const typeLabel = (address: ConsumerAddress) =>
    address.approachType === 'B' ? t('account.addresses.billing') : t('account.addresses.shipping');
  return (
    <>
      <h1 className="page-title">{t('account.nav.addresses')}</h1>
      {saved ? <Notice type="success">{result?.notice}</Notice> : null}
      {formErrorOf(result) ? <Notice type="error">{formErrorOf(result)}</Notice> : null}
      {deleting && !saved ? (
        <InlineConfirm
          question={t('account.addresses.confirmDelete')}
          confirmLabel={t('account.addresses.delete')}
          fields={{ intent: 'delete', addressId: deleting.addressId }}
          cancelHref={base}
        >
          <AddressBlock address={{ ...deleting, email: '' } as never} />
        </InlineConfirm>
      ) : null}
      {addresses.length === 0 ? <p>{t('account.addresses.empty')}</p> : null}
      <ul className="account-cards">
        {addresses.map((address) => (
          <li key={address.addressId} className="account-card">
            <p>
              <strong>{typeLabel(address)}</strong>
              {address.main ? <span className="badge">{t('account.addresses.main')}</span> : null}
            </p>
            <AddressBlock address={{ ...address, email: '' } as never} />
            <div className="actions">
              <Link to={`${base}?edit=${address.addressId}`} className="link-button">
                {t('account.addresses.editShort')}
                <span className="visually-hidden"> {address.addressLine1}</span>
              </Link>
              {!address.main ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="main" />
                  <input type="hidden" name="addressId" value={address.addressId} />
                  <input type="hidden" name="approachType" value={address.approachType} />
                  {POSTAL_ADDRESS_FIELDS.map((field) =>
                    address[field] ? (
                      <input key={field} type="hidden" name={field} value={String(address[field])} />
                    ) : null,
                  )}
                  <button type="submit" className="link-button">
                    {t('account.addresses.setMain')}
                    <span className="visually-hidden"> {address.addressLine1}</span>
                  </button>
                </Form>
              ) : null}
              <ConfirmAction
                trigger={t('account.addresses.delete')}
                question={t('account.addresses.confirmDeleteOf', { address: address.addressLine1 })}
                confirmLabel={t('account.addresses.delete')}
                fields={{ intent: 'delete', addressId: address.addressId }}
                fallbackHref={`${base}?delete=${address.addressId}`}
              />
            </div>
          </li>
        ))}
      </ul>
      {editing ? <AddressForm key={editing.addressId} address={editing} result={result} /> : null}
      {!editing ? <AddressForm key={saved ? result?.at : 'new'} address={null} result={result} /> : null}
    </>
  );
}
