import { settings, shipping, taxes } from '@ridgeline/commerce';
import {
  adminEmptyBodySchema,
  adminShippingMethodParamsSchema,
  adminShippingMethodUpdateSchema,
  adminShippingSettingsSchema,
  adminSiteFeaturesSchema,
  adminSiteFeaturesUpdateSchema,
  adminSiteParamsSchema,
  adminSiteSettingsListSchema,
  adminSiteSettingsSchema,
  adminSiteSettingsUpdateSchema,
  adminTaxRateUpdateSchema,
  adminTaxRegionParamsSchema,
  adminTaxSettingsSchema,
  type SiteId,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Admin: settings'];

/** Settings per site (decision 073): read and changed by the owner (settings:write), each change audited. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/settings/sites',
    {
      config: { access: 'settings:write' },
      schema: {
        tags,
        summary:
          "Every site's settings: whether reviews and questions wait for a moderator ('pre') or not ('post')",
        response: { 200: adminSiteSettingsListSchema },
      },
    },
    async () => ({ sites: await settings.listSiteSettings(db) }),
  );

  app.put(
    '/settings/sites/:siteId',
    {
      config: { access: 'settings:write' },
      schema: {
        tags,
        summary:
          "Changes a site's settings, audited as site_settings.update; new reviews and questions follow at once",
        params: adminSiteParamsSchema,
        body: adminSiteSettingsUpdateSchema,
        response: { 200: adminSiteSettingsSchema },
      },
    },
    async (request) =>
      settings.updateSiteSettings(
        db,
        { type: 'operator', id: request.operator!.operatorId },
        request.params.siteId,
        request.body,
      ),
  );

  // Shipping, taxes and feature switches per site (decision 079): the code's values are the defaults.
  const access = { access: 'settings:write' as const };
  const actorOf = (request: { operator?: { operatorId: string } | null }) => ({
    type: 'operator' as const,
    id: request.operator!.operatorId,
  });

  app.get(
    '/settings/sites/:siteId/shipping',
    {
      config: access,
      schema: {
        tags,
        summary:
          "A site's home-delivery methods: enabled, price and free-shipping threshold, with the defaults",
        params: adminSiteParamsSchema,
        response: { 200: adminShippingSettingsSchema },
      },
    },
    async (request) => shipping.shippingSettingsOf(db, request.params.siteId as SiteId),
  );

  app.put(
    '/settings/sites/:siteId/shipping/:code',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Changes a method on a site (minor units), audited as shipping_rate.update; carts and checkout follow at once',
        params: adminShippingMethodParamsSchema,
        body: adminShippingMethodUpdateSchema,
        response: { 200: adminShippingSettingsSchema },
      },
    },
    async (request) =>
      shipping.updateShippingMethod(
        db,
        actorOf(request),
        request.params.siteId as SiteId,
        request.params.code,
        request.body,
      ),
  );

  app.delete(
    '/settings/sites/:siteId/shipping/:code',
    {
      config: access,
      schema: {
        tags,
        summary: "Resets a method on a site to the code's rate, audited as shipping_rate.reset",
        params: adminShippingMethodParamsSchema,
        body: adminEmptyBodySchema,
        response: { 200: adminShippingSettingsSchema },
      },
    },
    async (request) =>
      shipping.resetShippingMethod(
        db,
        actorOf(request),
        request.params.siteId as SiteId,
        request.params.code,
      ),
  );

  app.get(
    '/settings/sites/:siteId/taxes',
    {
      config: access,
      schema: {
        tags,
        summary:
          'The tax rates of the regions a site ships to (fractions: 0.0725 is 7.25 %), with the defaults',
        params: adminSiteParamsSchema,
        response: { 200: adminTaxSettingsSchema },
      },
    },
    async (request) => taxes.taxSettingsOf(db, request.params.siteId as SiteId),
  );

  app.put(
    '/settings/sites/:siteId/taxes/:countryCode/:regionCode',
    {
      config: access,
      schema: {
        tags,
        summary:
          "Changes a region's rate (0 to 1), audited as tax_rate.update; a region's rate is shared by the sites shipping there",
        params: adminTaxRegionParamsSchema,
        body: adminTaxRateUpdateSchema,
        response: { 200: adminTaxSettingsSchema },
      },
    },
    async (request) => {
      const { siteId, countryCode, regionCode } = request.params;
      return taxes.updateTaxRate(
        db,
        actorOf(request),
        siteId as SiteId,
        countryCode,
        regionCode,
        request.body.rate,
      );
    },
  );

  app.delete(
    '/settings/sites/:siteId/taxes/:countryCode/:regionCode',
    {
      config: access,
      schema: {
        tags,
        summary: "Resets a region's rate to the code's, audited as tax_rate.reset",
        params: adminTaxRegionParamsSchema,
        body: adminEmptyBodySchema,
        response: { 200: adminTaxSettingsSchema },
      },
    },
    async (request) => {
      const { siteId, countryCode, regionCode } = request.params;
      return taxes.resetTaxRate(db, actorOf(request), siteId as SiteId, countryCode, regionCode);
    },
  );

  app.get(
    '/settings/sites/:siteId/features',
    {
      config: access,
      schema: {
        tags,
        summary: "A site's feature switches, with the defaults",
        params: adminSiteParamsSchema,
        response: { 200: adminSiteFeaturesSchema },
      },
    },
    async (request) => settings.siteFeatureSettingsOf(db, request.params.siteId),
  );

  app.put(
    '/settings/sites/:siteId/features',
    {
      config: access,
      schema: {
        tags,
        summary:
          "Changes some of a site's switches (the others stay), audited as site_features.update; the storefront follows at once",
        params: adminSiteParamsSchema,
        body: adminSiteFeaturesUpdateSchema,
        response: { 200: adminSiteFeaturesSchema },
      },
    },
    async (request) => settings.updateSiteFeatures(db, actorOf(request), request.params.siteId, request.body),
  );
};
