import { data, Outlet } from 'react-router';
import { isLocale } from '../lib/locale.ts';
import type { Route } from './+types/locale';

export function loader({ params }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) throw data(null, { status: 404 });
  return null;
}

export function shouldRevalidate() {
  return false;
}

export default function LocaleLayout() {
  return <Outlet />;
}
