import type { SiteFeatures } from '@ridgeline/contracts';
import type { Api } from './api.server.ts';

/** Everything on: what a site has until its owner changes it, and what a page assumes if the API cannot say. */
const ALL_ON: SiteFeatures = {
  miniCartOnAdd: true,
  expressCheckout: true,
  simplifiedEnrolment: true,
  favorites: true,
};

/**
 * The site's feature switches (decision 079), asked for by each page that shows one: the owner's change
 * shows on the next page. The API keeps them in a short cache, so the question is cheap.
 */
export async function siteFeatures(api: Api): Promise<SiteFeatures> {
  try {
    return await api.call('siteFeatures');
  } catch (error) {
    console.error(error);
    return ALL_ON;
  }
}
