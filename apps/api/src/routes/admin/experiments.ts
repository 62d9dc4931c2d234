import { experiments } from '@ridgeline/commerce';
import {
  adminAudienceListSchema,
  adminAudienceParamsSchema,
  adminAudienceRequestSchema,
  adminAudienceSchema,
  adminEmptyBodySchema,
  adminExperimentListSchema,
  adminExperimentParamsSchema,
  adminExperimentRequestSchema,
  adminExperimentResultsSchema,
  adminExperimentSchema,
  adminExperimentStatusParamsSchema,
  adminFlagListSchema,
  adminFlagParamsSchema,
  adminFlagRequestSchema,
  adminFlagSchema,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Admin: experiments'];
const access = 'experiments:write' as const;

const actorOf = (request: FastifyRequest) => ({
  type: 'operator' as const,
  id: request.operator!.operatorId,
});

/**
 * Experiments, feature flags and audiences (decision 098): everything needs experiments:write (merchandisers
 * and the owner); every change is audited and bumps the data file's revision in its transaction.
 */
export const adminExperimentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/experiments',
    {
      config: { access },
      schema: { tags, summary: 'Experiments, newest first', response: { 200: adminExperimentListSchema } },
    },
    async () => experiments.listExperiments(db),
  );

  app.post(
    '/experiments',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Creates an experiment, not started: variations with weights adding up to 100, audiences, metric events (EXP409 key taken, EXP422 unknown audience or flag)',
        body: adminExperimentRequestSchema,
        response: { 201: adminExperimentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await experiments.createExperiment(db, actorOf(request), request.body)),
  );

  app.get(
    '/experiments/audiences',
    {
      config: { access },
      schema: { tags, summary: 'Audiences by name', response: { 200: adminAudienceListSchema } },
    },
    async () => experiments.listAudiences(db),
  );

  app.post(
    '/experiments/audiences',
    {
      config: { access },
      schema: {
        tags,
        summary: "Creates an audience from Optimizely's condition tree (EXP409 name taken)",
        body: adminAudienceRequestSchema,
        response: { 201: adminAudienceSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await experiments.saveAudience(db, actorOf(request), null, request.body)),
  );

  app.put(
    '/experiments/audiences/:audienceId',
    {
      config: { access },
      schema: {
        tags,
        summary: "Replaces an audience's name and conditions (EXP404, EXP409)",
        params: adminAudienceParamsSchema,
        body: adminAudienceRequestSchema,
        response: { 200: adminAudienceSchema },
      },
    },
    async (request) =>
      experiments.saveAudience(db, actorOf(request), request.params.audienceId, request.body),
  );

  app.get(
    '/experiments/flags',
    {
      config: { access },
      schema: { tags, summary: 'Feature flags by key', response: { 200: adminFlagListSchema } },
    },
    async () => experiments.listFlags(db),
  );

  app.post(
    '/experiments/flags',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Creates a feature flag with typed variables and a rollout (EXP409, EXP422)',
        body: adminFlagRequestSchema,
        response: { 201: adminFlagSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await experiments.saveFlag(db, actorOf(request), null, request.body)),
  );

  app.put(
    '/experiments/flags/:flagId',
    {
      config: { access },
      schema: {
        tags,
        summary: "Replaces a feature flag's key, variables and rollout (EXP404, EXP409, EXP422)",
        params: adminFlagParamsSchema,
        body: adminFlagRequestSchema,
        response: { 200: adminFlagSchema },
      },
    },
    async (request) => experiments.saveFlag(db, actorOf(request), request.params.flagId, request.body),
  );

  app.get(
    '/experiments/:experimentId',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One experiment (EXP404)',
        params: adminExperimentParamsSchema,
        response: { 200: adminExperimentSchema },
      },
    },
    async (request) => experiments.experimentForOperator(db, request.params.experimentId),
  );

  app.put(
    '/experiments/:experimentId',
    {
      config: { access },
      schema: {
        tags,
        summary:
          "Replaces an experiment's key, traffic, variations, audiences and metrics; a variation keeps its id while its key stays (EXP404, EXP409, EXP422)",
        params: adminExperimentParamsSchema,
        body: adminExperimentRequestSchema,
        response: { 200: adminExperimentSchema },
      },
    },
    async (request) =>
      experiments.updateExperiment(db, actorOf(request), request.params.experimentId, request.body),
  );

  app.post(
    '/experiments/:experimentId/:action',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Starts (or resumes), pauses or archives an experiment; only a running one buckets visitors (EXP404, EXP410 not from its status)',
        params: adminExperimentStatusParamsSchema,
        body: adminEmptyBodySchema,
        response: { 200: adminExperimentSchema },
      },
    },
    async (request) =>
      experiments.changeExperimentStatus(
        db,
        actorOf(request),
        request.params.experimentId,
        request.params.action,
      ),
  );

  app.get(
    '/experiments/:experimentId/results',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Visitors, conversions on the first metric and revenue per variation, each against the first with a two-proportion z-test (EXP404)',
        params: adminExperimentParamsSchema,
        response: { 200: adminExperimentResultsSchema },
      },
    },
    async (request) => experiments.experimentResults(db, request.params.experimentId),
  );
};
