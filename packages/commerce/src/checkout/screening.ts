import { createHmac } from 'node:crypto';
import { and, type Db, gte, like, schema, sql } from '@ridgeline/db';
import type { BotDefence } from '../bot-defence/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { type AttemptFacts, idempotencyKeyUsed } from '../shared/idempotency.ts';
import { DECLINE_ERRORS, placeOrderScope } from './place-order.ts';

/** 'always': every order needs a solved challenge; 'risk': only suspect ones do (decision 039). */
export type PlaceOrderChallengePolicy = 'always' | 'risk';

/** When a place-order request without a solution is suspect: counts within the last `windowMinutes`. */
export interface PlaceOrderRiskLimits {
  windowMinutes: number;
  /** Declined or fraud-flagged payments of this shopper (their carts): card testing on one session. */
  declinesPerShopper: number;
  /** Declined or fraud-flagged payments from this client address, whatever the session. */
  declinesPerClient: number;
  /** Orders placed from this client address without a solved challenge: an order flood. */
  ordersPerClient: number;
}

export const DEFAULT_PLACE_ORDER_RISK: PlaceOrderRiskLimits = {
  windowMinutes: 15,
  declinesPerShopper: 3,
  declinesPerClient: 5,
  ordersPerClient: 10,
};

export interface PlaceOrderAttempt {
  shopperId: string;
  idempotencyKey: string;
  /** The client's address as the API sees it (X-Forwarded-For from the storefront). */
  clientAddress: string;
  /** The ALTCHA payload, if the request carried one. */
  solution?: string | undefined;
}

export interface PlaceOrderRisk {
  shopperDeclines: number;
  clientDeclines: number;
  clientOrders: number;
  suspect: boolean;
}

const DECLINES = Object.values(DECLINE_ERRORS);

/**
 * The bot check of place order. A sent solution is always verified (wrong, expired or reused: AUT403).
 * Without one, 'always' refuses, and 'risk' refuses when the shopper or the client address recently had
 * declined payments or placed many unchallenged orders. The signals are the outcomes the idempotency
 * store already keeps for every attempt, tagged with a keyed hash of the client address (never the
 * address itself) and whether a challenge was solved.
 */
export class PlaceOrderScreening {
  constructor(
    private readonly db: Db,
    private readonly bots: BotDefence,
    private readonly options: {
      policy: PlaceOrderChallengePolicy;
      limits: PlaceOrderRiskLimits;
      /** Keys the client-address hash, so that the stored tags cannot be reversed by trying addresses. */
      hashKey: string;
    },
  ) {}

  get policy(): PlaceOrderChallengePolicy {
    return this.options.policy;
  }

  /** The client address as stored with the attempt: an HMAC, enough to count, useless to read. */
  clientTag(clientAddress: string): string {
    return createHmac('sha256', this.options.hashKey).update(clientAddress).digest('base64url').slice(0, 22);
  }

  /**
   * Throws AUT403 when the request must (again) prove it comes from a person; answers the facts to keep
   * with the attempt's outcome.
   */
  async screen(attempt: PlaceOrderAttempt, now = new Date()): Promise<AttemptFacts> {
    const client = this.clientTag(attempt.clientAddress);
    // A repeat of a request already seen gets the first answer and does no new work: no new check.
    const repeat = await idempotencyKeyUsed(
      this.db,
      placeOrderScope(attempt.shopperId),
      attempt.idempotencyKey,
    );
    if (repeat) return { client, challenged: Boolean(attempt.solution) };
    if (attempt.solution) {
      await this.bots.verify(attempt.solution);
      return { client, challenged: true };
    }
    if (this.options.policy === 'always') throw new CommerceError('AUT403', { reason: 'missing' });
    const risk = await this.assess(attempt.shopperId, client, now);
    if (risk.suspect) throw new CommerceError('AUT403', { reason: 'challenge required' });
    return { client, challenged: false };
  }

  /** The risk signals of a shopper and a client tag over the window. */
  async assess(shopperId: string, client: string, now = new Date()): Promise<PlaceOrderRisk> {
    const { limits } = this.options;
    const since = new Date(now.getTime() - limits.windowMinutes * 60_000);
    const keys = schema.idempotencyKeys;
    const declined = sql`(${keys.response} ->> 'errorId') in (${sql.join(
      DECLINES.map((id) => sql`${id}`),
      sql`, `,
    )})`;
    const fromClient = sql`(${keys.response} ->> 'client') = ${client}`;
    const [row] = await this.db
      .select({
        shopperDeclines:
          sql<number>`count(*) filter (where ${keys.scope} = ${placeOrderScope(shopperId)} and ${declined})`.mapWith(
            Number,
          ),
        clientDeclines: sql<number>`count(*) filter (where ${fromClient} and ${declined})`.mapWith(Number),
        clientOrders:
          sql<number>`count(*) filter (where ${fromClient} and (${keys.response} ->> 'ok') = 'true' and (${keys.response} ->> 'challenged') = 'false')`.mapWith(
            Number,
          ),
      })
      .from(keys)
      .where(and(like(keys.scope, placeOrderScope('%')), gte(keys.createdAt, since)));
    const shopperDeclines = row?.shopperDeclines ?? 0;
    const clientDeclines = row?.clientDeclines ?? 0;
    const clientOrders = row?.clientOrders ?? 0;
    return {
      shopperDeclines,
      clientDeclines,
      clientOrders,
      suspect:
        shopperDeclines >= limits.declinesPerShopper ||
        clientDeclines >= limits.declinesPerClient ||
        clientOrders >= limits.ordersPerClient,
    };
  }
}
