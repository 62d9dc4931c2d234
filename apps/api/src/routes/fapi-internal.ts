import { catalog, content, settings } from '@ridgeline/commerce';
import {
  augmentedPageSchema,
  contentDocumentSchema,
  contentListSchema,
  countryOfLocale,
  fapiPageParamsSchema,
  footSizesResponseSchema,
  isResponseContract,
  type Locale,
  type LocationSelector,
  localeQuerySchema,
  locationSelectorSchema,
  RESPONSE_CONTRACTS,
  SITES,
  serverTimeSchema,
  type UtilityLinks,
  utilityLinksSchema,
  VALIDATE_RESPONSE_MAX_ISSUES,
  VALIDATE_RESPONSE_PER_MINUTE,
  validateResponseParamsSchema,
  validateResponseResultSchema,
} from '@ridgeline/contracts';
import { translator } from '@ridgeline/contracts/messages/catalogue';
import type { Database } from '@ridgeline/db';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../plugins/errors.ts';
import { CATALOG_CACHE } from './catalog.ts';
import { maxAgeUntil } from './content.ts';

const tags = ['Components'];

/** Names in the requested locale from the runtime's ICU data (region, language, currency). */
function displayNames(locale: Locale) {
  const of = (type: 'region' | 'language' | 'currency') => {
    const names = new Intl.DisplayNames([locale], { type, fallback: 'code' });
    return (code: string) => names.of(code) ?? code;
  };
  return { region: of('region'), language: of('language'), currency: of('currency') };
}

/** The location selector: every site and locale of the one table of sites (decision 056). */
function locationSelector(current: Locale, currentSiteId: string): LocationSelector {
  const names = displayNames(current);
  return {
    currentLocale: current,
    currentSiteId,
    sites: SITES.map((site) => ({
      siteId: site.id,
      name: site.name,
      country: site.country,
      countryLabel: names.region(site.country),
      currency: site.currency,
      currencyLabel: names.currency(site.currency),
      region: site.region,
      shipsTo: site.shipsTo.map((country) => ({ country, label: names.region(country) })),
      locales: site.locales.map((locale) => {
        const language = locale.slice(0, 2);
        const languageLabel = names.language(language);
        return {
          locale,
          language,
          languageLabel,
          label: `${names.region(countryOfLocale(locale))} (${languageLabel})`,
          urlPrefix: `/${locale}`,
          current: locale === current,
        };
      }),
    })),
  };
}

/** The utility navigation: the shopper's own places, with the site's switches applied. */
async function utilityLinks(database: Database, locale: Locale, siteId: string): Promise<UtilityLinks> {
  const t = translator(locale);
  const features = await settings.siteFeaturesOf(database.db, siteId);
  const links = [
    { id: 'help', label: t('footer.help'), path: '/help/contact-us' },
    { id: 'track-order', label: t('footer.trackOrder'), path: '/order-status' },
    { id: 'stores', label: t('footer.findStore'), path: '/stores' },
    ...(features.favorites ? [{ id: 'favorites', label: t('header.favorites'), path: '/favorites' }] : []),
    { id: 'sign-in', label: t('header.signIn'), path: '/login' },
  ];
  return { links: links.map(({ id, label, path }) => ({ id, label, url: `/${locale}${path}` })) };
}

/** A content answer, cacheable until the next publication boundary (like the content service's). */
function sendContent<T>(reply: FastifyReply, resolved: content.Resolved<T>, now: Date) {
  reply.header('cache-control', `public, max-age=${maxAgeUntil(resolved.boundary, now)}`);
  return reply.send(resolved.body);
}

/** Issue messages that name what the contract expects, never a value or key the body holds. */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return 'Unrecognized keys';
  return issue.message;
}

/**
 * The internal endpoints of specs 1-3 (issue 19 item 6, decision 094): server time, response-contract
 * checks, the location selector, static pages by name and the collections, footer, foot-sizes, search and
 * utility components. Each reads through the owning module; the site and locale come from `locale`.
 */
export const fapiInternalRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;
  const contentRequest = (locale: string, at: Date): content.ContentRequest => ({
    at,
    locale,
    removeNulls: false,
  });

  app.get(
    '/fapi/server/time',
    {
      schema: {
        tags,
        summary: "The server's current time (ISO 8601 and epoch milliseconds), never cached",
        response: { 200: serverTimeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const now = new Date();
      return { time: now.toISOString(), epochMs: now.getTime() };
    },
  );

  app.post(
    '/fapi/api/validate-response/:contract',
    {
      schema: {
        tags,
        summary:
          'Checks a response body against a named response contract (basket, product, product-search, order, customer, content-page...); VAL404 for an unknown contract',
        params: validateResponseParamsSchema,
        body: z.unknown(),
        response: { 200: validateResponseResultSchema },
      },
      config: { rateLimit: { max: VALIDATE_RESPONSE_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { contract } = request.params;
      if (!isResponseContract(contract)) return sendError(request, reply, 'VAL404', { contract });
      reply.header('cache-control', 'no-store');
      const result = RESPONSE_CONTRACTS[contract].safeParse(request.body);
      const issues = result.success ? [] : result.error.issues;
      return {
        contract,
        valid: result.success,
        issueCount: issues.length,
        issues: issues.slice(0, VALIDATE_RESPONSE_MAX_ISSUES).map((issue) => ({
          path: issue.path.map((part) => (typeof part === 'number' ? part : String(part))),
          message: issueMessage(issue),
        })),
      };
    },
  );

  app.get(
    '/fapi/pages/location-selector',
    {
      schema: {
        tags,
        summary:
          'The sites and locales a shopper can switch to: country, language, currency and URL prefix, named in the requested locale',
        querystring: localeQuerySchema,
        response: { 200: locationSelectorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return locationSelector(request.shop.locale, request.shop.siteId);
    },
  );

  app.get(
    '/fapi/pages/:page',
    {
      schema: {
        tags,
        summary:
          "A static content page by name, its slots' documents expanded (CNT404 when none is published)",
        params: fapiPageParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: augmentedPageSchema },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const { siteId, locale } = request.shop;
      const page = await content.routedDocument(
        db,
        { siteId, kind: 'page', key: request.params.page },
        contentRequest(locale, now),
        true,
      );
      return sendContent(reply, page, now);
    },
  );

  app.get(
    '/fapi/components/collections',
    {
      schema: {
        tags,
        summary: "The site's content collections published now, their cards expanded, most recent first",
        querystring: localeQuerySchema,
        response: { 200: contentListSchema },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const { siteId, locale } = request.shop;
      const found = await content.showcase(
        db,
        { siteId, docType: 'collection', limit: 50, offset: 0 },
        contentRequest(locale, now),
      );
      return sendContent(
        reply,
        { body: { items: found.body.results.map((result) => result.document) }, boundary: found.boundary },
        now,
      );
    },
  );

  app.get(
    '/fapi/components/footer',
    {
      schema: {
        tags,
        summary: "The site's footer document, references expanded (CNT404 when none is published)",
        querystring: localeQuerySchema,
        response: { 200: contentDocumentSchema },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const { siteId, locale } = request.shop;
      const footer = await content.routedDocument(
        db,
        { siteId, kind: 'footer', key: '' },
        contentRequest(locale, now),
        true,
      );
      return sendContent(reply, footer, now);
    },
  );

  app.get(
    '/fapi/components/foot-sizes',
    {
      schema: {
        tags,
        summary:
          'Foot length to US, UK and EU shoe size per gender, for the footwear sizes the catalogue sells',
        querystring: localeQuerySchema,
        response: { 200: footSizesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOG_CACHE);
      return catalog.footSizes(db, request.shop);
    },
  );

  app.get(
    '/fapi/components/utility',
    {
      schema: {
        tags,
        summary: 'The utility navigation: help, order tracking, stores, favorites (when enabled) and sign in',
        querystring: localeQuerySchema,
        response: { 200: utilityLinksSchema },
      },
    },
    async (request, reply) => {
      // The favorites switch shows at once, like the site's feature switches.
      reply.header('cache-control', 'no-store');
      return utilityLinks(database, request.shop.locale, request.shop.siteId);
    },
  );
};
