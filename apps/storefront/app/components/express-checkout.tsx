import { Form, useNavigation } from 'react-router';
import { useLocale, useRootData, useT } from '../lib/hooks.ts';

/** The cart's express checkout for a signed-in shopper: one post, then the summary with the account's defaults. */
export function ExpressCheckout() {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  if (!useRootData()?.shopper) return null;
  const busy = navigation.state !== 'idle' && navigation.formAction === `/${locale}/checkout/express`;
  return (
    <Form method="post" action={`/${locale}/checkout/express`} className="express-checkout">
      <p className="muted small">{t('orders.express.text')}</p>
      <button type="submit" className="button button-secondary button-block" disabled={busy}>
        {t('orders.express.button')}
      </button>
    </Form>
  );
}
