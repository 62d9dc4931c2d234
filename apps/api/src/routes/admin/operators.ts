import { CommerceError, operators } from '@ridgeline/commerce';
import {
  adminEmptyBodySchema,
  changeRoleRequestSchema,
  createOperatorRequestSchema,
  operatorListSchema,
  operatorParamsSchema,
  operatorSchema,
  pageQuerySchema,
  setDisabledRequestSchema,
  setOperatorPasswordRequestSchema,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Admin: operators'];
const config = { access: 'operators:manage' as const };

const actorOf = (request: FastifyRequest): operators.OperatorActor => ({
  type: 'operator',
  id: request.operator!.operatorId,
});

/** The owner manages operators: list, create, change role, disable or enable, reset a password or TOTP. */
export const adminOperatorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/operators',
    {
      config,
      schema: {
        tags,
        summary: 'Operators, by email, paged',
        querystring: pageQuerySchema,
        response: { 200: operatorListSchema },
      },
    },
    async (request) => operators.listOperators(db, request.query),
  );

  app.post(
    '/operators',
    {
      config,
      schema: {
        tags,
        summary:
          'Creates an operator (ADM409 email in use whatever its case; FE872/REQ400 the consumer password policy)',
        body: createOperatorRequestSchema,
        response: { 201: operatorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await operators.createOperator(db, actorOf(request), request.body)),
  );

  app.get(
    '/operators/:operatorId',
    {
      config,
      schema: {
        tags,
        summary: 'One operator (ADM404 unknown)',
        params: operatorParamsSchema,
        response: { 200: operatorSchema },
      },
    },
    async (request) => {
      const row = await operators.operatorById(db, request.params.operatorId);
      if (!row) throw new CommerceError('ADM404');
      return operators.operatorView(row);
    },
  );

  app.put(
    '/operators/:operatorId/role',
    {
      config,
      schema: {
        tags,
        summary: "Changes an operator's role (ADM410 for the last active owner)",
        params: operatorParamsSchema,
        body: changeRoleRequestSchema,
        response: { 200: operatorSchema },
      },
    },
    async (request) =>
      operators.changeOperatorRole(db, actorOf(request), request.params.operatorId, request.body.role),
  );

  app.put(
    '/operators/:operatorId/disabled',
    {
      config,
      schema: {
        tags,
        summary:
          'Disables (ending their sessions at once) or enables an operator (ADM410 for the last active owner)',
        params: operatorParamsSchema,
        body: setDisabledRequestSchema,
        response: { 200: operatorSchema },
      },
    },
    async (request) =>
      operators.setOperatorDisabled(db, actorOf(request), request.params.operatorId, request.body.disabled),
  );

  app.put(
    '/operators/:operatorId/password',
    {
      config,
      schema: {
        tags,
        summary: "Sets an operator's password (consumer policy) and ends their sessions",
        params: operatorParamsSchema,
        body: setOperatorPasswordRequestSchema,
        response: { 200: operatorSchema },
      },
    },
    async (request) =>
      operators.setOperatorPassword(db, actorOf(request), request.params.operatorId, request.body.password),
  );

  app.delete(
    '/operators/:operatorId/totp',
    {
      config,
      schema: {
        tags,
        summary:
          "Removes an operator's TOTP second factor (a lost phone); they may enrol again after signing in",
        params: operatorParamsSchema,
        body: adminEmptyBodySchema,
        response: { 200: operatorSchema },
      },
    },
    async (request) => operators.resetOperatorTotp(db, actorOf(request), request.params.operatorId),
  );
};
