/**
 * Operator command: moves an order through fulfilment and records it on the order's timeline.
 *   npm run orders:fulfil -- RL0123456789 picked
 *   npm run orders:fulfil -- RL0123456789 shipped --tracking 1Z999AA10123456784
 *   npm run orders:fulfil -- RL0123456789 delivered
 * Uses DATABASE_URL, or the embedded database (DATA_DIR, default ./data/pglite) when unset.
 */

import { isCommerceError, orders } from '@ridgeline/commerce';
import { errorMessage } from '@ridgeline/contracts';
import { config } from '@ridgeline/contracts/config';
import { createDb } from '@ridgeline/db';

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

async function main() {
  const { orderNumber, step, tracking } = parseFulfilArgs(process.argv.slice(2));
  const database = await createDb({ url: config().DATABASE_URL, dataDir: config().DATA_DIR });
  try {
    const result = await orders.advanceFulfilment(database.db, orderNumber, step, { tracking });
    console.log(`${result.orderNumber} is now ${result.status}${tracking ? ` (tracking ${tracking})` : ''}.`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    const message = isCommerceError(error)
      ? `${error.errorId}: ${errorMessage(error.errorId, 'en-us', error.details)} ${JSON.stringify(error.details)}`
      : error instanceof Error
        ? error.message
        : String(error);
    console.error(`orders:fulfil failed: ${message}`);
    process.exitCode = 1;
  });
}
