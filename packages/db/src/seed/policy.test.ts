import { afterEach, describe, expect, it } from 'vitest';
import {
  count,
  type Database,
  eq,
  schema,
  seedDemoAccounts,
  seedDemoData,
  seedOnStart,
  sql,
} from '../index.ts';
import { createTestDatabase } from '../testing.ts';
import { SeedRefusedError } from './policy.ts';

// Against a fresh database each (in-memory PGlite, or a scratch one on TEST_DATABASE_URL's server).
let open: Database[] = [];
async function freshDatabase(): Promise<Database> {
  const database = await createTestDatabase();
  open.push(database);
  return database;
}
afterEach(async () => {
  await Promise.all(open.map((database) => database.close()));
  open = [];
});

const employee = (database: Database) =>
  database.db
    .select({ id: schema.shoppers.id })
    .from(schema.shoppers)
    .where(eq(schema.shoppers.email, 'employee@ridgeline.test'));
const tally = async (database: Database, table: typeof schema.products | typeof schema.giftCards) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** A shopper who signed up for real: a consumer the demo seed did not create. */
async function addRealConsumer(database: Database) {
  await database.db.insert(schema.shoppers).values({
    id: 'real-shopper-1',
    consumerNo: 'C900000001',
    consumerType: 'REGISTERED',
    email: 'jordan@example.com',
  });
  await database.db.insert(schema.consumers).values({
    shopperId: 'real-shopper-1',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaGhhc2hoYXNo',
    countryCode: 'US',
  });
}

describe('seeding on npm start (decision 048)', () => {
  it('loads the demo catalogue and accounts into a fresh embedded database, once', async () => {
    const database = await freshDatabase();
    const outcome = await seedOnStart({ ...database, kind: 'pglite' });
    expect(outcome).toEqual({ catalogue: true, demoAccounts: true });
    expect(await tally(database, schema.products)).toBeGreaterThan(100);
    expect(await employee(database)).toHaveLength(1);
    expect(await tally(database, schema.giftCards)).toBeGreaterThan(0);
    // A second start adds nothing and is not refused: the shop's own orders do not matter on a demo database.
    expect(await seedOnStart({ ...database, kind: 'pglite' })).toEqual({
      catalogue: true,
      demoAccounts: true,
    });
    expect(await employee(database)).toHaveLength(1);
  });

  it('only migrates a PostgreSQL server: no catalogue, no demo accounts, no gift cards', async () => {
    const database = await freshDatabase();
    const outcome = await seedOnStart({ ...database, kind: 'postgres' });
    expect(outcome).toEqual({ catalogue: false, demoAccounts: false });
    expect(await tally(database, schema.products)).toBe(0);
    expect(await employee(database)).toHaveLength(0);
    expect(await tally(database, schema.giftCards)).toBe(0);
  });

  it('starts an embedded database that holds a real consumer without the demo accounts', async () => {
    const database = await freshDatabase();
    await addRealConsumer(database);
    const outcome = await seedOnStart({ ...database, kind: 'pglite' });
    expect(outcome.demoAccounts).toBe(false);
    expect(outcome.refused).toMatch(/already has real data \(1 registered consumer/);
    expect(await employee(database)).toHaveLength(0);
    expect(await tally(database, schema.giftCards)).toBe(0);
  });
});

describe('seeding on request', () => {
  it('refuses the demo accounts, gift cards and reward codes to a database holding a real consumer', async () => {
    const database = await freshDatabase();
    await addRealConsumer(database);
    await expect(seedDemoAccounts(database.db)).rejects.toBeInstanceOf(SeedRefusedError);
    await expect(seedDemoData(database.db)).rejects.toThrow(/not loaded into it/);
    expect(await employee(database)).toHaveLength(0);
    expect(await tally(database, schema.giftCards)).toBe(0);
  });

  it('refuses them to a database holding a guest order', async () => {
    const database = await freshDatabase();
    await database.db.execute(
      sql`insert into orders (order_number, cart_id, site_id, locale, currency, owner_id, email, status, lookup_token,
         billing_address, shipping_method_code, totals)
       values ('RL0000000001', 'cart-1', 'us', 'en-us', 'USD', 'guest-1', 'guest@example.com', 'CREATED', 'token',
         '{}'::jsonb, 'standard', '{}'::jsonb)`,
    );
    await expect(seedDemoAccounts(database.db)).rejects.toThrow(/0 registered consumer\(s\), 1 order\(s\)/);
  });

  it('loads them into a fresh database, and tops up a demo database whose shoppers signed up since', async () => {
    const database = await freshDatabase();
    expect(await seedDemoAccounts(database.db)).toBe(true);
    await addRealConsumer(database);
    expect(await seedDemoAccounts(database.db)).toBe(false);
    expect(await employee(database)).toHaveLength(1);
  });
});
