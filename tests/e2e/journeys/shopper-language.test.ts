import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, productWhere, seriousViolations, startHarness } from '../support.ts';

/** Issue 15 item 4 (decision 092): product details and the demo reviews in the French or German shopper's language. */
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** A hiking boot with reviews, as the API describes it in English. */
async function reviewedBoot() {
  return productWhere(
    harness,
    'categoryId=1101&count=20',
    (product) => product.rating.reviewsCount >= 3 && Boolean(product.details.waterproof),
  );
}

describe('the shopper’s language on the product page', () => {
  it('shows a boot’s details in German and translates its reviews into German', async () => {
    const boot = await reviewedBoot();
    const { context, page, errors } = await newPage(harness);
    await page.goto(`/de-de${boot.pdpUrl}`);
    const details = page.locator('.details-list');
    await details.waitFor();
    const rows = await details
      .locator('div')
      .evaluateAll((divs) =>
        divs.map((div) => [div.querySelector('dt')?.textContent, div.querySelector('dd')?.textContent]),
      );
    const value = (label: string) => rows.find(([name]) => name === label)?.[1];
    expect(value('Wasserdicht')).toBe(boot.details.waterproof === 'Yes' ? 'Ja' : 'Nein');
    expect(value('Verschluss')).toBe('Schnürung');
    expect(rows.map(([, shown]) => shown)).not.toContain('Lace-up');
    expect(await seriousViolations(page)).toEqual([]);

    // A review written in another language than German offers "Übersetzen" and shows the German text.
    const review = page.locator('.review', { has: page.getByRole('button', { name: 'Übersetzen' }) }).first();
    await review.waitFor();
    const original = await review.locator('.review-text').innerText();
    await review.getByRole('button', { name: 'Übersetzen' }).click();
    const translation = review.locator('.review-translation');
    await translation.waitFor();
    expect(await translation.innerText()).toContain('Übersetzte Bewertung');
    const translated = await translation.locator('p').last().innerText();
    expect(translated).not.toBe(original);
    expect(await review.innerText()).not.toMatch(/keine Übersetzung|nicht verfügbar/i);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the details in French', async () => {
    const boot = await reviewedBoot();
    const { context, page, errors } = await newPage(harness);
    await page.goto(`/fr-fr${boot.pdpUrl}`);
    const details = page.locator('.details-list');
    await details.waitFor();
    const text = await details.innerText();
    expect(text).toContain('Imperméable');
    expect(text).toMatch(boot.details.waterproof === 'Yes' ? /\bOui\b/ : /\bNon\b/);
    expect(text).toContain('Lacets');
    expect(text).not.toMatch(/\b(Yes|No|Lace-up)\b/);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
