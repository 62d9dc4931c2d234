import { redirect } from 'react-router';
import { adminApi, isApiError } from '../lib/admin-api.server.ts';
import { clearedOperatorCookie, operatorTokenOf } from '../lib/session.server.ts';
import type { Route } from './+types/sign-out';

/** Ends the session in the API (so both cookies' token is dead) and forgets the admin's cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  if (operatorTokenOf(request)) {
    try {
      await adminApi(request, context).call('signOut');
    } catch (error) {
      // An already ended session signs out all the same.
      if (!isApiError(error, 'ADM401')) throw error;
    }
  }
  return redirect('/sign-in?signedOut=1', {
    headers: { 'set-cookie': clearedOperatorCookie(request) },
  });
}

export const loader = () => redirect('/');
