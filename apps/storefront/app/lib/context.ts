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
}

/** Sends one request to the commerce API: in-process (app.inject) or over HTTP (API_URL). */
export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

declare module 'react-router' {
  interface AppLoadContext {
    apiTransport: ApiTransport;
    session: Session;
    /** The shopper's address, forwarded to the API (rate limits, fraud checks) as X-Forwarded-For. */
    clientIp?: string;
  }
}
