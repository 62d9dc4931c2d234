import { operators } from '@ridgeline/commerce';
import type { OperatorRole } from '@ridgeline/contracts';
import { PASSWORD, type TestApi, uniqueEmail } from './helpers.ts';

export type AdminFailure = {
  errorDetails: { errorId: string; message: string; field?: string; permission?: string }[];
  appId: string;
  correlationId: string;
};

/** An operator made the way the operator command makes one (actor cli:test). */
export async function newOperator(api: TestApi, role: OperatorRole = 'owner', password = PASSWORD) {
  const email = uniqueEmail(role);
  const operator = await operators.createOperator(
    api.database.db,
    { type: 'cli', id: 'cli:test' },
    { email, name: `Test ${role}`, role, password },
  );
  return { ...operator, password };
}

/** The `rl_operator=…` pair of a Set-Cookie header, to send back as a Cookie header. */
export function sessionCookie(setCookie: unknown): string | null {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : String(setCookie ?? '');
  const match = /rl_operator=([^;\s]*)/.exec(header);
  return match?.[1] ? `rl_operator=${match[1]}` : null;
}

export async function adminSignIn(api: TestApi, email: string, password: string, totpCode?: string) {
  const response = await api.call<AdminFailure & { email: string; permissions: string[] }>({
    method: 'POST',
    url: '/api/admin/v1/auth/sign-in',
    body: { email, password, ...(totpCode ? { totpCode } : {}) },
  });
  return { ...response, cookie: sessionCookie(response.headers['set-cookie']) };
}

/** A call with the operator's session cookie; mutations send JSON (`{}` when there is nothing to say). */
export function adminCall<T = AdminFailure>(
  api: TestApi,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | null,
  body?: unknown,
) {
  return api.call<T>({
    method,
    url,
    ...(method === 'GET' ? {} : { body: body ?? {} }),
    headers: cookie ? { cookie } : {},
  });
}

/** An owner signed in: their operator record and session cookie. */
export async function signedInOwner(api: TestApi) {
  const owner = await newOperator(api, 'owner');
  const { cookie } = await adminSignIn(api, owner.email, owner.password);
  if (!cookie) throw new Error('the owner could not sign in');
  return { owner, cookie };
}
