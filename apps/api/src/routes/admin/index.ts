import type { payments } from '@ridgeline/commerce';
import type { Db } from '@ridgeline/db';
import type { FastifyPluginAsync } from 'fastify';
import { operatorAccess } from '../../plugins/operator-access.ts';
import { adminAnalyticsRoutes } from './analytics.ts';
import { adminAuditRoutes } from './audit.ts';
import { adminAuthRoutes } from './auth.ts';
import { adminBulkRoutes } from './bulk.ts';
import { adminCatalogRoutes } from './catalog.ts';
import { adminCatalogCreateRoutes } from './catalog-create.ts';
import { adminContentRoutes } from './content.ts';
import { adminCustomerRoutes } from './customers.ts';
import { adminCustomsRoutes } from './customs.ts';
import { adminDashboardRoutes } from './dashboard.ts';
import { adminExperimentRoutes } from './experiments.ts';
import { adminInventoryRoutes } from './inventory.ts';
import { adminMediaRoutes } from './media.ts';
import { adminModerationRoutes } from './moderation.ts';
import { adminOperatorRoutes } from './operators.ts';
import { adminOrderRoutes } from './orders.ts';
import { adminPromotionRoutes } from './promotions.ts';
import { adminReturnRoutes } from './returns.ts';
import { adminSettingsRoutes } from './settings.ts';
import { adminStoreRoutes } from './stores.ts';
import { adminUgcRoutes } from './ugc.ts';

export interface AdminRouteOptions {
  db: Db;
  gateway: payments.PaymentGateway;
  signInPerMinute: number;
}

/** The back-office API under /api/admin/v1 (decision 062): every route declares the permission it needs. */
export const adminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (
  app,
  { db, gateway, signInPerMinute },
) => {
  await app.register(operatorAccess, { db });
  await app.register(adminAuthRoutes, { db, signInPerMinute });
  await app.register(adminOperatorRoutes, { db });
  await app.register(adminAuditRoutes, { db });
  await app.register(adminOrderRoutes, { db, gateway });
  await app.register(adminReturnRoutes, { db, gateway });
  await app.register(adminContentRoutes, { db });
  await app.register(adminDashboardRoutes, { db });
  await app.register(adminAnalyticsRoutes, { db });
  await app.register(adminModerationRoutes, { db });
  await app.register(adminInventoryRoutes, { db });
  await app.register(adminBulkRoutes, { db });
  await app.register(adminCatalogRoutes, { db });
  await app.register(adminCatalogCreateRoutes, { db });
  await app.register(adminPromotionRoutes, { db });
  await app.register(adminMediaRoutes, { db });
  await app.register(adminCustomerRoutes, { db });
  await app.register(adminSettingsRoutes, { db });
  await app.register(adminStoreRoutes, { db });
  await app.register(adminUgcRoutes, { db });
  await app.register(adminCustomsRoutes, { db });
  await app.register(adminExperimentRoutes, { db });
};
