import type { ErrorId } from '@ridgeline/contracts';

/**
 * The id of an API error: one of the catalogue's, or `HTTP<status>` when an answer carried no error envelope
 * (a proxy's 502, a 404 of an unknown path).
 */
export type ApiErrorId = ErrorId | `HTTP${number}`;

export interface ApiErrorDetail {
  errorId: ApiErrorId;
  message: string;
  [key: string]: unknown;
}

// server.ts creates the request's client from the sources while the routes run from the build: two copies of
// this module. A brand keeps `instanceof ApiError` true for an error of either copy.
const brand = Symbol.for('ridgeline.ApiError');

/** An error answer of the API: `{ errorDetails: [{ errorId, message }], appId, correlationId }`. */
export class ApiError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && brand in value;
  }

  readonly [brand] = true;
  readonly status: number;
  readonly errorId: ApiErrorId;
  readonly details: ApiErrorDetail[];
  /** The envelope's appId: on a 403 it asks the client for a bot-defence challenge. */
  readonly appId: string | null;
  /** Seconds to wait before asking again, on a 429 (the API's Retry-After, a minute when it gave none). */
  readonly retryAfter: number | null;

  constructor(
    status: number,
    details: ApiErrorDetail[],
    appId: string | null = null,
    retryAfter: string | undefined = undefined,
  ) {
    super(details[0]?.message ?? `API error ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errorId = details[0]?.errorId ?? 'GEN500';
    this.details = details;
    this.appId = appId;
    const seconds = Number(retryAfter);
    this.retryAfter =
      status !== 429 ? null : Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
  }
}

/** A 403 with appId (spec): the request needs a (new) solved bot-defence challenge. */
export function isBotChallenge(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && Boolean(error.appId);
}

/** Whether the error is an API error, and, given ids, one of them (checked against the catalogue). */
export function isApiError(error: unknown, ...ids: ApiErrorId[]): error is ApiError {
  return error instanceof ApiError && (ids.length === 0 || ids.includes(error.errorId));
}
