// Vitest's global setup for the unit, API and journey suites: the test files' databases are copies of ones
// migrated and seeded here once per run (decision 093), on PGlite or on TEST_DATABASE_URL's server.
import { prepareTestSnapshots } from '@ridgeline/db/testing';

export default async function setup(): Promise<() => Promise<void>> {
  return prepareTestSnapshots();
}
