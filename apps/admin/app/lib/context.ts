import type { ApiTransport } from '@ridgeline/storefront/lib/context.ts';
import type { AppLoadContext } from 'react-router';

/**
 * What the back-office reads of the load context the server hands it (storefront server.ts): the API
 * (in-process or behind API_URL), the client's address and the page's script nonce. No shopper session.
 */
export interface AdminLoadContext {
  apiTransport: ApiTransport;
  clientIp?: string;
  cspNonce?: string;
}

export const adminContext = (context: AppLoadContext): AdminLoadContext =>
  context as unknown as AdminLoadContext;
