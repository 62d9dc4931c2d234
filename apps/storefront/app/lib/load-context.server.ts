import type { AppLoadContext } from 'react-router';
import { type Api, createApi } from './api.server.ts';
import type { Locale } from './locale.ts';

/** The load context of one request, with its API client: created on first use, then shared by every route. */
export function createLoadContext(
  request: Pick<AppLoadContext, 'apiTransport' | 'session' | 'clientIp' | 'cspNonce'>,
): AppLoadContext {
  const clients = new Map<Locale, Api>();
  const context: AppLoadContext = {
    ...request,
    api(locale) {
      let client = clients.get(locale);
      if (!client) {
        client = createApi(context, locale);
        clients.set(locale, client);
      }
      return client;
    },
  };
  return context;
}
