import { redirect } from 'react-router';
import { negotiateLocale } from '../lib/locale.ts';
import type { Route } from './+types/locale-redirect';

/** `/` sends the shopper to the best locale for their Accept-Language header (302). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = negotiateLocale(request.headers.get('accept-language'));
  const url = new URL(request.url);
  return redirect(`/${locale}${url.search}`, { status: 302, headers: { vary: 'Accept-Language' } });
}

export default function LocaleRedirect() {
  return null;
}
