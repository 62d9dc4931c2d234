import { Form, Link } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';

/** Shown on every page while an in-store associate sells on behalf of shoppers; ends the session. */
export function StoreSessionBanner({
  storeName,
  employeeName,
  customer,
}: {
  storeName: string;
  employeeName: string;
  /** The looked-up customer's email; null while selling for a guest (decision 090). */
  customer: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="store-session-banner" aria-label={t('account.associate.banner')}>
      <p>
        {t('account.associate.active', { store: storeName, employee: employeeName })}
        {' · '}
        {t('account.associate.sellingFor', { shopper: customer ?? t('account.associate.guest') })}{' '}
        <Link to={`/${locale}/associate-login`} className="text-link">
          {t('account.associate.nextShopper')}
        </Link>
      </p>
      <Form method="post" action={`/${locale}/associate-login`}>
        <input type="hidden" name="intent" value="end" />
        <button type="submit" className="link-button">
          {t('account.associate.end')}
        </button>
      </Form>
    </section>
  );
}
