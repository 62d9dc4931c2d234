import type { UgcMedia, UgcStream, UgcUser } from '@ridgeline/contracts';
import { eq, schema } from '@ridgeline/db';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaApp } from '../src/media-service/app.ts';
import { mountApp } from '../src/media-service/mount.ts';
import { adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import { createTestApi, registered, type TestApi } from './helpers.ts';

type Failure = { errorDetails: { errorId: string; message: string; field?: string }[] };

let api: TestApi;
let host: FastifyInstance;
let alice: { token: string; customerId: string; user: UgcUser };
let bob: { token: string; customerId: string; user: UgcUser };
let owner: string;
let fulfilment: string;
let product: { id: string; categoryId: string };

const customerOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

async function call<T = Failure>(options: {
  method: 'GET' | 'POST';
  url: string;
  token?: string;
  cookie?: string;
  body?: unknown;
  raw?: string;
}) {
  const response = await host.inject({
    method: options.method,
    url: `/ugc${options.url}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.raw ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    ...(options.raw !== undefined ? { payload: options.raw } : {}),
  });
  const json = String(response.headers['content-type'] ?? '').includes('json');
  return {
    status: response.statusCode,
    body: (json ? response.json() : response.rawPayload) as T,
    headers: response.headers,
  };
}

/** A photo-like image: sky over ground, in the given format and size. */
async function photo(format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' = 'jpeg', width = 1600, height = 1200) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height / 2}" fill="#6aa0d8"/>
    <rect y="${height / 2}" width="${width}" height="${height / 2}" fill="#4d7a3a"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

async function signedUpContributor(name: string) {
  const { session } = await registered(api);
  const token = session.accessToken as string;
  const created = await call<UgcUser>({
    method: 'POST',
    url: '/users',
    token,
    body: { displayName: name, acceptLicence: true },
  });
  expect(created.status).toBe(201);
  return { token, customerId: customerOf(token), user: created.body };
}

async function upload(who: typeof alice, body: Record<string, unknown> = {}) {
  return call<UgcMedia & Failure>({
    method: 'POST',
    url: `/users/${who.user.id}/media`,
    token: who.token,
    body: {
      data: (await photo()).toString('base64'),
      caption: 'Summit day in these',
      tags: [{ productId: product.id, x: 0.4, y: 0.7 }],
      acceptLicence: true,
      ...body,
    },
  });
}

beforeAll(async () => {
  api = await createTestApi();
  const media = await buildMediaApp({ database: api.database, authSecret: 'test-secret', prefix: '/ugc' });
  host = Fastify();
  await mountApp(host, '/ugc', media);
  host.get('/elsewhere', async () => ({ host: true }));
  await host.ready();
  const [row] = await api.database.db
    .select({ id: schema.products.id, categoryId: schema.products.categoryId })
    .from(schema.products)
    .where(eq(schema.products.enabled, true))
    .limit(1);
  product = row!;
  alice = await signedUpContributor('Alice');
  bob = await signedUpContributor('Bob');
  owner = (await signedInOwner(api)).cookie;
  const operator = await newOperator(api, 'fulfilment');
  fulfilment = (await adminSignIn(api, operator.email, operator.password)).cookie!;
}, 60_000);

afterAll(async () => {
  await host?.close();
  await api?.close();
});

describe('the user media service', () => {
  it('answers under its own path in the host, and the host keeps its other routes', async () => {
    const root = await call<{ service: string; calls: string[] }>({ method: 'GET', url: '/' });
    expect(root.status).toBe(200);
    expect(root.body.calls).toEqual(
      expect.arrayContaining(['POST /users/{userId}/media', 'GET /streams/media/recent', 'POST /stashes']),
    );
    expect((await host.inject({ method: 'GET', url: '/elsewhere' })).json()).toEqual({ host: true });
    const unknown = await call({ method: 'GET', url: '/nowhere' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('API404');
  });

  it('serves the demo photos: approved, a dozen products, with their files', async () => {
    const recent = await call<{ media: UgcMedia[] }>({
      method: 'GET',
      url: '/streams/media/recent?count=48',
    });
    const demo = recent.body.media.filter((m) => m.id.startsWith('ugm_demo_'));
    expect(demo).toHaveLength(12);
    expect(new Set(demo.map((m) => m.tags[0]!.productId)).size).toBe(12);
    expect(demo.every((m) => m.status === 'approved' && m.caption.length > 0)).toBe(true);
    const file = await call({ method: 'GET', url: demo[0]!.images.thumb.url.replace('/ugc', '') });
    expect(file.status).toBe(200);
    expect((await sharp(file.body as unknown as Buffer).metadata()).width).toBe(400);
  });

  it('makes contributors of signed-in shoppers who accept the licence, once', async () => {
    const anonymous = await call({
      method: 'POST',
      url: '/users',
      body: { displayName: 'X', acceptLicence: true },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorDetails[0]!.errorId).toBe('AUT498');
    const guest = await api.guest();
    const asGuest = await call({
      method: 'POST',
      url: '/users',
      token: guest.accessToken,
      body: { displayName: 'X', acceptLicence: true },
    });
    expect(asGuest.body.errorDetails[0]!.errorId).toBe('AUT498');

    const { session } = await registered(api);
    const noLicence = await call({
      method: 'POST',
      url: '/users',
      token: session.accessToken,
      body: { displayName: 'Carol', acceptLicence: false },
    });
    expect(noLicence.status).toBe(400);
    expect(noLicence.body.errorDetails[0]!.errorId).toBe('UGC410');
    const wrongType = await call({
      method: 'POST',
      url: '/users',
      token: session.accessToken,
      body: { displayName: 42, acceptLicence: true },
    });
    expect(wrongType.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.displayName' });
    const nul = await call({
      method: 'POST',
      url: '/users',
      token: session.accessToken,
      body: { displayName: 'Ca\u0000rol', acceptLicence: true },
    });
    expect(nul.status).toBe(400);
    expect(nul.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body' });
    const again = await call({
      method: 'POST',
      url: '/users',
      token: alice.token,
      body: { displayName: 'Alice again', acceptLicence: true },
    });
    expect(again.status).toBe(409);
    expect(again.body.errorDetails[0]!.errorId).toBe('UGC413');
  });

  it('refuses uploads to somebody else’s profile, to unknown ones, and without the licence', async () => {
    const foreign = await call({
      method: 'POST',
      url: `/users/${alice.user.id}/media`,
      token: bob.token,
      body: { data: (await photo()).toString('base64'), acceptLicence: true },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.errorDetails[0]!.errorId).toBe('UGC403');
    const unknown = await call({
      method: 'POST',
      url: '/users/ugu_nobody/media',
      token: bob.token,
      body: { data: (await photo()).toString('base64'), acceptLicence: true },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('UGC407');
    const anonymous = await call({
      method: 'POST',
      url: `/users/${alice.user.id}/media`,
      body: { data: (await photo()).toString('base64'), acceptLicence: true },
    });
    expect(anonymous.body.errorDetails[0]!.errorId).toBe('AUT498');
    expect((await upload(alice, { acceptLicence: false })).body.errorDetails[0]!.errorId).toBe('UGC410');
  });

  it('refuses a script in the caption, unknown products, hotspots off the photo and wrong types', async () => {
    const script = await upload(alice, { caption: 'Nice <script>alert(1)</script>' });
    expect(script.status).toBe(400);
    expect(script.body.errorDetails[0]!.errorId).toBe('UGC411');
    const handler = await upload(alice, { caption: '<img src=x onerror=alert(1)>' });
    expect(handler.body.errorDetails[0]!.errorId).toBe('UGC411');
    const product = await upload(alice, { tags: [{ productId: 'NOSUCHPRODUCT', x: 0.5, y: 0.5 }] });
    expect(product.status).toBe(400);
    expect(product.body.errorDetails[0]).toMatchObject({ errorId: 'UGC400', productId: 'NOSUCHPRODUCT' });
    const hotspot = await upload(alice, { tags: [{ productId: 'ABC12345', x: 1.5, y: 0.5 }] });
    expect(hotspot.body.errorDetails[0]!.errorId).toBe('REQ400');
    const caption = await upload(alice, { caption: 12 });
    expect(caption.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.caption' });
  });

  it('checks files by their content: type, size and dimensions', async () => {
    const gif = await upload(alice, { data: (await photo('gif')).toString('base64') });
    expect(gif.status).toBe(415);
    expect(gif.body.errorDetails[0]!.errorId).toBe('MED415');
    const html = await upload(alice, {
      data: Buffer.from('<html><script>x</script></html>').toString('base64'),
    });
    expect(html.body.errorDetails[0]!.errorId).toBe('MED415');
    const tiny = await upload(alice, { data: (await photo('png', 200, 150)).toString('base64') });
    expect(tiny.status).toBe(400);
    expect(tiny.body.errorDetails[0]!.errorId).toBe('UGC412');
    const huge = Buffer.alloc(11 * 1024 * 1024, 1);
    const big = await upload(alice, { data: huge.toString('base64') });
    expect(big.status).toBe(413);
    expect(big.body.errorDetails[0]!.errorId).toBe('MED413');
    for (const format of ['png', 'webp', 'avif'] as const) {
      const ok = await upload(alice, { data: (await photo(format, 800, 600)).toString('base64') });
      expect(ok.status, format).toBe(201);
      expect(ok.body.images.large).toMatchObject({ width: 800, height: 600 });
    }
  });

  describe('moderation before anything is public', () => {
    let photoId: string;
    let stash: UgcStream;

    beforeAll(async () => {
      const uploaded = await upload(alice);
      expect(uploaded.status).toBe(201);
      photoId = uploaded.body.id;
    });

    it('keeps a pending photo to its uploader', async () => {
      const uploaded = await call<{ media: UgcMedia[] }>({
        method: 'GET',
        url: `/customers/${alice.customerId}/media/recent`,
        token: alice.token,
      });
      const mine = uploaded.body.media.find((m) => m.id === photoId)!;
      expect(mine).toMatchObject({
        status: 'pending',
        caption: 'Summit day in these',
        user: { id: alice.user.id, displayName: 'Alice' },
        tags: [{ productId: product.id, x: 0.4, y: 0.7 }],
      });
      expect(mine.images.thumb.width).toBe(400);
      expect(mine.images.large).toMatchObject({ width: 1280, height: 960 });

      const mineFile = await call({
        method: 'GET',
        url: `/media/${photoId}/files/thumb`,
        token: alice.token,
      });
      expect(mineFile.status).toBe(200);
      expect(mineFile.headers['content-type']).toBe('image/webp');
      expect(mineFile.headers['cache-control']).toContain('private');

      for (const token of [undefined, bob.token]) {
        const list = await call<{ media: UgcMedia[] }>({
          method: 'GET',
          url: `/customers/${alice.customerId}/media/recent`,
          ...(token ? { token } : {}),
        });
        expect(list.body.media.some((m) => m.id === photoId)).toBe(false);
        const file = await call({
          method: 'GET',
          url: `/media/${photoId}/files/large`,
          ...(token ? { token } : {}),
        });
        expect(file.status).toBe(404);
        expect(file.body.errorDetails[0]!.errorId).toBe('UGC404');
        const widget = await call<{ media: UgcMedia[] }>({
          method: 'GET',
          url: `/streams/media/recent?productId=${product.id}`,
        });
        expect(widget.body.media.some((m) => m.id === photoId)).toBe(false);
        const streams = await call({
          method: 'GET',
          url: `/media/${photoId}/streams`,
          ...(token ? { token } : {}),
        });
        expect(streams.body.errorDetails[0]!.errorId).toBe('UGC404');
      }
      const report = await call({
        method: 'POST',
        url: `/media/${photoId}/reports`,
        token: bob.token,
        body: { reason: 'spam' },
      });
      expect(report.body.errorDetails[0]!.errorId).toBe('UGC404');
    });

    it('puts it in the back-office queue, where moderators see its files and decide', async () => {
      const queue = await api.call<{ media: UgcMedia[] }>({
        method: 'GET',
        url: '/api/admin/v1/ugc/media?status=pending&count=48',
        headers: { cookie: owner },
      });
      expect(queue.status).toBe(200);
      expect(queue.body.media.map((m) => m.id)).toContain(photoId);
      const queued = queue.body.media.find((m) => m.id === photoId)!;
      const file = await api.call({
        method: 'GET',
        url: queued.images.thumb.url,
        headers: { cookie: owner },
      });
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const notAllowed = await api.call<Failure>({
        method: 'GET',
        url: '/api/admin/v1/ugc/media',
        headers: { cookie: fulfilment },
      });
      expect(notAllowed.status).toBe(403);
      expect(notAllowed.body.errorDetails[0]!.errorId).toBe('ADM403');
      const decide = (id: string, body: unknown) =>
        api.call<UgcMedia & Failure>({
          method: 'POST',
          url: `/api/admin/v1/ugc/media/${id}/decision`,
          headers: { cookie: owner },
          body,
        });
      const noReason = await decide(photoId, { status: 'rejected' });
      expect(noReason.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.reason' });
      const unknown = await decide('ugm_unknown', { status: 'approved' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.errorDetails[0]!.errorId).toBe('UGC404');
      const rejectedId = (await upload(alice, { caption: 'blurry' })).body.id;
      const rejected = await decide(rejectedId, { status: 'rejected', reason: 'Out of focus' });
      expect(rejected.body.status).toBe('rejected');
      const approved = await decide(photoId, { status: 'approved' });
      expect(approved.status).toBe(200);
      expect(approved.body.status).toBe('approved');
      // A rejected photo stays its uploader's to see, and nobody else's.
      expect((await call({ method: 'GET', url: `/media/${rejectedId}/files/thumb` })).status).toBe(404);
      const mine = await call<{ media: UgcMedia[] }>({
        method: 'GET',
        url: `/customers/${alice.customerId}/media/recent?count=48`,
        token: alice.token,
      });
      expect(mine.body.media.find((m) => m.id === rejectedId)?.status).toBe('rejected');
    });

    it('shows an approved photo in its product, category and the widget', async () => {
      const widget = await call<{ media: UgcMedia[] }>({
        method: 'GET',
        url: `/streams/media/recent?productId=${product.id}`,
      });
      expect(widget.body.media.map((m) => m.id)).toContain(photoId);
      const byCategory = await call<{ media: UgcMedia[] }>({
        method: 'GET',
        url: `/streams/media/recent?categoryId=${product.categoryId}`,
      });
      expect(byCategory.body.media.map((m) => m.id)).toContain(photoId);
      const stream = await call<{ stream: UgcStream; media: UgcMedia[] }>({
        method: 'GET',
        url: `/streams/product-${product.id}/media/recent?count=5`,
      });
      expect(stream.body.stream).toMatchObject({ kind: 'product', productId: product.id });
      expect(stream.body.media[0]!.id).toBe(photoId);
      const categories = await call<{ categories: { categoryId: string; media: UgcMedia[] }[] }>({
        method: 'GET',
        url: `/categories/media/recent?categoryId=${product.categoryId}`,
      });
      expect(categories.body.categories[0]!.media.map((m) => m.id)).toContain(photoId);
      const all = await call<{ categories: { categoryId: string }[] }>({
        method: 'GET',
        url: '/categories/media/recent',
      });
      expect(all.body.categories.map((c) => c.categoryId)).toContain(product.categoryId);
      const streams = await call<{ streams: UgcStream[] }>({
        method: 'GET',
        url: `/media/${photoId}/streams`,
      });
      expect(streams.body.streams.map((s) => s.id)).toEqual([
        `product-${product.id}`,
        `category-${product.categoryId}`,
      ]);
      const file = await call({ method: 'GET', url: `/media/${photoId}/files/large` });
      expect(file.status).toBe(200);
      expect(file.headers['cache-control']).toContain('public');
      const publicList = await call<{ media: UgcMedia[] }>({
        method: 'GET',
        url: `/customers/${alice.customerId}/media/recent`,
      });
      expect(publicList.body.media.map((m) => m.id)).toEqual([photoId]);
    });

    it('lets editors save a selection of approved photos as a curated stream', async () => {
      const body = { title: 'Summit days', mediaIds: [photoId] };
      const anonymous = await call({ method: 'POST', url: '/stashes', body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.errorDetails[0]!.errorId).toBe('ADM401');
      const shopper = await call({ method: 'POST', url: '/stashes', token: alice.token, body });
      expect(shopper.body.errorDetails[0]!.errorId).toBe('ADM401');
      const noPermission = await call({ method: 'POST', url: '/stashes', cookie: fulfilment, body });
      expect(noPermission.status).toBe(403);
      expect(noPermission.body.errorDetails[0]!.errorId).toBe('ADM403');
      const pending = (await upload(bob)).body.id;
      const unapproved = await call({
        method: 'POST',
        url: '/stashes',
        cookie: owner,
        body: { title: 'Mixed', mediaIds: [photoId, pending] },
      });
      expect(unapproved.status).toBe(404);
      expect(unapproved.body.errorDetails[0]).toMatchObject({ errorId: 'UGC404', mediaId: pending });
      const empty = await call({
        method: 'POST',
        url: '/stashes',
        cookie: owner,
        body: { title: 'x', mediaIds: [] },
      });
      expect(empty.body.errorDetails[0]!.errorId).toBe('REQ400');
      const created = await call<UgcStream>({ method: 'POST', url: '/stashes', cookie: owner, body });
      expect(created.status).toBe(201);
      stash = created.body;
      expect(stash).toMatchObject({ kind: 'curated', title: 'Summit days' });
      const stream = await call<{ media: UgcMedia[] }>({
        method: 'GET',
        url: `/streams/${stash.id}/media/recent`,
      });
      expect(stream.body.media.map((m) => m.id)).toEqual([photoId]);
      const streams = await call<{ streams: UgcStream[] }>({
        method: 'GET',
        url: `/media/${photoId}/streams`,
      });
      expect(streams.body.streams.map((s) => s.id)).toContain(stash.id);
    });

    it('takes reports from signed-in shoppers, once each, and hides the photo at the threshold', async () => {
      const url = `/media/${photoId}/reports`;
      const anonymous = await call({ method: 'POST', url, body: { reason: 'spam' } });
      expect(anonymous.body.errorDetails[0]!.errorId).toBe('AUT498');
      const badReason = await call({ method: 'POST', url, token: bob.token, body: { reason: 'ugly' } });
      expect(badReason.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.reason' });
      const unknown = await call({
        method: 'POST',
        url: '/media/ugm_nothing/reports',
        token: bob.token,
        body: { reason: 'spam' },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.errorDetails[0]!.errorId).toBe('UGC404');
      expect((await call({ method: 'POST', url, token: bob.token, body: { reason: 'spam' } })).status).toBe(
        201,
      );
      const twice = await call({ method: 'POST', url, token: bob.token, body: { reason: 'spam' } });
      expect(twice.status).toBe(409);
      expect(twice.body.errorDetails[0]!.errorId).toBe('UGC409');
      for (let i = 0; i < 2; i++) {
        const { session } = await registered(api);
        const reported = await call({
          method: 'POST',
          url,
          token: session.accessToken,
          body: { reason: 'inappropriate' },
        });
        expect(reported.status).toBe(201);
      }
      const widget = await call<{ media: UgcMedia[] }>({
        method: 'GET',
        url: `/streams/media/recent?productId=${product.id}`,
      });
      expect(widget.body.media.map((m) => m.id)).not.toContain(photoId);
      expect((await call({ method: 'GET', url: `/media/${photoId}/files/thumb` })).status).toBe(404);
      // Its uploader still sees it.
      expect(
        (await call({ method: 'GET', url: `/media/${photoId}/files/thumb`, token: alice.token })).status,
      ).toBe(200);
    });
  });

  it('answers unknown streams, photos and categories and bad queries with their errorIds', async () => {
    for (const url of [
      '/streams/product-NOSUCHPRODUCT/media/recent',
      '/streams/category-nosuchcategory/media/recent',
      '/streams/stash-unknown/media/recent',
      '/streams/media/recent?productId=NOSUCHPRODUCT',
    ]) {
      const response = await call({ method: 'GET', url });
      expect(response.status, url).toBe(404);
      expect(response.body.errorDetails[0]!.errorId, url).toBe('UGC406');
    }
    const media = await call({ method: 'GET', url: '/media/ugm_unknown/streams' });
    expect(media.body.errorDetails[0]!.errorId).toBe('UGC404');
    const file = await call({ method: 'GET', url: '/media/ugm_unknown/files/original' });
    expect(file.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.size' });
    const category = await call({ method: 'GET', url: '/categories/media/recent?categoryId=nosuchcategory' });
    expect(category.status).toBe(404);
    expect(category.body.errorDetails[0]!.errorId).toBe('UGC408');
    const count = await call({ method: 'GET', url: '/streams/media/recent?count=abc' });
    expect(count.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'querystring.count' });
    const both = await call({
      method: 'GET',
      url: `/streams/media/recent?productId=${product.id}&categoryId=${product.categoryId}`,
    });
    expect(both.body.errorDetails[0]!.errorId).toBe('REQ400');
  });
});
