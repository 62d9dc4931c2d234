import { cityKey } from '../city-key.ts';
import type { Db } from '../index.ts';
import { postalCodes } from '../schema/locations.ts';
import { insertInBatches } from './batch.ts';
import { runOnce } from './run-once.ts';

const RUN = 'postal-codes-v1';

type Area = [country: string, code: string, city: string, latitude: number, longitude: number];

/** Approximate centroids of areas around the seeded stores (enough for a demo locator). */
const AREAS: Area[] = [
  ['US', '10001', 'New York', 40.7506, -73.9972],
  ['US', '10012', 'New York', 40.7258, -73.9981],
  ['US', '10118', 'New York', 40.7486, -73.9857],
  ['US', '02108', 'Boston', 42.3576, -71.0641],
  ['US', '02115', 'Boston', 42.3429, -71.092],
  ['US', '60601', 'Chicago', 41.8858, -87.6229],
  ['US', '60611', 'Chicago', 41.8947, -87.6206],
  ['US', '80202', 'Denver', 39.753, -104.999],
  ['US', '80302', 'Boulder', 40.015, -105.2905],
  ['US', '98101', 'Seattle', 47.6101, -122.3344],
  ['US', '97209', 'Portland', 45.5287, -122.6855],
  ['US', '94103', 'San Francisco', 37.7725, -122.4091],
  ['US', '94115', 'San Francisco', 37.7856, -122.4372],
  ['US', '90012', 'Los Angeles', 34.0614, -118.2385],
  ['US', '90401', 'Santa Monica', 34.0159, -118.496],
  ['US', '84101', 'Salt Lake City', 40.7566, -111.8975],
  ['US', '78701', 'Austin', 30.2711, -97.7437],
  ['US', '78704', 'Austin', 30.243, -97.7661],
  ['CA', 'M4W', 'Toronto', 43.679, -79.377],
  ['CA', 'M5V', 'Toronto', 43.6427, -79.398],
  ['CA', 'V6B', 'Vancouver', 49.28, -123.115],
  ['CA', 'V6K', 'Vancouver', 49.264, -123.166],
  ['CA', 'H2X', 'Montréal', 45.51, -73.57],
  ['CA', 'H3G', 'Montréal', 45.497, -73.579],
  ['CA', 'T2P', 'Calgary', 51.048, -114.072],
  ['CA', 'T2T', 'Calgary', 51.03, -114.09],
  ['CA', 'K1P', 'Ottawa', 45.4215, -75.699],
  ['CA', 'K2P', 'Ottawa', 45.417, -75.693],
  ['GB', 'E1', 'London', 51.515, -0.06],
  ['GB', 'SW1A', 'London', 51.501, -0.1416],
  ['GB', 'WC2E', 'London', 51.5115, -0.1232],
  ['GB', 'M1', 'Manchester', 53.48, -2.235],
  ['GB', 'EH2', 'Edinburgh', 55.953, -3.197],
  ['GB', 'BS1', 'Bristol', 51.454, -2.593],
  ['DE', '10115', 'Berlin', 52.532, 13.385],
  ['DE', '10178', 'Berlin', 52.52, 13.405],
  ['DE', '80331', 'München', 48.137, 11.575],
  ['DE', '20095', 'Hamburg', 53.551, 9.999],
  ['FR', '75001', 'Paris', 48.863, 2.34],
  ['FR', '75003', 'Paris', 48.863, 2.36],
  ['FR', '69002', 'Lyon', 45.755, 4.83],
];

export async function seedPostalCodes(db: Db): Promise<boolean> {
  return runOnce(db, RUN, async (tx) => {
    await insertInBatches(
      tx,
      postalCodes,
      AREAS.map(([countryCode, code, city, latitude, longitude]) => ({
        countryCode,
        code,
        city,
        cityKey: cityKey(city),
        latitude,
        longitude,
      })),
    );
  });
}
