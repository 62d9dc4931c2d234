import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { type Config, config } from '@ridgeline/contracts/config';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** Where the rate-limit counters of the API live (decision 053). */
export interface RateLimitRedisOptions {
  /** `redis://[user:password@]host:6379[/db]` or `rediss://...` (TLS). */
  url: string;
  /** Prefix of every counter's key (default REDIS_KEY_PREFIX, else `ridgeline:rate-limit:`). */
  keyPrefix?: string | undefined;
  /** How long one Redis command may take before the request goes on unlimited (default 500 ms). */
  commandTimeoutMs?: number;
}

export const DEFAULT_REDIS_KEY_PREFIX = 'ridgeline:rate-limit:';

/** The Redis of REDIS_URL (and REDIS_KEY_PREFIX) in the configuration, or none when it is unset. */
export function redisFromEnv(
  settings: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'> = config(),
): RateLimitRedisOptions | undefined {
  const url = settings.REDIS_URL?.trim();
  if (!url) return undefined;
  return { url, keyPrefix: settings.REDIS_KEY_PREFIX?.trim() || undefined };
}

/**
 * The store options of `@fastify/rate-limit`: in-process counters without Redis (each process counts on
 * its own, as one process always did), otherwise counters in Redis shared by every API process using it.
 *
 * Redis is a helper here, not a dependency the shop stops for: when it is unreachable or slow, the
 * request goes on without being counted (`skipOnError`) and the outage is logged, instead of answering
 * 500 to every shopper. Sign-in stays guarded meanwhile by the per-account lockout, kept in PostgreSQL.
 * The client connects when the app is ready and quits when it closes.
 */
export function rateLimitStore(
  app: FastifyInstance,
  options: RateLimitRedisOptions | undefined,
): Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'> {
  if (!options) return {};
  const redis = new Redis(options.url, {
    lazyConnect: true,
    // Fail at once while disconnected rather than queueing the request behind the reconnection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: options.commandTimeoutMs ?? 500,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  watchConnection(redis, app.log);
  app.addHook('onReady', async () => {
    try {
      await redis.connect();
    } catch {
      // Logged by watchConnection; ioredis keeps reconnecting, and requests go uncounted until it does.
    }
  });
  app.addHook('onClose', async () => {
    redis.disconnect(false);
  });
  return {
    redis,
    nameSpace: options.keyPrefix ?? config().REDIS_KEY_PREFIX ?? DEFAULT_REDIS_KEY_PREFIX,
    skipOnError: true,
  };
}

/** One log line when Redis goes away and one when it is back, not one per failed request or retry. */
function watchConnection(redis: Redis, log: FastifyBaseLogger) {
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.error({ err: error }, 'Redis is unreachable: rate limits are not counted until it is back');
  });
  redis.on('ready', () => {
    if (down) log.info('Redis is reachable again: rate limits are counted in it');
    down = false;
  });
}
