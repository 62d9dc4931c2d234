import type {
  ProductDetails,
  ProductSearchResponse,
  Question,
  QuestionListResponse,
  Review,
  ReviewListResponse,
  VoteResponse,
} from '@ridgeline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, readyCart, type TestApi } from './helpers.ts';

let api: TestApi;
let reviewed: { id: string; reviewsCount: number; score: number };
let unreviewed: string;

beforeAll(async () => {
  api = await createTestApi();
  const list = await api.call<ProductSearchResponse>({
    method: 'GET',
    url: '/api/products/v2/search/productSearch?categoryId=1000&count=100&sort=top-rated',
  });
  const byCount = [...list.body.products].sort((a, b) => b.rating.reviewsCount - a.rating.reviewsCount);
  const most = byCount[0]!;
  reviewed = { id: most.id, reviewsCount: most.rating.reviewsCount, score: most.rating.score };
  unreviewed = byCount.at(-1)!.id;
});
afterAll(() => api.close());

type ErrorBody = { errorDetails: { errorId: string; field?: string; message: string; maxLength?: number }[] };
const reviewsOf = (productId: string, query = '') =>
  api.call<ReviewListResponse>({
    method: 'GET',
    url: `/api/products/v1/products/${productId}/reviews?${query}`,
  });
const review = (productId: string, token: string | undefined, body: unknown) =>
  api.call<Review & ErrorBody>({
    method: 'POST',
    url: `/api/products/v1/products/${productId}/reviews`,
    token,
    body,
  });
const goodReview = {
  rating: 4,
  title: 'Warm and comfortable',
  text: 'Kept my feet warm on a frosty ridge walk. Runs a little small, so go up half a size.',
  fit: 'small',
  nickname: 'Frosty',
};

describe('GET /products/v1/products/{productId}/reviews', () => {
  it('lists approved reviews with the histogram, average and fit summary the tiles agree with', async () => {
    expect(reviewed.reviewsCount).toBeGreaterThanOrEqual(10);
    const response = await reviewsOf(reviewed.id);
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.reviewsCount).toBe(reviewed.reviewsCount);
    expect(body.average).toBe(reviewed.score);
    expect(body.histogram.map((h) => h.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(body.histogram.reduce((sum, h) => sum + h.count, 0)).toBe(body.reviewsCount);
    expect(body.reviews).toHaveLength(10);
    const dates = body.reviews.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.fit.small + body.fit.true + body.fit.large).toBeGreaterThan(0);
  });

  it('sorts by rating or helpfulness, filters by rating and pages', async () => {
    const high = await reviewsOf(reviewed.id, 'sort=rating-high&count=50');
    const ratings = high.body.reviews.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const low = await reviewsOf(reviewed.id, 'sort=rating-low&count=50');
    const lowest = [...high.body.histogram].reverse().find((h) => h.count > 0)!.rating;
    expect(low.body.reviews[0]!.rating).toBe(lowest);
    const helpful = await reviewsOf(reviewed.id, 'sort=helpful&count=50');
    const net = helpful.body.reviews.map((r) => r.helpfulYes - r.helpfulNo);
    expect(net).toEqual([...net].sort((a, b) => b - a));
    const star = high.body.histogram.find((h) => h.count > 0)!;
    const filtered = await reviewsOf(reviewed.id, `rating=${star.rating}&count=50`);
    expect(filtered.body.total).toBe(star.count);
    expect(filtered.body.reviews.every((r) => r.rating === star.rating)).toBe(true);
    const second = await reviewsOf(reviewed.id, 'start=10&count=10');
    expect(second.body.reviews[0]!.id).not.toBe((await reviewsOf(reviewed.id)).body.reviews[0]!.id);
  });

  it('answers an empty summary for a product without reviews, and accepts a colour id', async () => {
    const none = await reviewsOf(unreviewed);
    expect(none.body).toMatchObject({ reviewsCount: 0, average: 0, total: 0, reviews: [] });
    const details = await api.call<ProductDetails>({
      method: 'GET',
      url: `/api/products/v2/products/${reviewed.id}/details`,
    });
    const colour = await reviewsOf(details.body.attributes.Color.options[0]!.id);
    expect(colour.body.productId).toBe(reviewed.id);
  });

  it('answers PLP400 for an unknown product and REQ400 for bad parameters', async () => {
    const unknown = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/products/v1/products/ZZ999999/reviews',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('PLP400');
    for (const [query, field] of [
      ['sort=best', 'querystring.sort'],
      ['rating=6', 'querystring.rating'],
      ['count=51', 'querystring.count'],
    ]) {
      const bad = await api.call<ErrorBody>({
        method: 'GET',
        url: `/api/products/v1/products/${reviewed.id}/reviews?${query}`,
      });
      expect(bad.body.errorDetails[0], query).toMatchObject({ errorId: 'REQ400', field });
    }
  });
});

describe('POST /products/v1/products/{productId}/reviews', () => {
  it('publishes a guest review at once and updates the product rating everywhere', async () => {
    const { accessToken } = await api.guest();
    const created = await review(unreviewed, accessToken, { ...goodReview, rating: 5 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ rating: 5, fit: 'small', verifiedPurchase: false, language: 'en' });
    const list = await reviewsOf(unreviewed);
    expect(list.body).toMatchObject({ reviewsCount: 1, average: 5 });
    expect(list.body.reviews[0]!.id).toBe(created.body.id);
    const details = await api.call<ProductDetails>({
      method: 'GET',
      url: `/api/products/v2/products/${unreviewed}/details`,
    });
    expect(details.body.rating).toEqual({ score: 5, reviewsCount: 1 });
    const rated = await api.call<ProductSearchResponse>({
      method: 'GET',
      url: '/api/products/v2/search/productSearch?categoryId=1000&rating=4&count=100',
    });
    expect(rated.body.products.map((p) => p.id)).toContain(unreviewed);
  });

  it('marks a review from a shopper who bought the product as a verified purchase', async () => {
    const ready = await readyCart(api);
    const order = await api.call({
      method: 'PUT',
      url: '/api/cart/v2/checkout/order',
      token: ready.token,
      body: { cartId: ready.cart.id },
      headers: { 'idempotency-key': 'review-order-0001' },
    });
    expect(order.status).toBe(200);
    const masterId = ready.cart.items[0]!.masterId;
    const created = await review(masterId, ready.token, goodReview);
    expect(created.body.verifiedPurchase).toBe(true);
  });

  it('answers REV410 for text over 2000 characters, AUT498 without a shopper and REQ400 for bad fields', async () => {
    const { accessToken } = await api.guest();
    const long = await review(reviewed.id, accessToken, { ...goodReview, text: 'a'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.errorDetails[0]).toMatchObject({
      errorId: 'REV410',
      field: 'body.text',
      maxLength: 2000,
    });
    expect(long.body.errorDetails[0]!.message).toContain('2000');
    expect((await review(reviewed.id, undefined, goodReview)).body.errorDetails[0]!.errorId).toBe('AUT498');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...goodReview, rating: 6 }, 'body.rating'],
      [{ ...goodReview, title: 't'.repeat(101) }, 'body.title'],
      [{ ...goodReview, fit: 'tight' }, 'body.fit'],
      [{ ...goodReview, nickname: '' }, 'body.nickname'],
      [{ ...goodReview, photoUrls: ['http://example.com/a.jpg'] }, 'body.photoUrls.0'],
    ];
    for (const [body, field] of cases) {
      const response = await review(reviewed.id, accessToken, body);
      expect(response.status, field).toBe(400);
      expect(response.body.errorDetails[0], field).toMatchObject({ errorId: 'REQ400', field });
    }
  });
});

describe('voting on and reporting reviews', () => {
  const post = <T>(path: string, token: string | undefined, body: unknown) =>
    api.call<T & ErrorBody>({
      method: 'POST',
      url: `/api/products/v1/products/${reviewed.id}/review/${path}`,
      token,
      body,
    });

  it('counts one helpful vote per shopper and answers REV409 on a repeat', async () => {
    const target = (await reviewsOf(reviewed.id)).body.reviews[0]!;
    const { accessToken } = await api.guest();
    const vote = await post<VoteResponse>(`${target.id}/vote`, accessToken, { helpful: true });
    expect(vote.status).toBe(200);
    expect(vote.body).toEqual({
      id: target.id,
      helpfulYes: target.helpfulYes + 1,
      helpfulNo: target.helpfulNo,
    });
    const again = await post(`${target.id}/vote`, accessToken, { helpful: false });
    expect(again.status).toBe(409);
    expect(again.body.errorDetails[0]!.errorId).toBe('REV409');
    const unknown = await post(`${crypto.randomUUID()}/vote`, accessToken, { helpful: true });
    expect(unknown.body.errorDetails[0]!.errorId).toBe('REV404');
    const malformed = await post('not-an-id/vote', accessToken, { helpful: true });
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.reviewId' });
    const noBody = await post(`${target.id}/vote`, accessToken, {});
    expect(noBody.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.helpful' });
  });

  it('sends a review reported by three shoppers to moderation, out of the list and the rating', async () => {
    const before = await reviewsOf(reviewed.id, 'count=50');
    const target = before.body.reviews.at(-1)!;
    const reporters = await Promise.all([api.guest(), api.guest(), api.guest()]);
    for (const [index, reporter] of reporters.entries()) {
      const flag = await post(`${target.id}/flag`, reporter.accessToken, { reason: 'spam' });
      expect(flag.status).toBe(200);
      const listed = (await reviewsOf(reviewed.id, 'count=50')).body.reviews.some((r) => r.id === target.id);
      expect(listed).toBe(index < 2);
    }
    const after = await reviewsOf(reviewed.id);
    expect(after.body.reviewsCount).toBe(before.body.reviewsCount - 1);
    const repeat = await post(`${target.id}/flag`, reporters[0]!.accessToken, { reason: 'spam' });
    expect(repeat.body.errorDetails[0]!.errorId).toBe('REV404');

    const other = after.body.reviews[0]!;
    await post(`${other.id}/flag`, reporters[0]!.accessToken, {
      reason: 'off-topic',
      comment: 'About another product',
    });
    const twice = await post(`${other.id}/flag`, reporters[0]!.accessToken, { reason: 'spam' });
    expect(twice.status).toBe(409);
    expect(twice.body.errorDetails[0]!.errorId).toBe('REV411');
    const badReason = await post(`${other.id}/flag`, reporters[1]!.accessToken, { reason: 'boring' });
    expect(badReason.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.reason' });
  });
});

describe('POST /products/v1/review/{reviewId}/translate', () => {
  it('answers TRN501 for a review without a stored translation when no translation service is configured, and the original in its own language', async () => {
    // A shopper's review (written above): the demo reviews ship their translations (decision 092).
    const target = (await reviewsOf(unreviewed)).body.reviews[0]!;
    expect(target.title).toBe(goodReview.title);
    const french = await api.call<ErrorBody>({
      method: 'POST',
      url: `/api/products/v1/review/${target.id}/translate?locale=fr-ca`,
    });
    expect(french.status).toBe(501);
    expect(french.body.errorDetails[0]).toMatchObject({ errorId: 'TRN501' });
    expect(french.body.errorDetails[0]!.message).toMatch(/traduction/i);
    const same = await api.call<{ text: string; language: string }>({
      method: 'POST',
      url: `/api/products/v1/review/${target.id}/translate`,
      body: { language: 'en' },
    });
    expect(same.body).toMatchObject({ language: 'en', text: target.text });
    const unknown = await api.call<ErrorBody>({
      method: 'POST',
      url: `/api/products/v1/review/${crypto.randomUUID()}/translate`,
    });
    expect(unknown.body.errorDetails[0]!.errorId).toBe('REV404');
    const badLanguage = await api.call<ErrorBody>({
      method: 'POST',
      url: `/api/products/v1/review/${target.id}/translate`,
      body: { language: 'es' },
    });
    expect(badLanguage.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.language' });
  });
});

describe('questions and answers', () => {
  const questionsUrl = (productId: string) => `/api/products/v1/products/${productId}/reviews/questions`;

  it('lets a shopper ask, another answer, and lists questions with their answers', async () => {
    const asker = await api.guest();
    const asked = await api.call<Question & ErrorBody>({
      method: 'POST',
      url: questionsUrl(unreviewed),
      token: asker.accessToken,
      body: { text: 'Does this come in wide fittings?' },
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ nickname: 'Shopper', answers: [] });
    const answerer = await api.guest();
    const answered = await api.call<Question>({
      method: 'POST',
      url: `${questionsUrl(unreviewed)}/${asked.body.id}/answers`,
      token: answerer.accessToken,
      body: { text: 'Mine fit my wide feet well.', nickname: 'Wide Walker' },
    });
    expect(answered.status).toBe(201);
    expect(answered.body.answers).toMatchObject([{ nickname: 'Wide Walker', isStaff: false }]);
    const list = await api.call<QuestionListResponse>({ method: 'GET', url: questionsUrl(unreviewed) });
    expect(list.body.questions[0]).toMatchObject({
      id: asked.body.id,
      answers: [{ text: 'Mine fit my wide feet well.' }],
    });

    const answerId = answered.body.answers[0]!.id;
    const voteUrl = `/api/products/v1/products/${unreviewed}/review/${answerId}/questions/vote`;
    const vote = await api.call<VoteResponse>({
      method: 'POST',
      url: voteUrl,
      token: asker.accessToken,
      body: { helpful: true },
    });
    expect(vote.body).toEqual({ id: answerId, helpfulYes: 1, helpfulNo: 0 });
    const again = await api.call<ErrorBody>({
      method: 'POST',
      url: voteUrl,
      token: asker.accessToken,
      body: { helpful: true },
    });
    expect(again.body.errorDetails[0]!.errorId).toBe('REV409');
  });

  it('lists seeded questions with staff answers first and pages', async () => {
    const list = await api.call<QuestionListResponse>({
      method: 'GET',
      url: `${questionsUrl(reviewed.id)}?count=1`,
    });
    expect(list.status).toBe(200);
    expect(list.body.count).toBeLessThanOrEqual(1);
    expect(list.body.total).toBeGreaterThanOrEqual(list.body.count);
  });

  it('answers REQ400 naming the text, QNA404 for an unknown question and AUT498 without a shopper', async () => {
    const { accessToken } = await api.guest();
    for (const [body, problem] of [
      [{}, 'body.text'],
      [{ text: '' }, 'body.text'],
      [{ text: 'Too short' }, 'body.text'],
      [{ text: 'x'.repeat(501) }, 'body.text'],
    ] as const) {
      const response = await api.call<ErrorBody>({
        method: 'POST',
        url: questionsUrl(reviewed.id),
        token: accessToken,
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: problem });
    }
    const unknown = await api.call<ErrorBody>({
      method: 'POST',
      url: `${questionsUrl(reviewed.id)}/${crypto.randomUUID()}/answers`,
      token: accessToken,
      body: { text: 'An answer' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('QNA404');
    const anonymous = await api.call<ErrorBody>({
      method: 'POST',
      url: questionsUrl(reviewed.id),
      body: { text: 'Is this waterproof?' },
    });
    expect(anonymous.body.errorDetails[0]!.errorId).toBe('AUT498');
  });
});
