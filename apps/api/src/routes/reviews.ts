import { reviews } from '@ridgeline/commerce';
import {
  answerIdSchema,
  answerRequestSchema,
  askQuestionRequestSchema,
  createReviewRequestSchema,
  flagRequestSchema,
  flagResponseSchema,
  localeQuerySchema,
  productIdSchema,
  questionIdSchema,
  questionListQuerySchema,
  questionListResponseSchema,
  questionSchema,
  reviewIdSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewSchema,
  translateRequestSchema,
  translateResponseSchema,
  voteRequestSchema,
  voteResponseSchema,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface ReviewRouteOptions {
  database: Database;
  translation: reviews.TranslationProvider;
}

const tags = ['Reviews'];
const productParams = z.object({ productId: productIdSchema });
const languageOf = (locale: string) => locale.slice(0, 2);

export const reviewRoutes: FastifyPluginAsyncZod<ReviewRouteOptions> = async (
  app,
  { database, translation },
) => {
  const { db } = database;
  const shopperOnly = { preHandler: app.requireShopper };

  app.get(
    '/products/v1/products/:productId/reviews',
    {
      schema: {
        tags,
        summary: 'Approved reviews with rating histogram, average and fit summary',
        params: productParams,
        querystring: reviewListQuerySchema.extend(localeQuerySchema.shape),
        response: { 200: reviewListResponseSchema },
      },
    },
    async (request) => reviews.listReviews(db, request.params.productId, request.query),
  );

  app.post(
    '/products/v1/products/:productId/reviews',
    {
      ...shopperOnly,
      schema: {
        tags,
        summary: 'Write a review (signed-in or guest shopper); REV410 when the text is too long',
        params: productParams,
        querystring: localeQuerySchema,
        body: createReviewRequestSchema,
        response: { 201: reviewSchema },
      },
    },
    async (request, reply) => {
      const review = await reviews.createReview(
        db,
        request.shop,
        request.shopper!.sub,
        request.params.productId,
        request.body,
      );
      return reply.code(201).send(review);
    },
  );

  app.post(
    '/products/v1/products/:productId/review/:reviewId/vote',
    {
      ...shopperOnly,
      schema: {
        tags,
        summary: 'Vote a review helpful or not, once per shopper (REV409 on a repeat)',
        params: productParams.extend({ reviewId: reviewIdSchema }),
        querystring: localeQuerySchema,
        body: voteRequestSchema,
        response: { 200: voteResponseSchema },
      },
    },
    async (request) =>
      reviews.voteReview(
        db,
        request.shopper!.sub,
        request.params.productId,
        request.params.reviewId,
        request.body.helpful,
      ),
  );

  app.post(
    '/products/v1/products/:productId/review/:reviewId/flag',
    {
      ...shopperOnly,
      schema: {
        tags,
        summary: `Report a review, once per shopper; after ${reviews.FLAGS_FOR_MODERATION} reports it awaits moderation`,
        params: productParams.extend({ reviewId: reviewIdSchema }),
        querystring: localeQuerySchema,
        body: flagRequestSchema,
        response: { 200: flagResponseSchema },
      },
    },
    async (request) =>
      reviews.flagReview(
        db,
        request.shopper!.sub,
        request.params.productId,
        request.params.reviewId,
        request.body,
      ),
  );

  app.post(
    '/products/v1/review/:reviewId/translate',
    {
      schema: {
        tags,
        summary:
          'Translate a review into the locale language: its stored translation, else the translation service (TRN501 when none is set up)',
        params: z.object({ reviewId: reviewIdSchema }),
        querystring: localeQuerySchema,
        body: translateRequestSchema.nullish(),
        response: { 200: translateResponseSchema },
      },
    },
    async (request) =>
      reviews.translateReview(
        db,
        translation,
        request.params.reviewId,
        request.body?.language ?? languageOf(request.shop.locale),
      ),
  );

  app.get(
    '/products/v1/products/:productId/reviews/questions',
    {
      schema: {
        tags,
        summary: 'Questions about a product with their answers',
        params: productParams,
        querystring: questionListQuerySchema.extend(localeQuerySchema.shape),
        response: { 200: questionListResponseSchema },
      },
    },
    async (request) => reviews.listQuestions(db, request.params.productId, request.query),
  );

  app.post(
    '/products/v1/products/:productId/reviews/questions',
    {
      ...shopperOnly,
      schema: {
        tags,
        summary: 'Ask a question about a product (10 to 500 characters)',
        params: productParams,
        querystring: localeQuerySchema,
        body: askQuestionRequestSchema,
        response: { 201: questionSchema },
      },
    },
    async (request, reply) => {
      const question = await reviews.askQuestion(
        db,
        request.shop,
        request.shopper!.sub,
        request.params.productId,
        request.body,
      );
      return reply.code(201).send(question);
    },
  );

  app.post(
    '/products/v1/products/:productId/reviews/questions/:questionId/answers',
    {
      ...shopperOnly,
      schema: {
        tags,
        summary: 'Answer a question; returns the question with all its answers',
        params: productParams.extend({ questionId: questionIdSchema }),
        querystring: localeQuerySchema,
        body: answerRequestSchema,
        response: { 201: questionSchema },
      },
    },
    async (request, reply) => {
      const question = await reviews.answerQuestion(
        db,
        request.shop,
        request.shopper!.sub,
        request.params.productId,
        request.params.questionId,
        request.body,
      );
      return reply.code(201).send(question);
    },
  );

  app.post(
    '/products/v1/products/:productId/review/:answerId/questions/vote',
    {
      ...shopperOnly,
      schema: {
        tags,
        summary: 'Vote an answer helpful or not, once per shopper (REV409 on a repeat)',
        params: productParams.extend({ answerId: answerIdSchema }),
        querystring: localeQuerySchema,
        body: voteRequestSchema,
        response: { 200: voteResponseSchema },
      },
    },
    async (request) =>
      reviews.voteAnswer(
        db,
        request.shopper!.sub,
        request.params.productId,
        request.params.answerId,
        request.body.helpful,
      ),
  );
};
