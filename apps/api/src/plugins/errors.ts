import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { isCommerceError } from '@ridgeline/commerce';
import {
  catalogueLanguage,
  type ErrorId,
  errorCatalogue,
  errorMessage,
  isErrorId,
  type ZodIssueLike,
  zodIssueProblem,
} from '@ridgeline/contracts';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { bindRequestContext } from './request-context.ts';

export const APP_ID = 'ridgeline-api';

function envelope(
  errorId: ErrorId,
  correlationId: string,
  locale?: string,
  details: Record<string, unknown> = {},
  /** What the message is written from, when it differs from the details (a problem in the request's language). */
  messageDetails = details,
) {
  return {
    errorDetails: [{ errorId, message: errorMessage(errorId, locale, messageDetails), ...details }],
    appId: APP_ID,
    correlationId,
  };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  errorId: ErrorId,
  details: Record<string, unknown> = {},
  status = errorCatalogue[errorId].status,
) {
  return reply.status(status).send(envelope(errorId, request.correlationId, request.shop?.locale, details));
}

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown> & { issue?: { path?: PropertyKey[]; message?: string } };
}

/** The message template adds the final stop. */
const withoutStop = (text: string) => text.replace(/\.$/, '');

/** Where each validation context's data is on the request. */
const CONTEXT_DATA: Record<string, (request: FastifyRequest) => unknown> = {
  body: (request) => request.body,
  querystring: (request) => request.query,
  params: (request) => request.params,
  headers: (request) => request.headers,
};

/** Whether the request has no value at all at this path of the validated data. */
function isMissing(request: FastifyRequest, context: string | undefined, path: string[]): boolean {
  let value = context ? CONTEXT_DATA[context]?.(request) : undefined;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return true;
    value = (value as Record<string, unknown>)[key];
  }
  return value === undefined;
}

/**
 * "body.email" style name of the first failing field, and its problem: in English for the envelope's
 * `problem`, in the request's language for its message. A zod issue's problem comes from the catalogue
 * (decision 064); another validator's keeps its text.
 */
function describeValidation(
  error: FastifyError,
  request: FastifyRequest,
): { field: string; problem: string; localProblem: string } {
  const issue = (error.validation?.[0] ?? {}) as ValidationIssue;
  const segments =
    issue.params?.issue?.path?.map(String) ?? (issue.instancePath ?? '').split('/').filter(Boolean);
  const field = [error.validationContext, segments.join('.')].filter(Boolean).join('.') || 'request';
  if (hasZodFastifySchemaValidationErrors(error) && issue.keyword) {
    const zodIssue: ZodIssueLike = {
      ...issue.params,
      code: issue.keyword,
      message: issue.message,
      missing: isMissing(request, error.validationContext, segments),
    };
    return {
      field,
      problem: withoutStop(zodIssueProblem(zodIssue, 'en')),
      localProblem: withoutStop(zodIssueProblem(zodIssue, catalogueLanguage(request.shop?.locale))),
    };
  }
  const problem = withoutStop(issue.params?.issue?.message ?? issue.message ?? 'is not valid');
  return { field, problem, localProblem: problem };
}

/** The API's own paths: everything else on the server (the storefront's pages) answers in its own way. */
const isApiPath = (url: string) => /^\/(api|gateway)(\/|\?|$)/.test(url);

/**
 * What a log line may say about a failure. Database errors (drizzle's DrizzleQueryError, pg's
 * DatabaseError) carry the query's parameters and values in their message and detail (emails, names,
 * addresses): only their kind, SQLSTATE and the table or constraint are kept. Other errors keep their
 * message and stack.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const fields = error as Error & {
    query?: unknown;
    params?: unknown;
    code?: unknown;
    severity?: unknown;
    cause?: unknown;
  };
  const cause = fields.cause;
  if ('query' in fields || 'params' in fields || typeof fields.severity === 'string') {
    // drizzle wraps the driver's error (its cause), which holds the SQLSTATE.
    const driver = (cause && typeof cause === 'object' ? cause : fields) as Record<string, unknown>;
    const summary: Record<string, unknown> = { type: error.constructor.name, database: true };
    for (const key of ['code', 'routine', 'table', 'column', 'constraint'] as const) {
      if (typeof driver[key] === 'string') summary[key] = driver[key];
    }
    // The call site only: the message above it spans the query and its values.
    summary.stack = error.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n');
    return summary;
  }
  return {
    type: error.constructor.name,
    message: error.message,
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    stack: error.stack,
    ...(cause instanceof Error ? { cause: loggableError(cause) } : {}),
  };
}

const NUL = '\u0000';

/** The "body.a.0.b" name of the first string (or key) in value that holds a NUL character. */
function nulField(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (depth > 32 || !value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulField(item, `${path}.${index}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return path;
    const found = nulField(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * 413, 414 and 400 for what Fastify refuses before a route runs (a path parameter over maxParamLength,
 * bad percent-encoding in the path): the envelope, like every other error under /api and /gateway.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  bindRequestContext(request, reply);
  if (!isApiPath(request.raw.url ?? '')) {
    reply.status(error.statusCode ?? 400).type('text/plain; charset=utf-8');
    return reply.send(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI Too Long' : 'Bad Request');
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(request, reply, 'API414');
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(request, reply, 'REQ400', { field: 'url', problem: 'is not a valid URL' });
  }
  request.log.error({ err: loggableError(error) }, 'request failed before routing');
  return sendError(request, reply, 'GEN500');
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers over 16 kB, a malformed
 * request line, a client too slow to send its headers): answered on the socket, as the envelope.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, errorId, details]: [number, ErrorId, Record<string, unknown>] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'API431', {}]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'API408', {}]
        : [400, 'REQ400', { field: 'request', problem: 'is not a valid HTTP request' }];
  this.log.debug({ code: error.code }, 'client error');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(envelope(errorId, randomUUID(), undefined, details));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * A logger configuration whose `err` serializer is loggableError(), so that every `{ err }` log line of
 * the server (Fastify's own, the mail loop, the search index) leaves database values out.
 */
export function withSafeErrorLogs(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return { ...logger, serializers: { ...logger.serializers, err: loggableError as never } };
}

/** Every failure leaves as the spec's error envelope; a 5xx never shows internals, nor do its log lines. */
export const errorHandling = fp(async (app: FastifyInstance) => {
  // PostgreSQL cannot store a NUL character in text: such input is the client's mistake (400), never a 500.
  app.addHook('preValidation', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const field =
      nulField(request.params, 'params') ??
      nulField(request.query, 'querystring') ??
      nulField(request.body, 'body') ??
      nulField(request.headers, 'headers');
    if (field) {
      return sendError(request, reply, 'REQ400', { field, problem: 'must not contain a NUL character' });
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isCommerceError(error)) return sendError(request, reply, error.errorId, error.details);
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const { field, problem, localProblem } = describeValidation(error, request);
      const locale = request.shop?.locale;
      const answer = envelope(
        'REQ400',
        request.correlationId,
        locale,
        { field, problem },
        { field, problem: localProblem },
      );
      return reply.status(errorCatalogue.REQ400.status).send(answer);
    }
    if (error.statusCode === 429) return sendError(request, reply, 'API429');
    if (error.statusCode === 413) return sendError(request, reply, 'API413');
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(request, reply, 'API415');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(request, reply, 'REQ400', {
        field: 'body',
        problem: error.message.replace(/^Body /, ''),
      });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return sendError(request, reply, 'GEN500');
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, 'API404', { path: request.url.split('?')[0] }),
  );
});

export { isErrorId };
