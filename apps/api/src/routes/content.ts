import { createHash } from 'node:crypto';
import { content, operators } from '@ridgeline/commerce';
import {
  articleSearchQuerySchema,
  articleSearchSchema,
  augmentedPageSchema,
  contentDocumentSchema,
  contentListSchema,
  contentParams,
  contentQuerySchema,
  DEFAULT_LOCALE,
  FIXED_PAGES,
  isLocale,
  PREVIEW_DATE_HEADER,
  SITE_LOCALES,
  type SiteId,
  showcaseQuerySchema,
  showcaseSchema,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../plugins/errors.ts';
import { cookieValue, OPERATOR_COOKIE } from '../plugins/operator-access.ts';

const tags = ['Content'];
const BASE = '/:mode/caas/v1/canvas';

/** Live answers are cached at most this long, and never past the next publication boundary. */
export const CONTENT_MAX_AGE_SECONDS = 300;

const previewHeaders = z.object({
  [PREVIEW_DATE_HEADER]: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }).optional(),
});

type ContentQuery = z.infer<typeof contentQuerySchema>;

/** The locale: localePath, else locale, else the site's default. */
function localeOf(query: ContentQuery, siteId: string | undefined): string {
  const fromPath = query.localePath?.replace(/\//g, '');
  if (fromPath && isLocale(fromPath)) return fromPath;
  if (query.locale) return query.locale;
  const site = siteId ?? query.siteId;
  return site ? (SITE_LOCALES[site as SiteId]?.[0] ?? DEFAULT_LOCALE) : DEFAULT_LOCALE;
}

/** Seconds from now to the boundary, within [0, CONTENT_MAX_AGE_SECONDS]. */
export function maxAgeUntil(boundary: Date | null, now: Date): number {
  if (!boundary) return CONTENT_MAX_AGE_SECONDS;
  const seconds = Math.floor((boundary.getTime() - now.getTime()) / 1000);
  return Math.max(0, Math.min(CONTENT_MAX_AGE_SECONDS, seconds));
}

/**
 * The content service (spec 3 section 7): every call is a GET under /{mode}/caas/v1/canvas. `live` answers
 * what is published now, cacheable until the next publication boundary (ETag, 304). `preview`, the preview
 * parameter, previewDateTime or the preview date header need a content editor's session (the operator
 * cookie with content:write) and answer as of that instant, never cached (decision 067).
 */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  async function serve<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    resolve: (asked: content.ContentRequest) => Promise<content.Resolved<T>>,
  ): Promise<FastifyReply> {
    const query = request.query as ContentQuery;
    const params = request.params as { mode: 'live' | 'preview'; siteId?: string };
    const header = (request.headers as Record<string, string | undefined>)[PREVIEW_DATE_HEADER];
    const previewAt = query.previewDateTime ?? header;
    const preview = params.mode === 'preview' || query.preview === 'true' || previewAt !== undefined;
    if (preview) {
      const token = cookieValue(request.headers.cookie, OPERATOR_COOKIE);
      const editor = token && token.length <= 128 ? await operators.operatorOfSession(db, token) : null;
      if (!editor) return sendError(request, reply, 'ADM401');
      if (!editor.permissions.includes('content:write')) {
        return sendError(request, reply, 'ADM403', { permission: 'content:write' });
      }
    }
    const now = new Date();
    const { body, boundary } = await resolve({
      at: previewAt ? new Date(previewAt) : now,
      locale: localeOf(query, params.siteId),
      removeNulls: query.removeNulls === 'true',
    });
    if (preview) {
      reply.header('cache-control', 'private, no-store');
      return reply.send(body);
    }
    const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    reply.header('cache-control', `public, max-age=${maxAgeUntil(boundary, now)}`);
    const match = request.headers['if-none-match'];
    if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.status(304).send();
    }
    return reply.send(body);
  }

  const routed = (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: content.RouteKind,
    key: string,
    augment: boolean,
  ) =>
    serve(request, reply, (asked) => {
      const { siteId } = request.params as { siteId: string };
      return content.routedDocument(db, { siteId, kind, key }, asked, augment);
    });

  const querystring = contentQuerySchema;
  const headers = previewHeaders;
  const notFound = 'CNT404 when none is published at the instant';

  app.get(
    `${BASE}/augmentedpage/:siteId/:page`,
    {
      schema: {
        tags,
        summary: `A page with its slots' documents and every reference expanded (${notFound})`,
        params: contentParams.page,
        querystring,
        headers,
        response: { 200: augmentedPageSchema },
      },
    },
    async (request, reply) => routed(request, reply, 'page', request.params.page, true),
  );

  app.get(
    `${BASE}/page/:siteId/:page`,
    {
      schema: {
        tags,
        summary: `A page document, its slots as references (${notFound})`,
        params: contentParams.page,
        querystring,
        headers,
        response: { 200: contentDocumentSchema },
      },
    },
    async (request, reply) => routed(request, reply, 'page', request.params.page, false),
  );

  for (const fixedPage of FIXED_PAGES) {
    app.get(
      `${BASE}/${fixedPage}/:siteId`,
      {
        schema: {
          tags,
          summary: `The ${fixedPage} page's content, augmented (${notFound})`,
          params: contentParams.site,
          querystring,
          headers,
          response: { 200: augmentedPageSchema },
        },
      },
      async (request, reply) => routed(request, reply, 'fixed', fixedPage, true),
    );
  }

  app.get(
    `${BASE}/category/:siteId/:categoryId`,
    {
      schema: {
        tags,
        summary: `A category page's content, augmented (${notFound})`,
        params: contentParams.category,
        querystring,
        headers,
        response: { 200: augmentedPageSchema },
      },
    },
    async (request, reply) => routed(request, reply, 'category', request.params.categoryId, true),
  );

  app.get(
    `${BASE}/product/:siteId/:productId`,
    {
      schema: {
        tags,
        summary: `A product page's content, augmented (${notFound})`,
        params: contentParams.product,
        querystring,
        headers,
        response: { 200: augmentedPageSchema },
      },
    },
    async (request, reply) => routed(request, reply, 'product', request.params.productId, true),
  );

  app.get(
    `${BASE}/search/:siteId/:searchType`,
    {
      schema: {
        tags,
        summary: `A search page's content by search type, augmented (${notFound})`,
        params: contentParams.search,
        querystring,
        headers,
        response: { 200: augmentedPageSchema },
      },
    },
    async (request, reply) => routed(request, reply, 'search', request.params.searchType, true),
  );

  app.get(
    `${BASE}/footer/:siteId`,
    {
      schema: {
        tags,
        summary: `The site's footer (${notFound})`,
        params: contentParams.site,
        querystring,
        headers,
        response: { 200: contentDocumentSchema },
      },
    },
    async (request, reply) => routed(request, reply, 'footer', '', true),
  );

  app.get(
    `${BASE}/menu/:siteId`,
    {
      schema: {
        tags,
        summary: `The site's mega menu (${notFound})`,
        params: contentParams.site,
        querystring,
        headers,
        response: { 200: contentDocumentSchema },
      },
    },
    async (request, reply) => routed(request, reply, 'menu', '', true),
  );

  app.get(
    `${BASE}/fragment/:fragmentId`,
    {
      schema: {
        tags,
        summary: `Any document by id, references expanded (${notFound})`,
        params: contentParams.fragment,
        querystring,
        headers,
        response: { 200: contentDocumentSchema },
      },
    },
    async (request, reply) =>
      serve(request, reply, (asked) => content.fragment(db, request.params.fragmentId, asked)),
  );

  app.get(
    `${BASE}/children/:siteId/:parentPageSlug`,
    {
      schema: {
        tags,
        summary: 'The pages under a parent page, by name',
        params: contentParams.children,
        querystring,
        headers,
        response: { 200: contentListSchema },
      },
    },
    async (request, reply) =>
      serve(request, reply, (asked) =>
        content.childPages(db, request.params.siteId, request.params.parentPageSlug, asked),
      ),
  );

  app.get(
    `${BASE}/popups/:siteId`,
    {
      schema: {
        tags,
        summary: "The site's pop-ups published at the instant",
        params: contentParams.site,
        querystring,
        headers,
        response: { 200: contentListSchema },
      },
    },
    async (request, reply) =>
      serve(request, reply, (asked) => content.popups(db, request.params.siteId, asked)),
  );

  app.get(
    `${BASE}/showcase/:siteId/:docType`,
    {
      schema: {
        tags,
        summary: "The preview tool's documents of a type (limit 10, 20 or 50), with their referrers count",
        params: contentParams.showcase,
        querystring: showcaseQuerySchema,
        headers,
        response: { 200: showcaseSchema },
      },
    },
    async (request, reply) =>
      serve(request, reply, (asked) =>
        content.showcase(
          db,
          {
            siteId: request.params.siteId,
            docType: request.params.docType,
            layoutVariant: request.query.layoutVariant,
            limit: request.query.limit,
            offset: request.query.offset,
          },
          asked,
        ),
      ),
  );

  app.get(
    `${BASE}/articles/:siteId`,
    {
      schema: {
        tags,
        summary:
          'The article search: published article pages with any of the tags (tagId, repeated), newest first, with tag facets and numFound',
        params: contentParams.site,
        querystring: articleSearchQuerySchema,
        headers,
        response: { 200: articleSearchSchema },
      },
    },
    async (request, reply) =>
      serve(request, reply, (asked) =>
        content.articleSearch(
          db,
          request.params.siteId,
          {
            tagIds: request.query.tagId,
            scopeTagIds: request.query.scopeTagId,
            slug: request.query.slug,
            exclude: request.query.exclude,
            offset: request.query.offset,
            limit: request.query.limit,
          },
          asked,
        ),
      ),
  );
};
