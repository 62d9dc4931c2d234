import { operators } from '@ridgeline/commerce';
import type { Permission } from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

/**
 * Who may call an admin route: operators holding a permission (or any one of a list: the media library
 * serves merchandisers and content editors alike), any signed-in operator ('signed-in'), or anyone
 * ('public': sign-in only). Every route under /api/admin/v1 must say (checked when it registers).
 */
export type AdminAccess = Permission | readonly Permission[] | 'signed-in' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AdminAccess;
  }
  interface FastifyRequest {
    /** The operator of a valid back-office session cookie (admin routes only). */
    operator: operators.OperatorSession | null;
    /** The raw session token, to end the session at sign-out. */
    operatorToken: string | null;
  }
  interface FastifyInstance {
    /** A hook answering ADM401 without an operator session, ADM403 without the permission. */
    requirePermission: (
      permission: Permission | readonly Permission[] | 'signed-in',
    ) => preValidationHookHandler;
  }
}

/**
 * The session cookie (decision 062). Path /api/admin: the browser sends it to the admin API and to nothing
 * else of the shop; the back-office app (/admin, a BFF like the storefront) keeps the same token in a cookie
 * of its own path and forwards it.
 */
export const OPERATOR_COOKIE = 'rl_operator';
export const OPERATOR_COOKIE_PATH = '/api/admin';

export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      return value ? value : null;
    }
  }
  return null;
}

export function operatorCookie(request: FastifyRequest, token: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${OPERATOR_COOKIE}=${token}; Path=${OPERATOR_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

export const clearedOperatorCookie = (request: FastifyRequest) => operatorCookie(request, '', 0);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isJson = (contentType: string | undefined) =>
  /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '');

/**
 * Operator sessions and permissions for the admin scope. Consumer and guest bearer tokens mean nothing
 * here: without an operator session every route but sign-in answers ADM401.
 * CSRF: the cookie is SameSite=Strict, and every admin call that changes something must be JSON, which
 * an HTML form on another site cannot send (and a cross-site fetch with it needs a CORS preflight the API
 * never grants); anything else answers API415 before the session is even read.
 */
export const operatorAccess = fp(async (app: FastifyInstance, options: { db: Db }) => {
  app.decorateRequest('operator', null);
  app.decorateRequest('operatorToken', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!SAFE_METHODS.has(request.method) && !isJson(request.headers['content-type'])) {
      return sendError(request, reply, 'API415');
    }
    const token = cookieValue(request.headers.cookie, OPERATOR_COOKIE);
    if (token && token.length <= 128) {
      request.operator = await operators.operatorOfSession(options.db, token);
      request.operatorToken = request.operator ? token : null;
    }
  });

  const requirePermission = (
    permission: Permission | readonly Permission[] | 'signed-in',
  ): preValidationHookHandler =>
    async function checkPermission(request: FastifyRequest, reply: FastifyReply) {
      if (!request.operator) return sendError(request, reply, 'ADM401');
      if (permission === 'signed-in') return;
      const anyOf: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
      if (!anyOf.some((p) => request.operator!.permissions.includes(p))) {
        return sendError(request, reply, 'ADM403', { permission: anyOf.join(' or ') });
      }
    };
  app.decorate('requirePermission', requirePermission);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`admin route ${route.method} ${route.url} must declare config.access`);
    if (access === 'public') return;
    const check = requirePermission(access);
    // preValidation: after the global NUL check (a 400 that reveals nothing), before the schema, so a
    // caller without the permission learns nothing about what the route accepts.
    const existing = route.preValidation;
    route.preValidation = [check, ...(existing ? (Array.isArray(existing) ? existing : [existing]) : [])];
  });
});
