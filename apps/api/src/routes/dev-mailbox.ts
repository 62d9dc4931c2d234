import { devMailbox } from '@ridgeline/commerce';
import { mailboxResponseSchema } from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The development mailbox: the outbox's latest emails (reset links, welcome, double opt-in) so a shopper can
 * follow them locally. Registered only outside production and without SMTP (see `devMailboxEnabled`), because
 * the messages hold sign-in credentials of every account.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['Development'],
        summary: 'Latest queued emails (development only: not registered in production or with SMTP)',
        response: { 200: mailboxResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await devMailbox.latestEmails(database.db) };
    },
  );
};

/** On without SMTP, outside production; a production demo can opt in with DEV_MAILBOX=1 (never on a real shop). */
export function devMailboxEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SMTP_URL) return false;
  return env.NODE_ENV !== 'production' || env.DEV_MAILBOX === '1';
}
