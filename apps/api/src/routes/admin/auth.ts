import { operators } from '@ridgeline/commerce';
import {
  adminEmptyBodySchema,
  adminOkSchema,
  adminSignInRequestSchema,
  currentOperatorSchema,
  type OperatorView,
  totpConfirmRequestSchema,
  totpEnrolmentSchema,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendError } from '../../plugins/errors.ts';
import { clearedOperatorCookie, operatorCookie } from '../../plugins/operator-access.ts';

export interface AdminAuthRouteOptions {
  db: Db;
  /** Sign-in attempts per client address and minute (ADM429 beyond). */
  signInPerMinute: number;
}

const tags = ['Admin: authentication'];

const current = (operator: OperatorView) => ({
  ...operator,
  permissions: [...operators.permissionsOf(operator.role)],
});

/** Back-office sign-in, sign-out, the current operator and the TOTP second factor. */
export const adminAuthRoutes: FastifyPluginAsyncZod<AdminAuthRouteOptions> = async (
  app,
  { db, signInPerMinute },
) => {
  const limiter = app.createRateLimit({
    max: signInPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `admin-sign-in:${request.ip}`,
  });
  const limitSignIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      return sendError(request, reply, 'ADM429');
    }
  };

  app.post(
    '/auth/sign-in',
    {
      config: { access: 'public' },
      preHandler: limitSignIn,
      schema: {
        tags,
        summary:
          'Operator sign-in: email, password and, once enrolled, a TOTP code. Sets the session cookie (HttpOnly, SameSite=Strict, Path=/api/admin). ADM402 wrong credentials, ADM428 code needed, ADM423 locked, ADM429 too many attempts',
        body: adminSignInRequestSchema,
        response: { 200: currentOperatorSchema },
      },
    },
    async (request, reply) => {
      const result = await operators.signInOperator(db, request.body);
      const maxAge = Math.floor((result.expiresAt.getTime() - Date.now()) / 1000);
      reply.header('set-cookie', operatorCookie(request, result.token, maxAge));
      reply.header('cache-control', 'no-store');
      return current(result.operator);
    },
  );

  app.post(
    '/auth/sign-out',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Ends the operator session of the cookie and clears the cookie',
        body: adminEmptyBodySchema,
        response: { 200: adminOkSchema },
      },
    },
    async (request, reply) => {
      await operators.revokeOperatorSession(db, request.operator!.sessionId);
      reply.header('set-cookie', clearedOperatorCookie(request));
      return { status: 'OK' as const };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The signed-in operator, their role and permissions',
        response: { 200: currentOperatorSchema },
      },
    },
    async (request, reply) => {
      const row = await operators.operatorById(db, request.operator!.operatorId);
      if (!row) return sendError(request, reply, 'ADM401');
      return current(operators.operatorView(row));
    },
  );

  app.post(
    '/auth/totp/enrol',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Starts TOTP enrolment for the signed-in operator: a new secret and its otpauth:// URI, pending until confirmed',
        body: adminEmptyBodySchema,
        response: { 200: totpEnrolmentSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return operators.startTotpEnrolment(db, request.operator!.operatorId);
    },
  );

  app.post(
    '/auth/totp/confirm',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Confirms TOTP enrolment with a current code (ADM400 otherwise); sign-in asks for a code from now on',
        body: totpConfirmRequestSchema,
        response: { 200: currentOperatorSchema },
      },
    },
    async (request) =>
      current(await operators.confirmTotpEnrolment(db, request.operator!.operatorId, request.body.code)),
  );
};
