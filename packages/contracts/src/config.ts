// The processes' configuration, read once from the environment through one schema (decision 056).
// Server code reads `config()` instead of `process.env`; options passed to buildApp() override it.
// Imported as `@ridgeline/contracts/config` (not from the package index): browser code never needs it.
import { z } from 'zod';
import { trustProxyFrom } from './trust-proxy.ts';

/** An unset or blank variable is the same as an absent one (its default applies). */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const text = () => z.preprocess(blank, z.string().trim().optional());
const wholeNumber = (min: number, max: number, what: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: `must be ${what}` })
      .int(`must be ${what}`)
      .min(min, `must be ${what}`)
      .max(max, `must be ${what}`)
      .optional(),
  );
const seconds = () =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: 'must be a positive number of seconds' })
      .positive('must be a positive number of seconds')
      .optional(),
  );

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';
export const DEFAULT_MAIL_FROM = 'Ridgeline <no-reply@localhost>';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const configSchema = z
  .object({
    /** PostgreSQL server; the embedded PGlite database in DATA_DIR without it. */
    DATABASE_URL: text().pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    DATA_DIR: text(),
    HOST: text().transform((value) => value ?? '0.0.0.0'),
    /** Each server has its own default port (storefront 3000, API alone 4000). */
    PORT: wholeNumber(0, 65_535, 'a port number from 0 to 65535'),
    /** The user media service's port when it runs alone (default 4100, decision 101). */
    MEDIA_PORT: wholeNumber(0, 65_535, 'a port number from 0 to 65535'),
    LOG_LEVEL: z.preprocess(blank, z.enum(LOG_LEVELS).optional()),
    NODE_ENV: text(),
    /** Checked with the same rules buildApp applies; kept as written. */
    TRUST_PROXY: text().refine((value) => {
      try {
        trustProxyFrom(value);
        return true;
      } catch {
        return false;
      }
    }, 'must be true, false, a hop count or addresses and CIDR ranges'),
    /**
     * The shop's address for absolute links (never taken from the request). Unset, emails use
     * DEFAULT_PUBLIC_URL and the storefront the address it listens on (decision 050).
     */
    PUBLIC_URL: text()
      .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional())
      .transform((value) => value?.replace(/\/$/, '')),
    API_URL: text().pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
    STOREFRONT_BUILD_DIR: text(),
    AUTH_SECRET: text(),
    ALTCHA_HMAC_KEY: text(),
    ALTCHA_MAX_NUMBER: wholeNumber(1, Number.MAX_SAFE_INTEGER, 'a whole number of at least 1').transform(
      (value) => value ?? 50_000,
    ),
    /** Associates' price adjustment cap in percent; the commerce default (50) without it. */
    PRICE_ADJUSTMENT_MAX_PERCENT: wholeNumber(0, 100, 'a whole number from 0 to 100'),
    PLACE_ORDER_CHALLENGE: z.preprocess(
      blank,
      z.enum(['always', 'risk'], { error: "must be 'always' or 'risk'" }).default('risk'),
    ),
    AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber(
      1,
      Number.MAX_SAFE_INTEGER,
      'a whole number of requests per minute (1 or more)',
    ).transform((value) => value ?? 60),
    IDEMPOTENCY_LEASE_SECONDS: seconds(),
    PAYMENT_ATTEMPT_TIMEOUT_SECONDS: seconds(),
    SMTP_URL: text().pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: text().transform((value) => value ?? DEFAULT_MAIL_FROM),
    MAIL_POLL_MS: wholeNumber(1, Number.MAX_SAFE_INTEGER, 'a whole number of milliseconds').transform(
      (value) => value ?? 5_000,
    ),
    REDIS_URL: text().pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    REDIS_KEY_PREFIX: text(),
    /** `1` serves the development mailbox on a loopback host (decision 047). */
    DEV_MAILBOX: text(),
    /**
     * `1` writes every storefront message in the pseudo-locale (accented look-alikes between ⟦ ⟧), so text
     * that is not in the message catalogue stands out; refused with NODE_ENV=production (decision 060).
     */
    PSEUDO_LOCALE: z
      .preprocess(blank, z.enum(['1', '0'], { error: "must be '1' or '0'" }).optional())
      .transform((value) => value === '1'),
  })
  .superRefine((config, context) => {
    if (config.PSEUDO_LOCALE && config.NODE_ENV === 'production') {
      context.addIssue({
        code: 'custom',
        path: ['PSEUDO_LOCALE'],
        message: 'is for development and tests: refused with NODE_ENV=production',
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

/** A configuration the processes cannot start with; the message names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((problem) => `  ${problem.variable} ${problem.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Parses an environment (tests pass their own); throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? '');
      const value = env[variable];
      return { variable, message: `${issue.message}${value === undefined ? '' : ` (got '${value}')`}` };
    }),
  );
}

let cached: Config | undefined;

/** The process's configuration: `process.env` read and checked once, on first use. */
export function config(): Config {
  cached ??= loadConfig(process.env);
  return cached;
}
