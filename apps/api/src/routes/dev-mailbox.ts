import { isIP } from 'node:net';
import { devMailbox } from '@ridgeline/commerce';
import { mailboxResponseSchema } from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendError } from '../plugins/errors.ts';

/**
 * The development mailbox: the outbox's latest emails (reset links, gift card numbers, order lookups) so a
 * developer can follow them locally. The messages hold what it takes to take over any account, so it is
 * registered only when asked for (decision 047: DEV_MAILBOX=1 on a server listening on loopback, never with
 * SMTP), and even then answers only a client on this machine: any other peer, or a request forwarded for
 * another client, gets the API404 envelope as if the route did not exist.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['Development'],
        summary:
          'Latest queued emails (development only: DEV_MAILBOX=1 on loopback, clients on this machine)',
        response: { 200: mailboxResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip)) {
        return sendError(request, reply, 'API404', { path: '/api/dev/mailbox' });
      }
      return { messages: await devMailbox.latestEmails(database.db) };
    },
  );
};

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

/** A listen host that only this machine can reach: 'localhost' or a loopback address. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));
}

/**
 * Whether a server listening on `host` serves the mailbox: only with an explicit DEV_MAILBOX=1, only on a
 * loopback host (a shopper cannot reach it), never with SMTP configured (decision 047). Off by default,
 * under `npm start` too.
 */
export function devMailboxEnabled(
  env: { SMTP_URL?: string | undefined; DEV_MAILBOX?: string | undefined; NODE_ENV?: string | undefined },
  host: string | undefined,
): boolean {
  if (env.SMTP_URL) return false;
  return env.DEV_MAILBOX === '1' && isLoopbackHost(host);
}
