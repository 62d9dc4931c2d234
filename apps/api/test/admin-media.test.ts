import type {
  MediaAsset,
  MediaAssetDetail,
  MediaList,
  ProductDetails,
  ProductImages,
  ProductSearchResponse,
} from '@ridgeline/contracts';
import { and, eq, schema } from '@ridgeline/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import { createTestApi, registered, type TestApi } from './helpers.ts';

let api: TestApi;
let owner: string;
let merchandiser: string;
let contentEditor: string;
let fulfilment: string;
let productId: string;

async function signedIn(role: 'fulfilment' | 'content-editor' | 'merchandiser') {
  const operator = await newOperator(api, role);
  const { cookie } = await adminSignIn(api, operator.email, operator.password);
  return cookie!;
}

/** A 1200x800 photo-like JPEG: left half blue, right half orange, so crops show where they were taken. */
async function photo(format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg', width = 1200, height = 800) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height}" fill="#1e4fa0"/>
    <rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#f08020"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

const base64 = (data: Buffer) => data.toString('base64');

beforeAll(async () => {
  api = await createTestApi();
  owner = (await signedInOwner(api)).cookie;
  merchandiser = await signedIn('merchandiser');
  contentEditor = await signedIn('content-editor');
  fulfilment = await signedIn('fulfilment');
  const list = await api.call<ProductSearchResponse>({
    method: 'GET',
    url: '/api/products/v2/search/productSearch?categoryId=1000&count=10',
  });
  productId = list.body.products[0]!.id;
}, 60_000);
afterAll(() => api.close());

const admin = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  as: string | null,
  body?: unknown,
) => adminCall<T & AdminFailure>(api, method, `/api/admin/v1${url}`, as, body);

async function upload(as = owner, overrides: Record<string, unknown> = {}) {
  return admin<MediaAsset>('POST', '/media/assets', as, {
    fileName: 'ridge.jpg',
    data: base64(await photo()),
    alt: 'A blue lake below an orange ridge',
    ...overrides,
  });
}

/** A rendition's bytes and headers (inject directly: the body is binary). */
async function fetchImage(url: string, headers: Record<string, string> = {}) {
  const response = await api.app.inject({ method: 'GET', url, headers });
  return {
    status: response.statusCode,
    headers: response.headers,
    data: response.rawPayload,
    json: () => response.json(),
  };
}

describe('uploads', () => {
  it('stores an image with its facts, alt text and focal point, and audits it', async () => {
    const response = await upload(merchandiser, {
      altLocalized: { fr: 'Un lac bleu sous une crête orange' },
      focalX: 0.25,
      focalY: 0.4,
    });
    expect(response.status).toBe(201);
    const asset = response.body;
    expect(asset).toMatchObject({
      contentType: 'image/jpeg',
      width: 1200,
      height: 800,
      alt: 'A blue lake below an orange ridge',
      altLocalized: { fr: 'Un lac bleu sous une crête orange' },
      focalX: 0.25,
      focalY: 0.4,
      url: `/api/media/assets/${asset.id}`,
    });
    expect(asset.checksum).toMatch(/^[0-9a-f]{64}$/);
    const audit = await api.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityType, 'media_asset'), eq(schema.auditLog.entityId, asset.id)));
    expect(audit.map((row) => row.action)).toEqual(['media_asset.create']);
  });

  it('accepts PNG, WebP and AVIF and says what they are', async () => {
    for (const format of ['png', 'webp', 'avif'] as const) {
      const response = await upload(contentEditor, {
        fileName: `x.${format}`,
        data: base64(await photo(format, 320, 200)),
      });
      expect(response.status).toBe(201);
      expect(response.body.contentType).toBe(`image/${format}`);
      expect([response.body.width, response.body.height]).toEqual([320, 200]);
    }
  });

  it('refuses a file that is not a JPEG, PNG, WebP or AVIF, naming its type (MED415)', async () => {
    const gif = await sharp(await photo('png', 40, 40))
      .gif()
      .toBuffer();
    const refused = await upload(owner, { fileName: 'a.gif', data: base64(gif) });
    expect(refused.status).toBe(415);
    expect(refused.body.errorDetails[0]).toMatchObject({ errorId: 'MED415' });
    expect(refused.body.errorDetails[0]!.message).toMatch(/image\/gif.*JPEG, PNG, WebP or AVIF/);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const named = await upload(owner, { fileName: 'looks.jpg', data: base64(svg) });
    expect(named.status).toBe(415);
    expect(named.body.errorDetails[0]!.message).toMatch(/image\/svg\+xml/);
  });

  it('refuses a damaged image (MED400)', async () => {
    const jpeg = await photo();
    const refused = await upload(owner, { data: base64(jpeg.subarray(0, 200)) });
    expect(refused.status).toBe(400);
    expect(refused.body.errorDetails[0]!.errorId).toBe('MED400');
  });

  it('refuses a file over 15 MB with its size and the limit (MED413)', async () => {
    // A JPEG header followed by 16 MB: too big, whatever it holds.
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16 * 1024 * 1024)]);
    const refused = await upload(owner, { data: base64(big) });
    expect(refused.status).toBe(413);
    expect(refused.body.errorDetails[0]!.errorId).toBe('MED413');
    expect(refused.body.errorDetails[0]!.message).toMatch(/16 MB.*15 MB/);
  }, 30_000);

  it('requires alt text (REQ400 naming the field)', async () => {
    for (const alt of ['', '   ']) {
      const refused = await upload(owner, { alt });
      expect(refused.status).toBe(400);
      expect(refused.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400' });
      expect(JSON.stringify(refused.body.errorDetails[0])).toMatch(/alt/);
    }
    const missing = await admin('POST', '/media/assets', owner, {
      fileName: 'x.jpg',
      data: base64(await photo()),
    });
    expect(missing.status).toBe(400);
  });

  it('is refused without a library permission, and without a session', async () => {
    const refused = await upload(fulfilment);
    expect(refused.status).toBe(403);
    expect(refused.body.errorDetails[0]!.errorId).toBe('ADM403');
    expect((await admin('GET', '/media/assets', fulfilment)).status).toBe(403);
    expect((await admin('GET', '/media/assets', null)).status).toBe(401);
    const consumer = (await registered(api)).session.accessToken;
    const withToken = await api.call<AdminFailure>({
      method: 'GET',
      url: '/api/admin/v1/media/assets',
      token: consumer,
    });
    expect(withToken.status).toBe(401);
  });
});

describe('the library', () => {
  it('lists newest first, searches file name and alt text, and pages', async () => {
    const a = (await upload(owner, { fileName: 'glacier-morning.jpg', alt: 'Glacier at dawn' })).body;
    const b = (await upload(owner, { fileName: 'tent.jpg', alt: 'A tent under the glacier' })).body;
    const found = await admin<MediaList>('GET', '/media/assets?q=glacier', owner);
    expect(found.body.items.map((item) => item.id)).toEqual([b.id, a.id]);
    expect(found.body.total).toBe(2);
    const both = await admin<MediaList>('GET', '/media/assets?q=glacier%20dawn', owner);
    expect(both.body.items.map((item) => item.id)).toEqual([a.id]);
    const paged = await admin<MediaList>('GET', '/media/assets?pageSize=1&page=2', owner);
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.total).toBeGreaterThanOrEqual(3);
  });

  it('reads, edits alt text and focal point (a new revision), and audits the change', async () => {
    const asset = (await upload()).body;
    const read = await admin<MediaAssetDetail>('GET', `/media/assets/${asset.id}`, owner);
    expect(read.body).toMatchObject({ id: asset.id, usedBy: [] });

    const altOnly = await admin<MediaAssetDetail>('PUT', `/media/assets/${asset.id}`, owner, {
      alt: 'Orange ridge',
      altLocalized: { de: 'Orangefarbener Grat' },
    });
    expect(altOnly.body).toMatchObject({
      alt: 'Orange ridge',
      altLocalized: { de: 'Orangefarbener Grat' },
      revision: 1,
    });

    const moved = await admin<MediaAssetDetail>('PUT', `/media/assets/${asset.id}`, owner, { focalX: 0.9 });
    expect(moved.body).toMatchObject({ focalX: 0.9, revision: 2, url: `/api/media/assets/${asset.id}?v=2` });

    const blank = await admin('PUT', `/media/assets/${asset.id}`, owner, { alt: ' ' });
    expect(blank.status).toBe(400);
    const outOfRange = await admin('PUT', `/media/assets/${asset.id}`, owner, { focalY: 1.5 });
    expect(outOfRange.status).toBe(400);
    expect((await admin('GET', '/media/assets/nope', owner)).body.errorDetails[0]!.errorId).toBe('MED404');
  });

  it('deletes an unused image, and refuses one a product uses, saying which', async () => {
    const unused = (await upload()).body;
    expect((await admin('DELETE', `/media/assets/${unused.id}`, owner)).status).toBe(204);
    expect((await admin('GET', `/media/assets/${unused.id}`, owner)).status).toBe(404);
    expect((await fetchImage(`/api/media/assets/${unused.id}`)).status).toBe(404);

    const used = (await upload()).body;
    const attached = await admin<ProductImages>('PUT', `/products/${productId}/images`, merchandiser, {
      images: [{ assetId: used.id, colorCode: '' }],
    });
    expect(attached.status).toBe(200);
    const refused = await admin('DELETE', `/media/assets/${used.id}`, owner);
    expect(refused.status).toBe(409);
    expect(refused.body.errorDetails[0]!.errorId).toBe('MED409');
    const detail = await admin<MediaAssetDetail>('GET', `/media/assets/${used.id}`, owner);
    expect(detail.body.usedBy).toEqual([expect.objectContaining({ kind: 'product', id: productId })]);
    expect(refused.body.errorDetails[0]!.message).toContain(detail.body.usedBy[0]!.name);
    await admin('PUT', `/products/${productId}/images`, merchandiser, { images: [] });
  });
});

describe('renditions', () => {
  let asset: MediaAsset;
  beforeAll(async () => {
    asset = (await upload(owner, { focalX: 0.9, focalY: 0.5 })).body;
  });
  const url = (file: string, revision = 1) => `/api/media/assets/${asset.id}/r${revision}/${file}`;

  it('makes each allowed size and format, with the size asked for', async () => {
    for (const [file, format, width, height] of [
      ['320x240-q75.avif', 'heif', 320, 240],
      ['640x480-q50.webp', 'webp', 640, 480],
      ['400x400-q75.jpeg', 'jpeg', 400, 400],
      ['1600x2000-q90.jpeg', 'jpeg', 1600, 2000],
    ] as const) {
      const image = await fetchImage(url(file));
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe(format === 'heif' ? 'image/avif' : `image/${format}`);
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      const meta = await sharp(image.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, width, height]);
    }
  }, 60_000);

  it('crops around the focal point', async () => {
    // Focal point at 90 % from the left: a square crop of a 3:2 image is taken from its right: the
    // right edge is orange, and three quarters of the crop are.
    const image = await fetchImage(url('200x200-q75.jpeg'));
    const { data, info } = await sharp(image.data).raw().toBuffer({ resolveWithObject: true });
    const right = (info.width - 1) * info.channels;
    expect([data[right]! > 200, data[right + 2]! < 80]).toEqual([true, true]);
    const stats = await sharp(image.data).stats();
    expect(stats.channels[0]!.mean).toBeGreaterThan(150);

    await admin('PUT', `/media/assets/${asset.id}`, owner, { focalX: 0.1 });
    const moved = await fetchImage(url('200x200-q75.jpeg', 2));
    expect((await sharp(moved.data).stats()).channels[0]!.mean).toBeLessThan(100);
    await admin('PUT', `/media/assets/${asset.id}`, owner, { focalX: 0.9 });
  });

  it('makes a rendition once and answers 304 to its ETag', async () => {
    const first = await fetchImage(url('480x320-q75.webp'));
    const again = await fetchImage(url('480x320-q75.webp'));
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(Buffer.compare(first.data, again.data)).toBe(0);
    const stored = await api.database.db
      .select({ n: schema.mediaRenditions.width })
      .from(schema.mediaRenditions)
      .where(
        and(
          eq(schema.mediaRenditions.assetId, asset.id),
          eq(schema.mediaRenditions.width, 480),
          eq(schema.mediaRenditions.format, 'webp'),
        ),
      );
    expect(stored).toHaveLength(1);
    const notModified = await fetchImage(url('480x320-q75.webp'), {
      'if-none-match': String(first.headers.etag),
    });
    expect(notModified.status).toBe(304);
    expect(notModified.data.length).toBe(0);
  });

  it('refuses sizes, qualities and formats outside the allowed sets', async () => {
    for (const file of ['333x240-q75.jpeg', '320x240-q74.jpeg', '320x240-q75.gif', '9999x240-q75.jpeg']) {
      const refused = await fetchImage(url(file));
      expect(refused.status).toBe(400);
      expect(refused.json().errorDetails[0].errorId).toBe('REQ400');
    }
  });

  it('answers 404 with the error envelope for an unknown image', async () => {
    for (const path of ['/api/media/assets/unknown', '/api/media/assets/unknown/r1/320x240-q75.jpeg']) {
      const missing = await fetchImage(path);
      expect(missing.status).toBe(404);
      expect(missing.json().errorDetails[0].errorId).toBe('MED404');
    }
  });

  it('serves the original with its type and a strong ETag', async () => {
    const original = await fetchImage(`/api/media/assets/${asset.id}`);
    expect(original.status).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers.etag).toBe(`"${asset.checksum}"`);
  });
});

describe('demo photos', () => {
  it('are in the library with stable ids, alt text in three languages, and render', async () => {
    const list = await admin<MediaList>('GET', '/media/assets?q=demo&pageSize=100', owner);
    const demo = await admin<MediaAssetDetail>('GET', '/media/assets/demo-lake', owner);
    expect(demo.body).toMatchObject({
      url: '/api/media/assets/demo-lake',
      contentType: 'image/jpeg',
      width: 2400,
      height: 1600,
      altLocalized: { fr: expect.any(String), de: expect.any(String) },
    });
    expect(list.status).toBe(200);
    const hero = await fetchImage('/api/media/assets/demo-mountain/r1/1280x540-q75.avif');
    expect(hero.status).toBe(200);
    const meta = await sharp(hero.data).metadata();
    expect([meta.width, meta.height]).toEqual([1280, 540]);
  });
});

describe('product images', () => {
  it('attaches ordered images per colour, and the storefront shows them instead of drawn ones', async () => {
    const details = await api.call<ProductDetails>({
      method: 'GET',
      url: `/api/products/v2/products/${productId}/details`,
    });
    expect(details.status).toBe(200);
    const color = details.body.attributes.Color.options[0]!;
    const drawn = color.images[0]!.src;
    expect(drawn).toMatch(/^\/api\/media\/products\//);

    const first = (
      await upload(owner, { alt: 'Jacket on a ridge', altLocalized: { fr: 'Veste sur une crête' } })
    ).body;
    const second = (await upload(owner, { alt: 'Jacket, back' })).body;
    const put = await admin<ProductImages>('PUT', `/products/${productId}/images`, merchandiser, {
      images: [
        { assetId: second.id, colorCode: '' },
        { assetId: first.id, colorCode: color.code },
      ],
    });
    expect(put.status).toBe(200);
    expect(put.body.images.map((image) => [image.assetId, image.position])).toEqual([
      [second.id, 0],
      [first.id, 1],
    ]);

    const after = await api.call<ProductDetails>({
      method: 'GET',
      url: `/api/products/v2/products/${productId}/details?locale=fr-fr`,
    });
    const images = after.body.attributes.Color.options[0]!.images;
    expect(images.map((image) => image.src)).toEqual([first.url, second.url]);
    expect(images[0]!.alt).toBe('Veste sur une crête');

    const tiles = await api.call<ProductSearchResponse>({
      method: 'GET',
      url: '/api/products/v2/search/productSearch?categoryId=1000&count=10',
    });
    const tile = tiles.body.products.find((product) => product.id === productId)!;
    expect(tile.image.src).toBe(first.url);

    const wrongColor = await admin('PUT', `/products/${productId}/images`, merchandiser, {
      images: [{ assetId: first.id, colorCode: '999' }],
    });
    expect(wrongColor.status).toBe(400);
    const unknownImage = await admin('PUT', `/products/${productId}/images`, merchandiser, {
      images: [{ assetId: 'missing', colorCode: '' }],
    });
    expect(unknownImage.status).toBe(404);
    expect((await admin('PUT', `/products/${productId}/images`, contentEditor, { images: [] })).status).toBe(
      403,
    );
    await admin('PUT', `/products/${productId}/images`, merchandiser, { images: [] });
    const restored = await api.call<ProductDetails>({
      method: 'GET',
      url: `/api/products/v2/products/${productId}/details`,
    });
    expect(restored.body.attributes.Color.options[0]!.images[0]!.src).toBe(drawn);
  });
});
