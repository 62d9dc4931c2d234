import { type Locale, type Store, searchRadiusKm } from '@ridgeline/contracts';
import { type Api, ApiError } from './api.server.ts';
import { searchStores } from './discovery-api.server.ts';
import type { Translate } from './translate.ts';

export interface StoreLookup {
  q: string;
  /** Where the search was centred, for the map; null for the plain list of all stores. */
  origin: { latitude: number; longitude: number; label: string | null } | null;
  radiusKm: number | null;
  stores: Store[];
  searched: boolean;
  error: string | null;
}

const number = (value: string | null) => (value === null || value === '' ? Number.NaN : Number(value));

/** The search of a store form: `q` (a postal code when it holds a digit, else a city) or `lat`/`lng`. */
export function storeQuery(params: URLSearchParams) {
  const q = (params.get('q') ?? '').trim().slice(0, 60);
  const latitude = number(params.get('lat'));
  const longitude = number(params.get('lng'));
  if (Number.isFinite(latitude) && Number.isFinite(longitude)) return { q, where: { latitude, longitude } };
  if (!q) return { q, where: null };
  return { q, where: /\d/.test(q) ? { postalCode: q } : { city: q } };
}

/** Stores near the shopper's search, or every store of the site when nothing was searched. */
export async function lookUpStores(
  api: Api,
  params: URLSearchParams,
  t: Translate,
  options: { listAllWhenEmpty: boolean; locale: Locale },
): Promise<StoreLookup> {
  const { q, where } = storeQuery(params);
  const empty = { q, origin: null, radiusKm: null, stores: [] as Store[] };
  if (!where) {
    if (!options.listAllWhenEmpty) return { ...empty, searched: false, error: null };
    const all = await api.call('stores');
    return { ...empty, stores: all.stores, searched: false, error: null };
  }
  try {
    // 100 miles on the sites that write miles, 100 km elsewhere (decision 091).
    const found = await searchStores(api, where, searchRadiusKm(options.locale));
    return {
      q,
      origin: found.origin,
      radiusKm: found.radiusKm,
      stores: found.stores,
      searched: true,
      error: null,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      // STR406 (place not found) and REQ400 (a value out of range) come with a message in the shopper's language.
      return { ...empty, searched: true, error: error.message || t('discovery.stores.notFound') };
    }
    throw error;
  }
}
