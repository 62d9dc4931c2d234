import { consumers, operators } from '@ridgeline/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, signInToBackOffice, startHarness } from '../support.ts';

const EDITOR = { email: 'editor@ridgeline.test', name: 'Eda Editor', password: 'Content2026ok' };
const SERVICE = { email: 'care@ridgeline.test', name: 'Cora Care', password: 'Helpdesk2026ok' };
const SHOPPER_EMAIL = 'hiker.mail@example.com';
const REVIEW_TITLE = 'Sleeves run short';
const QUESTION = 'Can these be resoled after a few seasons?';
const ANSWER = 'Yes: any cobbler can resole them, and our stores do it too.';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
  const db = harness.server.database!.db;
  const cli = { type: 'cli', id: 'cli:journey' } as const;
  await operators.createOperator(db, cli, { ...EDITOR, role: 'content-editor' });
  await operators.createOperator(db, cli, { ...SERVICE, role: 'customer-service' });
  // A shopper's contact-us message, as the storefront's form files it.
  await consumers.contactUs(db, null, {
    email: SHOPPER_EMAIL,
    firstName: 'Hana',
    lastName: 'Hiker',
    category: 'orders',
    subject: 'where-is-my-order',
    message: 'My boots have not arrived after ten days.',
  });
});

afterAll(async () => {
  await harness?.close();
});

/** The shopper writes a review and asks a question, both listed at once (moderation comes after). */
async function reviewAndAsk(page: Page): Promise<string> {
  await page.goto('/en-us/search?q=jacket');
  await page.locator('.product-grid .tile .tile-name a').first().click();
  await page.waitForURL(/\/en-us\/p\//);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const form = reviews.locator('.review-form');
  await form.getByLabel('2 out of 5 stars').check({ force: true });
  await form.getByLabel('Title').fill(REVIEW_TITLE);
  await form.getByLabel('Your review').fill('Warm and dry, but the sleeves run short for long arms.');
  await form.getByLabel('Nickname', { exact: true }).fill('GrumpyGus');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await reviews.getByText('Thank you! Your review has been posted.').waitFor();
  await reviews.locator('.review-title', { hasText: REVIEW_TITLE }).waitFor();

  const questions = page.getByRole('region', { name: 'Questions and answers' });
  await questions.getByLabel('Your question').fill(QUESTION);
  await questions.getByRole('button', { name: 'Submit question' }).click();
  await questions.getByText('Thank you! Your question has been posted.').waitFor();
  return page.url();
}

describe('back-office moderation', () => {
  it('a content editor rejects a review and answers a question as the brand, which the product page then shows', async () => {
    const shopper = await newPage(harness);
    const productUrl = await reviewAndAsk(shopper.page);

    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await signInToBackOffice(page, EDITOR);
    const nav = page.getByRole('navigation', { name: 'Back-office' });
    // Polled: under load the dashboard may still be rendering when the address has changed.
    await expect
      .poll(() => nav.getByRole('link').allInnerTexts())
      .toEqual(['Dashboard', 'Media library', 'Reviews', 'Questions', 'Content', 'Content preview']);

    // Reviews: the pending queue first (empty: nothing was reported three times); the shopper's review is in "Approved".
    await nav.getByRole('link', { name: 'Reviews' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/reviews');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Reviews');
    await expect.poll(() => page.locator('.empty-state').innerText()).toBe('No reviews in this queue.');
    violations.push(...(await seriousViolations(page)));
    const queues = page.getByRole('navigation', { name: 'Queues' });
    await queues.getByRole('link', { name: 'Approved' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'approved');
    const approved = page.getByRole('table', { name: 'Reviews: Approved, newest first' });
    const row = approved.locator('tbody tr', { hasText: REVIEW_TITLE });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('GrumpyGus');
    violations.push(...(await seriousViolations(page)));
    // Rejecting asks first, in a dialog the keyboard can answer.
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`Reject the review “${REVIEW_TITLE}”?`);
    violations.push(...(await seriousViolations(page)));
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect
      .poll(() => page.locator('.notice-success').innerText())
      .toBe(`The review “${REVIEW_TITLE}” is rejected.`);
    await expect.poll(() => approved.locator('tbody tr', { hasText: REVIEW_TITLE }).count()).toBe(0);
    await queues.getByRole('link', { name: 'Rejected' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'rejected');
    const rejected = page.getByRole('table', { name: 'Reviews: Rejected, newest first' });
    await expect.poll(() => rejected.locator('tbody tr', { hasText: REVIEW_TITLE }).count()).toBe(1);

    // Questions: none pending; the shopper's question is in "Approved", still unanswered.
    await nav.getByRole('link', { name: 'Questions' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/questions');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Questions');
    await expect.poll(() => page.locator('.empty-state').innerText()).toBe('No questions in this queue.');
    violations.push(...(await seriousViolations(page)));
    await page.getByRole('navigation', { name: 'Queues' }).getByRole('link', { name: 'Approved' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'approved');
    const approvedQuestions = page.getByRole('table', { name: 'Questions: Approved, newest first' });
    const question = approvedQuestions.locator('tbody tr', { hasText: QUESTION });
    await expect.poll(() => question.count()).toBe(1);
    violations.push(...(await seriousViolations(page)));
    const answerForm = question.getByRole('form', { name: `Answer as the brand: ${QUESTION}` });
    // Too short an answer: the reason under the field, the answer kept.
    await answerForm.getByLabel('The brand’s answer').fill('Y');
    await answerForm.getByRole('button', { name: 'Answer as the brand' }).click();
    await expect.poll(() => answerForm.locator('.field-error').innerText()).not.toBe('');
    expect(await answerForm.getByLabel('The brand’s answer').getAttribute('aria-invalid')).toBe('true');
    violations.push(...(await seriousViolations(page)));
    await answerForm.getByLabel('The brand’s answer').fill(ANSWER);
    await answerForm.getByRole('button', { name: 'Answer as the brand' }).click();
    await expect
      .poll(() => page.locator('.notice-success').innerText())
      .toBe('The answer is published on the product page.');
    await expect
      .poll(() => approvedQuestions.locator('tbody tr', { hasText: QUESTION }).innerText())
      .toContain(`${ANSWER} (Ridgeline · the brand)`);
    violations.push(...(await seriousViolations(page)));

    // The shopper's product page: the question with the brand's answer, the rejected review gone.
    await shopper.page.goto(productUrl);
    const listed = shopper.page.locator('#questions .review', { hasText: QUESTION });
    await listed.waitFor();
    expect(await listed.innerText()).toContain(ANSWER);
    expect(await listed.innerText()).toContain('Ridgeline staff');
    expect(
      await shopper.page
        .locator('#reviews .review-title, .reviews .review-title', { hasText: REVIEW_TITLE })
        .count(),
    ).toBe(0);

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    await shopper.context.close();
  });

  it('customer service replies to a contact message from the support inbox, then reads and resends the reply in the outbox', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await signInToBackOffice(page, SERVICE);
    const nav = page.getByRole('navigation', { name: 'Back-office' });
    await nav.getByRole('link', { name: 'Support inbox' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/support');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Support inbox');
    violations.push(...(await seriousViolations(page)));
    // Warranty cases: none.
    await page.locator('#kind').selectOption('warranty');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'warranty');
    await expect.poll(() => page.locator('.empty-state').innerText()).toBe('No cases match this search.');
    await page.locator('#kind').selectOption('contact');
    await page.locator('#status').selectOption('new');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'contact');
    const list = page.getByRole('table', { name: 'Cases, newest first' });
    const row = list.locator('tbody tr', { hasText: SHOPPER_EMAIL });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('New');
    await row.getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/support/'));
    await expect.poll(() => page.locator('h1').innerText()).toBe('where-is-my-order');
    expect(await page.locator('main').innerText()).toContain('My boots have not arrived after ten days.');
    violations.push(...(await seriousViolations(page)));

    const reply = page.getByRole('form', { name: 'Reply by email' });
    await reply.getByLabel(`Your reply to ${SHOPPER_EMAIL}`).fill('Y');
    await reply.getByRole('button', { name: 'Send the reply' }).click();
    await expect.poll(() => reply.locator('.field-error').innerText()).not.toBe('');
    violations.push(...(await seriousViolations(page)));
    await reply
      .getByLabel(`Your reply to ${SHOPPER_EMAIL}`)
      .fill('Your parcel left our depot today; tracking follows.');
    await reply.getByLabel('Close the case once sent').check();
    await reply.getByRole('button', { name: 'Send the reply' }).click();
    await expect
      .poll(() => page.locator('.notice-success').innerText())
      .toBe('The reply is on its way to the shopper.');
    await expect.poll(() => page.getByTestId('support-status').innerText()).toBe('Closed');
    expect(await page.getByRole('region', { name: 'Replies sent' }).innerText()).toContain(
      'Your parcel left our depot today',
    );
    // Reopening: the status form.
    const status = page.getByRole('form', { name: 'Status of the case' });
    await status.getByLabel('Status').selectOption('in_progress');
    await status.getByRole('button', { name: 'Change the status' }).click();
    await expect
      .poll(() => page.locator('.notice-success').innerText())
      .toBe('The case is now: In progress.');
    await expect.poll(() => page.getByTestId('support-status').innerText()).toBe('In progress');
    violations.push(...(await seriousViolations(page)));

    // The outbox: the acknowledgement and the reply, both to the shopper; read the reply, send it again.
    await nav.getByRole('link', { name: 'Outbox' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/outbox');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Outbox');
    await page.locator('#to').fill('HIKER.mail@');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('to') === 'HIKER.mail@');
    const emails = page.getByRole('table', { name: 'Emails, newest first' });
    await expect.poll(() => emails.locator('tbody tr').count()).toBe(2);
    violations.push(...(await seriousViolations(page)));
    await emails.locator('tbody tr').first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/outbox/'));
    await expect
      .poll(() => page.getByRole('region', { name: 'Text' }).innerText())
      .toContain('Your parcel left our depot today');
    violations.push(...(await seriousViolations(page)));
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect
      .poll(() => page.locator('.notice-success').innerText())
      .toBe('The email will be sent again.');
    await page.getByRole('link', { name: 'Back to the outbox' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/outbox');
    await page.locator('#to').fill(SHOPPER_EMAIL);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => emails.locator('tbody tr').count()).toBe(3);

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
