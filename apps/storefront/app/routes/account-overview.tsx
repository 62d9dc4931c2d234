import type { ConsumerProfile } from '@ridgeline/contracts';
import { Form, Link } from 'react-router';
import { Notice } from '../components/notice.tsx';
import { useAccountProfile } from '../lib/account.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { pageMeta } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/account-overview';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('account.overview.title'), t('account.overview.title')),
    { name: 'robots', content: 'noindex' },
  ];
}

/** Spend against the annual cap or credit of each programme the consumer belongs to. */
function ProgrammeBanners({ details }: { details: ConsumerProfile['consumerDetails'] }) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const identity = details.identity[0]?.type;
  return (
    <>
      {details.employee ? (
        <p className="programme-banner">
          {t('account.programme.employee', {
            spent: money(details.employee.currentSpend, details.employee.currency),
            cap: money(details.employee.annualCap, details.employee.currency),
          })}
        </p>
      ) : null}
      {details.athlete ? (
        <p className="programme-banner">
          {t('account.programme.athlete', {
            spent: money(details.athlete.currentSpend, details.athlete.currency),
            credit: money(details.athlete.annualCredit, details.athlete.currency),
          })}
        </p>
      ) : null}
      {details.prosumer ? (
        <p className="programme-banner">
          {t(identity === 'IPA' ? 'account.programme.ipa' : 'account.programme.wranx', {
            spent: money(details.prosumer.currentSpend, details.prosumer.currency),
            credit: money(details.prosumer.annualCredit, details.prosumer.currency),
          })}
        </p>
      ) : null}
    </>
  );
}

/** The spec's partially enrolled rule (spec 2): an email but any of these missing. */
const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'postalCode', 'birthDate'] as const;

export default function AccountOverview() {
  const profile = useAccountProfile();
  const t = useT();
  const locale = useLocale();
  if (!profile) return null;
  const details = profile.consumerDetails;
  const name = [details.firstName, details.lastName].filter(Boolean).join(' ');
  return (
    <>
      <h1 className="page-title">
        {name ? t('account.overview.hello', { name }) : t('account.overview.title')}
      </h1>
      {profile.isPartiallyEnrolled ? (
        <Notice type="info">
          {t('account.overview.missing', {
            fields: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
              PROFILE_FIELDS.filter((field) => !details[field]).map((field) =>
                t(`account.overview.field.${field}`),
              ),
            ),
          })}{' '}
          <Link to={`/${locale}/account/profile`} className="text-link">
            {t('account.overview.complete')}
          </Link>
        </Notice>
      ) : null}
      <ProgrammeBanners details={details} />
      <ul className="account-cards">
        <li className="account-card">
          <h2>{t('account.nav.profile')}</h2>
          <p>
            {name || t('account.overview.noName')}
            <br />
            {details.email}
          </p>
          <p className="muted small">{t('account.overview.number', { number: profile.consumerNo })}</p>
          <Link to={`/${locale}/account/profile`} className="text-link">
            {t('account.overview.edit')}
          </Link>
        </li>
        <li className="account-card">
          <h2>{t('account.nav.loyalty')}</h2>
          {profile.isLoyaltyMember ? (
            <p>{t('account.loyalty.points', { points: profile.loyaltySummary?.points.balance ?? 0 })}</p>
          ) : (
            <p>{t('account.loyalty.notMember')}</p>
          )}
          <Link to={`/${locale}/account/loyalty`} className="text-link">
            {profile.isLoyaltyMember ? t('account.loyalty.vouchers') : t('account.loyalty.join')}
          </Link>
        </li>
        <li className="account-card">
          <h2>{t('account.nav.orders')}</h2>
          <p>{t('account.overview.ordersText')}</p>
          <Link to={`/${locale}/account/orders`} className="text-link">
            {t('account.overview.orders')}
          </Link>
        </li>
        <li className="account-card">
          <h2>{t('account.nav.addresses')}</h2>
          <p>{t('account.overview.addressCount', { count: details.address.length })}</p>
          <Link to={`/${locale}/account/addresses`} className="text-link">
            {t('account.overview.manage')}
          </Link>
        </li>
        <li className="account-card">
          <h2>{t('account.data.title')}</h2>
          <p>{t('account.data.text')}</p>
          <Form method="post" action={`/${locale}/account/data`} reloadDocument>
            <button type="submit" className="button button-secondary button-small">
              {t('account.data.download')}
            </button>
          </Form>
        </li>
      </ul>
    </>
  );
}
