/**
 * Operator/cron command: cancels orders still waiting for a 3-D Secure challenge after N minutes
 * (default checkout.PENDING_HOLD_MINUTES, 30, as the pending email tells the shopper), giving their stock, gift-card balances and promotion uses back.
 *   npm run orders:expire-pending -- --minutes 30
 * Uses DATABASE_URL, or the embedded database (DATA_DIR, default ./data/pglite) when unset.
 */

import { checkout, payments } from '@ridgeline/commerce';
import { runOnCommandDatabase } from '@ridgeline/db';

export function parseMinutes(args: string[]): number {
  const flag = args.indexOf('--minutes');
  if (flag === -1) return checkout.PENDING_HOLD_MINUTES;
  const minutes = Number(args[flag + 1]);
  if (!Number.isInteger(minutes) || minutes < 1)
    throw new Error('--minutes needs a whole number of at least 1');
  return minutes;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function main(): Promise<number> {
  const minutes = parseMinutes(process.argv.slice(2));
  return runOnCommandDatabase(
    'orders:expire-pending',
    async (db) => {
      const gateway = new payments.TestPaymentGateway(db);
      const expired = await checkout.expirePendingOrders(db, gateway, minutes);
      return [
        expired.length === 0
          ? `No order has waited more than ${minutes} minutes for authentication.`
          : `Cancelled ${expired.length} order(s) left unauthenticated: ${expired.join(', ')}.`,
      ];
    },
    describe,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`orders:expire-pending failed: ${describe(error)}`);
      process.exitCode = 1;
    },
  );
}
