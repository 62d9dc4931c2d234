/**
 * When demo data may be loaded (decision 048). The demo accounts come with published passwords (an
 * employee who may adjust prices among them), gift cards with balances and reward codes: they belong in a
 * demo database only, never in a shop with real shoppers.
 *
 *  - `npm start` on the embedded database (no DATABASE_URL) loads the catalogue and the demo accounts on
 *    first start; with DATABASE_URL it only migrates.
 *  - `npm run seed` loads the demo catalogue only; `npm run seed -- --demo` adds the demo accounts.
 *  - A database that holds real data (a registered consumer or an order not created by the demo seed) and
 *    never had the demo accounts is refused them, with a message saying why.
 */
import { count, inArray, not } from 'drizzle-orm';
import type { Database, Db } from '../index.ts';
import { seedRuns } from '../schema/catalog.ts';
import { consumers } from '../schema/consumers.ts';
import { orders } from '../schema/shopping.ts';
import { demoShopperIds } from './people.ts';

/** Seed runs of the demo accounts (see seedDemoAccounts). */
export const PEOPLE_RUN = 'people-v1';
export const REWARDS_MEMBER_RUN = 'rewards-member-v1';

/** A demo seed that would put published passwords into a database with real data. */
export class SeedRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedRefusedError';
  }
}

export interface DatabaseState {
  /** The demo accounts were loaded before (a demo database: later demo steps may complete it). */
  demoAccountsSeeded: boolean;
  /** Registered consumers the demo seed did not create. */
  realConsumers: number;
  /** Orders not placed by a demo account (guests' orders count). */
  realOrders: number;
}

export async function inspectDatabase(db: Db): Promise<DatabaseState> {
  const demoIds = demoShopperIds();
  const [runs, [consumerCount], [orderCount]] = await Promise.all([
    db
      .select({ name: seedRuns.name })
      .from(seedRuns)
      .where(inArray(seedRuns.name, [PEOPLE_RUN, REWARDS_MEMBER_RUN])),
    db
      .select({ n: count() })
      .from(consumers)
      .where(not(inArray(consumers.shopperId, demoIds))),
    db
      .select({ n: count() })
      .from(orders)
      .where(not(inArray(orders.ownerId, demoIds))),
  ]);
  return {
    demoAccountsSeeded: runs.length > 0,
    realConsumers: Number(consumerCount?.n ?? 0),
    realOrders: Number(orderCount?.n ?? 0),
  };
}

/** Why the demo accounts must not be loaded into this database, or null when they may. */
export function demoAccountsRefusal(state: DatabaseState): string | null {
  if (state.demoAccountsSeeded) return null;
  if (state.realConsumers === 0 && state.realOrders === 0) return null;
  return (
    `This database already has real data (${state.realConsumers} registered consumer(s), ` +
    `${state.realOrders} order(s) not created by the demo seed): the demo accounts, whose passwords are ` +
    'published, and the demo gift cards and reward codes are not loaded into it. Seed an empty database ' +
    'for a demo.'
  );
}

/** What `npm start` loads into a database: everything on the embedded one, nothing on a server. */
export interface StartSeeding {
  catalogue: boolean;
  demoAccounts: boolean;
}

export function startSeeding(kind: Database['kind']): StartSeeding {
  return kind === 'pglite'
    ? { catalogue: true, demoAccounts: true }
    : { catalogue: false, demoAccounts: false };
}
