import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AltchaField } from '../components/altcha.tsx';
import { ErrorSummary, Field, SelectField } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { storeEmployees, stores } from '../lib/account-api.server.ts';
import { type Api, ApiError } from '../lib/api.server.ts';
import { isSignedIn } from '../lib/auth.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { exchangeCode, pkcePair, signOut } from '../lib/identity-api.server.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { endStoreSessionCookie, readStoreSession, storeSessionCookie } from '../lib/store-session.server.ts';
import { metaTranslate } from '../lib/translate.ts';
import { localePath } from '../lib/urls.ts';
import type { Route } from './+types/associate-login';

async function employeesOf(api: Api, storeId: string) {
  if (!/^ST\d{4}$/.test(storeId)) return null;
  try {
    return (await storeEmployees(api, storeId)).employees;
  } catch {
    return null;
  }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const api = context.api(locale);
  const active = readStoreSession(request);
  const translations = messagesFor(locale, ['account', 'identity']);
  if (active && isSignedIn(context.session))
    return { translations, active, stores: [], storeId: null, employees: null };
  const storeId = new URL(request.url).searchParams.get('storeId') ?? '';
  const [storeList, employees] = await Promise.all([
    stores(api).catch((error) => {
      console.error(error);
      return null;
    }),
    storeId ? employeesOf(api, storeId) : Promise.resolve(null),
  ]);
  return {
    translations,
    active: null,
    stores: storeList?.stores ?? null,
    storeId: storeId || null,
    employees,
  };
}

type Fields = 'storeId' | 'employeeId' | 'email' | 'password';

interface AssociateActionData {
  errors: Partial<Record<Fields, string>>;
  formError?: string;
  email?: string;
  at: number;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const t = translator(locale);
  const api = context.api(locale);
  const form = await request.formData();
  const at = Date.now();
  if (form.get('intent') === 'end') {
    // Ending the shift signs the associate out and forgets the store and associate.
    await signOut(api);
    context.session.setFlash({ type: 'success', message: t('account.associate.ended') });
    return redirect(localePath(locale, '/associate-login'), {
      headers: { 'Set-Cookie': endStoreSessionCookie(request) },
    });
  }
  const storeId = String(form.get('storeId') ?? '');
  const employeeId = String(form.get('employeeId') ?? '');
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const errors: AssociateActionData['errors'] = {};
  const storeList = await stores(api).catch(() => null);
  const store = storeList?.stores.find((entry) => entry.id === storeId);
  if (!store) errors.storeId = t('account.associate.chooseStore');
  const employees = store ? await employeesOf(api, store.id) : null;
  const employee = employees?.find((entry) => entry.storeEmployeeId === employeeId);
  if (!employee) errors.employeeId = t('account.associate.chooseEmployee');
  if (!email) errors.email = t('validation.required');
  if (!password) errors.password = t('validation.required');
  if (!store || !employee || Object.keys(errors).length > 0) {
    return data<AssociateActionData>({ errors, email, at }, { status: 400 });
  }
  try {
    const { verifier, challenge } = pkcePair();
    const { authorizationCode } = await api.call('agentLogin', {
      body: {
        username: email,
        password,
        codeChallenge: challenge,
        codeChallengeMethod: 'S256',
        altcha: String(form.get('altcha') ?? ''),
        // The session sells for this store and associate: orders it places are credited to them.
        storeId: store.id,
        storeEmployeeId: employee.storeEmployeeId,
      },
    });
    await exchangeCode(api, authorizationCode, verifier);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.message) {
      return data<AssociateActionData>({ errors: {}, formError: error.message, email, at }, { status: 400 });
    }
    console.error(error);
    return data<AssociateActionData>(
      { errors: {}, formError: t('error.generic'), email, at },
      { status: 500 },
    );
  }
  const cookie = storeSessionCookie(request, {
    storeId: store.id,
    storeName: store.name,
    employeeId: employee.storeEmployeeId,
    employeeName: `${employee.firstName} ${employee.lastName}`,
  });
  return redirect(localePath(locale, '/'), { headers: { 'Set-Cookie': cookie } });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('account.associate.title'), t('account.associate.intro')),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AssociateLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { active, stores: storeList, storeId, employees } = loaderData;
  const t = useT();
  const locale = useLocale();
  const result = actionData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const errors = result?.errors ?? {};
  const labels: Record<Fields, string> = {
    storeId: t('account.associate.store'),
    employeeId: t('account.associate.employee'),
    email: t('account.associate.email'),
    password: t('account.associate.password'),
  };
  if (active) {
    return (
      <div className="container narrow account-page">
        <h1 className="page-title">{t('account.associate.title')}</h1>
        <Notice type="info">
          {t('account.associate.active', { store: active.storeName, employee: active.employeeName })}
        </Notice>
        <p>
          <Link to={`/${locale}`} className="button button-primary">
            {t('account.associate.continue')}
          </Link>
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="end" />
          <button type="submit" className="button button-secondary">
            {t('account.associate.end')}
          </button>
        </Form>
      </div>
    );
  }
  return (
    <div className="container narrow account-page">
      <h1 className="page-title">{t('account.associate.title')}</h1>
      <p>{t('account.associate.intro')}</p>
      {storeList === null ? <Notice type="error">{t('account.associate.storesFailed')}</Notice> : null}
      {result?.formError ? <Notice type="error">{result.formError}</Notice> : null}
      {storeList && storeList.length === 0 ? (
        <Notice type="info">{t('account.associate.noStores')}</Notice>
      ) : null}
      {storeList && storeList.length > 0 ? (
        <Form method="get" className="card-form">
          <SelectField
            id="associate-store"
            name="storeId"
            label={labels.storeId}
            defaultValue={storeId ?? ''}
            error={storeId && employees === null ? t('account.associate.chooseStore') : undefined}
          >
            <option value="">{t('account.associate.chooseStore')}</option>
            {storeList.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name} ({store.address.city})
              </option>
            ))}
          </SelectField>
          <button type="submit" className="button button-secondary">
            {t('account.associate.showEmployees')}
          </button>
        </Form>
      ) : null}
      {storeId && employees ? (
        <Form method="post" className="card-form" noValidate>
          <ErrorSummary errors={errors} labels={labels} idPrefix="associate-" stamp={result?.at} />
          <input type="hidden" name="storeId" value={storeId} />
          {employees.length === 0 ? (
            <Notice type="info">{t('account.associate.noEmployees')}</Notice>
          ) : (
            <SelectField
              id="associate-employeeId"
              name="employeeId"
              label={labels.employeeId}
              error={errors.employeeId}
            >
              <option value="">{t('account.associate.chooseEmployee')}</option>
              {employees.map((employee) => (
                <option key={employee.storeEmployeeId} value={employee.storeEmployeeId}>
                  {employee.firstName} {employee.lastName} ({employee.storeEmployeeId})
                </option>
              ))}
            </SelectField>
          )}
          <Field
            id="associate-email"
            name="email"
            type="email"
            label={labels.email}
            autoComplete="username"
            defaultValue={result?.email}
            error={errors.email}
            required
          />
          <Field
            id="associate-password"
            name="password"
            type="password"
            label={labels.password}
            autoComplete="current-password"
            error={errors.password}
            required
          />
          <AltchaField generation={result?.at} />
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t('account.associate.starting') : t('account.associate.start')}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
