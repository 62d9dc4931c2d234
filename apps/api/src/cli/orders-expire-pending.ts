/**
 * Operator/cron command: cancels orders still waiting for a 3-D Secure challenge after N minutes
 * (default 30), giving their stock, gift-card balances and promotion uses back.
 *   npm run orders:expire-pending -- --minutes 30
 * Uses DATABASE_URL, or the embedded database (DATA_DIR, default ./data/pglite) when unset.
 */

import { checkout, payments } from '@ridgeline/commerce';
import { config } from '@ridgeline/contracts/config';
import { createDb } from '@ridgeline/db';

export function parseMinutes(args: string[]): number {
  const flag = args.indexOf('--minutes');
  if (flag === -1) return 30;
  const minutes = Number(args[flag + 1]);
  if (!Number.isInteger(minutes) || minutes < 1)
    throw new Error('--minutes needs a whole number of at least 1');
  return minutes;
}

async function main() {
  const minutes = parseMinutes(process.argv.slice(2));
  const database = await createDb({ url: config().DATABASE_URL, dataDir: config().DATA_DIR });
  try {
    const gateway = new payments.TestPaymentGateway(database.db);
    const expired = await checkout.expirePendingOrders(database.db, gateway, minutes);
    console.log(
      expired.length === 0
        ? `No order has waited more than ${minutes} minutes for authentication.`
        : `Cancelled ${expired.length} order(s) left unauthenticated: ${expired.join(', ')}.`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(`orders:expire-pending failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
