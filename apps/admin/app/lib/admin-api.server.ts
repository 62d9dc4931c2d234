import { ApiError, type ApiErrorDetail } from '@ridgeline/storefront/lib/api-error.ts';
import type { Locale } from '@ridgeline/storefront/lib/locale.ts';
import { type AppLoadContext, redirect } from 'react-router';
import {
  type AdminBodyOf,
  type AdminOperationId,
  type AdminResponseOf,
  adminOperations,
} from './admin-operations.ts';
import { adminContext } from './context.ts';
import { operatorLocale } from './locale.server.ts';
import { clearedOperatorCookie, OPERATOR_COOKIE, operatorTokenOf } from './session.server.ts';

export { ApiError, isApiError } from '@ridgeline/storefront/lib/api-error.ts';

type Query = Record<string, string | number | undefined | null>;

export interface AdminCallOptions<Id extends AdminOperationId> {
  params?: Record<string, string>;
  query?: Query;
  body?: AdminBodyOf<Id>;
}

export interface AdminApi {
  locale: Locale;
  call<Id extends AdminOperationId>(id: Id, options?: AdminCallOptions<Id>): Promise<AdminResponseOf<Id>>;
  /** A GET answered as text (a CSV export), not JSON. */
  text<Id extends AdminOperationId>(id: Id, options?: AdminCallOptions<Id>): Promise<string>;
  /** The Set-Cookie headers of the last answer (sign-in hands the session token over in one). */
  lastSetCookies: string[];
}

function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * The admin API on behalf of this request's operator: their token forwarded as the API's cookie, their
 * language as `locale` (the API words its errors in it), their address for the sign-in rate limit.
 * Mutations send JSON, `{}` when they have nothing to say (decision 062's CSRF rule).
 */
export function adminApi(
  request: Request,
  context: AppLoadContext,
  token = operatorTokenOf(request),
): AdminApi {
  const { apiTransport, clientIp } = adminContext(context);
  const locale = operatorLocale(request);
  const api: AdminApi = {
    locale,
    lastSetCookies: [],
    async text(id, options = {}) {
      return (await api.call(id, { ...options, raw: true } as never)) as unknown as string;
    },
    async call(id, options = {}) {
      const operation = adminOperations[id];
      const query = new URLSearchParams({ locale });
      for (const [key, value] of Object.entries(options.query ?? {})) {
        if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
      }
      const headers: Record<string, string> = { accept: 'application/json' };
      if (token) headers.cookie = `${OPERATOR_COOKIE}=${token}`;
      if (clientIp) headers['x-forwarded-for'] = clientIp;
      const body = operation.method === 'GET' ? undefined : JSON.stringify(options.body ?? {});
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await apiTransport({
        method: operation.method,
        path: `${operation.path.startsWith('/api/') ? '' : '/api/admin/v1'}${fillPath(operation.path, options.params)}?${query}`,
        headers,
        ...(body !== undefined ? { body } : {}),
      });
      api.lastSetCookies = response.setCookies ?? [];
      let payload: unknown = null;
      const raw = (options as { raw?: boolean }).raw === true && response.status < 400;
      if (raw) return (response.body ?? '') as never;
      try {
        payload = response.body ? JSON.parse(response.body) : null;
      } catch {
        payload = null;
      }
      if (response.status >= 400) {
        const details = (payload as { errorDetails?: ApiErrorDetail[] } | null)?.errorDetails;
        throw new ApiError(
          response.status,
          Array.isArray(details) && details.length > 0
            ? details
            : [{ errorId: response.status >= 500 ? 'GEN500' : `HTTP${response.status}`, message: '' }],
          null,
          response.retryAfter,
        );
      }
      return payload as never;
    },
  };
  return api;
}

/**
 * Runs a page's API calls; an operator without a session (never signed in, expired, revoked, disabled)
 * goes to the sign-in page, their stale cookie cleared.
 */
export async function signedIn<T>(request: Request, work: () => Promise<T>): Promise<T> {
  if (!operatorTokenOf(request)) throw redirectToSignIn(request);
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && error.errorId === 'ADM401') throw redirectToSignIn(request);
    throw error;
  }
}

function redirectToSignIn(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  const back =
    pathname === '/admin' || pathname === '/admin/' ? '' : `?next=${encodeURIComponent(pathname + search)}`;
  return redirect(`/sign-in${back}`, { headers: { 'set-cookie': clearedOperatorCookie(request) } });
}
