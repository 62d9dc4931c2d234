import { Form, useLocation, useNavigation } from 'react-router';
import { Notice } from '../components/notice.tsx';
import { WelcomeDialog } from '../components/welcome-dialog.tsx';
import { useAccountProfile } from '../lib/account.ts';
import { enrolLoyalty, loyaltyVouchers, loyaltyWelcome } from '../lib/account-api.server.ts';
import { requireSignedIn } from '../lib/auth.server.ts';
import { formErrorReply, refusalOf, successReply } from '../lib/forms.server.ts';
import { formErrorOf } from '../lib/forms.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/account-loyalty';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const api = context.api(locale);
  const [vouchers, welcome] = await Promise.all([
    loyaltyVouchers(api),
    loyaltyWelcome(api).catch(() => null),
  ]);
  return { translations: messagesFor(locale, ['account', 'identity']), vouchers, welcome };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const t = translator(locale);
  try {
    await enrolLoyalty(context.api(locale));
    return successReply(t('account.loyalty.welcome'));
  } catch (error) {
    return formErrorReply(refusalOf(error, t));
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('account.nav.loyalty'), t('account.nav.loyalty')),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AccountLoyalty({ loaderData, actionData }: Route.ComponentProps) {
  const profile = useAccountProfile();
  const t = useT();
  const locale = useLocale();
  const result = actionData;
  const busy = useNavigation().state === 'submitting';
  const location = useLocation();
  const { vouchers, welcome } = loaderData;
  if (!profile) return null;
  return (
    <>
      <h1 className="page-title">{t('account.nav.loyalty')}</h1>
      {result?.status === 'success' ? (
        <WelcomeDialog
          greeting={result.notice ?? ''}
          welcomePoints={welcome?.welcomePoints ?? null}
          closeHref={location.pathname}
        />
      ) : null}
      {formErrorOf(result) ? <Notice type="error">{formErrorOf(result)}</Notice> : null}
      {!profile.isLoyaltyMember ? (
        <section className="account-card">
          <h2>{t('account.loyalty.join')}</h2>
          <p>{t('account.loyalty.pitch')}</p>
          <Form method="post">
            <button type="submit" className="button button-primary" disabled={busy}>
              {t('account.loyalty.enrol')}
            </button>
          </Form>
        </section>
      ) : (
        <>
          <p className="programme-banner">
            {t('account.loyalty.points', {
              points: vouchers?.currentLoyaltyPoints ?? profile.loyaltySummary?.points.balance ?? 0,
            })}
            {profile.memberId ? ` · ${t('account.loyalty.memberId', { id: profile.memberId })}` : ''}
          </p>
          {welcome ? (
            <Notice type="info">{t('identity.welcome.points', { points: welcome.welcomePoints })}</Notice>
          ) : null}
          <h2>{t('account.loyalty.vouchers')}</h2>
          {!vouchers ? <Notice type="error">{t('account.loyalty.vouchersFailed')}</Notice> : null}
          {vouchers && vouchers.applicableLoyaltyVouchers.length === 0 ? (
            <p>{t('account.loyalty.noVouchers')}</p>
          ) : null}
          {vouchers && vouchers.applicableLoyaltyVouchers.length > 0 ? (
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('account.loyalty.value')}</th>
                  <th scope="col">{t('account.loyalty.cost')}</th>
                  <th scope="col">{t('account.loyalty.status')}</th>
                </tr>
              </thead>
              <tbody>
                {vouchers.applicableLoyaltyVouchers.map((voucher) => (
                  <tr key={voucher.points}>
                    <td>{formatMoney(voucher.amountInCurrency, voucher.currency, locale)}</td>
                    <td>{t('account.loyalty.pointsShort', { points: voucher.points })}</td>
                    <td>
                      {voucher.available
                        ? t('account.loyalty.available')
                        : voucher.eligible
                          ? t('account.loyalty.notEnough')
                          : t('account.loyalty.notEligible')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      )}
    </>
  );
}
