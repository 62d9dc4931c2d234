// `npm run seed`: the demo catalogue (products, stores, promotions...); `npm run seed -- --demo` adds the
// demo accounts with their published passwords, gift cards and reward codes, which a database holding real
// shoppers or orders refuses (decision 048). `--products N` grows the catalogue for benchmarks.
import { runOnCommandDatabase } from '../command-database.ts';
import { seedDemoContent } from '../seed/demo-content.ts';
import { seedCatalogue, seedDemoAccounts } from '../seed/index.ts';
import { demoAccountsRefusal, inspectDatabase, SeedRefusedError } from '../seed/policy.ts';

function parseProducts(args: string[]): number | undefined {
  const flag = args.indexOf('--products');
  if (flag === -1) return undefined;
  const value = Number(args[flag + 1]);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--products needs a positive whole number, got "${args[flag + 1] ?? ''}"`);
  }
  return value;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const products = parseProducts(args);
  const demo = args.includes('--demo');
  return runOnCommandDatabase(
    'seed',
    async (db) => {
      const started = performance.now();
      const log = (msg: string) => console.log(msg);
      // Refused before anything is written: a real shop gets neither the accounts nor half a demo.
      const refusal = demo ? demoAccountsRefusal(await inspectDatabase(db)) : null;
      if (refusal) throw new SeedRefusedError(refusal);
      const result = await seedCatalogue(db, { products, log });
      const contentAdded = await seedDemoContent(db, log);
      const accounts = demo ? await seedDemoAccounts(db, log) : false;
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      return [
        `${result.skipped && !accounts && contentAdded === 0 ? 'Nothing to do' : `Seeded in ${seconds} s`}: ${result.sites} sites, ` +
          `${result.categories} categories, ${result.products} products, ${result.variants} variants, ` +
          `${result.stores} stores, ${contentAdded} new content documents${demo ? ', demo accounts, gift cards and reward codes' : ' (no demo accounts: add --demo)'}.`,
      ];
    },
    describe,
  );
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`seed failed: ${describe(error)}`);
    process.exitCode = 1;
  },
);
