import { isCommerceError } from '@ridgeline/commerce';
import { type ErrorId, errorCatalogue, errorMessage, isErrorId } from '@ridgeline/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export const APP_ID = 'ridgeline-api';

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  errorId: ErrorId,
  details: Record<string, unknown> = {},
  status = errorCatalogue[errorId].status,
) {
  return reply.status(status).send({
    errorDetails: [{ errorId, message: errorMessage(errorId, request.shop?.locale, details), ...details }],
    appId: APP_ID,
    correlationId: request.correlationId,
  });
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** "body.email" style name of the first failing field, and its problem. */
function describeValidation(error: FastifyError): { field: string; problem: string } {
  const issue = (error.validation?.[0] ?? {}) as ValidationIssue;
  const path =
    issue.params?.issue?.path?.map(String).join('.') ||
    issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  const field = [error.validationContext, path].filter(Boolean).join('.') || 'request';
  const problem = (issue.params?.issue?.message ?? issue.message ?? 'is not valid').replace(/\.$/, '');
  return { field, problem };
}

/** Every failure leaves as the spec's error envelope; a 5xx never shows internals. */
export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isCommerceError(error)) return sendError(request, reply, error.errorId, error.details);
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return sendError(request, reply, 'REQ400', describeValidation(error));
    }
    if (error.statusCode === 429) return sendError(request, reply, 'API429');
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(request, reply, 'API415');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(request, reply, 'REQ400', {
        field: 'body',
        problem: error.message.replace(/^Body /, ''),
      });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 'GEN500');
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, 'API404', { path: request.url.split('?')[0] }),
  );
});

export { isErrorId };
