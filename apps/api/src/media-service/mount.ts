import type { FastifyInstance } from 'fastify';

/**
 * Serves a separately built app (the user media service, decision 101) under a path of the host's: requests
 * under `prefix` are handed, unparsed, to the other app's router before the host parses or routes them.
 * The other app must register its routes under the same prefix.
 */
export async function mountApp(
  host: FastifyInstance,
  prefix: string,
  mounted: FastifyInstance,
): Promise<void> {
  await mounted.ready();
  host.addHook('onRequest', (request, reply, done) => {
    const pathname = request.raw.url?.split('?')[0] ?? '';
    if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return done();
    reply.hijack();
    mounted.routing(request.raw, reply.raw);
  });
  host.addHook('onClose', async () => {
    await mounted.close();
  });
}
