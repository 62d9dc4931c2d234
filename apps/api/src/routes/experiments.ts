import { experiments } from '@ridgeline/commerce';
import {
  EXPERIMENT_PROJECT_ID,
  experimentDatafileSchema,
  experimentEventBatchSchema,
  experimentEventsAcceptedSchema,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['Experiments'];

/** Whether the client's copy (by ETag, else by date) is the current one: HTTP's conditional GET. */
function stillFresh(headers: Record<string, unknown>, etag: string, changedAt: Date): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (typeof ifNoneMatch === 'string')
    return ifNoneMatch
      .split(',')
      .some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  const ifModifiedSince = headers['if-modified-since'];
  if (typeof ifModifiedSince !== 'string') return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Math.floor(changedAt.getTime() / 1000) * 1000 <= since;
}

/** 304: the client's copy is current (no body, as the schema's 200 does not apply). */
function notModified(reply: FastifyReply): void {
  void reply.status(304).send();
}

/**
 * The experimentation data file and events log (spec 2 section 7, decision 098), as Optimizely's SDKs
 * expect them: the data file at /api/experiments/v1/datafiles/{projectId}.json (and datafile.json) with
 * Last-Modified, ETag and 304 answers; the SDK's event batches posted to /api/experiments/v1/events.
 */
export const experimentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** The data file, or null (with the validators set either way) when the client's copy is current. */
  const datafileFor = async (headers: FastifyRequest['headers'], reply: FastifyReply) => {
    const { datafile: body, changedAt } = await experiments.compileDatafile(db);
    const etag = `"r${body.revision}"`;
    reply.header('etag', etag);
    reply.header('last-modified', changedAt.toUTCString());
    reply.header('cache-control', 'no-cache');
    return stillFresh(headers, etag, changedAt) ? null : body;
  };
  const schema = {
    tags,
    summary:
      "The version 4 data file Optimizely's SDKs read: experiments, flags and rollouts, audiences, attributes, events; 304 when unchanged (If-None-Match, If-Modified-Since)",
    response: { 200: experimentDatafileSchema },
  };
  app.get('/experiments/v1/datafile.json', { schema }, async (request, reply) => {
    const body = await datafileFor(request.headers, reply);
    if (body) return body;
    notModified(reply);
  });
  app.get(
    '/experiments/v1/datafiles/:sdkKey.json',
    { schema: { ...schema, params: z.object({ sdkKey: z.string().max(40) }) } },
    async (request, reply) => {
      if (request.params.sdkKey !== EXPERIMENT_PROJECT_ID) return reply.callNotFound();
      const body = await datafileFor(request.headers, reply);
      if (body) return body;
      notModified(reply);
    },
  );

  app.post(
    '/experiments/v1/events',
    {
      schema: {
        tags,
        summary:
          "Stores a batch of decisions (impressions) and conversion events in Optimizely's event format (EXP400 not this project or an unknown variation)",
        body: experimentEventBatchSchema,
        response: { 200: experimentEventsAcceptedSchema },
      },
    },
    async (request) => experiments.recordEventBatch(db, request.body),
  );
};
