import { Form } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';

/** Shown on every page while an in-store associate sells on behalf of shoppers; ends the session. */
export function StoreSessionBanner({ storeName, employeeName }: { storeName: string; employeeName: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="store-session-banner" aria-label={t('account.associate.banner')}>
      <p>{t('account.associate.active', { store: storeName, employee: employeeName })}</p>
      <Form method="post" action={`/${locale}/associate-login`}>
        <input type="hidden" name="intent" value="end" />
        <button type="submit" className="link-button">
          {t('account.associate.end')}
        </button>
      </Form>
    </section>
  );
}
