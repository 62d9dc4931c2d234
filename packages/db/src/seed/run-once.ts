import type { Db, Tx } from '../index.ts';
import { seedRuns } from '../schema/catalog.ts';

/**
 * Runs a named seed step once per database, all in one transaction. The run is claimed first (rather
 * than recorded last) so a concurrent seeder waits on the row lock and then skips; the transaction still
 * means the claim only survives if every insert succeeds. Answers whether the step ran.
 */
export async function runOnce(db: Db, name: string, work: (tx: Tx) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    await work(tx);
    return true;
  });
}
