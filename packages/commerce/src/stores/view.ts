import type { Store } from '@ridgeline/contracts';
import type { schema } from '@ridgeline/db';

type StoreRow = typeof schema.stores.$inferSelect;

/** Weekday names in the locale; 2023-01-01 was a Sunday (day 0). */
function weekday(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );
}

export function storeView(
  row: StoreRow,
  locale: string,
  distanceKm: number | null,
  specialDays: Store['specialDays'] = [],
): Store {
  return {
    id: row.id,
    siteId: row.siteId,
    name: row.name,
    address: {
      addressLine1: row.addressLine1,
      city: row.city,
      province: row.province,
      postalCode: row.postalCode,
      countryCode: row.countryCode,
    },
    phone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    isPickupPoint: row.isPickupPoint,
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
    openingHours: row.hours.map((hours, day) => {
      const [opens, closes] = hours ? hours.split('-') : [null, null];
      return { day, label: weekday(day, locale), opens: opens ?? null, closes: closes ?? null };
    }),
    specialDays,
  };
}
