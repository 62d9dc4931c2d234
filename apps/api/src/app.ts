import { randomBytes } from 'node:crypto';
import formBody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { type checkout, payments } from '@ridgeline/commerce';
import type { Database } from '@ridgeline/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authentication } from './plugins/auth.ts';
import { errorHandling } from './plugins/errors.ts';
import { requestContext } from './plugins/request-context.ts';
import { authRoutes } from './routes/auth.ts';
import { cartRoutes } from './routes/cart.ts';
import { cartExtraRoutes } from './routes/cart-extras.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { deliveryRoutes } from './routes/delivery.ts';
import { gatewayRoutes } from './routes/gateway.ts';
import { gatewayChallengeRoutes } from './routes/gateway-challenges.ts';
import { healthRoutes } from './routes/health.ts';
import { mediaRoutes } from './routes/media.ts';
import { orderRoutes } from './routes/orders.ts';
import { paymentRoutes } from './routes/payments.ts';
import { promotionRoutes } from './routes/promotions.ts';

export interface BuildAppOptions {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Signs access tokens; every API process behind one load balancer needs the same one. */
  authSecret?: string | undefined;
  rateLimits?: { authPerMinute?: number; orderPerMinute?: number };
  /** Test seam for failure injection in the place-order workflow. */
  checkoutHooks?: checkout.PlaceOrderHooks;
}

export const DEFAULT_LOGGER: FastifyServerOptions['logger'] = {
  level: process.env.LOG_LEVEL ?? 'info',
  redact: ['req.headers.authorization', 'req.headers.cookie'],
};

/** The commerce API under /api and the test payment gateway under /gateway, ready to listen or inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? DEFAULT_LOGGER,
    trustProxy: true,
    bodyLimit: 256 * 1024,
    requestIdHeader: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestContext);
  await app.register(errorHandling);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Ridgeline commerce API', version: '0.1.0' },
      servers: [{ url: '/api' }],
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });

  const secret = options.authSecret ?? process.env.AUTH_SECRET ?? randomBytes(32).toString('hex');
  const gateway = new payments.TestPaymentGateway(options.database.db);
  const authPerMinute = options.rateLimits?.authPerMinute ?? 60;
  const orderPerMinute = options.rateLimits?.orderPerMinute ?? 20;

  await app.register(
    async (api) => {
      await api.register(helmet, {
        contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      });
      await api.register(authentication, { secret });
      await api.register(healthRoutes, { database: options.database });
      await api.register(authRoutes, {
        database: options.database,
        secret,
        rateLimitPerMinute: authPerMinute,
      });
      await api.register(catalogRoutes, { database: options.database });
      await api.register(mediaRoutes);
      await api.register(cartRoutes, { database: options.database, gateway });
      await api.register(promotionRoutes, { database: options.database });
      await api.register(paymentRoutes, { database: options.database, gateway });
      await api.register(deliveryRoutes, { database: options.database });
      await api.register(orderRoutes, { database: options.database, gateway });
      await api.register(cartExtraRoutes, { database: options.database });
      await api.register(checkoutRoutes, {
        database: options.database,
        gateway,
        rateLimitPerMinute: orderPerMinute,
        hooks: options.checkoutHooks,
      });
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  await app.register(
    async (psp) => {
      await psp.register(formBody);
      await psp.register(gatewayRoutes, { gateway });
      await psp.register(gatewayChallengeRoutes, { gateway });
    },
    { prefix: '/gateway' },
  );

  return app;
}
