import { Link } from 'react-router';
import { useT } from '../lib/hooks.ts';
import { RouteDialog } from './route-dialog.tsx';

/**
 * The spec's "welcome" dialog after a sign-up or joining the rewards programme: the greeting and, for a
 * member, the welcome offer (GET loyalty/promo/welcome). Closing it goes to `closeHref`.
 */
export function WelcomeDialog({
  greeting,
  welcomePoints,
  closeHref,
}: {
  greeting: string;
  welcomePoints: number | null;
  closeHref: string;
}) {
  const t = useT();
  return (
    <RouteDialog id="welcome" title={t('identity.welcome.title')} closeHref={closeHref} replace>
      <p>{greeting}</p>
      {welcomePoints ? <p>{t('identity.welcome.points', { points: welcomePoints })}</p> : null}
      <div className="dialog-actions">
        <Link to={closeHref} replace preventScrollReset className="button button-primary">
          {t('identity.welcome.continue')}
        </Link>
      </div>
    </RouteDialog>
  );
}
