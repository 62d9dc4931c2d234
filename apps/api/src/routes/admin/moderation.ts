import { consumers, outboxLog, reviews } from '@ridgeline/commerce';
import {
  adminBrandAnswerRequestSchema,
  adminEmptyBodySchema,
  adminModerationResultSchema,
  adminOutboxEmailSchema,
  adminOutboxListQuerySchema,
  adminOutboxPageSchema,
  adminOutboxParamsSchema,
  adminQuestionListQuerySchema,
  adminQuestionPageSchema,
  adminQuestionParamsSchema,
  adminQuestionSchema,
  adminReviewListQuerySchema,
  adminReviewPageSchema,
  adminReviewParamsSchema,
  adminSupportCaseListQuerySchema,
  adminSupportCasePageSchema,
  adminSupportCaseParamsSchema,
  adminSupportCaseSchema,
  adminSupportReplyRequestSchema,
  adminSupportStatusRequestSchema,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const moderationTags = ['Admin: moderation'];
const supportTags = ['Admin: support inbox'];
const outboxTags = ['Admin: outbox'];

const actorOf = (request: FastifyRequest) => ({
  type: 'operator' as const,
  id: request.operator!.operatorId,
});

/**
 * Moderation (decision 068): reviews and questions (moderation:write: content editors and customer
 * service), the brand's answers; the support inbox and the outbox (customers:read: they hold shoppers'
 * addresses and messages, and answering shoppers is customer service's work).
 */
export const adminModerationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/moderation/reviews',
    {
      config: { access: 'moderation:write' },
      schema: {
        tags: moderationTags,
        summary:
          'Reviews by status (pending, approved, rejected) or the flagged queue (reported since last approved), newest first, with their reports',
        querystring: adminReviewListQuerySchema,
        response: { 200: adminReviewPageSchema },
      },
    },
    async (request) => reviews.reviewsToModerate(db, request.query),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/moderation/reviews/:reviewId/${decision}`,
      {
        config: { access: 'moderation:write' },
        schema: {
          tags: moderationTags,
          summary:
            decision === 'approve'
              ? "Approves a review: listed and counted in the product's rating, its reports cleared (MOD409 already so)"
              : "Rejects a review: hidden and out of the product's rating (MOD409 already rejected)",
          params: adminReviewParamsSchema,
          body: adminEmptyBodySchema,
          response: { 200: adminModerationResultSchema },
        },
      },
      async (request) => reviews.moderateReview(db, actorOf(request), request.params.reviewId, decision),
    );
  }

  app.get(
    '/moderation/questions',
    {
      config: { access: 'moderation:write' },
      schema: {
        tags: moderationTags,
        summary: 'Questions by status (pending, approved, rejected), newest first, with their answers',
        querystring: adminQuestionListQuerySchema,
        response: { 200: adminQuestionPageSchema },
      },
    },
    async (request) => reviews.questionsToModerate(db, request.query),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/moderation/questions/:questionId/${decision}`,
      {
        config: { access: 'moderation:write' },
        schema: {
          tags: moderationTags,
          summary:
            decision === 'approve'
              ? 'Approves a question: listed on the product page (MOD409 already approved)'
              : 'Rejects a question: hidden with its answers (MOD409 already rejected)',
          params: adminQuestionParamsSchema,
          body: adminEmptyBodySchema,
          response: { 200: adminModerationResultSchema },
        },
      },
      async (request) => reviews.moderateQuestion(db, actorOf(request), request.params.questionId, decision),
    );
  }

  app.post(
    '/moderation/questions/:questionId/answers',
    {
      config: { access: 'moderation:write' },
      schema: {
        tags: moderationTags,
        summary:
          "The brand's answer to a question, shown first on the product page as staff's; approves a pending question (MOD409 rejected)",
        params: adminQuestionParamsSchema,
        body: adminBrandAnswerRequestSchema,
        response: { 201: adminQuestionSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reviews.answerAsBrand(db, actorOf(request), request.params.questionId, request.body)),
  );

  app.get(
    '/support/cases',
    {
      config: { access: 'customers:read' },
      schema: {
        tags: supportTags,
        summary:
          'Contact-us messages and warranty cases, newest first, by status (new, in_progress, closed) and kind',
        querystring: adminSupportCaseListQuerySchema,
        response: { 200: adminSupportCasePageSchema },
      },
    },
    async (request) => consumers.supportInbox(db, request.query),
  );

  app.get(
    '/support/cases/:caseId',
    {
      config: { access: 'customers:read' },
      schema: {
        tags: supportTags,
        summary: "One case: the shopper's message, its details and the replies sent (MOD404 unknown)",
        params: adminSupportCaseParamsSchema,
        response: { 200: adminSupportCaseSchema },
      },
    },
    async (request) => consumers.supportCase(db, request.params.caseId),
  );

  app.post(
    '/support/cases/:caseId/status',
    {
      config: { access: 'customers:read' },
      schema: {
        tags: supportTags,
        summary: 'Moves a case to new, in_progress or closed',
        params: adminSupportCaseParamsSchema,
        body: adminSupportStatusRequestSchema,
        response: { 200: adminSupportCaseSchema },
      },
    },
    async (request) =>
      consumers.setSupportCaseStatus(db, actorOf(request), request.params.caseId, request.body.status),
  );

  app.post(
    '/support/cases/:caseId/replies',
    {
      config: { access: 'customers:read' },
      schema: {
        tags: supportTags,
        summary:
          'Replies to the shopper by email in their language (through the outbox), kept on the case, which moves to in_progress or, with close, closed (MOD410 closed)',
        params: adminSupportCaseParamsSchema,
        body: adminSupportReplyRequestSchema,
        response: { 201: adminSupportCaseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await consumers.replyToSupportCase(db, actorOf(request), request.params.caseId, request.body)),
  );

  app.get(
    '/outbox',
    {
      config: { access: 'customers:read' },
      schema: {
        tags: outboxTags,
        summary: "Every email the shop queued, newest first (to: the recipient's address by its beginning)",
        querystring: adminOutboxListQuerySchema,
        response: { 200: adminOutboxPageSchema },
      },
    },
    async (request) => outboxLog.listOutbox(db, request.query),
  );

  app.get(
    '/outbox/:emailId',
    {
      config: { access: 'customers:read' },
      schema: {
        tags: outboxTags,
        summary: 'One email with its text and HTML bodies (MOD411 unknown)',
        params: adminOutboxParamsSchema,
        response: { 200: adminOutboxEmailSchema },
      },
    },
    async (request) => outboxLog.outboxEmail(db, request.params.emailId),
  );

  app.post(
    '/outbox/:emailId/resend',
    {
      config: { access: 'customers:read' },
      schema: {
        tags: outboxTags,
        summary: 'Queues the same email again as a new outbox row (the original stays as sent)',
        params: adminOutboxParamsSchema,
        body: adminEmptyBodySchema,
        response: { 201: adminOutboxEmailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await outboxLog.resendOutboxEmail(db, actorOf(request), request.params.emailId)),
  );
};
