import { consumers } from '@ridgeline/commerce';
import {
  addressRules,
  addressRulesResponseSchema,
  COUNTRY_CODES,
  caseResponseSchema,
  categorySubjectResponseSchema,
  contactRequestSchema,
  countryListResponseSchema,
  localeQuerySchema,
  PHONE_COUNTRIES,
  storeEmployeesResponseSchema,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Public utilities of the consumer service: countries, store associates, contact us. */
export const utilityRoutes: FastifyPluginAsyncZod<{
  database: Database;
  rateLimitPerMinute: number;
}> = async (app, { database, rateLimitPerMinute }) => {
  const { db } = database;
  const tags = ['Utilities'];

  app.get(
    '/consumers-v3/utilities/countryList',
    {
      schema: {
        tags,
        summary: 'Countries with dial code and phone mask',
        querystring: localeQuerySchema,
        response: { 200: countryListResponseSchema },
      },
    },
    async () => ({
      countries: PHONE_COUNTRIES.map(({ name, dialCode, code, mask }) => ({
        name,
        dialCode: `+${dialCode}`,
        code,
        mask,
      })),
    }),
  );

  app.get(
    '/consumers-v3/utilities/stores/:storeId/employees',
    {
      schema: {
        tags,
        summary: 'Associates of a store, for the buy-in-store session',
        params: z.object({ storeId: z.string().regex(/^ST\d{4}$/, 'must be a store id such as ST0001') }),
        querystring: localeQuerySchema,
        response: { 200: storeEmployeesResponseSchema },
      },
    },
    async (request) => consumers.storeEmployees(db, request.params.storeId),
  );

  app.get(
    '/consumers-v3/utilities/addressRules/:countryCode',
    {
      schema: {
        tags,
        summary: 'Address form rules of a country (required, exact/min/max length, pattern) for the locale',
        params: z.object({
          countryCode: z.enum(COUNTRY_CODES, { error: 'must be a country the shop serves' }),
        }),
        querystring: localeQuerySchema,
        response: { 200: addressRulesResponseSchema },
      },
    },
    async (request) => ({
      countryCode: request.params.countryCode,
      rules: addressRules(request.params.countryCode, request.query.locale),
    }),
  );

  app.get(
    '/consumers-v3/contactus/categorySubject',
    {
      schema: {
        tags,
        summary: 'Contact-us categories and subjects',
        querystring: localeQuerySchema,
        response: { 200: categorySubjectResponseSchema },
      },
    },
    async (request) => ({ categories: consumers.contactCategories(request.shop.locale) }),
  );

  app.post(
    '/consumers-v3/contactus',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Send a message to customer service',
        querystring: localeQuerySchema,
        body: contactRequestSchema,
        response: { 200: caseResponseSchema },
      },
    },
    async (request) =>
      consumers.contactUs(db, request.shopper?.sub ?? null, request.body, request.shop.locale),
  );
};
