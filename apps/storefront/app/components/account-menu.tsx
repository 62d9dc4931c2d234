import { Form, Link, useLocation, useRouteLoaderData, useSearchParams } from 'react-router';
import { useTrack } from '../analytics/use-track.ts';
import { useLocale, useRootData, useT } from '../lib/hooks.ts';
import type { Locale } from '../lib/locale.ts';
import { localePath } from '../lib/urls.ts';
import { PersonIcon } from './icons.tsx';
import { Notice } from './notice.tsx';
import { RouteDialog } from './route-dialog.tsx';

export interface ShopperSummary {
  firstName: string | null;
  points: number | null;
  /** For the newsletter and event forms: the account's email, and whether it receives the newsletter. */
  email?: string | undefined;
  newsletter?: boolean | undefined;
}

/** Header entry: "Sign in" for a guest; the account link (first name, points) and "Sign out" once signed in. */
export function AccountMenu({ locale, shopper }: { locale: Locale; shopper: ShopperSummary | null }) {
  const t = useT();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (!shopper) {
    const onLogin = location.pathname === localePath(locale, '/login');
    const returnTo = location.pathname === localePath(locale, '/') || onLogin ? null : here;
    return (
      <Link
        to={
          returnTo
            ? `${localePath(locale, '/login')}?${new URLSearchParams({ returnTo })}`
            : localePath(locale, '/login')
        }
        className="account-link"
      >
        <PersonIcon />
        <span className="account-text">{t('header.signIn')}</span>
      </Link>
    );
  }
  return (
    <div className="account-menu">
      <Link to={localePath(locale, '/account')} className="account-link">
        <PersonIcon />
        <span className="account-text">
          <span className="visually-hidden">{t('header.account')}: </span>
          {shopper.firstName ? t('header.hello', { name: shopper.firstName }) : t('header.account')}
        </span>
        {shopper.points !== null ? (
          <span className="account-points">{t('header.points', { points: shopper.points })}</span>
        ) : null}
      </Link>
      <SignOutForm />
    </div>
  );
}

/** Sign out, landing where the logout redirect rule says (from the page the shopper is on). */
export function SignOutForm() {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  return (
    <Form method="post" action={localePath(locale, '/logout')} className="sign-out-form">
      <input type="hidden" name="from" value={`${location.pathname}${location.search}`} />
      <button type="submit" className="link-button">
        {t('header.signOut')}
      </button>
    </Form>
  );
}

/**
 * Confirms a sign-out (a notice) or a sign-in (the spec's "sign in confirmation" dialog, with the merged-cart
 * notice) on the page the shopper lands on. The dialog waits while the employee terms dialog blocks the flow.
 */
export function SessionNotice() {
  const t = useT();
  const [params] = useSearchParams();
  const shopper = useRootData()?.shopper;
  const termsDue = (useRouteLoaderData('routes/locale') as { employeeTerms?: boolean } | undefined)
    ?.employeeTerms;
  const signedIn = params.get('signedIn');
  // The sign-in confirmation is where a sign-in is known to have happened: the login event (decision 099).
  useTrack('login', signedIn && shopper ? signedIn : null, () => ({ method: 'password' }));
  if (params.get('signedOut') === '1') {
    return (
      <div className="container session-notice">
        <Notice type="success">{t('session.signedOut')}</Notice>
      </div>
    );
  }
  // A shared or stale link must not claim a sign-in that did not happen.
  if (!signedIn || !shopper || termsDue) return null;
  return (
    <SignedInDialog
      name={shopper.firstName}
      merged={signedIn === 'merged'}
      claimed={params.get('order') === 'claimed'}
    />
  );
}

/** The sign-in confirmation; closing it leaves the page without the marks (the Back button does not bring it back). */
function SignedInDialog({
  name,
  merged,
  claimed,
}: {
  name: string | null;
  merged: boolean;
  claimed: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const rest = new URLSearchParams(location.search);
  for (const mark of ['signedIn', 'order']) rest.delete(mark);
  const query = rest.toString();
  const closeHref = `${location.pathname}${query ? `?${query}` : ''}`;
  return (
    <div className="container session-notice">
      <RouteDialog id="signed-in" title={t('session.signedInDialog.title')} closeHref={closeHref} replace>
        <p>{name ? t('session.signedIn', { name }) : t('session.signedInNoName')}</p>
        {claimed ? <p>{t('session.orderClaimed')}</p> : null}
        {merged ? (
          <p>
            <Link to={localePath(locale, '/cart')}>{t('session.cartMerged')}</Link>
          </p>
        ) : null}
        <div className="dialog-actions">
          <Link to={closeHref} replace preventScrollReset className="button button-primary">
            {t('session.signedInDialog.continue')}
          </Link>
        </div>
      </RouteDialog>
    </div>
  );
}

/** On a guest's order confirmation: sign in and the order joins the account (orderNo, st, postLogin). */
export function ClaimOrder({ orderNo }: { orderNo: string }) {
  const t = useT();
  const locale = useLocale();
  const returnTo = `${localePath(locale, '/order-confirmation')}?${new URLSearchParams({ orderNo })}`;
  const href = `${localePath(locale, '/login')}?${new URLSearchParams({ orderNo, returnTo })}`;
  return (
    <section className="claim-order" aria-labelledby="claim-order-title">
      <h2 id="claim-order-title">{t('session.claim.title')}</h2>
      <p>{t('session.claim.text')}</p>
      <Link to={href} className="button button-secondary">
        {t('session.claim.signIn')}
      </Link>
    </section>
  );
}
