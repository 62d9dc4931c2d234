import { Link } from 'react-router';
import { useLocale, useRootData, useT } from '../lib/hooks.ts';
import { localePath } from '../lib/urls.ts';
import { SignOutForm } from './account-menu.tsx';

/**
 * The shopper's own places at the foot of the phone menu (issue 15 item 11): the account (or sign in),
 * favorites, stores and order tracking, and sign out once signed in. The header's own icons are too
 * small a target on a phone to hold them all.
 */
export function MobileMenuLinks() {
  const t = useT();
  const locale = useLocale();
  const shopper = useRootData()?.shopper ?? null;
  return (
    <ul className="mobile-menu-links">
      <li>
        <Link to={localePath(locale, shopper ? '/account' : '/login')}>
          {shopper ? t('header.account') : t('header.signIn')}
        </Link>
      </li>
      <li>
        <Link to={localePath(locale, '/favorites')}>{t('header.favorites')}</Link>
      </li>
      <li>
        <Link to={localePath(locale, '/stores')}>{t('footer.findStore')}</Link>
      </li>
      <li>
        <Link to={localePath(locale, '/order-status')}>{t('footer.trackOrder')}</Link>
      </li>
      {shopper ? (
        <li>
          <SignOutForm />
        </li>
      ) : null}
    </ul>
  );
}
