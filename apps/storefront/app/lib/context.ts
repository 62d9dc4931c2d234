import type { Api } from './api.server.ts';
import type { Locale } from './locale.ts';
import type { Session } from './session.server.ts';

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with query string, starting with /api. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Answer with the raw bytes too (PDF downloads). */
  binary?: boolean;
}

export interface ApiResponse {
  status: number;
  body: string;
  /** The raw answer and its type, when the request asked for `binary`. */
  bytes?: Uint8Array;
  contentType?: string;
  /** The API's Retry-After (seconds) on a 429. */
  retryAfter?: string;
  /** The API's Set-Cookie headers: the back-office's sign-in hands its session token over in one (decision 065). */
  setCookies?: string[];
}

/** Sends one request to the commerce API: in-process (app.inject) or over HTTP (API_URL). */
export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

declare module 'react-router' {
  interface AppLoadContext {
    apiTransport: ApiTransport;
    session: Session;
    /** This request's API client for a locale: one per request and locale (see load-context.server.ts). */
    api: (locale: Locale) => Api;
    /** The shopper's address, forwarded to the API (rate limits, fraud checks) as X-Forwarded-For. */
    clientIp?: string;
    /** This response's Content-Security-Policy nonce, for every inline script the page renders. */
    cspNonce?: string;
    /**
     * Set when the API turned a call of this request away for its rate limit: the page then answers 429 with
     * this Retry-After (seconds) instead of failing (see server.ts).
     */
    throttled?: { retryAfter: number };
  }
}
