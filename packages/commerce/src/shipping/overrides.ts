import {
  type AdminShippingMethodUpdate,
  type AdminShippingSettings,
  SITES,
  type SiteId,
} from '@ridgeline/contracts';
import { and, type Db, type DbOrTx, eq, schema } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { settingsCache } from '../shared/settings-cache.ts';
import { DEFAULT_SHIPPING_RATES, type ShippingRate } from './methods.ts';

/**
 * An owner's shipping rates per site (decision 079): the code's rates are the defaults, a row of
 * `shipping_rate_overrides` replaces one method's enabled flag, price and free-shipping threshold.
 */

type Row = typeof schema.shippingRateOverrides.$inferSelect;
type Actor = { type: 'operator' | 'cli'; id: string };

const overrides = settingsCache(async (db) => (db as DbOrTx).select().from(schema.shippingRateOverrides));

const effective = (siteId: SiteId, rows: readonly Row[]): ShippingRate[] =>
  DEFAULT_SHIPPING_RATES[siteId].map((rate) => {
    const row = rows.find((r) => r.siteId === siteId && r.methodCode === rate.code);
    return row ? { ...rate, enabled: row.enabled, price: row.price, freeFrom: row.freeFrom } : { ...rate };
  });

/** The rates checkout and the cart price with: read through a short cache (hot path). */
export async function shippingRatesOf(db: DbOrTx, siteId: SiteId): Promise<ShippingRate[]> {
  return effective(siteId, await overrides.get(db));
}

async function settingsFrom(db: DbOrTx, siteId: SiteId): Promise<AdminShippingSettings> {
  const rows = await db
    .select()
    .from(schema.shippingRateOverrides)
    .where(eq(schema.shippingRateOverrides.siteId, siteId));
  const site = SITES.find((s) => s.id === siteId)!;
  return {
    siteId,
    currency: site.currency,
    methods: effective(siteId, rows).map((rate) => {
      const defaults = DEFAULT_SHIPPING_RATES[siteId].find((d) => d.code === rate.code)!;
      const row = rows.find((r) => r.methodCode === rate.code);
      return {
        code: rate.code,
        deliveryTime: rate.deliveryTime,
        enabled: rate.enabled,
        price: rate.price,
        freeFrom: rate.freeFrom,
        defaults: { enabled: defaults.enabled, price: defaults.price, freeFrom: defaults.freeFrom },
        updatedAt: row ? row.updatedAt.toISOString() : null,
      };
    }),
  };
}

/** A site's home-delivery methods as the back-office shows them, with their defaults. */
export async function shippingSettingsOf(db: DbOrTx, siteId: SiteId): Promise<AdminShippingSettings> {
  return settingsFrom(db, siteId);
}

const audited = (settings: AdminShippingSettings, code: string) => {
  const method = settings.methods.find((m) => m.code === code)!;
  return { enabled: method.enabled, price: method.price, freeFrom: method.freeFrom };
};

/** Sets (or, with null, removes) one method's override on one site, audited with before and after. */
async function change(
  db: Db,
  actor: Actor,
  siteId: SiteId,
  code: ShippingRate['code'],
  update: AdminShippingMethodUpdate | null,
): Promise<AdminShippingSettings> {
  const result = await db.transaction(async (tx) => {
    const before = await settingsFrom(tx, siteId);
    const o = schema.shippingRateOverrides;
    if (update === null) {
      await tx.delete(o).where(and(eq(o.siteId, siteId), eq(o.methodCode, code)));
    } else {
      const values = {
        enabled: update.enabled,
        price: update.price,
        freeFrom: update.freeFrom,
        updatedAt: new Date(),
      };
      await tx
        .insert(o)
        .values({ siteId, methodCode: code, ...values })
        .onConflictDoUpdate({ target: [o.siteId, o.methodCode], set: values });
    }
    const after = await settingsFrom(tx, siteId);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: update === null ? 'shipping_rate.reset' : 'shipping_rate.update',
      entityType: 'shipping_rate',
      entityId: `${siteId}:${code}`,
      before: audited(before, code),
      after: audited(after, code),
    });
    return after;
  });
  overrides.forget();
  return result;
}

/** The owner's change of one method on one site, audited (`shipping_rate.update`) with before and after. */
export const updateShippingMethod = (
  db: Db,
  actor: Actor,
  siteId: SiteId,
  code: ShippingRate['code'],
  update: AdminShippingMethodUpdate,
) => change(db, actor, siteId, code, update);

/** Back to the code's rate for one method on one site, audited (`shipping_rate.reset`). */
export const resetShippingMethod = (db: Db, actor: Actor, siteId: SiteId, code: ShippingRate['code']) =>
  change(db, actor, siteId, code, null);
