import { prepareTestSnapshots } from '@ridgeline/db/testing';
import { ensureBuilds } from '../../scripts/storefront-build.ts';

/** The journeys run against the production build, each on a copy of the demo database made here (decision 093). */
export default async function setup(): Promise<() => Promise<void>> {
  ensureBuilds();
  return prepareTestSnapshots();
}
