import { operators } from '@ridgeline/commerce';
import { schema } from '@ridgeline/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, signInToBackOffice, startHarness } from '../support.ts';

const MERCHANDISER = { email: 'merch.media@ridgeline.test', name: 'Mia Media', password: 'Pictures2026ok' };
const ALT = 'Two hikers on a ridge above the clouds';

let harness: Harness;
let productId: string;
let productPath: string;

beforeAll(async () => {
  harness = await startHarness();
  const db = harness.server.database!.db;
  await operators.createOperator(
    db,
    { type: 'cli', id: 'cli:journey' },
    { ...MERCHANDISER, role: 'merchandiser' },
  );
  const [product] = await db
    .select({ id: schema.products.id, slug: schema.products.slug })
    .from(schema.products)
    .limit(1);
  productId = product!.id;
  productPath = `/en-us/p/${product!.slug}-${product!.id}`;
});

afterAll(async () => {
  await harness?.close();
});

const photo = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#6fa8dc"/><path d="M0,800 L500,300 L1200,800 Z" fill="#38597a"/></svg>',
    ),
  )
    .jpeg()
    .toBuffer();

describe('back-office media library', () => {
  it('a merchandiser uploads an image with alt text, sets its focal point, attaches a photo to a product and deletes an image', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await signInToBackOffice(page, MERCHANDISER);
    const nav = page.getByRole('navigation', { name: 'Back-office' });
    await nav.getByRole('link', { name: 'Media library' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/media');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Media library');
    // The demo photos are there, each opened by its alt text.
    await page.getByRole('link', { name: /A calm mountain lake/ }).waitFor();
    violations.push(...(await seriousViolations(page)));

    // A file that is not an image: the reason under the file field, in words.
    const upload = page.getByRole('region', { name: 'Upload an image' });
    await upload.getByLabel('Image file').setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('these are not pixels'),
    });
    await upload.getByLabel('Alt text', { exact: true }).fill(ALT);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => upload.locator('.field-error').innerText()).toContain('JPEG, PNG, WebP or AVIF');
    violations.push(...(await seriousViolations(page)));

    // The real photo, with its alt text (required) and a French one.
    await upload.getByLabel('Image file').setInputFiles({
      name: 'ridge-walk.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    await upload.getByLabel('Alt text', { exact: true }).fill(ALT);
    await upload.getByLabel('Alt text in French (optional)').fill('Deux randonneurs sur une crête');
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect
      .poll(() => page.locator('.notice-success').innerText())
      .toBe(`The image “${ALT}” is in the library.`);
    violations.push(...(await seriousViolations(page)));

    // Search finds it by its alt text; opening it shows its facts.
    const search = page.getByRole('search', { name: 'Find images' });
    await search.getByLabel('Words of the file name or alt text').fill('hikers ridge');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'hikers ridge');
    const results = page.locator('.media-grid li');
    await expect.poll(() => results.count()).toBe(1);
    await page.getByRole('link', { name: `Edit “${ALT}”` }).click();
    await page.waitForURL(/\/admin\/media\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Image ridge-walk.jpg');
    expect(await page.locator('figcaption').innerText()).toContain('1200 × 800 px');
    violations.push(...(await seriousViolations(page)));

    // Clicking the image places the focal point (the fields follow); saving keeps it.
    const image = page.getByRole('button', { name: 'Set the focal point where you click on the image' });
    const box = (await image.boundingBox())!;
    await image.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    await expect.poll(() => page.getByLabel('Focal point from the left (0 to 1)').inputValue()).toBe('0.25');
    expect(await page.getByLabel('Focal point from the top (0 to 1)').inputValue()).toBe('0.75');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.locator('.notice-success').innerText())
      .toBe('The image’s alt text and focal point are saved.');
    expect(await page.getByLabel('Focal point from the left (0 to 1)').inputValue()).toBe('0.25');
    violations.push(...(await seriousViolations(page)));

    // Deleting asks first.
    await page.getByRole('button', { name: 'Delete the image' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Delete the image “ridge-walk.jpg”?');
    violations.push(...(await seriousViolations(page)));
    await dialog.getByRole('button', { name: 'Delete the image' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/media');
    await expect
      .poll(() => page.locator('.notice-success').innerText())
      .toBe('The image “ridge-walk.jpg” is deleted.');

    // A product's images: a demo photo for every colour, which the shop then shows as a <picture>.
    await page.goto(`/admin/products/${productId}/images`);
    await expect.poll(() => page.locator('h1').innerText()).toBe(`Images of product ${productId}`);
    violations.push(...(await seriousViolations(page)));
    const add = page.getByRole('region', { name: 'Add an image' });
    await add.getByLabel(/Choose “A calm mountain lake/).check();
    await add.getByRole('button', { name: 'Add to the product' }).click();
    await expect
      .poll(() => page.locator('.notice-success').innerText())
      .toBe('The product’s images are saved.');
    const table = page.getByRole('table', { name: 'Images in the order shoppers see them' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    expect(await table.innerText()).toContain('Every colour');
    violations.push(...(await seriousViolations(page)));

    await page.goto(productPath);
    const gallery = page.locator('.gallery');
    await expect
      .poll(() => gallery.locator('picture source[type="image/avif"]').first().getAttribute('srcset'))
      .toContain('/api/media/assets/demo-lake/r1/720x720-q75.avif 1x');

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
