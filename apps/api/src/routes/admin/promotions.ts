import { consumers, giftcards, promotions } from '@ridgeline/commerce';
import {
  adminEmptyBodySchema,
  adminGiftCardIssuedSchema,
  adminGiftCardIssueRequestSchema,
  adminGiftCardLookupRequestSchema,
  adminGiftCardParamsSchema,
  adminGiftCardSchema,
  adminLoyaltyAdjustRequestSchema,
  adminLoyaltyMemberSchema,
  adminLoyaltyParamsSchema,
  adminLoyaltyQuerySchema,
  adminPromotionActiveRequestSchema,
  adminPromotionCodePageSchema,
  adminPromotionCodesCreatedSchema,
  adminPromotionCodesQuerySchema,
  adminPromotionCodesRequestSchema,
  adminPromotionListQuerySchema,
  adminPromotionPageSchema,
  adminPromotionParamsSchema,
  adminPromotionRequestSchema,
  adminPromotionSchema,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const promotionTags = ['Admin: promotions'];
const giftCardTags = ['Admin: gift cards'];
const loyaltyTags = ['Admin: loyalty'];

const actorOf = (request: FastifyRequest) => ({
  type: 'operator' as const,
  id: request.operator!.operatorId,
});

/**
 * Promotions, coupons, gift cards and loyalty (decision 072): changes need promotions:write (merchandisers
 * and the owner), looking up a card or a member customers:read (customer service answers shoppers about
 * them). Every change is audited in its transaction.
 */
export const adminPromotionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/promotions',
    {
      config: { access: 'promotions:write' },
      schema: {
        tags: promotionTags,
        summary:
          'Promotions newest first, by status (scheduled, active, ended, disabled) and by the start of their id, name or coupon code, with their use',
        querystring: adminPromotionListQuerySchema,
        response: { 200: adminPromotionPageSchema },
      },
    },
    async (request) => promotions.listPromotions(db, request.query),
  );

  app.post(
    '/promotions',
    {
      config: { access: 'promotions:write' },
      schema: {
        tags: promotionTags,
        summary:
          'Creates a promotion of any kind the engine supports, enabled; it applies in carts at once when its dates say so (PRA409 coupon code taken)',
        body: adminPromotionRequestSchema,
        response: { 201: adminPromotionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await promotions.createPromotion(db, actorOf(request), request.body)),
  );

  app.get(
    '/promotions/:promotionId',
    {
      config: { access: 'promotions:write' },
      schema: {
        tags: promotionTags,
        summary:
          'One promotion with its use: orders that redeemed it and the discount given (PRA404 unknown)',
        params: adminPromotionParamsSchema,
        response: { 200: adminPromotionSchema },
      },
    },
    async (request) => promotions.promotionForOperator(db, request.params.promotionId),
  );

  app.put(
    '/promotions/:promotionId',
    {
      config: { access: 'promotions:write' },
      schema: {
        tags: promotionTags,
        summary: "Replaces a promotion's terms; its state, codes and redemptions stay (PRA404, PRA409)",
        params: adminPromotionParamsSchema,
        body: adminPromotionRequestSchema,
        response: { 200: adminPromotionSchema },
      },
    },
    async (request) =>
      promotions.updatePromotion(db, actorOf(request), request.params.promotionId, request.body),
  );

  app.put(
    '/promotions/:promotionId/active',
    {
      config: { access: 'promotions:write' },
      schema: {
        tags: promotionTags,
        summary:
          'Enables or disables a promotion: disabled, it stops applying in carts and orders at once (PRA410 already so)',
        params: adminPromotionParamsSchema,
        body: adminPromotionActiveRequestSchema,
        response: { 200: adminPromotionSchema },
      },
    },
    async (request) =>
      promotions.setPromotionActive(db, actorOf(request), request.params.promotionId, request.body.active),
  );

  app.get(
    '/promotions/:promotionId/codes',
    {
      config: { access: 'promotions:write' },
      schema: {
        tags: promotionTags,
        summary: "A promotion's codes (its own coupon code first), each with the orders that used it",
        params: adminPromotionParamsSchema,
        querystring: adminPromotionCodesQuerySchema,
        response: { 200: adminPromotionCodePageSchema },
      },
    },
    async (request) => promotions.promotionCodesOf(db, request.params.promotionId, request.query),
  );

  app.post(
    '/promotions/:promotionId/codes',
    {
      config: { access: 'promotions:write' },
      schema: {
        tags: promotionTags,
        summary:
          'Adds one code, or generates count unique unguessable codes with a prefix; the promotion then applies only with a code (PRA409 code taken)',
        params: adminPromotionParamsSchema,
        body: adminPromotionCodesRequestSchema,
        response: { 201: adminPromotionCodesCreatedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await promotions.addPromotionCodes(db, actorOf(request), request.params.promotionId, request.body),
        ),
  );

  app.get(
    '/promotions/:promotionId/codes/export',
    {
      config: { access: 'promotions:write' },
      schema: {
        tags: promotionTags,
        summary: 'Every code of a promotion as CSV (code, timesRedeemed, createdAt)',
        params: adminPromotionParamsSchema,
        response: { 200: z.string().describe('text/csv') },
      },
    },
    async (request, reply) => {
      const csv = await promotions.promotionCodesCsv(db, request.params.promotionId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.params.promotionId}-codes.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.post(
    '/gift-cards',
    {
      config: { access: 'promotions:write' },
      schema: {
        tags: giftCardTags,
        summary:
          'Issues a gift card; its number is answered this once (only its hash is kept). With a recipient email, the e-gift card email is queued in the outbox',
        body: adminGiftCardIssueRequestSchema,
        response: { 201: adminGiftCardIssuedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await giftcards.issueGiftCard(db, actorOf(request), request.body)),
  );

  app.post(
    '/gift-cards/lookup',
    {
      config: { access: 'customers:read' },
      schema: {
        tags: giftCardTags,
        summary:
          'A gift card by its number (in the body: it is a bearer secret), masked, with its balance and transactions (GFC800 not a number, PRA411 unknown)',
        body: adminGiftCardLookupRequestSchema,
        response: { 200: adminGiftCardSchema },
      },
    },
    async (request) => giftcards.lookUpGiftCard(db, request.body.number),
  );

  app.post(
    '/gift-cards/:giftCardId/disable',
    {
      config: { access: 'promotions:write' },
      schema: {
        tags: giftCardTags,
        summary: 'Disables a gift card: it can no longer pay (PRA411 unknown, PRA410 not active)',
        params: adminGiftCardParamsSchema,
        body: adminEmptyBodySchema,
        response: { 200: adminGiftCardSchema },
      },
    },
    async (request) => giftcards.disableGiftCard(db, actorOf(request), request.params.giftCardId),
  );

  app.get(
    '/loyalty/members',
    {
      config: { access: 'customers:read' },
      schema: {
        tags: loyaltyTags,
        summary: 'A loyalty member by member id or email, with their points and adjustments (4044 none)',
        querystring: adminLoyaltyQuerySchema,
        response: { 200: adminLoyaltyMemberSchema },
      },
    },
    async (request) => consumers.findLoyaltyMember(db, request.query.q),
  );

  app.get(
    '/loyalty/members/:shopperId',
    {
      config: { access: 'customers:read' },
      schema: {
        tags: loyaltyTags,
        summary: 'A loyalty member with their points and adjustments (4044 not a member)',
        params: adminLoyaltyParamsSchema,
        response: { 200: adminLoyaltyMemberSchema },
      },
    },
    async (request) => consumers.loyaltyMember(db, request.params.shopperId),
  );

  app.post(
    '/loyalty/members/:shopperId/adjustments',
    {
      config: { access: 'promotions:write' },
      schema: {
        tags: loyaltyTags,
        summary:
          "Adds points to a member or takes them away with a reason, kept in the member's history (PRA413 below zero)",
        params: adminLoyaltyParamsSchema,
        body: adminLoyaltyAdjustRequestSchema,
        response: { 201: adminLoyaltyMemberSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await consumers.adjustLoyaltyPoints(db, actorOf(request), request.params.shopperId, request.body),
        ),
  );
};
