import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AltchaField } from '../components/altcha.tsx';
import { ErrorSummary, Field, FormNotice, SelectField } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { storeEmployees, stores } from '../lib/account-api.server.ts';
import { type Api, ApiError, isApiError } from '../lib/api.server.ts';
import {
  constraintsOf,
  formErrorReply,
  intentOf,
  parseForm,
  refusalOf,
  replyOf,
} from '../lib/forms.server.ts';
import { fieldErrorOf, submittedValue } from '../lib/forms.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { exchangeCode, pkcePair, signOut, startAssistedSession } from '../lib/identity-api.server.ts';
import { assistForm, associateForm } from '../lib/identity-forms.server.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import {
  endStoreSessionCookie,
  readStoreSession,
  type StoreSession,
  storeSessionCookie,
} from '../lib/store-session.server.ts';
import { metaTranslate } from '../lib/translate.ts';
import { localePath } from '../lib/urls.ts';
import type { Route } from './+types/associate-login';

/** The assisted session of the shopper served (a guest's too) is held beside the buy-in-store cookie. */
const inSession = (session: { refreshToken: string | null | undefined }) => Boolean(session.refreshToken);

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
  if (active && inSession(context.session))
    return {
      translations,
      active,
      stores: [],
      storeId: null,
      employees: null,
      constraints: constraintsOf(associateForm),
      assistConstraints: constraintsOf(assistForm),
    };
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
    constraints: constraintsOf(associateForm),
    assistConstraints: constraintsOf(assistForm),
  };
}

type Fields = 'storeId' | 'employeeId' | 'email' | 'password';

/** A missing store or associate reads as the choice the shopper has to make. */
const choose = {
  storeId: 'account.associate.chooseStore',
  employeeId: 'account.associate.chooseEmployee',
} as const;

/** Neither the password nor the bot check goes back to the page with the typed values. */
const hideFields = ['password', 'altcha'];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const t = translator(locale);
  const api = context.api(locale);
  const form = await request.formData();
  const intent = intentOf(form, ['end', 'guest', 'customer']);
  if (intent === 'end') {
    // Ending the shift signs the shopper's assisted session out and forgets the store and associate.
    await signOut(api);
    context.session.setFlash({ type: 'success', message: t('account.associate.ended') });
    return redirect(localePath(locale, '/associate-login'), {
      headers: { 'Set-Cookie': endStoreSessionCookie(request) },
    });
  }
  const active = readStoreSession(request);
  if (intent && active && inSession(context.session)) return assist(request, context, locale, active, form);
  const submission = parseForm(form, associateForm, t, choose);
  const posted = submission.status === 'success' ? submission.value : undefined;
  // The store and associate must be ones the API lists, whatever else the form lacks.
  const storeList = posted ? await stores(api).catch(() => null) : null;
  const store = storeList?.stores.find((entry) => entry.id === posted?.storeId);
  const employees = store ? await employeesOf(api, store.id) : null;
  const employee = employees?.find((entry) => entry.storeEmployeeId === posted?.employeeId);
  if (!posted || !store || !employee) {
    const fieldErrors = posted
      ? {
          ...(store ? {} : { storeId: [t(choose.storeId)] }),
          ...(employee ? {} : { employeeId: [t(choose.employeeId)] }),
        }
      : undefined;
    return data(replyOf(submission, { hideFields, ...(fieldErrors ? { fieldErrors } : {}) }), {
      status: 400,
    });
  }
  try {
    const { verifier, challenge } = pkcePair();
    const { authorizationCode } = await api.call('agentLogin', {
      body: {
        username: posted.email,
        password: posted.password,
        codeChallenge: challenge,
        codeChallengeMethod: 'S256',
        altcha: posted.altcha ?? '',
        // The session sells for this store and associate: orders it places are credited to them.
        storeId: store.id,
        storeEmployeeId: employee.storeEmployeeId,
      },
    });
    await exchangeCode(api, authorizationCode, verifier);
    // The associate's own session only starts the assisted one (decision 090): a guest's, until a customer
    // is looked up. Nothing of the associate's account (discount, cards, addresses) is ever in the cart.
    await startAssistedSession(api);
  } catch (error) {
    const refused = error instanceof ApiError && error.status < 500 && Boolean(error.message);
    return data(replyOf(submission, { formErrors: [refusalOf(error, t)], hideFields }), {
      status: refused ? 400 : 500,
    });
  }
  const cookie = storeSessionCookie(request, {
    storeId: store.id,
    storeName: store.name,
    employeeId: employee.storeEmployeeId,
    employeeName: `${employee.firstName} ${employee.lastName}`,
    customer: null,
  });
  return redirect(localePath(locale, '/associate-login'), { headers: { 'Set-Cookie': cookie } });
}

/** The next shopper: a new guest, or a customer looked up by email; the previous shopper's session ends. */
async function assist(
  request: Request,
  context: Route.ActionArgs['context'],
  locale: ReturnType<typeof localeOf>,
  active: StoreSession,
  form: FormData,
) {
  const t = translator(locale);
  const api = context.api(locale);
  const lookup = form.get('intent') === 'customer';
  const submission = lookup ? parseForm(form, assistForm, t) : null;
  if (submission && submission.status !== 'success') {
    return data(replyOf(submission), { status: 400 });
  }
  const email = submission?.status === 'success' ? submission.value.email : undefined;
  try {
    await startAssistedSession(api, email);
  } catch (error) {
    const message = isApiError(error, 'CCN404')
      ? t('account.associate.customerUnknown')
      : isApiError(error, 'API405')
        ? t('account.associate.customerStaff')
        : refusalOf(error, t);
    const status = error instanceof ApiError && error.status < 500 ? 400 : 500;
    const reply = submission
      ? replyOf(submission, { fieldErrors: { email: [message] } })
      : formErrorReply(message);
    return data(reply, { status });
  }
  context.session.setFlash({
    type: 'success',
    message: email ? t('account.associate.servingCustomer', { email }) : t('account.associate.servingGuest'),
  });
  const cookie = storeSessionCookie(request, { ...active, customer: email ?? null });
  return redirect(localePath(locale, '/associate-login'), { headers: { 'Set-Cookie': cookie } });
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
  const errors: Partial<Record<Fields, string>> = {
    storeId: fieldErrorOf(result, 'storeId'),
    employeeId: fieldErrorOf(result, 'employeeId'),
    email: fieldErrorOf(result, 'email'),
    password: fieldErrorOf(result, 'password'),
  };
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
        <p className="associate-serving">
          {active.customer
            ? t('account.associate.servingCustomer', { email: active.customer })
            : t('account.associate.servingGuest')}
        </p>
        <p>
          <Link to={`/${locale}`} className="button button-primary">
            {t('account.associate.continue')}
          </Link>
        </p>
        <h2>{t('account.associate.nextShopper')}</h2>
        <p className="muted">{t('account.associate.nextShopperIntro')}</p>
        <FormNotice reply={result} />
        <Form method="post" className="card-form" noValidate>
          <input type="hidden" name="intent" value="customer" />
          <Field
            id="associate-customer"
            name="email"
            type="email"
            label={t('account.associate.customerEmail')}
            autoComplete="off"
            defaultValue={submittedValue(result, 'email')}
            error={fieldErrorOf(result, 'email')}
            {...loaderData.assistConstraints.email}
          />
          <button type="submit" className="button button-secondary" disabled={busy}>
            {t('account.associate.serveCustomer')}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="guest" />
          <button type="submit" className="button button-secondary" disabled={busy}>
            {t('account.associate.serveGuest')}
          </button>
        </Form>
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
      <FormNotice reply={result} />
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
            defaultValue={submittedValue(result, 'email')}
            error={errors.email}
            {...loaderData.constraints.email}
          />
          <Field
            id="associate-password"
            name="password"
            type="password"
            label={labels.password}
            autoComplete="current-password"
            error={errors.password}
            {...loaderData.constraints.password}
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
