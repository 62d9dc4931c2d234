import { catalog, inventory, orders, reviews } from '@ridgeline/commerce';
import { type Dashboard, dashboardSchema, isLocale, SITES, siteOfLocale } from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const DAY = 86_400_000;

/** Today's figures per site and what waits for someone: orders, inventory and reviews each count their own. */
export async function dashboardOf(db: Db, now = new Date()): Promise<Dashboard> {
  const from = new Date(Math.floor(now.getTime() / DAY) * DAY);
  const [sales, awaiting, moderation, lowStock] = await Promise.all([
    orders.orderFiguresBetween(db, from, new Date(from.getTime() + DAY)),
    orders.awaitingFulfilmentBySite(db),
    reviews.reviewsAwaitingModerationByLocale(db),
    inventory.lowStockVariantCount(db, catalog.LOW_STOCK_THRESHOLD),
  ]);
  const reviewsBySite = new Map<string, number>();
  for (const [locale, n] of Object.entries(moderation)) {
    if (!isLocale(locale)) continue;
    const site = siteOfLocale(locale);
    reviewsBySite.set(site, (reviewsBySite.get(site) ?? 0) + n);
  }
  return {
    date: from.toISOString().slice(0, 10),
    sites: SITES.map((site) => {
      const sold = sales.filter((row) => row.siteId === site.id && row.currency === site.currency);
      return {
        siteId: site.id,
        currency: site.currency,
        ordersToday: sold.reduce((sum, row) => sum + row.orders, 0),
        revenueToday: sold.reduce((sum, row) => sum + row.revenue, 0),
        awaitingFulfilment: awaiting[site.id] ?? 0,
        reviewsAwaitingModeration: reviewsBySite.get(site.id) ?? 0,
      };
    }),
    lowStockVariants: lowStock,
    lowStockThreshold: catalog.LOW_STOCK_THRESHOLD,
  };
}

/** The back-office's first page: any signed-in operator sees it. */
export const adminDashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dashboard',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Admin: dashboard'],
        summary:
          "Today's figures (UTC day) per site: orders and revenue, orders awaiting fulfilment, reviews awaiting moderation; and low-stock variants",
        response: { 200: dashboardSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboardOf(db);
    },
  );
};
