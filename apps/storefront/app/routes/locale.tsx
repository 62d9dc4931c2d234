import { data, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { EmployeeTermsDialog } from '../components/employee-terms-dialog.tsx';
import { StoreSessionBanner } from '../components/store-session-banner.tsx';
import { readProfile } from '../lib/account-api.server.ts';
import { isSignedIn, shopperOf } from '../lib/auth.server.ts';
import { messagesFor } from '../lib/i18n.ts';
import { isLocale } from '../lib/locale.ts';
import { readStoreSession } from '../lib/store-session.server.ts';
import type { Route } from './+types/locale';

/** A signed-in employee who has not accepted the discount terms yet (asked on every page until they do). */
async function needsEmployeeTerms(context: Route.LoaderArgs['context'], locale: string): Promise<boolean> {
  if (shopperOf(context.session)?.consumerType !== 'EMPLOYEE' || !isSignedIn(context.session)) return false;
  try {
    const profile = await readProfile(context.api(locale as never));
    return !profile.isEmployeeDiscountTCAccepted;
  } catch {
    return false;
  }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) throw data(null, { status: 404 });
  const store = readStoreSession(request);
  const employeeTerms = await needsEmployeeTerms(context, params.locale);
  return {
    storeSession: store
      ? { storeName: store.storeName, employeeName: store.employeeName, customer: store.customer }
      : null,
    employeeTerms,
    // The buy-in-store banner and the employee terms dialog speak the account area's language.
    translations: store || employeeTerms ? messagesFor(params.locale, ['account']) : {},
  };
}

/** Signing in, accepting the terms and the buy-in-store session all happen through form posts. */
export function shouldRevalidate({ formMethod }: ShouldRevalidateFunctionArgs) {
  return Boolean(formMethod && formMethod !== 'GET');
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.storeSession ? <StoreSessionBanner {...loaderData.storeSession} /> : null}
      {loaderData.employeeTerms ? <EmployeeTermsDialog /> : null}
      <Outlet />
    </>
  );
}
