import { createDb } from '../index.ts';
import { seedDemoData } from '../seed/index.ts';

function parseProducts(args: string[]): number | undefined {
  const flag = args.indexOf('--products');
  if (flag === -1) return undefined;
  const value = Number(args[flag + 1]);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--products needs a positive whole number, got "${args[flag + 1] ?? ''}"`);
  }
  return value;
}

async function main(): Promise<void> {
  const products = parseProducts(process.argv.slice(2));
  const database = await createDb({ url: process.env.DATABASE_URL });
  const started = performance.now();
  try {
    const result = await seedDemoData(database.db, { products, log: (msg) => console.log(msg) });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(
      `${result.skipped ? 'Nothing to do' : `Seeded in ${seconds} s`} (${database.kind}): ${result.sites} sites, ` +
        `${result.categories} categories, ${result.products} products, ${result.variants} variants, ` +
        `${result.stores} stores.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
