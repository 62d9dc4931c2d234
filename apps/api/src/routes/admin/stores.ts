import { consumers, stores } from '@ridgeline/commerce';
import {
  adminAssociateListSchema,
  adminAssociateParamsSchema,
  adminAssociateRequestSchema,
  adminAssociateSchema,
  adminEmployeeListQuerySchema,
  adminEmployeeListSchema,
  adminEmployeeParamsSchema,
  adminEmployeeRequestSchema,
  adminEmployeeSchema,
  adminEmptyBodySchema,
  adminOkSchema,
  adminSiteListSchema,
  adminStoreActiveRequestSchema,
  adminStoreListQuerySchema,
  adminStoreListSchema,
  adminStoreParamsSchema,
  adminStoreRequestSchema,
  adminStoreSchema,
  adminStoreSpecialDayListSchema,
  adminStoreSpecialDayParamsSchema,
  adminStoreSpecialDayRequestSchema,
  adminStoreSpecialDaySchema,
  SITES,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const storeTags = ['Admin: stores'];
const staffTags = ['Admin: employees and associates'];

const actorOf = (request: FastifyRequest) => ({
  type: 'operator' as const,
  id: request.operator!.operatorId,
});

/**
 * The back-office's stores (decision 080): records and opening hours, deactivation (stores:write); the
 * employees and a store's associates (staff:manage); the sites and locales, read from the one table of
 * sites (any signed-in operator). Every change is audited with before and after.
 */
export const adminStoreRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/stores',
    {
      config: { access: 'stores:write' },
      schema: {
        tags: storeTags,
        summary:
          'Stores, active and deactivated, by site and name (q: part of a name, or a city, postal code or store id by its beginning)',
        querystring: adminStoreListQuerySchema,
        response: { 200: adminStoreListSchema },
      },
    },
    async (request) => ({ items: await stores.listAdminStores(db, request.query) }),
  );

  app.post(
    '/stores',
    {
      config: { access: 'stores:write' },
      schema: {
        tags: storeTags,
        summary:
          'Opens a store (next free id), shown in the locator at once; audited as store.create (REQ400 address, STR400 hours)',
        body: adminStoreRequestSchema,
        response: { 201: adminStoreSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await stores.createStore(db, actorOf(request), request.body)),
  );

  app.get(
    '/stores/:storeId',
    {
      config: { access: 'stores:write' },
      schema: {
        tags: storeTags,
        summary: 'One store, active or not (STR404 unknown)',
        params: adminStoreParamsSchema,
        response: { 200: adminStoreSchema },
      },
    },
    async (request) => stores.adminStore(db, request.params.storeId),
  );

  app.put(
    '/stores/:storeId',
    {
      config: { access: 'stores:write' },
      schema: {
        tags: storeTags,
        summary:
          "Replaces a store's record and opening hours, shown to shoppers at once; audited as store.update (STR400: an open day needs both times, closing after opening)",
        params: adminStoreParamsSchema,
        body: adminStoreRequestSchema,
        response: { 200: adminStoreSchema },
      },
    },
    async (request) => stores.updateStore(db, actorOf(request), request.params.storeId, request.body),
  );

  app.put(
    '/stores/:storeId/active',
    {
      config: { access: 'stores:write' },
      schema: {
        tags: storeTags,
        summary:
          'Deactivates a store (it leaves the locator, pickup options and agent login) or reactivates it; audited',
        params: adminStoreParamsSchema,
        body: adminStoreActiveRequestSchema,
        response: { 200: adminStoreSchema },
      },
    },
    async (request) =>
      stores.setStoreActive(db, actorOf(request), request.params.storeId, request.body.active),
  );

  app.get(
    '/stores/:storeId/special-days',
    {
      config: { access: 'stores:write' },
      schema: {
        tags: storeTags,
        summary: "A store's special days from yesterday on, by date (STR404 unknown store)",
        params: adminStoreParamsSchema,
        response: { 200: adminStoreSpecialDayListSchema },
      },
    },
    async (request) => ({ items: await stores.specialDaysOf(db, request.params.storeId) }),
  );

  app.put(
    '/stores/:storeId/special-days/:date',
    {
      config: { access: 'stores:write' },
      schema: {
        tags: storeTags,
        summary:
          'Sets a special day (closed: both times null; or special hours) with its reason per language, shown to shoppers at once; audited as store.special_day_set (STR400 hours, REQ400 a past date)',
        params: adminStoreSpecialDayParamsSchema,
        body: adminStoreSpecialDayRequestSchema,
        response: { 200: adminStoreSpecialDaySchema },
      },
    },
    async (request) =>
      stores.setSpecialDay(db, actorOf(request), request.params.storeId, request.params.date, request.body),
  );

  app.delete(
    '/stores/:storeId/special-days/:date',
    {
      config: { access: 'stores:write' },
      schema: {
        tags: storeTags,
        summary: 'Removes a special day (STR413 none on that date); audited as store.special_day_remove',
        params: adminStoreSpecialDayParamsSchema,
        body: adminEmptyBodySchema,
        response: { 200: adminOkSchema },
      },
    },
    async (request) => {
      await stores.removeSpecialDay(db, actorOf(request), request.params.storeId, request.params.date);
      return { status: 'OK' as const };
    },
  );

  app.get(
    '/stores/:storeId/associates',
    {
      config: { access: 'staff:manage' },
      schema: {
        tags: staffTags,
        summary: "A store's in-store associates (STR404 unknown store)",
        params: adminStoreParamsSchema,
        response: { 200: adminAssociateListSchema },
      },
    },
    async (request) => ({ items: await consumers.listAssociates(db, request.params.storeId) }),
  );

  app.post(
    '/stores/:storeId/associates',
    {
      config: { access: 'staff:manage' },
      schema: {
        tags: staffTags,
        summary:
          "Lists an employee's account as an associate of the store (ADM415 no account, STR412 not an employee, STR410 id taken); audited",
        params: adminStoreParamsSchema,
        body: adminAssociateRequestSchema,
        response: { 201: adminAssociateSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await consumers.addAssociate(db, actorOf(request), request.params.storeId, request.body)),
  );

  app.delete(
    '/stores/:storeId/associates/:storeEmployeeId',
    {
      config: { access: 'staff:manage' },
      schema: {
        tags: staffTags,
        summary:
          "Removes an associate from a store and ends the account's sessions (STR411 unknown); audited",
        params: adminAssociateParamsSchema,
        body: adminEmptyBodySchema,
        response: { 200: adminOkSchema },
      },
    },
    async (request) => {
      await consumers.removeAssociate(
        db,
        actorOf(request),
        request.params.storeId,
        request.params.storeEmployeeId,
      );
      return { status: 'OK' as const };
    },
  );

  app.get(
    '/employees',
    {
      config: { access: 'staff:manage' },
      schema: {
        tags: staffTags,
        summary:
          'Employees (consumer type EMPLOYEE) with their discount cap and stores (q: an email or name)',
        querystring: adminEmployeeListQuerySchema,
        response: { 200: adminEmployeeListSchema },
      },
    },
    async (request) => ({ items: await consumers.listEmployees(db, request.query.q) }),
  );

  app.post(
    '/employees',
    {
      config: { access: 'staff:manage' },
      schema: {
        tags: staffTags,
        summary:
          'Makes a consumer account an employee (the employee discount after the terms) or changes its annual cap (ADM415 no account); audited',
        body: adminEmployeeRequestSchema,
        response: { 200: adminEmployeeSchema },
      },
    },
    async (request) => consumers.addEmployee(db, actorOf(request), request.body),
  );

  app.delete(
    '/employees/:customerId',
    {
      config: { access: 'staff:manage' },
      schema: {
        tags: staffTags,
        summary:
          'Ends an employment: a registered consumer again, without the discount, associate listings or sessions (STR412 not an employee); audited',
        params: adminEmployeeParamsSchema,
        body: adminEmptyBodySchema,
        response: { 200: adminOkSchema },
      },
    },
    async (request) => {
      await consumers.removeEmployee(db, actorOf(request), request.params.customerId);
      return { status: 'OK' as const };
    },
  );

  app.get(
    '/sites',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Admin: sites'],
        summary: 'The sites with their locales, currency and country (the one table of sites, read only)',
        response: { 200: adminSiteListSchema },
      },
    },
    async () => {
      const counts = await stores.activeStoreCounts(db);
      return {
        items: SITES.map((site) => ({
          siteId: site.id,
          name: site.name,
          currency: site.currency,
          region: site.region,
          country: site.country,
          locales: [...site.locales],
          defaultLocale: site.locales[0],
          shipsTo: [...site.shipsTo],
          activeStores: counts.get(site.id) ?? 0,
        })),
      };
    },
  );
};
