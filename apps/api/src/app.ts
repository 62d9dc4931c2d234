import { createHash, randomBytes } from 'node:crypto';
import formBody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import {
  botDefence,
  catalog,
  checkout,
  mail,
  type PeriodicTask,
  payments,
  purgeIdempotencyKeys,
  repeatEvery,
  reviews,
} from '@ridgeline/commerce';
import { type TrustProxy, trustProxyFrom } from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authentication } from './plugins/auth.ts';
import { errorHandling } from './plugins/errors.ts';
import { requestContext } from './plugins/request-context.ts';
import { altchaRoutes } from './routes/altcha.ts';
import { authRoutes } from './routes/auth.ts';
import { cartRoutes } from './routes/cart.ts';
import { cartExtraRoutes } from './routes/cart-extras.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { componentRoutes } from './routes/components.ts';
import { consumerRoutes, subscriptionConfirmRoutes } from './routes/consumer.ts';
import { customsRoutes } from './routes/customs.ts';
import { deliveryRoutes } from './routes/delivery.ts';
import { devMailboxEnabled, devMailboxRoutes } from './routes/dev-mailbox.ts';
import { gatewayRoutes } from './routes/gateway.ts';
import { gatewayChallengeRoutes } from './routes/gateway-challenges.ts';
import { healthRoutes } from './routes/health.ts';
import { mediaRoutes } from './routes/media.ts';
import { orderRoutes } from './routes/orders.ts';
import { paymentRoutes } from './routes/payments.ts';
import { promotionRoutes } from './routes/promotions.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { searchRoutes } from './routes/search.ts';
import { storeRoutes } from './routes/stores.ts';
import { utilityRoutes } from './routes/utilities.ts';
import { wishlistRoutes } from './routes/wishlists.ts';

export interface BuildAppOptions {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Signs access tokens; every API process behind one load balancer needs the same one. */
  authSecret?: string | undefined;
  rateLimits?: { authPerMinute?: number; orderPerMinute?: number; lookupPerMinute?: number };
  /**
   * ALTCHA proof of work. maxNumber sets the work (default ALTCHA_MAX_NUMBER or 50,000: a fraction of a
   * second in a browser); the key defaults to ALTCHA_HMAC_KEY or one derived from the auth secret.
   */
  botDefence?: {
    hmacKey?: string;
    maxNumber?: number;
    /**
     * When place order needs a solved challenge (decision 039): 'always', or 'risk' (the default, else
     * PLACE_ORDER_CHALLENGE) when the shopper or client address recently had declines or placed many orders.
     */
    placeOrder?: checkout.PlaceOrderChallengePolicy;
    /** The thresholds of the 'risk' policy (defaults: checkout.DEFAULT_PLACE_ORDER_RISK). */
    placeOrderRisk?: Partial<checkout.PlaceOrderRiskLimits>;
  };
  /**
   * Read the search index into memory as soon as the app is ready, in the background (decision 046),
   * so that the first shopper to search does not wait for it. Servers turn it on; tests need not.
   */
  warmSearchIndex?: boolean;
  /** Peers whose X-Forwarded-For names the client (default TRUST_PROXY, else this machine only). */
  trustProxy?: TrustProxy;
  /** Test seam for failure injection in the place-order workflow. */
  checkoutHooks?: checkout.PlaceOrderHooks;
  /** Serve the outbox at /api/dev/mailbox; defaults to on outside production when no SMTP is configured. */
  devMailbox?: boolean;
  /** Machine translation of reviews; without one, translate answers TRN501. */
  translationProvider?: reviews.TranslationProvider;
  /**
   * Sending the outbox through SMTP (defaults: SMTP_URL, MAIL_FROM, MAIL_POLL_MS). Without an SMTP URL the
   * emails stay in the outbox for the development mailbox.
   */
  mail?: MailOptions;
}

export interface MailOptions {
  /** `smtp://user:pass@host:587` or `smtps://user:pass@host:465`. */
  smtpUrl?: string | undefined;
  /** Sender of every email. */
  from?: string | undefined;
  /** How often the outbox is read for messages that are due. */
  pollIntervalMs?: number;
  /** Test seams: the transport (instead of nodemailer over smtpUrl), the retry schedule and the clock. */
  transport?: mail.MailTransport;
  schedule?: mail.RetrySchedule;
  now?: () => Date;
}

export const DEFAULT_MAIL_FROM = 'Ridgeline <no-reply@localhost>';

declare module 'fastify' {
  interface FastifyInstance {
    /** ALTCHA verifier: throws AUT403 (403 with appId) for a missing, wrong or reused solution. */
    botDefence: botDefence.BotDefence;
  }
}

export const DEFAULT_LOGGER: FastifyServerOptions['logger'] = {
  level: process.env.LOG_LEVEL ?? 'info',
  redact: ['req.headers.authorization', 'req.headers.cookie'],
};

function placeOrderPolicy(value: string | undefined): checkout.PlaceOrderChallengePolicy {
  if (value === undefined || value === '' || value === 'risk') return 'risk';
  if (value === 'always') return 'always';
  throw new Error(`PLACE_ORDER_CHALLENGE must be 'always' or 'risk', not '${value}'`);
}

/** The commerce API under /api and the test payment gateway under /gateway, ready to listen or inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? DEFAULT_LOGGER,
    trustProxy: options.trustProxy ?? trustProxyFrom(process.env.TRUST_PROXY),
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
  const lookupPerMinute = options.rateLimits?.lookupPerMinute ?? 20;
  const hmacKey =
    options.botDefence?.hmacKey ??
    process.env.ALTCHA_HMAC_KEY ??
    createHash('sha256').update(`altcha:${secret}`).digest('hex');
  const bots = new botDefence.BotDefence(options.database.db, {
    hmacKey,
    maxNumber: options.botDefence?.maxNumber ?? Number(process.env.ALTCHA_MAX_NUMBER ?? 50_000),
  });
  // Other routes verify solutions with app.botDefence.verify(body.altcha).
  app.decorate('botDefence', bots);
  const screening = new checkout.PlaceOrderScreening(options.database.db, bots, {
    policy: placeOrderPolicy(options.botDefence?.placeOrder ?? process.env.PLACE_ORDER_CHALLENGE),
    limits: { ...checkout.DEFAULT_PLACE_ORDER_RISK, ...options.botDefence?.placeOrderRisk },
    hashKey: createHash('sha256').update(`place-order-client:${hmacKey}`).digest('hex'),
  });

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
        lookupPerMinute,
        bots,
      });
      await api.register(altchaRoutes, { bots });
      await api.register(consumerRoutes, { database: options.database, gateway, bots });
      await api.register(subscriptionConfirmRoutes, { database: options.database });
      await api.register(utilityRoutes, { database: options.database, rateLimitPerMinute: authPerMinute });
      await api.register(catalogRoutes, { database: options.database });
      await api.register(searchRoutes, { database: options.database });
      await api.register(reviewRoutes, {
        database: options.database,
        translation: options.translationProvider ?? reviews.noTranslation,
      });
      await api.register(storeRoutes, { database: options.database });
      await api.register(componentRoutes, { database: options.database });
      await api.register(mediaRoutes);
      await api.register(cartRoutes, { database: options.database, gateway });
      await api.register(customsRoutes, { database: options.database });
      await api.register(promotionRoutes, { database: options.database });
      await api.register(paymentRoutes, { database: options.database, gateway });
      await api.register(deliveryRoutes, { database: options.database });
      await api.register(orderRoutes, {
        database: options.database,
        gateway,
        rateLimitPerMinute: orderPerMinute,
      });
      await api.register(cartExtraRoutes, { database: options.database });
      await api.register(checkoutRoutes, {
        database: options.database,
        gateway,
        rateLimitPerMinute: orderPerMinute,
        hooks: options.checkoutHooks,
        screening,
      });
      await api.register(wishlistRoutes, { database: options.database });
      if (options.devMailbox ?? (devMailboxEnabled() && !options.mail?.smtpUrl)) {
        await api.register(devMailboxRoutes, { database: options.database });
      }
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

  startMailDelivery(app, options.database, options.mail ?? {});
  forgetOldIdempotencyKeys(app, options.database);
  if (options.warmSearchIndex) {
    app.addHook('onReady', async () => {
      catalog
        .warmSearchIndex(options.database.db)
        .catch((error) => app.log.error({ err: error }, 'reading the search index failed'));
    });
  }
  return app;
}

/** Hourly, while the app runs, the idempotency keys older than a day are deleted (the table would only grow). */
function forgetOldIdempotencyKeys(app: FastifyInstance, database: Database) {
  let task: PeriodicTask | null = null;
  app.addHook('onReady', async () => {
    task = repeatEvery(3_600_000, async () => {
      try {
        const removed = await purgeIdempotencyKeys(database.db);
        if (removed > 0) app.log.info({ removed }, 'old idempotency keys forgotten');
      } catch (error) {
        app.log.error({ err: error }, 'forgetting old idempotency keys failed');
      }
    });
  });
  app.addHook('onClose', async () => {
    await task?.stop();
  });
}

/**
 * With an SMTP server configured, the API process sends the outbox: the loop starts when the app is ready
 * and stops (finishing the message under way) when it closes, before the database does.
 */
function startMailDelivery(app: FastifyInstance, database: Database, options: MailOptions) {
  const smtpUrl = options.smtpUrl ?? process.env.SMTP_URL;
  if (!options.transport && !smtpUrl) return;
  const transport =
    options.transport ??
    mail.smtpTransport(smtpUrl!, options.from ?? process.env.MAIL_FROM ?? DEFAULT_MAIL_FROM);
  const delivery = new mail.MailDelivery(database.db, transport, {
    ...(options.schedule ? { schedule: options.schedule } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  let loop: mail.DeliveryLoop | null = null;
  app.addHook('onReady', async () => {
    loop = mail.startDeliveryLoop(delivery, transport, {
      intervalMs: options.pollIntervalMs ?? Number(process.env.MAIL_POLL_MS ?? 5_000),
      onRun: (run) => {
        if (run.sent > 0) app.log.info({ sent: run.sent }, 'emails sent');
        for (const failure of run.errors) {
          app.log.warn({ outboxId: failure.id, err: failure.error }, 'email not sent; it will be retried');
        }
      },
      onError: (error) => app.log.error({ err: error }, 'reading the outbox failed'),
    });
  });
  app.addHook('onClose', async () => {
    await loop?.stop();
  });
}
