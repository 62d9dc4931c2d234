import type {
  AdminOutboxEmail,
  AdminQuestion,
  AdminReview,
  AdminSupportCase,
  ProductSearchResponse,
  Question,
  QuestionListResponse,
  Review,
  ReviewListResponse,
} from '@ridgeline/contracts';
import { and, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import { createTestApi, registered, type TestApi } from './helpers.ts';

let api: TestApi;
let owner: string;
let ownerId: string;
let fulfilment: string;
let contentEditor: string;
let productId: string;

async function signedIn(role: 'fulfilment' | 'content-editor') {
  const operator = await newOperator(api, role);
  const { cookie } = await adminSignIn(api, operator.email, operator.password);
  return cookie!;
}

beforeAll(async () => {
  api = await createTestApi();
  const signed = await signedInOwner(api);
  owner = signed.cookie;
  ownerId = signed.owner.id;
  fulfilment = await signedIn('fulfilment');
  contentEditor = await signedIn('content-editor');
  const list = await api.call<ProductSearchResponse>({
    method: 'GET',
    url: '/api/products/v2/search/productSearch?categoryId=1000&count=10',
  });
  productId = list.body.products[0]!.id;
});
afterAll(() => api.close());

type Page<T> = { items: T[]; start: number; pageSize: number; hasMore: boolean };
const get = <T>(url: string, as = owner) =>
  adminCall<T & AdminFailure>(api, 'GET', `/api/admin/v1${url}`, as);
const post = <T>(url: string, body: unknown = {}, as = owner) =>
  adminCall<T & AdminFailure>(api, 'POST', `/api/admin/v1${url}`, as, body);

const auditOf = (entityType: string, entityId: string) =>
  api.database.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entityType, entityType), eq(schema.auditLog.entityId, entityId)));

const publicReviews = async () =>
  (
    await api.call<ReviewListResponse>({
      method: 'GET',
      url: `/api/products/v1/products/${productId}/reviews?count=50`,
    })
  ).body;
const publicQuestions = async () =>
  (
    await api.call<QuestionListResponse>({
      method: 'GET',
      url: `/api/products/v1/products/${productId}/reviews/questions?count=50`,
    })
  ).body;

/** A review written by a shopper, then reported by three others (it leaves the list: 'pending'). */
async function flaggedReview() {
  const author = await api.guest();
  const written = await api.call<Review>({
    method: 'POST',
    url: `/api/products/v1/products/${productId}/reviews`,
    token: author.accessToken,
    body: {
      rating: 1,
      title: 'Not what I hoped',
      text: 'The laces broke on the first walk out.',
      nickname: 'Fell',
    },
  });
  expect(written.status).toBe(201);
  const reasons = ['spam', 'inappropriate', 'spam'];
  for (const reason of reasons) {
    const reporter = await api.guest();
    const flag = await api.call({
      method: 'POST',
      url: `/api/products/v1/products/${productId}/review/${written.body.id}/flag`,
      token: reporter.accessToken,
      body: { reason, comment: reason === 'inappropriate' ? 'Rude words' : undefined },
    });
    expect(flag.status).toBe(200);
  }
  return written.body;
}

async function askedQuestion(text = 'Is the sole stiff enough for scrambling?') {
  const asker = await api.guest();
  const asked = await api.call<Question>({
    method: 'POST',
    url: `/api/products/v1/products/${productId}/reviews/questions`,
    token: asker.accessToken,
    body: { text },
  });
  expect(asked.status).toBe(201);
  return asked.body;
}

describe('reviews moderation', () => {
  it('lists the flagged queue with its reports, approves (reports cleared) and rejects, audited', async () => {
    const review = await flaggedReview();
    expect((await publicReviews()).reviews.some((r) => r.id === review.id)).toBe(false);

    const flagged = await get<Page<AdminReview>>('/moderation/reviews?status=flagged&pageSize=100');
    expect(flagged.status).toBe(200);
    const queued = flagged.body.items.find((item) => item.id === review.id)!;
    expect(queued).toMatchObject({ status: 'pending', flagsCount: 3, productId });
    expect(queued.flags.map((flag) => flag.reason).sort()).toEqual(['inappropriate', 'spam', 'spam']);
    expect(queued.flags.find((flag) => flag.reason === 'inappropriate')!.comment).toBe('Rude words');
    const pending = await get<Page<AdminReview>>('/moderation/reviews?status=pending&pageSize=100');
    expect(pending.body.items.some((item) => item.id === review.id)).toBe(true);

    const approved = await post<{ id: string; status: string }>(`/moderation/reviews/${review.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ id: review.id, status: 'approved' });
    expect((await publicReviews()).reviews.some((r) => r.id === review.id)).toBe(true);
    const flaggedAfter = await get<Page<AdminReview>>('/moderation/reviews?status=flagged&pageSize=100');
    expect(flaggedAfter.body.items.some((item) => item.id === review.id)).toBe(false);
    const again = await post(`/moderation/reviews/${review.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.errorDetails[0]!.errorId).toBe('MOD409');

    // A content editor moderates too (moderation:write).
    const rejected = await post<{ status: string }>(
      `/moderation/reviews/${review.id}/reject`,
      {},
      contentEditor,
    );
    expect(rejected.body.status).toBe('rejected');
    expect((await publicReviews()).reviews.some((r) => r.id === review.id)).toBe(false);
    const rejectedList = await get<Page<AdminReview>>('/moderation/reviews?status=rejected&pageSize=100');
    expect(rejectedList.body.items.some((item) => item.id === review.id)).toBe(true);

    const entries = await auditOf('review', review.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['review.approve', 'review.reject']);
    expect(entries.find((entry) => entry.action === 'review.approve')).toMatchObject({
      actorType: 'operator',
      actorId: ownerId,
      before: { status: 'pending', flagsCount: 3 },
      after: { status: 'approved', flagsCount: 0 },
    });
  });

  it('pages newest first and refuses bad input with clear ids', async () => {
    const first = await get<Page<AdminReview>>('/moderation/reviews?status=approved&pageSize=2');
    expect(first.body.items).toHaveLength(2);
    expect(first.body.hasMore).toBe(true);
    const second = await get<Page<AdminReview>>('/moderation/reviews?status=approved&pageSize=2&start=2');
    expect(second.body.start).toBe(2);
    expect(second.body.items[0]!.id).not.toBe(first.body.items[1]!.id);
    expect(first.body.items[0]!.createdAt >= first.body.items[1]!.createdAt).toBe(true);

    const badStatus = await get('/moderation/reviews?status=spam');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'querystring.status' });
    const badId = await post('/moderation/reviews/not-an-id/approve');
    expect(badId.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.reviewId' });
    const unknown = await post(`/moderation/reviews/${crypto.randomUUID()}/reject`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('REV404');
    const extra = await post(`/moderation/reviews/${crypto.randomUUID()}/reject`, { decision: 'reject' });
    expect(extra.status).toBe(400);
    expect(extra.body.errorDetails[0]!.errorId).toBe('REQ400');
  });
});

describe('questions moderation and the brand answer', () => {
  it("rejects and approves a question, and the brand's answer shows in the public questions API", async () => {
    const question = await askedQuestion();
    const approvedList = await get<Page<AdminQuestion>>('/moderation/questions?status=approved&pageSize=100');
    expect(approvedList.body.items.some((item) => item.id === question.id)).toBe(true);

    const rejected = await post<{ status: string }>(`/moderation/questions/${question.id}/reject`);
    expect(rejected.body.status).toBe('rejected');
    expect((await publicQuestions()).questions.some((q) => q.id === question.id)).toBe(false);
    const shopper = await api.guest();
    const answerHidden = await api.call<AdminFailure>({
      method: 'POST',
      url: `/api/products/v1/products/${productId}/reviews/questions/${question.id}/answers`,
      token: shopper.accessToken,
      body: { text: 'It is stiff enough.' },
    });
    expect(answerHidden.body.errorDetails[0]!.errorId).toBe('QNA404');
    const brandOnRejected = await post(`/moderation/questions/${question.id}/answers`, {
      text: 'Yes it is.',
    });
    expect(brandOnRejected.status).toBe(409);
    expect(brandOnRejected.body.errorDetails[0]!.errorId).toBe('MOD409');
    const rejectedAgain = await post(`/moderation/questions/${question.id}/reject`);
    expect(rejectedAgain.body.errorDetails[0]!.errorId).toBe('MOD409');

    const approved = await post<{ status: string }>(`/moderation/questions/${question.id}/approve`);
    expect(approved.body.status).toBe('approved');

    const answered = await post<AdminQuestion>(`/moderation/questions/${question.id}/answers`, {
      text: 'Yes: the sole has a half-length shank made for scrambling.',
    });
    expect(answered.status).toBe(201);
    expect(answered.body.answers).toMatchObject([{ isStaff: true, nickname: 'Ridgeline' }]);

    // A shopper's answer comes after the brand's on the product page.
    await api.call({
      method: 'POST',
      url: `/api/products/v1/products/${productId}/reviews/questions/${question.id}/answers`,
      token: shopper.accessToken,
      body: { text: 'Worked for me on grade 2 scrambles.' },
    });
    const listed = (await publicQuestions()).questions.find((q) => q.id === question.id)!;
    expect(listed.answers).toMatchObject([
      {
        isStaff: true,
        nickname: 'Ridgeline',
        text: 'Yes: the sole has a half-length shank made for scrambling.',
      },
      { isStaff: false },
    ]);

    const entries = await auditOf('question', question.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'question.approve',
      'question.brand_answer',
      'question.reject',
    ]);
  });

  it('refuses malformed answers and unknown questions', async () => {
    const question = await askedQuestion('Does the upper stretch after a few walks?');
    const empty = await post(`/moderation/questions/${question.id}/answers`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.text' });
    const long = await post(`/moderation/questions/${question.id}/answers`, { text: 'x'.repeat(2001) });
    expect(long.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.text' });
    const unknown = await post(`/moderation/questions/${crypto.randomUUID()}/answers`, {
      text: 'Hello there',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('QNA404');
    const badStatus = await get('/moderation/questions?status=flagged');
    expect(badStatus.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'querystring.status' });
  });
});

/** A contact-us message filed by a shopper browsing in French. */
async function contactCase(email: string) {
  const sent = await api.call<{ caseId: string }>({
    method: 'POST',
    url: '/api/consumers-v3/contactus?locale=fr-fr',
    body: {
      email,
      firstName: 'Ada',
      lastName: 'Stone',
      category: 'orders',
      subject: 'where-is-my-order',
      message: 'Où sont mes chaussures ?',
    },
  });
  expect(sent.status).toBe(200);
  return sent.body.caseId;
}

describe('support inbox', () => {
  it('lists new cases, changes status, replies by email in the shopper’s language, audited', async () => {
    const email = `ada.${Date.now()}@example.com`;
    const caseId = await contactCase(email);
    const inbox = await get<Page<AdminSupportCase>>('/support/cases?status=new&kind=contact&pageSize=100');
    expect(inbox.status).toBe(200);
    expect(inbox.body.items.find((item) => item.id === caseId)).toMatchObject({ status: 'new', email });

    const one = await get<AdminSupportCase>(`/support/cases/${caseId}`);
    expect(one.body).toMatchObject({ message: 'Où sont mes chaussures ?', locale: 'fr-fr', replies: [] });

    const moved = await post<AdminSupportCase>(`/support/cases/${caseId}/status`, { status: 'in_progress' });
    expect(moved.body.status).toBe('in_progress');

    const replied = await post<AdminSupportCase>(`/support/cases/${caseId}/replies`, {
      text: 'Votre colis part demain.',
      close: true,
    });
    expect(replied.status).toBe(201);
    expect(replied.body.status).toBe('closed');
    expect(replied.body.replies).toMatchObject([{ text: 'Votre colis part demain.', operatorId: ownerId }]);
    const mails = await api.database.db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.toAddress, email), eq(schema.outbox.template, 'support-reply')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`À propos de votre dossier ${caseId}`);
    expect(mails[0]!.textBody).toContain('Votre colis part demain.');

    const closed = await post(`/support/cases/${caseId}/replies`, { text: 'Autre chose ?' });
    expect(closed.status).toBe(409);
    expect(closed.body.errorDetails[0]!.errorId).toBe('MOD410');

    const entries = await auditOf('support_case', caseId);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'support_case.reply',
      'support_case.status',
    ]);
  });

  it("gives the shopper the case's status and the replies in their data export", async () => {
    const { session, email } = await registered(api);
    const filed = await api.call<{ caseId: string }>({
      method: 'POST',
      url: '/api/consumers-v3/contactus',
      token: session.accessToken,
      body: {
        email,
        firstName: 'Cai',
        lastName: 'Reed',
        category: 'products',
        subject: 'sizing',
        message: 'Do these run small?',
      },
    });
    expect(filed.status).toBe(200);
    await post(`/support/cases/${filed.body.caseId}/replies`, { text: 'Take your usual size.' });
    const exported = await api.call<{
      supportCases: { caseId: string; status: string; replies: { text: string }[] }[];
    }>({
      method: 'POST',
      url: '/api/consumers-v3/consumer/retrieveUserData',
      token: session.accessToken,
      body: {},
    });
    expect(exported.body.supportCases).toMatchObject([
      { caseId: filed.body.caseId, status: 'in_progress', replies: [{ text: 'Take your usual size.' }] },
    ]);
  });

  it('refuses bad statuses, bodies and unknown cases', async () => {
    const caseId = await contactCase(`bea.${Date.now()}@example.com`);
    const badStatus = await post(`/support/cases/${caseId}/status`, { status: 'done' });
    expect(badStatus.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.status' });
    const noText = await post(`/support/cases/${caseId}/replies`, { close: true });
    expect(noText.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.text' });
    const unknown = await get(`/support/cases/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('MOD404');
    const badQuery = await get('/support/cases?status=open');
    expect(badQuery.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'querystring.status' });
  });
});

describe('outbox', () => {
  it('lists emails by recipient newest first, reads one and resends it as a new row, audited', async () => {
    const email = `Outbox.${Date.now()}@Example.com`;
    await contactCase(email);
    await contactCase(email);
    const listed = await get<Page<AdminOutboxEmail>>(
      `/outbox?to=${encodeURIComponent(email.slice(0, 12).toLowerCase())}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.items).toHaveLength(2);
    expect(listed.body.items.every((item) => item.to === email)).toBe(true);
    expect(listed.body.items[0]!.createdAt >= listed.body.items[1]!.createdAt).toBe(true);

    const one = await get<AdminOutboxEmail>(`/outbox/${listed.body.items[0]!.id}`);
    expect(one.body.textBody).toContain('Ada');
    expect(one.body.htmlBody).toContain('<html');

    const resent = await post<AdminOutboxEmail>(`/outbox/${one.body.id}/resend`);
    expect(resent.status).toBe(201);
    expect(resent.body.id).not.toBe(one.body.id);
    expect(resent.body).toMatchObject({ to: email, subject: one.body.subject, textBody: one.body.textBody });
    const after = await get<Page<AdminOutboxEmail>>(`/outbox?to=${encodeURIComponent(email)}`);
    expect(after.body.items).toHaveLength(3);
    expect(after.body.items[0]!.id).toBe(resent.body.id);
    expect((await auditOf('email', one.body.id)).map((entry) => entry.action)).toEqual(['email.resend']);

    const unknown = await post(`/outbox/${crypto.randomUUID()}/resend`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('MOD411');
    const badId = await get('/outbox/nope');
    expect(badId.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.emailId' });
  });
});

describe('permissions', () => {
  it('refuses the fulfilment role everywhere, and a content editor the inbox and outbox', async () => {
    const id = crypto.randomUUID();
    const calls: [string, 'GET' | 'POST', unknown?][] = [
      ['/moderation/reviews', 'GET'],
      [`/moderation/reviews/${id}/approve`, 'POST', {}],
      [`/moderation/reviews/${id}/reject`, 'POST', {}],
      ['/moderation/questions', 'GET'],
      [`/moderation/questions/${id}/approve`, 'POST', {}],
      [`/moderation/questions/${id}/reject`, 'POST', {}],
      [`/moderation/questions/${id}/answers`, 'POST', { text: 'Hello there' }],
      ['/support/cases', 'GET'],
      [`/support/cases/${id}`, 'GET'],
      [`/support/cases/${id}/status`, 'POST', { status: 'closed' }],
      [`/support/cases/${id}/replies`, 'POST', { text: 'Hello there' }],
      ['/outbox', 'GET'],
      [`/outbox/${id}`, 'GET'],
      [`/outbox/${id}/resend`, 'POST', {}],
    ];
    for (const [url, method, body] of calls) {
      const refused = await adminCall<AdminFailure>(api, method, `/api/admin/v1${url}`, fulfilment, body);
      expect(refused.status, url).toBe(403);
      expect(refused.body.errorDetails[0]!.errorId).toBe('ADM403');
      const anonymous = await adminCall<AdminFailure>(api, method, `/api/admin/v1${url}`, null, body);
      expect(anonymous.status, url).toBe(401);
      if (url.startsWith('/support') || url.startsWith('/outbox')) {
        const editor = await adminCall<AdminFailure>(api, method, `/api/admin/v1${url}`, contentEditor, body);
        expect(editor.status, url).toBe(403);
        expect(editor.body.errorDetails[0]!.permission).toBe('customers:read');
      }
    }
  });
});
