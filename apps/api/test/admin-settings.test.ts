import type { AdminReview, ProductSearchResponse, Question, Review } from '@ridgeline/contracts';
import { and, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import { createTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let owner: string;
let productId: string;

beforeAll(async () => {
  api = await createTestApi();
  owner = (await signedInOwner(api)).cookie;
  const list = await api.call<ProductSearchResponse>({
    method: 'GET',
    url: '/api/products/v2/search/productSearch?categoryId=1000&count=10',
  });
  productId = list.body.products[0]!.id;
});
afterAll(() => api.close());

type Sites = { sites: { siteId: string; reviewModeration: string; updatedAt: string | null }[] };

const publicReviewIds = async (locale: string) =>
  (
    await api.call<{ reviews: { id: string }[] }>({
      method: 'GET',
      url: `/api/products/v1/products/${productId}/reviews?count=50&locale=${locale}`,
    })
  ).body.reviews.map((r) => r.id);

async function writeReview(locale: string, title: string) {
  const { accessToken } = await api.guest();
  return api.call<Review>({
    method: 'POST',
    url: `/api/products/v1/products/${productId}/reviews?locale=${locale}`,
    token: accessToken,
    body: { rating: 4, title, text: 'Solid grip on wet granite, laces stay tied.', nickname: 'Scrambler' },
  });
}

describe('site settings: moderation before or after publication', () => {
  it('the owner sets a site to pre-moderation: its new reviews and questions wait, other sites publish at once', async () => {
    const initial = await adminCall<Sites & AdminFailure>(api, 'GET', '/api/admin/v1/settings/sites', owner);
    expect(initial.status).toBe(200);
    expect(initial.body.sites.map((s) => s.siteId)).toEqual(['us', 'ca', 'gb', 'eu']);
    expect(initial.body.sites.every((s) => s.reviewModeration === 'post')).toBe(true);

    const changed = await adminCall<Sites['sites'][number] & AdminFailure>(
      api,
      'PUT',
      '/api/admin/v1/settings/sites/us',
      owner,
      { reviewModeration: 'pre' },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ siteId: 'us', reviewModeration: 'pre' });
    const [entry] = await api.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityType, 'site_settings'), eq(schema.auditLog.entityId, 'us')));
    expect(entry).toMatchObject({
      action: 'site_settings.update',
      before: { reviewModeration: 'post' },
      after: { reviewModeration: 'pre' },
    });

    // The US site: the review waits (not listed, in the moderators' pending queue), and says so.
    const waiting = await writeReview('en-us', 'Waits for a moderator');
    expect(waiting.status).toBe(201);
    expect(waiting.body.awaitingModeration).toBe(true);
    expect(await publicReviewIds('en-us')).not.toContain(waiting.body.id);
    const queue = await adminCall<{ items: AdminReview[] } & AdminFailure>(
      api,
      'GET',
      '/api/admin/v1/moderation/reviews?status=pending',
      owner,
    );
    expect(queue.body.items.map((r) => r.id)).toContain(waiting.body.id);
    // Approved, it is listed.
    await adminCall(api, 'POST', `/api/admin/v1/moderation/reviews/${waiting.body.id}/approve`, owner, {});
    expect(await publicReviewIds('en-us')).toContain(waiting.body.id);

    const { accessToken } = await api.guest();
    const asked = await api.call<Question>({
      method: 'POST',
      url: `/api/products/v1/products/${productId}/reviews/questions?locale=en-us`,
      token: accessToken,
      body: { text: 'Do these run wide enough for orthotics?' },
    });
    expect(asked.status).toBe(201);
    expect(asked.body.awaitingModeration).toBe(true);
    const [question] = await api.database.db
      .select()
      .from(schema.questions)
      .where(eq(schema.questions.id, asked.body.id));
    expect(question!.status).toBe('pending');

    // The UK site keeps publishing at once.
    const live = await writeReview('en-gb', 'Live at once');
    expect(live.status).toBe(201);
    expect(live.body.awaitingModeration).toBeUndefined();
    expect(await publicReviewIds('en-gb')).toContain(live.body.id);

    // Back to post-moderation: the next US review is live at once.
    await adminCall(api, 'PUT', '/api/admin/v1/settings/sites/us', owner, { reviewModeration: 'post' });
    const after = await writeReview('en-us', 'Live again');
    expect(after.body.awaitingModeration).toBeUndefined();
    expect(await publicReviewIds('en-us')).toContain(after.body.id);
  });

  it('refuses an unknown site or mode, and operators without settings:write', async () => {
    const site = await adminCall<AdminFailure>(api, 'PUT', '/api/admin/v1/settings/sites/mars', owner, {
      reviewModeration: 'pre',
    });
    expect(site.status).toBe(400);
    expect(site.body.errorDetails[0]!.errorId).toBe('REQ400');
    const mode = await adminCall<AdminFailure>(api, 'PUT', '/api/admin/v1/settings/sites/us', owner, {
      reviewModeration: 'sometimes',
    });
    expect(mode.status).toBe(400);
    const editor = await newOperator(api, 'content-editor');
    const { cookie } = await adminSignIn(api, editor.email, editor.password);
    const read = await adminCall<AdminFailure>(api, 'GET', '/api/admin/v1/settings/sites', cookie);
    expect(read.status).toBe(403);
    expect(read.body.errorDetails[0]).toMatchObject({ errorId: 'ADM403', permission: 'settings:write' });
    const write = await adminCall<AdminFailure>(api, 'PUT', '/api/admin/v1/settings/sites/us', cookie, {
      reviewModeration: 'pre',
    });
    expect(write.status).toBe(403);
  });
});
