import { content } from '@ridgeline/commerce';
import {
  adminEmptyBodySchema,
  compareContentQuerySchema,
  contentComparisonSchema,
  contentDocumentParamsSchema,
  contentListQuerySchema,
  contentPresenceSchema,
  contentVersionListSchema,
  contentVersionParamsSchema,
  createContentRequestSchema,
  editorDocumentListSchema,
  editorDocumentSchema,
  publishContentRequestSchema,
  restoreContentRequestSchema,
  scheduleContentRequestSchema,
  studioDocumentSchema,
  studioQuerySchema,
  studioSaveRequestSchema,
  unpublishContentRequestSchema,
  updateContentRequestSchema,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Admin: content'];
const config = { access: 'content:write' as const };
const date = (iso: string | undefined) => (iso ? new Date(iso) : undefined);

const actorOf = (request: FastifyRequest): content.ContentActor => ({
  type: 'operator',
  id: request.operator!.operatorId,
});

/**
 * The content editors' API (decision 067): documents, their versions and publications. Every change is
 * written to the audit log in its transaction.
 */
export const adminContentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/content/documents',
    {
      config,
      schema: {
        tags,
        summary: 'Documents, of one type or all, most recently changed first, paged',
        querystring: contentListQuerySchema,
        response: { 200: editorDocumentListSchema },
      },
    },
    async (request) => content.listDocuments(db, request.query),
  );

  app.post(
    '/content/documents',
    {
      config,
      schema: {
        tags,
        summary:
          "Creates a document and its version 1, unpublished (REQ400 fields against the type's schema; CNT409 route in use)",
        body: createContentRequestSchema,
        response: { 201: editorDocumentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await content.createDocument(db, actorOf(request), request.body)),
  );

  app.get(
    '/content/documents/:documentId',
    {
      config,
      schema: {
        tags,
        summary: 'One document: latest version number, referrers count and publications (CNT404)',
        params: contentDocumentParamsSchema,
        response: { 200: editorDocumentSchema },
      },
    },
    async (request) => content.editorDocument(db, request.params.documentId),
  );

  app.put(
    '/content/documents/:documentId',
    {
      config,
      schema: {
        tags,
        summary: 'Saves a new version (earlier versions never change; publications keep theirs)',
        params: contentDocumentParamsSchema,
        body: updateContentRequestSchema,
        response: { 200: editorDocumentSchema },
      },
    },
    async (request) => content.updateDocument(db, actorOf(request), request.params.documentId, request.body),
  );

  app.get(
    '/content/documents/:documentId/versions',
    {
      config,
      schema: {
        tags,
        summary: "A document's versions, newest first",
        params: contentDocumentParamsSchema,
        response: { 200: contentVersionListSchema },
      },
    },
    async (request) => content.documentVersions(db, request.params.documentId),
  );

  app.post(
    '/content/documents/:documentId/publish',
    {
      config,
      schema: {
        tags,
        summary: 'Publishes a version (the latest by default) now, until unpublishAt if given',
        params: contentDocumentParamsSchema,
        body: publishContentRequestSchema,
        response: { 200: editorDocumentSchema },
      },
    },
    async (request) =>
      content.publishDocument(db, actorOf(request), request.params.documentId, {
        version: request.body.version,
        unpublishAt: date(request.body.unpublishAt),
        locale: request.body.locale ?? null,
      }),
  );

  app.post(
    '/content/documents/:documentId/schedule',
    {
      config,
      schema: {
        tags,
        summary:
          'Publishes a version from publishAt until unpublishAt if given (CNT400 when the end is not after the start)',
        params: contentDocumentParamsSchema,
        body: scheduleContentRequestSchema,
        response: { 200: editorDocumentSchema },
      },
    },
    async (request) =>
      content.publishDocument(db, actorOf(request), request.params.documentId, {
        version: request.body.version,
        publishAt: date(request.body.publishAt),
        unpublishAt: date(request.body.unpublishAt),
        locale: request.body.locale ?? null,
      }),
  );

  app.post(
    '/content/documents/:documentId/unpublish',
    {
      config,
      schema: {
        tags,
        summary: 'Ends every publication at `at` (now by default); later scheduled ones are cancelled',
        params: contentDocumentParamsSchema,
        body: unpublishContentRequestSchema,
        response: { 200: editorDocumentSchema },
      },
    },
    async (request) =>
      content.unpublishDocument(
        db,
        actorOf(request),
        request.params.documentId,
        date(request.body.at),
        request.body.locale ?? null,
      ),
  );

  app.post(
    '/content/documents/:documentId/versions/:version/restore',
    {
      config,
      schema: {
        tags,
        summary:
          'Restores a version as a new version (CNT410 no such version; CNT412 someone saved after baseVersion)',
        params: contentVersionParamsSchema,
        body: restoreContentRequestSchema,
        response: { 200: editorDocumentSchema },
      },
    },
    async (request) =>
      content.restoreVersion(
        db,
        actorOf(request),
        request.params.documentId,
        request.params.version,
        request.body.baseVersion,
      ),
  );

  app.get(
    '/content/documents/:documentId/compare',
    {
      config,
      schema: {
        tags,
        summary: 'What changed from one version to another, field by field (CNT410 no such version)',
        params: contentDocumentParamsSchema,
        querystring: compareContentQuerySchema,
        response: { 200: contentComparisonSchema },
      },
    },
    async (request) =>
      content.compareVersions(db, request.params.documentId, request.query.from, request.query.to),
  );

  app.put(
    '/content/documents/:documentId/presence',
    {
      config,
      schema: {
        tags,
        summary: 'The signed-in editor has the document open (the studio says so every 20 s); who else has',
        params: contentDocumentParamsSchema,
        body: adminEmptyBodySchema,
        response: { 200: contentPresenceSchema },
      },
    },
    async (request) =>
      content.touchPresence(db, request.params.documentId, {
        operatorId: request.operator!.operatorId,
        name: request.operator!.name,
      }),
  );

  app.delete(
    '/content/documents/:documentId/presence',
    {
      config,
      schema: {
        tags,
        summary: 'The signed-in editor closed the document',
        params: contentDocumentParamsSchema,
        body: adminEmptyBodySchema,
      },
    },
    async (request, reply) => {
      await content.leavePresence(db, request.params.documentId, request.operator!.operatorId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/content/documents/:documentId/studio',
    {
      config,
      schema: {
        tags,
        summary: "What the page studio opens: the latest version in a locale and each slot's blocks",
        params: contentDocumentParamsSchema,
        querystring: studioQuerySchema,
        response: { 200: studioDocumentSchema },
      },
    },
    async (request) =>
      content.studioDocument(db, request.params.documentId, request.query.editLocale ?? null),
  );

  app.put(
    '/content/documents/:documentId/studio',
    {
      config,
      schema: {
        tags,
        summary:
          "Saves the studio's page and its slots' blocks in one transaction (CNT412 someone saved after baseVersion)",
        params: contentDocumentParamsSchema,
        body: studioSaveRequestSchema,
        response: { 200: editorDocumentSchema },
      },
    },
    async (request) => content.saveStudio(db, actorOf(request), request.params.documentId, request.body),
  );
};
