import { NavLink, Outlet } from 'react-router';
import { SignOutForm } from '../components/account-menu.tsx';
import { Notice } from '../components/notice.tsx';
import { readProfile } from '../lib/account-api.server.ts';
import { requireSignedIn } from '../lib/auth.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import type { MessageKey } from '../lib/i18n.ts';
import { messagesFor } from '../lib/i18n.ts';
import { localeOf } from '../lib/meta.ts';
import type { Route } from './+types/account';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const flash = context.session.takeFlash();
  const translations = messagesFor(locale, ['account']);
  try {
    return {
      translations,
      profile: await readProfile(context.api(locale)),
      flash,
    };
  } catch (error) {
    console.error(error);
    return { translations, profile: null, flash };
  }
}

const SECTIONS: [string, MessageKey][] = [
  ['', 'account.nav.overview'],
  ['/profile', 'account.nav.profile'],
  ['/addresses', 'account.nav.addresses'],
  ['/cards', 'account.nav.cards'],
  ['/subscriptions', 'account.nav.subscriptions'],
  ['/events', 'engagement.account.events'],
  ['/loyalty', 'account.nav.loyalty'],
  ['/orders', 'account.nav.orders'],
  ['/warranty', 'account.nav.warranty'],
];

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="container account-page">
      <div className="account-layout">
        <nav className="account-nav" aria-label={t('account.nav.label')}>
          <ul>
            {SECTIONS.map(([path, label]) => (
              <li key={path}>
                <NavLink to={`/${locale}/account${path}`} end={path === ''}>
                  {t(label)}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to={`/${locale}/favorites`}>{t('account.favorites.title')}</NavLink>
            </li>
            <li className="account-nav-sign-out">
              <SignOutForm />
            </li>
          </ul>
        </nav>
        <div className="account-content">
          {loaderData.flash ? <Notice type={loaderData.flash.type}>{loaderData.flash.message}</Notice> : null}
          {loaderData.profile ? (
            <Outlet />
          ) : (
            <Notice type="error">
              <strong>{t('account.profileNotLoaded')}</strong> {t('account.profileNotLoadedHint')}{' '}
              <a href={`/${locale}/account`} className="text-link">
                {t('account.retry')}
              </a>
            </Notice>
          )}
        </div>
      </div>
    </div>
  );
}
