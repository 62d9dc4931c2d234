import { redirect } from 'react-router';
import { isAdminLanguage, languageCookie } from '../lib/locale.server.ts';
import { safeBack } from '../lib/paths.ts';
import type { Route } from './+types/language';

/** The language switcher: remembered in a cookie for /admin, then back to the page the operator was on. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const language = form.get('language');
  const back = safeBack(form.get('back'));
  if (!isAdminLanguage(language)) return redirect(back);
  return redirect(back, { headers: { 'set-cookie': languageCookie(language) } });
}

export const loader = () => redirect('/');
