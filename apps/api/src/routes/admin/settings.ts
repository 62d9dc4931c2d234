import { settings } from '@ridgeline/commerce';
import {
  adminSiteParamsSchema,
  adminSiteSettingsListSchema,
  adminSiteSettingsSchema,
  adminSiteSettingsUpdateSchema,
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
};
