/**
 * The storefront's HTTP server. Without API_URL it opens the database (or takes one already prepared: the
 * start script seeds it, this server never does) and serves the commerce API and the storefront on one
 * Fastify instance; with API_URL it serves only the storefront and
 * proxies /api and /gateway to the API. Every page request goes to the React Router request handler: the build
 * in build/ or, in development mode (`dev`, decision 057), the one Vite compiles from the sources.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { trustProxyFrom } from '@ridgeline/contracts';
import { config } from '@ridgeline/contracts/config';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ApiTransport } from './app/lib/context.ts';
import { contentSecurityPolicy, newNonce } from './app/lib/csp.server.ts';
import { isCrossSiteRequest } from './app/lib/csrf.server.ts';
import { createLoadContext } from './app/lib/load-context.server.ts';
import { Session } from './app/lib/session.server.ts';
import { publicOriginFrom, siteRequestUrl } from './app/lib/site-url.server.ts';

export interface CreateServerOptions {
  port?: number;
  host?: string;
  databaseUrl?: string;
  apiUrl?: string;
  dataDir?: string;
  /**
   * An opened, migrated (and, where wanted, seeded) database to serve instead of opening one from
   * databaseUrl/dataDir; the server closes it when it closes.
   */
  database?: import('@ridgeline/db').Database;
  /**
   * Serve the development mailbox (API and page). Default: DEV_MAILBOX=1 and a loopback host, never with
   * SMTP_URL (decision 047).
   */
  devMailbox?: boolean;
  /** When the in-process API asks place-order for a solved bot check (PLACE_ORDER_CHALLENGE when unset). */
  placeOrderChallenge?: 'always' | 'risk';
  logger?: boolean | object;
  /**
   * The shop's public address (PUBLIC_URL): canonical links, structured data, sitemaps and the cross-site
   * check use it, never the request's Host. Unset: http://localhost and the port listened on.
   */
  publicUrl?: string;
  /**
   * Development mode (`npm run dev`, decision 057): pages render from the sources through Vite in middleware
   * mode, with hot module reload; nothing is read from build/.
   */
  dev?: boolean;
}

export interface RunningServer {
  app: FastifyInstance;
  /** The in-process database (absent with API_URL): journeys move orders through fulfilment with it. */
  database?: import('@ridgeline/db').Database;
  url: string;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's script nonce (Content-Security-Policy). */
    cspNonce: string;
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = config().STOREFRONT_BUILD_DIR ?? path.join(here, 'build');
/** The back-office (apps/admin, decision 065): its own React Router build, served under /admin. */
const adminBuildDir = path.join(here, '..', 'admin', 'build');

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

/** Whether the browser reached us over https (directly, or through a proxy that says so). */
function requestIsHttps(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto =
    (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() ?? request.protocol;
  return proto === 'https';
}

function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  return headers;
}

/** /admin and below: the back-office's pages and assets. */
function isAdminPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** /api and /gateway: the API's, in-process or behind API_URL. */
function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/gateway/');
}

function hasBody(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
}

const CROSS_SITE = 'Cross-site form submissions are not accepted.';

/**
 * The page request the router reads: the configured origin plus the normalised path (a `//host` target or a
 * forged Host never becomes the page's own address), aborted when the browser goes away. Null for a form
 * posted from another site.
 */
function pageRequest(
  publicOrigin: string,
  request: FastifyRequest,
  reply: FastifyReply,
): { url: URL; request: Request } | null {
  const url = siteRequestUrl(publicOrigin, request.url);
  const headers = toWebHeaders(request);
  if (hasBody(request.method) && isCrossSiteRequest(headers, url)) return null;
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (hasBody(request.method) && Buffer.isBuffer(request.body)) {
    init.body = new Uint8Array(request.body);
    init.duplex = 'half';
  }
  return { url, request: new Request(url, init) };
}

async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  extraCookies: string[],
  head: boolean,
) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = [...response.headers.getSetCookie(), ...extraCookies];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (head || !response.body) return reply.send();
  // biome-ignore lint/suspicious/noExplicitAny: web and node stream typings differ only nominally
  return reply.send(Readable.fromWeb(response.body as any));
}

async function loadBuild(): Promise<ServerBuild> {
  const entry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(entry)) {
    throw new Error(`The storefront is not built (${entry} is missing): run \`npm run build\` first.`);
  }
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

/** The back-office's server build, or undefined when it was not built (the shop runs without it). */
async function loadAdminBuild(): Promise<ServerBuild | undefined> {
  const entry = path.join(adminBuildDir, 'server', 'index.js');
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

function proxyTransport(apiUrl: string): ApiTransport {
  const base = apiUrl.replace(/\/$/, '');
  return async (request) => {
    const init: RequestInit = { method: request.method, headers: request.headers };
    if (request.body !== undefined) init.body = request.body;
    const response = await fetch(base + request.path, init);
    if (request.binary && response.ok) {
      const bytes = new Uint8Array(await response.arrayBuffer());
      const contentType = response.headers.get('content-type') ?? '';
      return { status: response.status, body: '', bytes, contentType };
    }
    const retryAfter = response.headers.get('retry-after');
    const setCookies = response.headers.getSetCookie();
    return {
      status: response.status,
      body: await response.text(),
      ...(retryAfter ? { retryAfter } : {}),
      ...(setCookies.length > 0 ? { setCookies } : {}),
    };
  };
}

function injectTransport(app: FastifyInstance): ApiTransport {
  return async (request) => {
    const response = await app.inject({
      method: request.method,
      url: request.path,
      headers: request.headers,
      ...(request.body !== undefined ? { payload: request.body } : {}),
    });
    if (request.binary && response.statusCode < 400) {
      const contentType = String(response.headers['content-type'] ?? '');
      return {
        status: response.statusCode,
        body: '',
        bytes: new Uint8Array(response.rawPayload),
        contentType,
      };
    }
    const retryAfter = response.headers['retry-after'];
    const setCookie = response.headers['set-cookie'];
    const setCookies = setCookie === undefined ? [] : ([] as string[]).concat(setCookie);
    return {
      status: response.statusCode,
      body: response.body,
      ...(retryAfter !== undefined ? { retryAfter: String(retryAfter) } : {}),
      ...(setCookies.length > 0 ? { setCookies } : {}),
    };
  };
}

/** Forwards /api and /gateway to a separate API process (API_URL mode). */
async function proxyToApi(apiUrl: string, request: FastifyRequest, reply: FastifyReply) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  headers.set('x-forwarded-host', request.headers.host ?? '');
  headers.set('x-forwarded-proto', requestIsHttps(request) ? 'https' : 'http');
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, redirect: 'manual' };
  if (hasBody(request.method) && Buffer.isBuffer(request.body)) init.body = new Uint8Array(request.body);
  const response = await fetch(apiUrl.replace(/\/$/, '') + request.url, init);
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (HOP_BY_HOP.has(name) || name === 'content-encoding' || name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (request.method === 'HEAD' || !response.body) return reply.send();
  // biome-ignore lint/suspicious/noExplicitAny: web and node stream typings differ only nominally
  return reply.send(Readable.fromWeb(response.body as any));
}

export async function createServer(options: CreateServerOptions = {}): Promise<RunningServer> {
  const settings = config();
  const apiUrl = options.apiUrl ?? settings.API_URL;
  const configuredUrl = options.publicUrl ?? settings.PUBLIC_URL;
  const port = options.port ?? settings.PORT ?? 3000;
  // Checked before anything opens: a bad PUBLIC_URL stops the start.
  let publicOrigin = publicOriginFrom(configuredUrl, `http://localhost:${port || 3000}`);
  const host = options.host ?? settings.HOST;
  const build = options.dev ? undefined : await loadBuild();
  const adminBuild = await loadAdminBuild();

  let app: FastifyInstance;
  let transport: ApiTransport;
  let closeDatabase: (() => Promise<void>) | null = null;
  let openDatabase: import('@ridgeline/db').Database | undefined;

  if (apiUrl) {
    app = Fastify({ logger: options.logger ?? false, trustProxy: trustProxyFrom(settings.TRUST_PROXY) });
    transport = proxyTransport(apiUrl);
  } else {
    const [{ buildApp, buildMediaApp, devMailboxEnabled, mountApp }, { createDb }] = await Promise.all([
      import('@ridgeline/api'),
      import('@ridgeline/db'),
    ]);
    const database =
      options.database ??
      (await createDb({
        url: options.databaseUrl ?? settings.DATABASE_URL,
        dataDir: options.dataDir ?? settings.DATA_DIR ?? './data/pglite',
      }));
    // One token secret for the API and the user media service: shoppers sign in with the one, upload to the other.
    const authSecret = settings.AUTH_SECRET ?? randomBytes(32).toString('hex');
    app = await buildApp({
      database,
      authSecret,
      logger: options.logger ?? false,
      warmSearchIndex: true,
      devMailbox: options.devMailbox ?? devMailboxEnabled(settings, host),
      ...(options.placeOrderChallenge ? { botDefence: { placeOrder: options.placeOrderChallenge } } : {}),
    });
    transport = injectTransport(app);
    // The user media service (decision 101): its own Fastify app, served under /ugc.
    await mountApp(
      app,
      '/ugc',
      await buildMediaApp({ database, authSecret, prefix: '/ugc', logger: options.logger ?? false }),
    );
    closeDatabase = () => database.close();
    openDatabase = database;
  }

  // Imported only in development mode: production never loads vite.
  const dev = options.dev ? await import('./dev-server.ts') : undefined;
  const devServer = dev ? await dev.startStorefrontDevServer(app.server) : undefined;
  const handleRequest = createRequestHandler(
    devServer?.loadBuild ?? (build as ServerBuild),
    devServer || settings.NODE_ENV === 'development' ? 'development' : 'production',
  );
  const handleAdminRequest = adminBuild
    ? createRequestHandler(adminBuild, settings.NODE_ENV === 'development' ? 'development' : 'production')
    : undefined;
  const pagePolicy = dev
    ? (nonce: string) => dev.devContentSecurityPolicy(contentSecurityPolicy(nonce))
    : contentSecurityPolicy;

  await app.register(async (storefront) => {
    // Page posts (forms) reach the router as raw bytes; the API keeps its own parsers in its own scope.
    storefront.removeAllContentTypeParsers();
    storefront.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    // The Content-Security-Policy is written per response with that response's script nonce (csp.server.ts);
    // helmet sets the other headers.
    await storefront.register(fastifyHelmet, {
      contentSecurityPolicy: false,
      // The CSRF check reads Origin, which browsers send as "null" under no-referrer.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    storefront.decorateRequest('cspNonce', '');
    storefront.addHook('onRequest', async (request, reply) => {
      const nonce = newNonce();
      request.cspNonce = nonce;
      reply.header('content-security-policy', pagePolicy(nonce));
    });

    // Pages and assets leave compressed: on a phone connection this is most of the first paint.
    await storefront.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    });

    if (devServer) {
      storefront.addHook('onRequest', async (request, reply) => {
        if (!isApiPath(request.url) && !isAdminPath(request.url)) {
          await devServer.answerViteRequest(request, reply);
        }
      });
    } else {
      await storefront.register(fastifyStatic, {
        root: path.join(buildDir, 'client'),
        prefix: '/',
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each asset (precompress.ts); files without them are
        // compressed on the way out as before.
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          } else {
            reply.header('cache-control', 'public, max-age=3600');
          }
        },
      });
    }

    if (adminBuild) {
      await storefront.register(fastifyStatic, {
        root: path.join(adminBuildDir, 'client'),
        prefix: '/admin/',
        decorateReply: false,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          reply.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=3600',
          );
        },
      });
    }

    /**
     * The back-office's pages: a BFF like the storefront (decision 062), with the API in-process (or behind
     * API_URL); it keeps its operator cookie itself (Path=/admin), so it gets no shopper session.
     */
    const adminHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!handleAdminRequest) {
        reply.status(404).header('content-type', 'text/plain; charset=utf-8');
        return reply.send('The back-office is not built: run `npm run build`.');
      }
      const page = pageRequest(publicOrigin, request, reply);
      if (!page)
        return reply.status(403).header('content-type', 'text/plain; charset=utf-8').send(CROSS_SITE);
      // The admin app reads only these of the load context (apps/admin/app/lib/context.ts).
      const context = { apiTransport: transport, clientIp: request.ip, cspNonce: request.cspNonce };
      const response = await handleAdminRequest(page.request, context as never);
      reply.header('cache-control', response.headers.get('cache-control') ?? 'no-store');
      return sendWebResponse(reply, response, [], request.method === 'HEAD');
    };
    // The media library's uploads (decision 069): up to 15 MB of image in a multipart form.
    const adminBodyLimit = 16 * 1024 * 1024;
    storefront.route({ method: ['GET', 'POST', 'HEAD'], url: '/admin', handler: adminHandler });
    storefront.route({
      method: ['GET', 'POST', 'HEAD'],
      url: '/admin/*',
      handler: adminHandler,
      bodyLimit: adminBodyLimit,
    });

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (isApiPath(request.url)) {
        if (apiUrl) return proxyToApi(apiUrl, request, reply);
        return reply.callNotFound();
      }
      const page = pageRequest(publicOrigin, request, reply);
      if (!page)
        return reply.status(403).header('content-type', 'text/plain; charset=utf-8').send(CROSS_SITE);
      const { url } = page;
      const session = new Session(request.headers.cookie, {
        secure: url.protocol === 'https:' || requestIsHttps(request),
        correlationId:
          typeof request.headers['x-correlation-id'] === 'string'
            ? request.headers['x-correlation-id']
            : undefined,
      });
      const context = createLoadContext({
        apiTransport: transport,
        session,
        clientIp: request.ip,
        cspNonce: request.cspNonce,
      });
      const response = await handleRequest(page.request, context);
      // A page the API's rate limit turned away answers 429 (see api.server.ts): say when to come back.
      if (response.status === 429 && !response.headers.has('retry-after')) {
        reply.header('retry-after', String(context.throttled?.retryAfter ?? 60));
      }
      return sendWebResponse(reply, response, session.commit(), request.method === 'HEAD');
    };

    storefront.route({ method: ['GET', 'POST', 'HEAD'], url: '/', handler });
    storefront.route({ method: ['GET', 'POST', 'HEAD'], url: '/*', handler });
    // The content preview viewer is the storefront's (its blocks), under /admin for the operator's cookie.
    storefront.route({ method: ['GET', 'HEAD'], url: '/admin/preview/*', handler });
    if (apiUrl) {
      storefront.route({ method: ['PUT', 'PATCH', 'DELETE', 'OPTIONS'], url: '/api/*', handler });
    }
  });

  const address = await app.listen({ port, host }).catch(async (error: unknown) => {
    // Vite's file watcher would keep the process alive.
    await devServer?.close();
    throw error;
  });
  const url = `http://localhost:${new URL(address).port}`;
  if (!configuredUrl) publicOrigin = url;

  let closing: Promise<void> | null = null;
  return {
    app,
    url,
    ...(openDatabase ? { database: openDatabase } : {}),
    close() {
      closing ??= (async () => {
        await devServer?.close();
        await app.close();
        if (closeDatabase) await closeDatabase();
      })();
      return closing;
    },
  };
}

/** Serves until SIGTERM or SIGINT, then closes what it opened (giving up after ten seconds). */
export async function serveUntilStopped(options: CreateServerOptions = {}): Promise<void> {
  const server = await createServer({ logger: { level: config().LOG_LEVEL ?? 'warn' }, ...options });
  console.log(`Ridgeline is ready on ${server.url}`);
  const shutdown = (signal: string) => {
    console.log(`${signal} received: closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) await serveUntilStopped();
