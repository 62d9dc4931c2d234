import { redirect } from 'react-router';
import { acceptEmployeeTerms } from '../lib/account-api.server.ts';
import { requireSignedIn, safeReturnTo } from '../lib/auth.server.ts';
import { translator } from '../lib/i18n.ts';
import { localeOf } from '../lib/meta.ts';
import type { Route } from './+types/employee-terms';

/** Accepting the employee discount terms (the dialog's form); the API remembers it for the account. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const form = await request.formData();
  const returnTo = safeReturnTo(form.get('returnTo'), locale);
  try {
    await acceptEmployeeTerms(context.api(locale));
    context.session.setFlash({
      type: 'success',
      message: translator(locale)('account.employeeTerms.accepted'),
    });
  } catch (error) {
    console.error(error);
    context.session.setFlash({ type: 'error', message: translator(locale)('error.generic') });
  }
  return redirect(returnTo);
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${localeOf(params)}`);
}
