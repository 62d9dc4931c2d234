import type { cart } from '@ridgeline/commerce';
import type { FastifyRequest } from 'fastify';

/** The shopper and storefront a cart call acts for (only after requireShopper). */
export const actorOf = (request: FastifyRequest): cart.CartActor => ({
  ctx: request.shop,
  shopperId: request.shopper!.sub,
  associateId: request.shopper!.assistedBy,
});
