import { redirect } from 'react-router';
import { negotiateLocale } from '../lib/locale.ts';
import type { Route } from './+types/order-confirmation-redirect';

/** `/order-confirmation` without a locale goes to the locale version, keeping the query. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = negotiateLocale(request.headers.get('accept-language'));
  const url = new URL(request.url);
  return redirect(`/${locale}/order-confirmation${url.search}`, { status: 302 });
}

export default function OrderConfirmationRedirect() {
  return null;
}
