import { redirect } from 'react-router';
import { ApiError } from '../lib/api.server.ts';
import { requireSignedIn } from '../lib/auth.server.ts';
import { stepForError } from '../lib/checkout.server.ts';
import { prepareExpressCheckout } from '../lib/express-checkout.server.ts';
import { refusalOf } from '../lib/forms.server.ts';
import { translator } from '../lib/i18n.ts';
import { localeOf } from '../lib/meta.ts';
import { siteFeatures } from '../lib/site-features.server.ts';
import type { Route } from './+types/checkout-express';

/** Express checkout is a form post from the cart; a GET goes back there. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${localeOf(params)}/cart`);
}

/** Cart → summary with the account's defaults; a problem goes to the step that can fix it, with its message. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const t = translator(locale);
  const api = context.api(locale);
  const cart = await api.cart();
  if (!cart || cart.items.length === 0) return redirect(`/${locale}/cart`);
  // Switched off by the site's owner (decision 079): the three-step checkout.
  if (!(await siteFeatures(api)).expressCheckout) return redirect(`/${locale}/checkout/shipping`);
  try {
    if ((await prepareExpressCheckout(api)) === 'unavailable') {
      context.session.setFlash({ type: 'info', message: t('orders.express.unavailable') });
      return redirect(`/${locale}/checkout/shipping`);
    }
    return redirect(`/${locale}/checkout/summary`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = refusalOf(error, t, t('orders.express.failed'));
    context.session.setFlash({ type: 'error', message });
    const step = stepForError(error.errorId);
    return redirect(step && step !== 'cart' ? `/${locale}/checkout/${step}` : `/${locale}/cart`);
  }
}
