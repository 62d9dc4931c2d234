import { orders } from '@ridgeline/commerce';
import { eq, gt, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import { createTestApi, placeOrder, readyCart, type TestApi } from './helpers.ts';

type SiteFigures = {
  siteId: string;
  currency: string;
  ordersToday: number;
  revenueToday: number;
  awaitingFulfilment: number;
  reviewsAwaitingModeration: number;
};
type Dashboard = { date: string; sites: SiteFigures[]; lowStockVariants: number; lowStockThreshold: number };

const DASHBOARD = '/api/admin/v1/dashboard';

let api: TestApi;
let cookie: string;
beforeAll(async () => {
  api = await createTestApi();
  ({ cookie } = await signedInOwner(api));
});
afterAll(() => api.close());

async function dashboard(as = cookie): Promise<Dashboard> {
  const response = await adminCall<Dashboard>(api, 'GET', DASHBOARD, as);
  expect(response.status).toBe(200);
  return response.body;
}
const site = (figures: Dashboard, id: string) => figures.sites.find((row) => row.siteId === id)!;

describe('GET /api/admin/v1/dashboard', () => {
  it("counts today's orders and revenue per site, and the orders awaiting fulfilment until shipped", async () => {
    const before = await dashboard();
    expect(before.date).toBe(new Date().toISOString().slice(0, 10));
    expect(before.sites.map((row) => row.siteId)).toEqual(['us', 'ca', 'gb', 'eu']);

    const ready = await readyCart(api);
    const placed = await placeOrder(api, ready.token, ready.cart.id, `dashboard-${Date.now()}`);
    expect(placed.status).toBe(200);
    const after = await dashboard();
    expect(site(after, 'us')).toMatchObject({
      currency: 'USD',
      ordersToday: site(before, 'us').ordersToday + 1,
      revenueToday: site(before, 'us').revenueToday + placed.body.totals.total,
      awaitingFulfilment: site(before, 'us').awaitingFulfilment + 1,
    });
    expect(site(after, 'gb')).toEqual(site(before, 'gb'));

    await orders.advanceFulfilment(api.database.db, placed.body.orderNumber, 'shipped', { tracking: 'TRK1' });
    const shipped = await dashboard();
    expect(site(shipped, 'us').awaitingFulfilment).toBe(site(before, 'us').awaitingFulfilment);
    expect(site(shipped, 'us').ordersToday).toBe(site(after, 'us').ordersToday);
  });

  it('counts variants running low online and reviews flagged into moderation, by the site of their locale', async () => {
    const before = await dashboard();
    const { db } = api.database;
    const [plenty] = await db.select().from(schema.stock).where(gt(schema.stock.quantity, 3)).limit(1);
    await db.update(schema.stock).set({ quantity: 2 }).where(eq(schema.stock.upc, plenty!.upc));
    const [review] = await db
      .select()
      .from(schema.reviews)
      .where(eq(schema.reviews.locale, 'en-gb'))
      .limit(1);
    await db.update(schema.reviews).set({ status: 'pending' }).where(eq(schema.reviews.id, review!.id));

    const after = await dashboard();
    expect(after.lowStockThreshold).toBe(3);
    expect(after.lowStockVariants).toBe(before.lowStockVariants + 1);
    expect(site(after, 'gb').reviewsAwaitingModeration).toBe(
      site(before, 'gb').reviewsAwaitingModeration + 1,
    );
    expect(site(after, 'us').reviewsAwaitingModeration).toBe(site(before, 'us').reviewsAwaitingModeration);
  });

  it('is for signed-in operators of any role, and refuses anyone else (ADM401)', async () => {
    const merchandiser = await newOperator(api, 'merchandiser');
    const signedIn = await adminSignIn(api, merchandiser.email, merchandiser.password);
    expect((await dashboard(signedIn.cookie!)).sites).toHaveLength(4);
    const anonymous = await adminCall<AdminFailure>(api, 'GET', DASHBOARD, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorDetails[0]!.errorId).toBe('ADM401');
  });
});
