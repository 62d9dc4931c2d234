import { redirect } from 'react-router';
import { localeOf } from '../lib/meta.ts';
import type { Route } from './+types/checkout-index';

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${localeOf(params)}/checkout/shipping`);
}

export default function CheckoutIndex() {
  return null;
}
