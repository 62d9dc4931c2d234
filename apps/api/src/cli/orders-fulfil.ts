/**
 * Operator command: moves an order through fulfilment and records it on the order's timeline.
 *   npm run orders:fulfil -- RL0123456789 picked
 *   npm run orders:fulfil -- RL0123456789 shipped --tracking 1Z999AA10123456784
 *   npm run orders:fulfil -- RL0123456789 delivered
 * Uses DATABASE_URL, or the embedded database (DATA_DIR, default ./data/pglite) when unset.
 */

import { isCommerceError, orders } from '@ridgeline/commerce';
import { errorMessage } from '@ridgeline/contracts';
import { runOnCommandDatabase } from '@ridgeline/db';

const STEPS = ['picked', 'shipped', 'delivered'] as const;
const USAGE = 'usage: npm run orders:fulfil -- <orderNumber> picked|shipped --tracking <number>|delivered';

export function parseFulfilArgs(args: string[]) {
  const [orderNumber, step] = args;
  const flag = args.indexOf('--tracking');
  const tracking = flag === -1 ? undefined : args[flag + 1];
  if (!orderNumber || !/^RL\d{10}$/.test(orderNumber))
    throw new Error(`order number missing or malformed. ${USAGE}`);
  if (!STEPS.includes(step as never)) throw new Error(`step must be picked, shipped or delivered. ${USAGE}`);
  if (step === 'shipped' && !tracking) throw new Error(`shipped needs --tracking <number>. ${USAGE}`);
  return { orderNumber, step: step as orders.FulfilmentStep, tracking };
}

function describe(error: unknown): string {
  if (isCommerceError(error)) {
    return `${error.errorId}: ${errorMessage(error.errorId, 'en-us', error.details)} ${JSON.stringify(error.details)}`;
  }
  return error instanceof Error ? error.message : String(error);
}

async function main(): Promise<number> {
  const { orderNumber, step, tracking } = parseFulfilArgs(process.argv.slice(2));
  return runOnCommandDatabase(
    'orders:fulfil',
    async (db) => {
      const result = await orders.advanceFulfilment(db, orderNumber, step, { tracking });
      return [`${result.orderNumber} is now ${result.status}${tracking ? ` (tracking ${tracking})` : ''}.`];
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
      console.error(`orders:fulfil failed: ${describe(error)}`);
      process.exitCode = 1;
    },
  );
}
