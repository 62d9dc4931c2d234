import { type AdminTaxSettings, SITES, type SiteId } from '@ridgeline/contracts';
import { and, type Db, type DbOrTx, eq, schema } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { settingsCache } from '../shared/settings-cache.ts';
import { DEFAULT_TAX_RATES, type TaxRates } from './rates.ts';

/**
 * An owner's tax rates (decision 079). A rate belongs to a region, not to a site: a US state, a Canadian
 * province, or a VAT country (region = country code). The code's rates are the defaults; a row of
 * `tax_rate_overrides` replaces one, kept in parts per million so 14.975 % is exact.
 */

type Row = typeof schema.taxRateOverrides.$inferSelect;
type Actor = { type: 'operator' | 'cli'; id: string };
type Kind = keyof TaxRates;

const PPM = 1_000_000;

/** The table a country's rates are in: US states, Canadian provinces, or VAT by country. */
const kindOf = (countryCode: string): Kind =>
  countryCode === 'US' ? 'us' : countryCode === 'CA' ? 'ca' : 'vat';

const withOverrides = (rows: readonly Row[]): TaxRates => {
  const rates = {
    us: { ...DEFAULT_TAX_RATES.us },
    ca: { ...DEFAULT_TAX_RATES.ca },
    vat: { ...DEFAULT_TAX_RATES.vat },
  };
  for (const row of rows) rates[kindOf(row.countryCode)][row.regionCode] = row.ratePpm / PPM;
  return rates;
};

const overrides = settingsCache(async (db) => (db as DbOrTx).select().from(schema.taxRateOverrides));

/** The rates the cart and checkout tax with: read through a short cache (hot path). */
export async function taxRatesOf(db: DbOrTx): Promise<TaxRates> {
  return withOverrides(await overrides.get(db));
}

/** The regions a site taxes: those of the countries it ships to. */
function regionsOf(siteId: SiteId): { countryCode: string; regionCode: string }[] {
  const site = SITES.find((s) => s.id === siteId)!;
  return site.shipsTo.flatMap((countryCode) => {
    const kind = kindOf(countryCode);
    if (kind === 'vat')
      return countryCode in DEFAULT_TAX_RATES.vat ? [{ countryCode, regionCode: countryCode }] : [];
    return Object.keys(DEFAULT_TAX_RATES[kind]).map((regionCode) => ({ countryCode, regionCode }));
  });
}

async function settingsFrom(db: DbOrTx, siteId: SiteId): Promise<AdminTaxSettings> {
  const rows = await db.select().from(schema.taxRateOverrides);
  const rates = withOverrides(rows);
  return {
    siteId,
    regions: regionsOf(siteId).map(({ countryCode, regionCode }) => {
      const kind = kindOf(countryCode);
      const row = rows.find((r) => r.countryCode === countryCode && r.regionCode === regionCode);
      return {
        countryCode,
        regionCode,
        kind: kind === 'vat' ? ('vat' as const) : ('sales' as const),
        rate: rates[kind][regionCode]!,
        defaultRate: DEFAULT_TAX_RATES[kind][regionCode]!,
        updatedAt: row ? row.updatedAt.toISOString() : null,
      };
    }),
  };
}

/** A site's tax regions as the back-office shows them, with their defaults. */
export async function taxSettingsOf(db: DbOrTx, siteId: SiteId): Promise<AdminTaxSettings> {
  return settingsFrom(db, siteId);
}

function requireRegion(siteId: SiteId, countryCode: string, regionCode: string) {
  const known = regionsOf(siteId).some((r) => r.countryCode === countryCode && r.regionCode === regionCode);
  if (!known) throw new CommerceError('SET404', { siteId, region: `${countryCode}-${regionCode}` });
}

const rateOf = (settings: AdminTaxSettings, countryCode: string, regionCode: string) =>
  settings.regions.find((r) => r.countryCode === countryCode && r.regionCode === regionCode)!.rate;

async function change(
  db: Db,
  actor: Actor,
  siteId: SiteId,
  countryCode: string,
  regionCode: string,
  rate: number | null,
): Promise<AdminTaxSettings> {
  requireRegion(siteId, countryCode, regionCode);
  const result = await db.transaction(async (tx) => {
    const before = await settingsFrom(tx, siteId);
    const where = and(
      eq(schema.taxRateOverrides.countryCode, countryCode),
      eq(schema.taxRateOverrides.regionCode, regionCode),
    );
    if (rate === null) {
      await tx.delete(schema.taxRateOverrides).where(where);
    } else {
      const values = { ratePpm: Math.round(rate * PPM), updatedAt: new Date() };
      await tx
        .insert(schema.taxRateOverrides)
        .values({ countryCode, regionCode, ...values })
        .onConflictDoUpdate({
          target: [schema.taxRateOverrides.countryCode, schema.taxRateOverrides.regionCode],
          set: values,
        });
    }
    const after = await settingsFrom(tx, siteId);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: rate === null ? 'tax_rate.reset' : 'tax_rate.update',
      entityType: 'tax_rate',
      entityId: `${countryCode}-${regionCode}`,
      before: { rate: rateOf(before, countryCode, regionCode) },
      after: { rate: rateOf(after, countryCode, regionCode) },
    });
    return after;
  });
  overrides.forget();
  return result;
}

/** The owner's change of a region's rate (0 to 1), audited (`tax_rate.update`) with before and after. */
export const updateTaxRate = (
  db: Db,
  actor: Actor,
  siteId: SiteId,
  countryCode: string,
  regionCode: string,
  rate: number,
) => change(db, actor, siteId, countryCode, regionCode, rate);

/** Back to the code's rate for a region, audited (`tax_rate.reset`). */
export const resetTaxRate = (db: Db, actor: Actor, siteId: SiteId, countryCode: string, regionCode: string) =>
  change(db, actor, siteId, countryCode, regionCode, null);
