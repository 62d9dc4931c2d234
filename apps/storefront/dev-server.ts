/**
 * The storefront's development mode (`npm run dev`, decision 057): Vite runs inside server.ts in middleware
 * mode. It answers its own URLs (source modules, /@vite/client, optimised dependencies, public files), its
 * HMR websocket shares the server's port, and every page request renders with the server build Vite
 * compiles from the sources, so an edit shows on the next request and in the open browser without a restart.
 * server.ts imports this module only in development mode: `npm start` never loads vite.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';

const storefrontRoot = path.dirname(fileURLToPath(import.meta.url));

export interface StorefrontDevServer {
  /** The server build as the sources are now (Vite recompiles only what changed). */
  loadBuild(): Promise<ServerBuild>;
  /** onRequest hook: Vite answers the URLs it owns; everything else goes on to the storefront's routes. */
  answerViteRequest(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  close(): Promise<void>;
}

/** Starts Vite in middleware mode, its HMR websocket listening on httpServer (the storefront's own port). */
export async function startStorefrontDevServer(httpServer: Server): Promise<StorefrontDevServer> {
  const vite = await createViteServer({
    configFile: path.join(storefrontRoot, 'vite.config.ts'),
    root: storefrontRoot,
    mode: 'development',
    appType: 'custom',
    // Found late otherwise (the contracts reach it), costing the first page a full reload.
    optimizeDeps: { include: ['zod'] },
    server: {
      middlewareMode: true,
      hmr: { server: httpServer },
      watch: { ignored: ['**/build/**'] },
    },
  });

  return {
    async loadBuild() {
      try {
        return (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
      } catch (error) {
        // Point the stack at the sources rather than Vite's transformed modules.
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    },

    async answerViteRequest(request, reply) {
      const answered = await new Promise<boolean>((resolve, reject) => {
        const finished = () => resolve(true);
        reply.raw.once('close', finished);
        vite.middlewares(request.raw, reply.raw, (error?: unknown) => {
          reply.raw.off('close', finished);
          if (error) reject(error);
          else resolve(false);
        });
      });
      // Vite wrote the response itself: Fastify must neither route nor answer this request.
      if (answered) reply.hijack();
    },

    close: () => vite.close(),
  };
}

/**
 * The development page policy: the production one (nonce-only scripts stay, so a missing nonce shows up in
 * development too) with the HMR websocket allowed.
 */
export function devContentSecurityPolicy(productionPolicy: string): string {
  return productionPolicy
    .split('; ')
    .map((directive) => (directive.startsWith('connect-src ') ? `${directive} ws: wss:` : directive))
    .join('; ');
}
