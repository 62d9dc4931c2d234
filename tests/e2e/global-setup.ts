import { ensureBuilds } from '../../scripts/storefront-build.ts';

/** The journeys run against the production build. */
export default function setup() {
  ensureBuilds();
}
