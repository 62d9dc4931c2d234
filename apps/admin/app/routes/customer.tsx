import { type AdminCustomer, errorMessage, formatMoney } from '@ridgeline/contracts';
import { Field, FormNotice } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import {
  type CustomerReply,
  customerAction,
  customerConstraints,
  customerIdOf,
} from '../lib/customer-forms.server.ts';
import { type ShellData, useLocale, useT } from '../lib/hooks.ts';
import { may } from '../lib/operator.ts';
import { siteName, statusKey } from '../lib/orders.ts';
import type { Route } from './+types/customer';

/** One customer (customers:read): details, addresses, orders, loyalty, subscriptions, programmes, GDPR. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const confirming = new URL(request.url).searchParams.get('confirm') === 'erase';
  const constraints = customerConstraints();
  const id = customerIdOf(params);
  const missing = () =>
    data(
      { customer: null, missing: errorMessage('ADM415', api.locale), confirming, constraints },
      { status: 404 },
    );
  if (!id.success) return missing();
  try {
    const customer = await signedIn(request, () => api.call('customer', { params: id.data }));
    return data({ customer, missing: null, confirming, constraints });
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    if (isApiError(error, 'ADM415')) return missing();
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<CustomerReply> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const id = customerIdOf(params);
  if (!id.success)
    return { status: 'error', error: { '': [errorMessage('ADM415', api.locale)] }, at: Date.now() };
  return signedIn(request, () => customerAction(api, t, id.data.customerId, form));
}

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { customer, missing, confirming, constraints } = loaderData;
  if (!customer) {
    return (
      <>
        <title>{t('admin.meta.title', { page: t('admin.customer.notFound') })}</title>
        <h1>{t('admin.customer.notFound')}</h1>
        <Notice type="error">{missing}</Notice>
        <p>
          <Link to="/customers">{t('admin.customer.backToList')}</Link>
        </p>
      </>
    );
  }
  return (
    <CustomerDetail
      customer={customer}
      reply={actionData as CustomerReply | undefined}
      confirming={confirming}
      constraints={constraints}
    />
  );
}

type Constraints = Route.ComponentProps['loaderData']['constraints'];

function CustomerDetail({
  customer,
  reply,
  confirming,
  constraints,
}: {
  customer: AdminCustomer;
  reply: CustomerReply | undefined;
  confirming: boolean;
  constraints: Constraints;
}) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const shell = useRouteLoaderData('routes/shell') as ShellData | undefined;
  const operator = shell?.operator ?? { permissions: [] };
  const erased = customer.erasedAt !== null;
  const canErase = may(operator, 'customers:erase') && !erased;
  const replyTo = (form: string) => (reply?.form === form ? reply : undefined);
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const given = (value: string | null) => value || t('admin.customer.notGiven');
  const name = erased
    ? t('admin.customers.erasedName')
    : [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email || '';
  const values = (replyTo('update')?.initialValue ?? {}) as Record<string, string | undefined>;
  const busy = navigation.state === 'submitting';
  return (
    <>
      <title>{t('admin.meta.title', { page: name })}</title>
      <p>
        <Link to="/customers">{t('admin.customers.title')}</Link>
      </p>
      <h1>{name}</h1>
      {reply?.form === 'erase' && reply.status === 'success' ? <FormNotice reply={reply} /> : null}
      {erased ? (
        <p className="notice" role="status" data-testid="customer-erased">
          {t('admin.customer.erasedOn', { date: date(customer.erasedAt!) })}
        </p>
      ) : null}

      <section className="admin-card" aria-labelledby="customer-details">
        <h2 id="customer-details">{t('admin.customer.details')}</h2>
        <dl className="admin-facts">
          <div>
            <dt>{t('admin.customers.email')}</dt>
            <dd data-testid="customer-email">{given(customer.email)}</dd>
          </div>
          <div>
            <dt>{t('admin.customers.phone')}</dt>
            <dd>{customer.phone ? `${customer.phoneCode ?? ''} ${customer.phone}`.trim() : given(null)}</dd>
          </div>
          <div>
            <dt>{t('admin.customer.consumerNo')}</dt>
            <dd>{customer.consumerNo}</dd>
          </div>
          <div>
            <dt>{t('admin.customer.type')}</dt>
            <dd>{customer.consumerType}</dd>
          </div>
          <div>
            <dt>{t('admin.customer.birthDate')}</dt>
            <dd>{given(customer.birthDate)}</dd>
          </div>
          <div>
            <dt>{t('admin.customer.postalCode')}</dt>
            <dd>{given(customer.postalCode)}</dd>
          </div>
          <div>
            <dt>{t('admin.customer.country')}</dt>
            <dd>{customer.countryCode}</dd>
          </div>
          <div>
            <dt>{t('admin.customers.since')}</dt>
            <dd>{date(customer.createdAt)}</dd>
          </div>
        </dl>
      </section>

      {erased ? null : (
        <section className="admin-card" aria-labelledby="customer-edit">
          <h2 id="customer-edit">{t('admin.customer.edit')}</h2>
          <FormNotice reply={replyTo('update')} />
          <Form method="post" className="admin-form" aria-labelledby="customer-edit">
            <input type="hidden" name="intent" value="update" />
            <Field
              id="customer-first-name"
              name="firstName"
              label={t('admin.customer.firstName')}
              defaultValue={values.firstName ?? customer.firstName ?? ''}
              error={fieldErrorOf(replyTo('update'), 'firstName')}
              maxLength={constraints.update.firstName?.maxLength}
              autoComplete="off"
            />
            <Field
              id="customer-last-name"
              name="lastName"
              label={t('admin.customer.lastName')}
              defaultValue={values.lastName ?? customer.lastName ?? ''}
              error={fieldErrorOf(replyTo('update'), 'lastName')}
              maxLength={constraints.update.lastName?.maxLength}
              autoComplete="off"
            />
            <Field
              id="customer-phone-code"
              name="phoneCode"
              label={t('admin.customer.phoneCode')}
              defaultValue={values.phoneCode ?? customer.phoneCode ?? ''}
              error={fieldErrorOf(replyTo('update'), 'phoneCode')}
              maxLength={constraints.update.phoneCode?.maxLength}
              autoComplete="off"
            />
            <Field
              id="customer-phone"
              name="phone"
              type="tel"
              label={t('admin.customers.phone')}
              defaultValue={values.phone ?? customer.phone ?? ''}
              error={fieldErrorOf(replyTo('update'), 'phone')}
              maxLength={constraints.update.phone?.maxLength}
              autoComplete="off"
            />
            <button type="submit" className="button button-primary" disabled={busy}>
              {t('admin.customer.save')}
            </button>
          </Form>
        </section>
      )}

      <section className="admin-card" aria-labelledby="customer-addresses">
        <h2 id="customer-addresses">{t('admin.customer.addresses')}</h2>
        {customer.addresses.length === 0 ? (
          <p className="empty-state">{t('admin.customer.noAddresses')}</p>
        ) : (
          <ul className="address-list">
            {customer.addresses.map((entry) => (
              <li key={entry.id}>
                <strong>
                  {t(`admin.customer.address.${entry.kind}`)}
                  {entry.isMain ? ` ${t('admin.customer.address.main')}` : ''}
                </strong>
                <address>{addressLines(entry.address).join(', ')}</address>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="admin-card" aria-labelledby="customer-orders">
        <h2 id="customer-orders">{t('admin.customer.orders')}</h2>
        <DataTable<AdminCustomer['orders'][number]>
          caption={t('admin.customer.ordersCaption')}
          rows={customer.orders}
          rowKey={(order) => order.orderNumber}
          empty={t('admin.customer.noOrders')}
          columns={[
            {
              id: 'number',
              header: t('admin.orders.number'),
              cell: (order) => <Link to={`/orders/${order.orderNumber}`}>{order.orderNumber}</Link>,
            },
            { id: 'placed', header: t('admin.orders.placed'), cell: (order) => date(order.placedAt) },
            {
              id: 'status',
              header: t('admin.orders.statusLabel'),
              cell: (order) => {
                const key = statusKey(order.status);
                return key ? t(key) : order.status;
              },
            },
            { id: 'site', header: t('admin.orders.site'), cell: (order) => siteName(order.siteId) },
            {
              id: 'total',
              header: t('admin.orders.total'),
              numeric: true,
              cell: (order) => formatMoney(order.total, order.currency, locale),
            },
          ]}
        />
        {customer.moreOrders ? (
          <p className="muted">{t('admin.customer.moreOrders', { count: customer.orders.length })}</p>
        ) : null}
      </section>

      <section className="admin-card" aria-labelledby="customer-loyalty">
        <h2 id="customer-loyalty">{t('admin.customer.loyalty')}</h2>
        {customer.loyalty.memberId ? (
          <>
            <dl className="admin-facts">
              <div>
                <dt>{t('admin.customers.memberId')}</dt>
                <dd>{customer.loyalty.memberId}</dd>
              </div>
              <div>
                <dt>{t('admin.customer.points')}</dt>
                <dd data-testid="loyalty-points">{customer.loyalty.points}</dd>
              </div>
              <div>
                <dt>{t('admin.customer.tier')}</dt>
                <dd>
                  {customer.loyalty.tier === null
                    ? t('admin.customer.noTier')
                    : t('admin.customer.tierValue', { points: customer.loyalty.tier })}
                </dd>
              </div>
              {customer.loyalty.enrolledAt ? (
                <div>
                  <dt>{t('admin.customer.enrolled')}</dt>
                  <dd>{date(customer.loyalty.enrolledAt)}</dd>
                </div>
              ) : null}
            </dl>
            <DataTable<AdminCustomer['loyalty']['history'][number]>
              caption={t('admin.customer.historyCaption')}
              rows={customer.loyalty.history}
              rowKey={(entry) => `${entry.kind}-${entry.orderNumber ?? ''}-${entry.at}`}
              empty={t('admin.customer.noHistory')}
              columns={[
                { id: 'when', header: t('admin.customer.history.when'), cell: (entry) => date(entry.at) },
                {
                  id: 'what',
                  header: t('admin.customer.history.what'),
                  cell: (entry) => t(`admin.customer.history.${entry.kind}`),
                },
                {
                  id: 'points',
                  header: t('admin.customer.points'),
                  numeric: true,
                  cell: (entry) => (entry.points > 0 ? `+${entry.points}` : String(entry.points)),
                },
                {
                  id: 'order',
                  header: t('admin.customer.history.order'),
                  cell: (entry) =>
                    entry.orderNumber ? (
                      <Link to={`/orders/${entry.orderNumber}`}>{entry.orderNumber}</Link>
                    ) : null,
                },
              ]}
            />
          </>
        ) : (
          <p className="empty-state">{t('admin.customer.notMember')}</p>
        )}
      </section>

      <section className="admin-card" aria-labelledby="customer-subscriptions">
        <h2 id="customer-subscriptions">{t('admin.customer.subscriptions')}</h2>
        <DataTable<AdminCustomer['subscriptions'][number]>
          caption={t('admin.customer.subscriptionsCaption')}
          rows={customer.subscriptions}
          rowKey={(row) => `${row.type}-${row.channel}`}
          empty={t('admin.customer.noSubscriptions')}
          columns={[
            { id: 'type', header: t('admin.customer.subscription.type'), cell: (row) => row.type },
            { id: 'channel', header: t('admin.customer.subscription.channel'), cell: (row) => row.channel },
            {
              id: 'state',
              header: t('admin.customer.subscription.state'),
              cell: (row) =>
                t(
                  !row.optin
                    ? 'admin.customer.subscription.out'
                    : row.doubleOptin || row.channel !== 'email'
                      ? 'admin.customer.subscription.in'
                      : 'admin.customer.subscription.unconfirmed',
                ),
            },
          ]}
        />
      </section>

      <section className="admin-card" aria-labelledby="customer-programmes">
        <h2 id="customer-programmes">{t('admin.customer.programmes')}</h2>
        <DataTable<AdminCustomer['programmes'][number]>
          caption={t('admin.customer.programmesCaption')}
          rows={customer.programmes}
          rowKey={(row) => row.programme}
          empty={t('admin.customer.noProgrammes')}
          columns={[
            {
              id: 'programme',
              header: t('admin.customer.programme'),
              cell: (row) =>
                ['athlete', 'employee', 'prosumer'].includes(row.programme)
                  ? t(`admin.customer.programme.${row.programme as 'athlete'}`)
                  : row.programme,
            },
            {
              id: 'identity',
              header: t('admin.customer.identity'),
              cell: (row) => [row.identityType, row.identityNumber].filter(Boolean).join(' '),
            },
            {
              id: 'spent',
              header: t('admin.customer.spent'),
              numeric: true,
              cell: (row) => formatMoney(row.currentSpend, row.currency, locale),
            },
            {
              id: 'limit',
              header: t('admin.customer.limit'),
              numeric: true,
              cell: (row) => formatMoney(row.annualLimit, row.currency, locale),
            },
          ]}
        />
      </section>

      {erased ? null : (
        <section className="admin-card" aria-labelledby="customer-gdpr">
          <h2 id="customer-gdpr">{t('admin.customer.gdpr')}</h2>
          <p>{t('admin.customer.gdprIntro')}</p>
          <form method="post" action={`/admin/customers/${customer.customerId}/export`} className="actions">
            <button type="submit" className="button button-secondary">
              {t('admin.customer.export')}
            </button>
          </form>
          {canErase && !confirming ? (
            <p>
              <Link to="?confirm=erase" className="link-button">
                {t('admin.customer.erase')}
              </Link>
            </p>
          ) : null}
          {canErase && confirming ? (
            <section className="admin-card" aria-labelledby="erase-title">
              <h3 id="erase-title">{t('admin.customer.erase.title', { email: customer.email ?? '' })}</h3>
              <h4>{t('admin.customer.erase.removedTitle')}</h4>
              <p>{t('admin.customer.erase.removed')}</p>
              <h4>{t('admin.customer.erase.keptTitle')}</h4>
              <p data-testid="erase-kept">{t('admin.customer.erase.kept')}</p>
              <p>
                <strong>{t('admin.customer.erase.irreversible')}</strong>
              </p>
              <FormNotice reply={replyTo('erase')} />
              <Form method="post" className="admin-form" aria-labelledby="erase-title">
                <input type="hidden" name="intent" value="erase" />
                <Field
                  id="erase-confirm-email"
                  name="confirmEmail"
                  type="email"
                  label={t('admin.customer.erase.confirmEmail')}
                  error={fieldErrorOf(replyTo('erase'), 'confirmEmail')}
                  maxLength={constraints.erase.confirmEmail?.maxLength}
                  autoComplete="off"
                  required
                />
                <div className="actions">
                  <button type="submit" className="button button-primary" disabled={busy}>
                    {t('admin.customer.erase.submit')}
                  </button>{' '}
                  <Link to={`/customers/${customer.customerId}`}>{t('admin.cancel')}</Link>
                </div>
              </Form>
            </section>
          ) : null}
        </section>
      )}
    </>
  );
}

/** An address's lines as the shopper entered them (name, street, city, postal code, country, phone). */
function addressLines(address: Record<string, unknown>): string[] {
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : '');
  return [
    [text('firstName'), text('lastName')].filter(Boolean).join(' '),
    text('addressLine1'),
    text('addressLine2'),
    [text('postalCode'), text('city')].filter(Boolean).join(' '),
    text('province'),
    text('countryCode'),
    text('phone'),
  ].filter(Boolean);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
