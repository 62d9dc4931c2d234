import {
  type AdminSiteFeatures,
  type AdminSiteFeaturesUpdate,
  type AdminSiteSettings,
  type AdminSiteSettingsUpdate,
  type ReviewModerationMode,
  SITES,
  type SiteFeatures,
} from '@ridgeline/contracts';
import { type Db, type DbOrTx, eq, schema } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { settingsCache } from '../shared/settings-cache.ts';

/**
 * Settings per site (decision 073, issue 16 items 9 and 10): what the back-office's owner changes and the
 * other modules read. A site without a row has the defaults, so a new site needs no data.
 */

export const DEFAULT_SITE_SETTINGS = { reviewModeration: 'post' as ReviewModerationMode };

type Row = typeof schema.siteSettings.$inferSelect;

const view = (siteId: string, row: Row | undefined): AdminSiteSettings => ({
  siteId,
  reviewModeration:
    (row?.reviewModeration as ReviewModerationMode | undefined) ?? DEFAULT_SITE_SETTINGS.reviewModeration,
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

/** Every site's settings, in the sites' order. */
export async function listSiteSettings(db: DbOrTx): Promise<AdminSiteSettings[]> {
  const rows = await db.select().from(schema.siteSettings);
  return SITES.map((site) =>
    view(
      site.id,
      rows.find((row) => row.siteId === site.id),
    ),
  );
}

/** Whether a site's new reviews and questions wait for a moderator ('pre') or go live at once ('post'). */
export async function reviewModerationOf(db: DbOrTx, siteId: string): Promise<ReviewModerationMode> {
  const [row] = await db.select().from(schema.siteSettings).where(eq(schema.siteSettings.siteId, siteId));
  return view(siteId, row).reviewModeration;
}

/** The owner's change of a site's settings, audited (`site_settings.update`) with before and after. */
export async function updateSiteSettings(
  db: Db,
  actor: { type: 'operator' | 'cli'; id: string },
  siteId: string,
  change: AdminSiteSettingsUpdate,
): Promise<AdminSiteSettings> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(schema.siteSettings)
      .where(eq(schema.siteSettings.siteId, siteId));
    const before = view(siteId, current);
    const now = new Date();
    const [row] = await tx
      .insert(schema.siteSettings)
      .values({ siteId, reviewModeration: change.reviewModeration, updatedAt: now })
      .onConflictDoUpdate({
        target: schema.siteSettings.siteId,
        set: { reviewModeration: change.reviewModeration, updatedAt: now },
      })
      .returning();
    const after = view(siteId, row);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'site_settings.update',
      entityType: 'site_settings',
      entityId: siteId,
      before: { reviewModeration: before.reviewModeration },
      after: { reviewModeration: after.reviewModeration },
    });
    return after;
  });
}

// ---------------------------------------------------------------------------------------------
// Feature switches (decision 079): the specs' "if enabled" features, all on by default.
// ---------------------------------------------------------------------------------------------

export const DEFAULT_SITE_FEATURES: SiteFeatures = {
  miniCartOnAdd: true,
  expressCheckout: true,
  simplifiedEnrolment: true,
  favorites: true,
};

const featuresOfRow = (row: Row | undefined): SiteFeatures =>
  row
    ? {
        miniCartOnAdd: row.miniCartOnAdd,
        expressCheckout: row.expressCheckout,
        simplifiedEnrolment: row.simplifiedEnrolment,
        favorites: row.favorites,
      }
    : { ...DEFAULT_SITE_FEATURES };

const featureRows = settingsCache(async (db) => (db as DbOrTx).select().from(schema.siteSettings));

/** A site's switches, read through a short cache: the storefront and the API ask on every page. */
export async function siteFeaturesOf(db: DbOrTx, siteId: string): Promise<SiteFeatures> {
  return featuresOfRow((await featureRows.get(db)).find((row) => row.siteId === siteId));
}

async function featuresFrom(db: DbOrTx, siteId: string): Promise<AdminSiteFeatures> {
  const [row] = await db.select().from(schema.siteSettings).where(eq(schema.siteSettings.siteId, siteId));
  return { siteId, features: featuresOfRow(row), defaults: { ...DEFAULT_SITE_FEATURES } };
}

/** A site's switches as the back-office shows them, with their defaults. */
export const siteFeatureSettingsOf = (db: DbOrTx, siteId: string) => featuresFrom(db, siteId);

/**
 * The owner's change of some of a site's switches (the others keep their value), audited
 * (`site_features.update`) with before and after. Every process sees it within the cache's time.
 */
export async function updateSiteFeatures(
  db: Db,
  actor: { type: 'operator' | 'cli'; id: string },
  siteId: string,
  change: AdminSiteFeaturesUpdate,
): Promise<AdminSiteFeatures> {
  const result = await db.transaction(async (tx) => {
    const before = await featuresFrom(tx, siteId);
    const next: SiteFeatures = { ...before.features };
    for (const [name, value] of Object.entries(change) as [keyof SiteFeatures, boolean | undefined][]) {
      if (value !== undefined) next[name] = value;
    }
    const now = new Date();
    await tx
      .insert(schema.siteSettings)
      .values({ siteId, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: schema.siteSettings.siteId, set: { ...next, updatedAt: now } });
    const after = await featuresFrom(tx, siteId);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'site_features.update',
      entityType: 'site_settings',
      entityId: siteId,
      before: before.features,
      after: after.features,
    });
    return after;
  });
  featureRows.forget();
  return result;
}
