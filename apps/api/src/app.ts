import { createHash, randomBytes } from 'node:crypto';
import formBody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import {
  botDefence,
  cart,
  catalog,
  checkout,
  DEFAULT_IDEMPOTENCY_TIMING,
  mail,
  type PeriodicTask,
  payments,
  purgeIdempotencyKeys,
  repeatEvery,
  reviews,
} from '@ridgeline/commerce';
import { type TrustProxy, trustProxyFrom } from '@ridgeline/contracts';
import { config, DEFAULT_MAIL_FROM } from '@ridgeline/contracts/config';
import type { Database } from '@ridgeline/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authentication } from './plugins/auth.ts';
import { codeAttemptLimits, DEFAULT_CODE_ATTEMPTS_PER_MINUTE } from './plugins/code-attempts.ts';
import { clientErrorHandler, errorHandling, frameworkErrors, withSafeErrorLogs } from './plugins/errors.ts';
import { type RateLimitRedisOptions, rateLimitStore, redisFromEnv } from './plugins/rate-limit-store.ts';
import { requestContext } from './plugins/request-context.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { altchaRoutes } from './routes/altcha.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { authRoutes } from './routes/auth.ts';
import { cartRoutes } from './routes/cart.ts';
import { cartExtraRoutes } from './routes/cart-extras.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { componentRoutes } from './routes/components.ts';
import { consentRoutes } from './routes/consent.ts';
import { consumerRoutes, subscriptionConfirmRoutes } from './routes/consumer.ts';
import { contentRoutes } from './routes/content.ts';
import { customsRoutes } from './routes/customs.ts';
import { deliveryRoutes } from './routes/delivery.ts';
import { devMailboxRoutes } from './routes/dev-mailbox.ts';
import { experimentRoutes } from './routes/experiments.ts';
import { fapiInternalRoutes } from './routes/fapi-internal.ts';
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
  /** Per client address and route (defaults: AUTH_RATE_LIMIT_PER_MINUTE or 60, 20, 20, 10). */
  rateLimits?: {
    authPerMinute?: number;
    orderPerMinute?: number;
    lookupPerMinute?: number;
    /** Coupon, gift card, reward code and card applications per shopper and per client address (10). */
    codeAttemptsPerMinute?: number;
    /** Back-office sign-in attempts per client address (10); each email also locks (decision 062). */
    adminSignInPerMinute?: number;
  };
  /**
   * Rate-limit counters in Redis, shared by every API process on it (default REDIS_URL); without it each
   * process counts on its own. `null` keeps them in the process whatever REDIS_URL says (decision 053).
   */
  redis?: RateLimitRedisOptions | null;
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
  /** Crash recovery of place order (decision 049); tests shorten it. */
  checkoutRecovery?: CheckoutRecoveryOptions;
  /**
   * Serve the outbox at /api/dev/mailbox (to clients on this machine only). Off unless true, and never with
   * SMTP; the server that listens decides with `devMailboxEnabled` (DEV_MAILBOX=1 on loopback, decision 047).
   */
  devMailbox?: boolean;
  /**
   * Associates' price adjustments: the most they may take off a line or the cart, in percent of what
   * promotions leave (default PRICE_ADJUSTMENT_MAX_PERCENT, else 50; decision 048).
   */
  priceAdjustments?: { maxPercent?: number };
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

export interface CheckoutRecoveryOptions {
  /**
   * How long a request holds an idempotency key without renewing it (default IDEMPOTENCY_LEASE_SECONDS or
   * 30 s): after a crash, a retry with the same key takes it over this long after the last renewal.
   */
  leaseMs?: number;
  /** How long a repeat waits for the first request's answer (default: the lease and 15 s). */
  waitMs?: number;
  /**
   * A payment attempt without an order this long after its request died is voided by the sweep (default
   * PAYMENT_ATTEMPT_TIMEOUT_SECONDS or 180 s).
   */
  attemptTimeoutMs?: number;
  /** How often the API process sweeps (default: a third of the attempt timeout, at most a minute). */
  sweepIntervalMs?: number;
}

/** Seconds from the configuration (checked positive there) in milliseconds, or the default. */
const secondsOr = (seconds: number | undefined, fallbackMs: number): number =>
  seconds === undefined ? fallbackMs : seconds * 1000;

function recoverySettings(options: CheckoutRecoveryOptions = {}) {
  const leaseMs =
    options.leaseMs ?? secondsOr(config().IDEMPOTENCY_LEASE_SECONDS, DEFAULT_IDEMPOTENCY_TIMING.leaseMs);
  const attemptTimeoutMs =
    options.attemptTimeoutMs ??
    secondsOr(config().PAYMENT_ATTEMPT_TIMEOUT_SECONDS, checkout.DEFAULT_ATTEMPT_TIMEOUT_MS);
  return {
    timing: { leaseMs, waitMs: options.waitMs ?? leaseMs + 15_000 },
    attemptTimeoutMs,
    sweepIntervalMs: options.sweepIntervalMs ?? Math.min(60_000, Math.ceil(attemptTimeoutMs / 3)),
  };
}

export { DEFAULT_MAIL_FROM };

declare module 'fastify' {
  interface FastifyInstance {
    /** ALTCHA verifier: throws AUT403 (403 with appId) for a missing, wrong or reused solution. */
    botDefence: botDefence.BotDefence;
  }
}

export const DEFAULT_LOGGER: FastifyServerOptions['logger'] = {
  level: config().LOG_LEVEL ?? 'info',
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
    logger: withSafeErrorLogs(options.logger ?? DEFAULT_LOGGER),
    trustProxy: options.trustProxy ?? trustProxyFrom(config().TRUST_PROXY),
    bodyLimit: 256 * 1024,
    requestIdHeader: false,
    // What Fastify and Node refuse before a route runs (long path parameters: 414, bad percent-encoding,
    // headers over 16 kB: 431) still answers with the error envelope (decision 051).
    routerOptions: { maxParamLength: 100 },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestContext);
  await app.register(errorHandling);
  await app.register(rateLimit, {
    global: false,
    ...rateLimitStore(app, options.redis === undefined ? redisFromEnv() : (options.redis ?? undefined)),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Ridgeline commerce API', version: '0.1.0' },
      servers: [{ url: '/api' }],
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });

  const secret = options.authSecret ?? config().AUTH_SECRET ?? randomBytes(32).toString('hex');
  const recovery = recoverySettings(options.checkoutRecovery);
  const gateway = new payments.TestPaymentGateway(options.database.db);
  const authPerMinute = options.rateLimits?.authPerMinute ?? config().AUTH_RATE_LIMIT_PER_MINUTE;
  const orderPerMinute = options.rateLimits?.orderPerMinute ?? 20;
  const lookupPerMinute = options.rateLimits?.lookupPerMinute ?? 20;
  const hmacKey =
    options.botDefence?.hmacKey ??
    config().ALTCHA_HMAC_KEY ??
    createHash('sha256').update(`altcha:${secret}`).digest('hex');
  const bots = new botDefence.BotDefence(options.database.db, {
    hmacKey,
    maxNumber: options.botDefence?.maxNumber ?? config().ALTCHA_MAX_NUMBER,
  });
  // Other routes verify solutions with app.botDefence.verify(body.altcha).
  app.decorate('botDefence', bots);
  const priceAdjustments = {
    maxPercent: cart.priceAdjustmentMaxPercent(
      options.priceAdjustments?.maxPercent ?? config().PRICE_ADJUSTMENT_MAX_PERCENT,
    ),
  };
  const screening = new checkout.PlaceOrderScreening(options.database.db, bots, {
    policy: placeOrderPolicy(options.botDefence?.placeOrder ?? config().PLACE_ORDER_CHALLENGE),
    limits: { ...checkout.DEFAULT_PLACE_ORDER_RISK, ...options.botDefence?.placeOrderRisk },
    hashKey: createHash('sha256').update(`place-order-client:${hmacKey}`).digest('hex'),
  });

  await app.register(
    async (api) => {
      await api.register(helmet, {
        contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      });
      await api.register(authentication, { secret, db: options.database.db });
      await api.register(codeAttemptLimits, {
        perMinute: options.rateLimits?.codeAttemptsPerMinute ?? DEFAULT_CODE_ATTEMPTS_PER_MINUTE,
      });
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
      await api.register(consentRoutes, { database: options.database });
      await api.register(utilityRoutes, { database: options.database, rateLimitPerMinute: authPerMinute });
      await api.register(catalogRoutes, { database: options.database });
      await api.register(searchRoutes, { database: options.database });
      await api.register(reviewRoutes, {
        database: options.database,
        translation: options.translationProvider ?? reviews.noTranslation,
      });
      await api.register(storeRoutes, { database: options.database });
      await api.register(componentRoutes, { database: options.database });
      await api.register(fapiInternalRoutes, { database: options.database });
      await api.register(analyticsRoutes, { database: options.database });
      await api.register(mediaRoutes, { db: options.database.db });
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
      await api.register(cartExtraRoutes, { database: options.database, priceAdjustments });
      await api.register(checkoutRoutes, {
        database: options.database,
        gateway,
        rateLimitPerMinute: orderPerMinute,
        hooks: options.checkoutHooks,
        timing: recovery.timing,
        screening,
      });
      await api.register(wishlistRoutes, { database: options.database });
      await api.register(contentRoutes, { db: options.database.db });
      await api.register(experimentRoutes, { db: options.database.db });
      await api.register(adminRoutes, {
        prefix: '/admin/v1',
        db: options.database.db,
        gateway,
        signInPerMinute: options.rateLimits?.adminSignInPerMinute ?? 10,
      });
      if (options.devMailbox === true && !(options.mail?.smtpUrl ?? config().SMTP_URL)) {
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
  sweepPaymentAttempts(app, options.database, gateway, recovery);
  refreshSaleBoundaries(app, options.database);
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
 * Each minute, the search rows of products whose scheduled sale started or ended are rewritten, so listings
 * filter and sort on the price paid now (decision 070).
 */
function refreshSaleBoundaries(app: FastifyInstance, database: Database) {
  let task: PeriodicTask | null = null;
  app.addHook('onReady', async () => {
    task = repeatEvery(60_000, async () => {
      try {
        const refreshed = await catalog.refreshSaleBoundaries(database.db);
        if (refreshed > 0)
          app.log.info({ refreshed }, 'search rows of sales that started or ended rewritten');
      } catch (error) {
        app.log.error({ err: error }, 'rewriting the search rows of scheduled sales failed');
      }
    });
  });
  app.addHook('onClose', async () => {
    await task?.stop();
  });
}

/**
 * While the app runs, orphaned payment attempts (a crash between the authorisation and the order) are
 * voided once their timeout has passed (decision 049). Every API process sweeps; they claim attempts with
 * SKIP LOCKED, so none is voided twice.
 */
function sweepPaymentAttempts(
  app: FastifyInstance,
  database: Database,
  gateway: payments.PaymentGateway,
  recovery: ReturnType<typeof recoverySettings>,
) {
  let task: PeriodicTask | null = null;
  app.addHook('onReady', async () => {
    task = repeatEvery(recovery.sweepIntervalMs, async () => {
      try {
        const voided = await checkout.recoverPaymentAttempts(database.db, gateway, {
          timeoutMs: recovery.attemptTimeoutMs,
        });
        if (voided > 0) app.log.warn({ voided }, 'orphaned payment authorisations voided');
      } catch (error) {
        app.log.error({ err: error }, 'voiding orphaned payment authorisations failed');
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
  const smtpUrl = options.smtpUrl ?? config().SMTP_URL;
  if (!options.transport && !smtpUrl) return;
  const transport = options.transport ?? mail.smtpTransport(smtpUrl!, options.from ?? config().MAIL_FROM);
  const delivery = new mail.MailDelivery(database.db, transport, {
    ...(options.schedule ? { schedule: options.schedule } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  let loop: mail.DeliveryLoop | null = null;
  app.addHook('onReady', async () => {
    loop = mail.startDeliveryLoop(delivery, transport, {
      intervalMs: options.pollIntervalMs ?? config().MAIL_POLL_MS,
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
