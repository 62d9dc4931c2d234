/**
 * The storefront's HTTP server. Without API_URL it opens the database, seeds the demo data and serves the
 * commerce API and the storefront on one Fastify instance; with API_URL it serves only the storefront and
 * proxies /api and /gateway to the API. Every page request goes to the React Router request handler.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { trustProxyFrom } from '@ridgeline/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ApiTransport } from './app/lib/context.ts';
import { isCrossSiteRequest } from './app/lib/csrf.server.ts';
import { Session } from './app/lib/session.server.ts';

export interface CreateServerOptions {
  port?: number;
  host?: string;
  databaseUrl?: string;
  apiUrl?: string;
  dataDir?: string;
  logger?: boolean | object;
}

export interface RunningServer {
  app: FastifyInstance;
  /** The in-process database (absent with API_URL): journeys move orders through fulfilment with it. */
  database?: import('@ridgeline/db').Database;
  url: string;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = process.env.STOREFRONT_BUILD_DIR ?? path.join(here, 'build');

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

function requestOrigin(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto =
    (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() ?? request.protocol;
  return `${proto === 'https' ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`;
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

function hasBody(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
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
    return { status: response.status, body: await response.text() };
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
    return { status: response.statusCode, body: response.body };
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
  headers.set('x-forwarded-proto', requestOrigin(request).startsWith('https') ? 'https' : 'http');
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
  const apiUrl = options.apiUrl ?? process.env.API_URL;
  const build = await loadBuild();
  const handleRequest = createRequestHandler(
    build,
    process.env.NODE_ENV === 'development' ? 'development' : 'production',
  );

  let app: FastifyInstance;
  let transport: ApiTransport;
  let closeDatabase: (() => Promise<void>) | null = null;
  let openDatabase: import('@ridgeline/db').Database | undefined;

  if (apiUrl) {
    app = Fastify({ logger: options.logger ?? false, trustProxy: trustProxyFrom(process.env.TRUST_PROXY) });
    transport = proxyTransport(apiUrl);
  } else {
    const [{ buildApp }, { createDb, seedDemoData }] = await Promise.all([
      import('@ridgeline/api'),
      import('@ridgeline/db'),
    ]);
    const database = await createDb({
      url: options.databaseUrl ?? process.env.DATABASE_URL,
      dataDir: options.dataDir ?? process.env.DATA_DIR ?? './data/pglite',
    });
    await seedDemoData(database.db);
    app = await buildApp({ database, logger: options.logger ?? false, warmSearchIndex: true });
    transport = injectTransport(app);
    closeDatabase = () => database.close();
    openDatabase = database;
  }

  await app.register(async (storefront) => {
    // Page posts (forms) reach the router as raw bytes; the API keeps its own parsers in its own scope.
    storefront.removeAllContentTypeParsers();
    storefront.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    // React Router inlines its hydration data and module bootstrap, hence 'unsafe-inline' for scripts;
    // everything else is same-origin only, and no other site may frame the shop (the shop may: payment dialogs).
    await storefront.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'unsafe-inline'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
        },
      },
      // The CSRF check reads Origin, which browsers send as "null" under no-referrer.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    // Pages and assets leave compressed: on a phone connection this is most of the first paint.
    await storefront.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    });

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

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/gateway/')) {
        if (apiUrl) return proxyToApi(apiUrl, request, reply);
        return reply.callNotFound();
      }
      const origin = requestOrigin(request);
      const url = new URL(request.url, origin);
      const headers = toWebHeaders(request);
      if (hasBody(request.method) && isCrossSiteRequest(headers, url)) {
        reply.status(403).header('content-type', 'text/plain; charset=utf-8');
        return reply.send('Cross-site form submissions are not accepted.');
      }
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
      const session = new Session(request.headers.cookie, {
        secure: origin.startsWith('https:'),
        correlationId:
          typeof request.headers['x-correlation-id'] === 'string'
            ? request.headers['x-correlation-id']
            : undefined,
      });
      const response = await handleRequest(new Request(url, init), {
        apiTransport: transport,
        session,
        clientIp: request.ip,
      });
      return sendWebResponse(reply, response, session.commit(), request.method === 'HEAD');
    };

    storefront.route({ method: ['GET', 'POST', 'HEAD'], url: '/', handler });
    storefront.route({ method: ['GET', 'POST', 'HEAD'], url: '/*', handler });
    if (apiUrl) {
      storefront.route({ method: ['PUT', 'PATCH', 'DELETE', 'OPTIONS'], url: '/api/*', handler });
    }
  });

  const host = options.host ?? process.env.HOST ?? '0.0.0.0';
  const address = await app.listen({ port: options.port ?? Number(process.env.PORT ?? 3000), host });
  const port = new URL(address).port;
  const url = `http://localhost:${port}`;

  let closing: Promise<void> | null = null;
  return {
    app,
    url,
    ...(openDatabase ? { database: openDatabase } : {}),
    close() {
      closing ??= (async () => {
        await app.close();
        if (closeDatabase) await closeDatabase();
      })();
      return closing;
    },
  };
}

/** Serves until SIGTERM or SIGINT, then closes what it opened (giving up after ten seconds). */
export async function serveUntilStopped(): Promise<void> {
  const server = await createServer({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
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
