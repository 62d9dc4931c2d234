import { customers } from '@ridgeline/commerce';
import {
  adminCustomerErasureRequestSchema,
  adminCustomerErasureSchema,
  adminCustomerExportSchema,
  adminCustomerListQuerySchema,
  adminCustomerPageSchema,
  adminCustomerParamsSchema,
  adminCustomerSchema,
  adminCustomerUpdateRequestSchema,
  adminEmptyBodySchema,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Admin: customers'];

const actorOf = (request: FastifyRequest): customers.CustomerActor => ({
  type: 'operator',
  id: request.operator!.operatorId,
});

/**
 * The back-office's customers (decision 073): search, profile, customer service's edits and the data
 * export (customers:read), the erasure on request (customers:erase). Every change and export is audited.
 */
export const adminCustomerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/customers',
    {
      config: { access: 'customers:read' },
      schema: {
        tags,
        summary:
          'Registered customers, newest first, keyset-paged (q: an email, a loyalty number, a phone number or a last name, each by its beginning)',
        querystring: adminCustomerListQuerySchema,
        response: { 200: adminCustomerPageSchema },
      },
    },
    async (request) => customers.searchCustomers(db, request.query),
  );

  app.get(
    '/customers/:customerId',
    {
      config: { access: 'customers:read' },
      schema: {
        tags,
        summary:
          'One customer: details, addresses, recent orders, loyalty with its history, subscriptions, programme profiles (ADM415 unknown)',
        params: adminCustomerParamsSchema,
        response: { 200: adminCustomerSchema },
      },
    },
    async (request) => customers.customerForOperator(db, request.params.customerId),
  );

  app.put(
    '/customers/:customerId',
    {
      config: { access: 'customers:read' },
      schema: {
        tags,
        summary: "Customer service's edit of a name or phone number, audited (REQ400 invalid, ADM416 erased)",
        params: adminCustomerParamsSchema,
        body: adminCustomerUpdateRequestSchema,
        response: { 200: adminCustomerSchema },
      },
    },
    async (request) =>
      customers.updateCustomer(db, actorOf(request), request.params.customerId, request.body),
  );

  app.post(
    '/customers/:customerId/export',
    {
      config: { access: 'customers:read' },
      schema: {
        tags,
        summary:
          'The data export on the person’s request (right of access): everything held on them as JSON, audited (ADM416 erased)',
        params: adminCustomerParamsSchema,
        body: adminEmptyBodySchema,
        response: { 200: adminCustomerExportSchema },
      },
    },
    async (request) => customers.exportCustomer(db, actorOf(request), request.params.customerId),
  );

  app.post(
    '/customers/:customerId/erasure',
    {
      config: { access: 'customers:erase' },
      schema: {
        tags,
        summary:
          'Erases the person on request, irreversibly; orders and invoices, payments and the audit are kept for the law (ADM417 email not confirmed, ADM416 already erased)',
        params: adminCustomerParamsSchema,
        body: adminCustomerErasureRequestSchema,
        response: { 200: adminCustomerErasureSchema },
      },
    },
    async (request) =>
      customers.eraseCustomer(db, actorOf(request), request.params.customerId, request.body.confirmEmail),
  );
};
