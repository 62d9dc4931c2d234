import { redirect } from 'react-router';
import { acceptEmployeeTerms } from '../lib/account-api.server.ts';
import { requireSignedIn, safeReturnTo } from '../lib/auth.server.ts';
import { parseForm, refusalOf } from '../lib/forms.server.ts';
import { translator } from '../lib/i18n.ts';
import { returnToForm } from '../lib/identity-forms.server.ts';
import { localeOf } from '../lib/meta.ts';
import type { Route } from './+types/employee-terms';

/** Accepting the employee discount terms (the dialog's form); the API remembers it for the account. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const t = translator(locale);
  const submission = parseForm(await request.formData(), returnToForm, t);
  const returnTo = safeReturnTo(
    submission.status === 'success' ? submission.value.returnTo : undefined,
    locale,
  );
  try {
    await acceptEmployeeTerms(context.api(locale));
    context.session.setFlash({
      type: 'success',
      message: t('account.employeeTerms.accepted'),
    });
  } catch (error) {
    context.session.setFlash({ type: 'error', message: refusalOf(error, t) });
  }
  return redirect(returnTo);
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${localeOf(params)}`);
}
