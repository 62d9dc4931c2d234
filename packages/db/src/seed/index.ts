import { E_GIFT_CARD_PRODUCT_TYPE } from '@ridgeline/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { Database, Db, DbOrTx } from '../index.ts';
import * as catalog from '../schema/catalog.ts';
import * as consumers from '../schema/consumers.ts';
import * as identity from '../schema/identity.ts';
import { insertInBatches } from './batch.ts';
import { buildCategories, buildProductSlots, type ProductSlot } from './categories.ts';
import { seedCustoms } from './customs.ts';
import { seedDemoContent } from './demo-content.ts';
import { seedEGiftCard } from './egift.ts';
import { seedDemoGiftCards, seedDemoRewards } from './giftcards.ts';
import { seedDemoMedia } from './media.ts';
import { buildPeople, buildRewardsMember } from './people.ts';
import {
  demoAccountsRefusal,
  inspectDatabase,
  PEOPLE_RUN,
  REWARDS_MEMBER_RUN,
  SeedRefusedError,
  startSeeding,
} from './policy.ts';
import { seedPostalCodes } from './postal-codes.ts';
import { seedProductSets } from './product-sets.ts';
import {
  buildProduct,
  FIRST_PRODUCT_NUMBER,
  type ProductRows,
  type ProductToBuild,
  productId,
} from './products.ts';
import { seedDemoPromotions } from './promotions.ts';
import { randomFor } from './random.ts';
import { seedReviews } from './reviews.ts';
import { runOnce } from './run-once.ts';
import { SITES } from './sites.ts';
import { buildStoreStock, buildStores } from './stores.ts';
import { seedDemoUgc } from './ugc.ts';

export interface SeedOptions {
  /**
   * Total master products. Above the demo count this adds a large catalogue for benchmarks; at or below it
   * only the demo data is seeded.
   */
  products?: number;
  log?: (msg: string) => void;
}

export interface SeedResult {
  sites: number;
  categories: number;
  products: number;
  variants: number;
  stores: number;
  skipped: boolean;
}

const DEMO_RUN = 'demo';
/** Large catalogues commit per batch so memory and transaction size stay bounded. */
const LARGE_BATCH = 2_000;
const LARGE_PROGRESS_EVERY = 10_000;
/** Product numbers feed 7 digits of the UPC. */
const MAX_PRODUCTS = 9_999_999 - FIRST_PRODUCT_NUMBER + 1;

/**
 * Everything of the demo (decision 048): the catalogue (`seedCatalogue`) and the demo accounts with their
 * published passwords, gift cards and reward codes (`seedDemoAccounts`). Refuses (SeedRefusedError) a
 * database that already holds real shoppers or orders. Tests, benchmarks and `npm run seed -- --demo`.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const catalogue = await seedCatalogue(db, options);
  const accountsRan = await seedDemoAccounts(db, options.log);
  return { ...catalogue, skipped: catalogue.skipped && !accountsRan };
}

/**
 * The demo catalogue: sites, categories, products with stock, stores, reviews, product sets, postal codes,
 * promotions, the e-gift card, the customisable boots, the demo photos of the media library (and, with `products`, a large catalogue). No
 * accounts, nothing that signs in or pays. Each step runs once per database.
 */
export async function seedCatalogue(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  if (options.products !== undefined && options.products > MAX_PRODUCTS) {
    throw new Error(`Cannot seed more than ${MAX_PRODUCTS} products, got ${options.products}`);
  }
  const slots = buildProductSlots();
  const demoRan = await seedDemo(db, slots, log);
  const demoIds = slots.map((_, index) => productId(FIRST_PRODUCT_NUMBER + index));
  const reviewsRan = await seedReviews(db, demoIds, log);
  const setsRan = await seedProductSets(db, demoIds);
  const postalRan = await seedPostalCodes(db);
  const promotionsRan = await seedDemoPromotions(db, log);
  const eGiftRan = await seedEGiftCard(db, log);
  const customsRan = await seedCustoms(db, log);
  const mediaRan = await seedDemoMedia(db, log);
  const ugcRan = await seedDemoUgc(db, demoIds, log);
  const target = options.products ?? slots.length;
  const largeRan = target > slots.length ? await seedLarge(db, slots, target, log) : false;
  const ran = [
    demoRan,
    reviewsRan,
    setsRan,
    postalRan,
    promotionsRan,
    eGiftRan,
    customsRan,
    mediaRan,
    ugcRan,
    largeRan,
  ];
  return { ...(await countRows(db)), skipped: !ran.some(Boolean) };
}

/**
 * The demo accounts (employees, programme members, the Rewards member, with published passwords), the demo
 * gift cards and the reward codes and card. Refused (SeedRefusedError) when the database already holds
 * real data and never had them (decision 048). Answers whether anything was added.
 */
export async function seedDemoAccounts(db: Db, log: (msg: string) => void = () => {}): Promise<boolean> {
  const state = await inspectDatabase(db);
  const refusal = demoAccountsRefusal(state);
  if (refusal) throw new SeedRefusedError(refusal);
  const peopleRan = await seedPeople(db, log);
  const memberRan = await seedRewardsMember(db, log);
  const giftCardsRan = await seedDemoGiftCards(db, log);
  const rewardsRan = await seedDemoRewards(db, log);
  return peopleRan || memberRan || giftCardsRan || rewardsRan;
}

export interface StartSeedOutcome {
  catalogue: boolean;
  demoAccounts: boolean;
  /** Set when the demo accounts were due but refused: the server starts without them. */
  refused?: string;
}

/**
 * Prepares an opened (migrated) database for `npm start`: on the embedded database the demo catalogue and
 * accounts (each step once); on a PostgreSQL server nothing (`npm run seed` loads data on request).
 */
export async function seedOnStart(
  database: Database,
  log: (msg: string) => void = () => {},
): Promise<StartSeedOutcome> {
  const plan = startSeeding(database.kind);
  if (plan.catalogue) {
    await seedCatalogue(database.db, { log });
    await seedDemoContent(database.db, log);
  }
  if (!plan.demoAccounts) return plan;
  try {
    await seedDemoAccounts(database.db, log);
    return plan;
  } catch (error) {
    if (!(error instanceof SeedRefusedError)) throw error;
    log(error.message);
    return { ...plan, demoAccounts: false, refused: error.message };
  }
}

async function seedDemo(db: Db, slots: ProductSlot[], log: (msg: string) => void): Promise<boolean> {
  const ran = await runOnce(db, DEMO_RUN, async (tx) => {
    const catalogue = slots.map((slot, index) =>
      buildProduct({ ...slot, number: FIRST_PRODUCT_NUMBER + index, numberedSlug: false }),
    );
    const storeRows = buildStores();
    await insertInBatches(tx, catalog.sites, SITES);
    await insertInBatches(tx, catalog.categories, buildCategories());
    await insertCatalogue(tx, catalogue);
    await insertInBatches(tx, catalog.stores, storeRows);
    await insertInBatches(tx, catalog.storeStock, buildStoreStock(storeRows, catalogue));
    log(`Seeded ${catalogue.length} demo products and ${storeRows.length} stores.`);
  });
  if (!ran) log('Demo data already present; skipping.');
  return ran;
}

/** The demo Rewards member with points (member@ridgeline.test): a run of its own so older databases get it. */
async function seedRewardsMember(db: Db, log: (msg: string) => void): Promise<boolean> {
  return runOnce(db, REWARDS_MEMBER_RUN, async (tx) => {
    const { shopperRow, consumerRow } = buildRewardsMember();
    await tx.insert(identity.shoppers).values(shopperRow);
    await tx.insert(consumers.consumers).values(consumerRow);
    log('Seeded the demo Rewards member.');
  });
}

/** Demo employees, programme members and store associates: a run of its own so older databases get them. */
async function seedPeople(db: Db, log: (msg: string) => void): Promise<boolean> {
  return runOnce(db, PEOPLE_RUN, async (tx) => {
    const people = buildPeople();
    await insertInBatches(tx, identity.shoppers, people.shopperRows);
    await insertInBatches(tx, consumers.consumers, people.consumerRows);
    await insertInBatches(tx, consumers.programmeProfiles, people.programmeRows);
    await insertInBatches(tx, consumers.storeEmployees, people.storeEmployeeRows);
    log(
      `Seeded ${people.shopperRows.length} demo accounts and ${people.storeEmployeeRows.length} store associates.`,
    );
  });
}

/** Extra products get no store stock: at 100,000 products that would be millions of rows nobody reads. */
async function seedLarge(db: Db, slots: ProductSlot[], target: number, log: (msg: string) => void) {
  const runName = `large-${target}`;
  const done = await db
    .select({ name: catalog.seedRuns.name })
    .from(catalog.seedRuns)
    .where(eq(catalog.seedRuns.name, runName));
  if (done.length > 0) {
    log(`Catalogue of ${target} products already present; skipping.`);
    return false;
  }
  for (let start = slots.length; start < target; ) {
    const end = Math.min((Math.floor(start / LARGE_BATCH) + 1) * LARGE_BATCH, target);
    const catalogue: ProductRows[] = [];
    for (let index = start; index < end; index++) catalogue.push(buildProduct(largeProduct(slots, index)));
    // Conflicts are ignored so that an interrupted or smaller earlier large seed is completed, not repeated.
    await db.transaction((tx) => insertCatalogue(tx, catalogue, true));
    if (end % LARGE_PROGRESS_EVERY === 0 || end === target)
      log(`Large catalogue: ${end} of ${target} products.`);
    start = end;
  }
  await db.insert(catalog.seedRuns).values({ name: runName }).onConflictDoNothing();
  return true;
}

/** Extra products reuse a random demo slot so the catalogue keeps the demo's mix of leaves and types. */
function largeProduct(slots: ProductSlot[], index: number): ProductToBuild {
  const number = FIRST_PRODUCT_NUMBER + index;
  const template = randomFor('large', number).pick(slots);
  return { ...template, ordinal: 0, firstInLeaf: false, number, numberedSlug: true };
}

async function insertCatalogue(tx: DbOrTx, catalogue: ProductRows[], ignoreConflicts = false) {
  const options = { ignoreConflicts };
  await insertInBatches(
    tx,
    catalog.products,
    catalogue.map((c) => c.product),
    options,
  );
  await insertInBatches(
    tx,
    catalog.productColors,
    catalogue.flatMap((c) => c.colors),
    options,
  );
  await insertInBatches(
    tx,
    catalog.variants,
    catalogue.flatMap((c) => c.variants),
    options,
  );
  await insertInBatches(
    tx,
    catalog.prices,
    catalogue.flatMap((c) => c.prices),
    options,
  );
  await insertInBatches(
    tx,
    catalog.stock,
    catalogue.flatMap((c) => c.stock),
    options,
  );
  await refreshSearch(
    tx,
    catalogue.map((c) => c.product.id),
  );
}

/** Builds the search rows (see migration 0003) of freshly inserted products. */
export async function refreshSearch(tx: DbOrTx, productIds: string[]) {
  const ids = JSON.stringify(productIds);
  await tx.execute(
    sql`select product_search_refresh(array(select jsonb_array_elements_text(${ids}::jsonb)))`,
  );
}

async function eGiftCardCount(db: DbOrTx) {
  const [row] = await db
    .select({ n: count() })
    .from(catalog.products)
    .where(eq(catalog.products.productType, E_GIFT_CARD_PRODUCT_TYPE));
  return row?.n ?? 0;
}

async function countRows(db: DbOrTx): Promise<Omit<SeedResult, 'skipped'>> {
  const tally = async (
    table:
      | typeof catalog.sites
      | typeof catalog.categories
      | typeof catalog.products
      | typeof catalog.variants
      | typeof catalog.stores,
  ) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  return {
    sites: await tally(catalog.sites),
    categories: await tally(catalog.categories),
    // The catalogue's products: the e-gift card (sold on every site, outside the catalogue) is not one.
    products: (await tally(catalog.products)) - (await eGiftCardCount(db)),
    variants: await tally(catalog.variants),
    stores: await tally(catalog.stores),
  };
}
