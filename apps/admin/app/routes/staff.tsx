import { CURRENCIES, formatMoney } from '@ridgeline/contracts';
import { ConfirmAction, InlineConfirm } from '@ridgeline/storefront/components/confirm-action.tsx';
import { Field, FormNotice, SelectField } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import {
  fieldErrorReply,
  formErrorReply,
  refusalOf,
  successReply,
} from '@ridgeline/storefront/lib/forms.server.ts';
import { type FormReply, fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form, Link, useNavigation } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { FilterActions } from '../components/filter-actions.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import type { Route } from './+types/staff';

const currencies: readonly string[] = CURRENCIES;

/** The employees (staff:manage): who has the employee discount, its cap, and where they sell. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 120);
  const confirm = url.searchParams.get('confirm');
  try {
    const { items } = await signedIn(request, () => api.call('employees', { query: { q: q || undefined } }));
    return {
      q,
      items,
      currencies,
      confirming: items.find((e) => e.customerId === confirm) ?? null,
      error: null,
    };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    return {
      q,
      items: null,
      currencies,
      confirming: null,
      error: refusalOf(error, t, t('admin.staff.loadFailed')),
    };
  }
}

type StaffReply = FormReply & { form?: string };

export async function action({ request, context }: Route.ActionArgs): Promise<StaffReply> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  return signedIn(request, async () => {
    try {
      if (intent === 'add') {
        const email = String(form.get('email') ?? '').trim();
        const currency = String(form.get('currency') ?? '');
        const units = Number(String(form.get('annualLimit') ?? '').replace(',', '.'));
        if (!currencies.includes(currency) || !Number.isFinite(units) || units < 0) {
          return fieldErrorReply('annualLimit', t('validation.invalid'), { form: intent });
        }
        const added = await api.call('addEmployee', {
          body: { email, currency: currency as 'USD', annualLimit: Math.round(units * 100) },
        });
        return successReply(t('admin.staff.added', { email: added.email ?? email }), { form: intent });
      }
      if (intent === 'remove') {
        const customerId = String(form.get('customerId') ?? '');
        const email = String(form.get('email') ?? '');
        await api.call('removeEmployee', { params: { customerId } });
        return successReply(t('admin.staff.removed', { email }), { form: intent });
      }
    } catch (error) {
      return refusalReply(error, t, ['email', 'annualLimit'], { form: intent });
    }
    return formErrorReply(t('error.generic'), { form: intent });
  });
}

type Row = NonNullable<Route.ComponentProps['loaderData']['items']>[number];

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const { q, items, currencies, confirming, error } = loaderData;
  const reply = actionData as StaffReply | undefined;
  const addReply = reply?.form === 'add' ? reply : undefined;
  const money = (amount: number | null, currency: string | null) =>
    amount === null || currency === null ? '' : formatMoney(amount, currency, locale);
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.staff.title') })}</title>
      <h1>{t('admin.staff.title')}</h1>
      <FormNotice reply={reply} />
      {confirming ? (
        <InlineConfirm
          question={t('admin.staff.removeQuestion', { email: confirming.email ?? '' })}
          confirmLabel={t('admin.store.remove')}
          cancelLabel={t('admin.cancel')}
          cancelHref="/staff"
          fields={{ intent: 'remove', customerId: confirming.customerId, email: confirming.email ?? '' }}
        />
      ) : null}
      <Form method="get" className="admin-filters" aria-labelledby="staff-search">
        <h2 id="staff-search">{t('admin.staff.search')}</h2>
        <div className="field">
          <label htmlFor="q">{t('admin.staff.q')}</label>
          <input id="q" name="q" type="search" defaultValue={q} maxLength={120} />
        </div>
        <FilterActions
          submitLabel={t('admin.stores.submit')}
          clearTo="/staff"
          clearLabel={t('admin.stores.clear')}
        />
      </Form>
      {error ? <Notice type="error">{error}</Notice> : null}
      {items ? (
        <DataTable<Row>
          caption={t('admin.staff.caption')}
          rows={items}
          rowKey={(employee) => employee.customerId}
          empty={t('admin.staff.empty')}
          columns={[
            {
              id: 'name',
              header: t('admin.staff.name'),
              cell: (employee) => (
                <Link to={`/customers/${employee.customerId}`}>
                  {[employee.firstName, employee.lastName].filter(Boolean).join(' ') || employee.email}
                </Link>
              ),
            },
            { id: 'email', header: t('admin.staff.email'), cell: (employee) => employee.email ?? '' },
            {
              id: 'limit',
              header: t('admin.staff.limit'),
              numeric: true,
              cell: (employee) => money(employee.annualLimit, employee.currency),
            },
            {
              id: 'spent',
              header: t('admin.staff.spent'),
              numeric: true,
              cell: (employee) => money(employee.currentSpend, employee.currency),
            },
            {
              id: 'terms',
              header: t('admin.staff.terms'),
              cell: (employee) => t(employee.termsAccepted ? 'admin.stores.yes' : 'admin.stores.no'),
            },
            {
              id: 'stores',
              header: t('admin.staff.stores'),
              cell: (employee) =>
                employee.associateOf.map((a) => (
                  <span key={a.storeId}>
                    <Link to={`/stores/${a.storeId}`}>{a.storeId}</Link> ({a.storeEmployeeId}){' '}
                  </span>
                )),
            },
            {
              id: 'remove',
              header: t('admin.store.remove'),
              cell: (employee) => (
                <ConfirmAction
                  trigger={t('admin.staff.remove', { email: employee.email ?? '' })}
                  question={t('admin.staff.removeQuestion', { email: employee.email ?? '' })}
                  confirmLabel={t('admin.store.remove')}
                  cancelLabel={t('admin.cancel')}
                  fields={{ intent: 'remove', customerId: employee.customerId, email: employee.email ?? '' }}
                  fallbackHref={`?confirm=${employee.customerId}`}
                />
              ),
            },
          ]}
        />
      ) : null}
      <Form
        method="post"
        className="admin-card"
        aria-labelledby="add-employee"
        key={addReply?.status === 'success' ? addReply.at : 'add'}
      >
        <h2 id="add-employee">{t('admin.staff.add')}</h2>
        <p>{t('admin.staff.addIntro')}</p>
        <input type="hidden" name="intent" value="add" />
        <Field
          id="employee-email"
          name="email"
          type="email"
          label={t('admin.staff.accountEmail')}
          error={fieldErrorOf(addReply, 'email')}
          required
        />
        <SelectField
          id="employee-currency"
          name="currency"
          label={t('admin.staff.currency')}
          defaultValue="USD"
        >
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
        <Field
          id="employee-limit"
          name="annualLimit"
          inputMode="decimal"
          label={t('admin.staff.annualLimit')}
          error={fieldErrorOf(addReply, 'annualLimit')}
          defaultValue="1500"
          required
        />
        <button type="submit" className="button button-primary" disabled={navigation.state === 'submitting'}>
          {t('admin.staff.submitAdd')}
        </button>
      </Form>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
