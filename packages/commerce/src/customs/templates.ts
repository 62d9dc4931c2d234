import type {
  AdminCreateCustomsTemplateRequest,
  AdminCustomsTemplate,
  AdminCustomsTemplateList,
  AdminCustomsTemplateRequest,
} from '@ridgeline/contracts';
import { adminCustomsTemplateRequestSchema } from '@ridgeline/contracts';
import { and, asc, type Db, type DbOrTx, eq, inArray, isNull, schema } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { offered, stillOffered } from './recipes.ts';

/**
 * The back-office's customisation templates (decision 087): list, attach one to a product, edit one. The
 * storefront's customiser reads the same row, so a change shows at once; every write is audited with
 * before and after.
 */

export type CustomsActor = { type: 'operator' | 'cli'; id: string };

type TemplateRow = typeof schema.customsTemplates.$inferSelect;

const labels = (label: Record<string, string>) => ({
  en: label.en ?? '',
  fr: label.fr ?? label.en ?? '',
  de: label.de ?? label.en ?? '',
});

async function curatedOf(db: DbOrTx, template: TemplateRow) {
  const rows = await db
    .select()
    .from(schema.customsRecipes)
    .where(
      and(eq(schema.customsRecipes.productId, template.productId), isNull(schema.customsRecipes.ownerId)),
    )
    .orderBy(asc(schema.customsRecipes.code));
  return rows.map((recipe) => ({
    code: recipe.code ?? '',
    name: recipe.name?.en ?? recipe.code ?? '',
    offered: stillOffered(template, recipe.choices),
  }));
}

async function productNames(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: schema.products.id, name: schema.products.name })
    .from(schema.products)
    .where(inArray(schema.products.id, productIds));
  return new Map(rows.map((row) => [row.id, row.name.en ?? row.id]));
}

async function view(db: DbOrTx, row: TemplateRow): Promise<AdminCustomsTemplate> {
  const names = await productNames(db, [row.productId]);
  return {
    productId: row.productId,
    productName: names.get(row.productId) ?? row.productId,
    zones: row.zones.map((zone) => ({
      code: zone.code,
      label: labels(zone.label),
      colors: zone.colors.map((color) => ({
        code: color.code,
        label: labels(color.label),
        hex: color.hex,
        enabled: offered(color),
      })),
    })),
    monogramMaxLength: row.monogramMaxLength,
    surcharge: row.surcharge,
    monogramSurcharge: row.monogramSurcharge,
    curated: await curatedOf(db, row),
  };
}

/** Every template, by product id. */
export async function listTemplates(db: DbOrTx): Promise<AdminCustomsTemplateList> {
  const rows = await db
    .select()
    .from(schema.customsTemplates)
    .orderBy(asc(schema.customsTemplates.productId));
  const names = await productNames(
    db,
    rows.map((row) => row.productId),
  );
  return {
    items: rows.map((row) => {
      const colors = row.zones.flatMap((zone) => zone.colors);
      const enabled = colors.filter(offered).length;
      return {
        productId: row.productId,
        productName: names.get(row.productId) ?? row.productId,
        zones: row.zones.length,
        enabledColors: enabled,
        disabledColors: colors.length - enabled,
        monogramMaxLength: row.monogramMaxLength,
      };
    }),
  };
}

async function requireRow(db: DbOrTx, productId: string, lock = false): Promise<TemplateRow> {
  const query = db
    .select()
    .from(schema.customsTemplates)
    .where(eq(schema.customsTemplates.productId, productId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new CommerceError('CUS400', { productId });
  return row;
}

/** One product's template; CUS400 when the product has none (it cannot be customised). */
export async function adminTemplate(db: DbOrTx, productId: string): Promise<AdminCustomsTemplate> {
  return view(db, await requireRow(db, productId));
}

const invalid = (field: string, problem: string) => new CommerceError('REQ400', { field, problem });

/**
 * The template as stored, after the checks the schema cannot make (REQ400 naming the field): codes unique
 * within the template's zones and within each zone's colours, and every zone offering at least one colour
 * (a zone without one could never be designed).
 */
function storedValues(request: AdminCustomsTemplateRequest) {
  const body = adminCustomsTemplateRequestSchema.parse(request);
  const zoneCodes = new Set<string>();
  body.zones.forEach((zone, z) => {
    if (zoneCodes.has(zone.code)) throw invalid(`body.zones.${z}.code`, 'is already a zone of this template');
    zoneCodes.add(zone.code);
    const colorCodes = new Set<string>();
    zone.colors.forEach((color, c) => {
      if (colorCodes.has(color.code)) {
        throw invalid(`body.zones.${z}.colors.${c}.code`, 'is already a colour of this zone');
      }
      colorCodes.add(color.code);
    });
    if (!zone.colors.some((color) => color.enabled)) {
      throw invalid(`body.zones.${z}.colors`, 'must offer at least one enabled colour');
    }
  });
  return {
    zones: body.zones.map((zone) => ({
      code: zone.code,
      label: zone.label,
      colors: zone.colors.map((color) => ({
        code: color.code,
        label: color.label,
        hex: color.hex,
        enabled: color.enabled,
      })),
    })),
    monogramMaxLength: body.monogramMaxLength,
    surcharge: body.surcharge,
    monogramSurcharge: body.monogramSurcharge,
  };
}

/**
 * Attaches a template to a product, which becomes customisable at once (PLP400 unknown product, CUS409
 * when it already has one); audited as customs.template.create.
 */
export async function createTemplate(
  db: Db,
  actor: CustomsActor,
  request: AdminCreateCustomsTemplateRequest,
): Promise<AdminCustomsTemplate> {
  const { productId, ...template } = request;
  const values = storedValues(template);
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(eq(schema.products.id, productId));
    if (!product) throw new CommerceError('PLP400', { productId });
    const [row] = await tx
      .insert(schema.customsTemplates)
      .values({ productId, ...values })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new CommerceError('CUS409', { productId });
    const after = await view(tx, row);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'customs.template.create',
      entityType: 'customs-template',
      entityId: productId,
      after,
    });
    return after;
  });
}

/** Replaces a product's template (CUS400 when it has none); audited as customs.template.update. */
export async function updateTemplate(
  db: Db,
  actor: CustomsActor,
  productId: string,
  request: AdminCustomsTemplateRequest,
): Promise<AdminCustomsTemplate> {
  const values = storedValues(request);
  return db.transaction(async (tx) => {
    const before = await view(tx, await requireRow(tx, productId, true));
    const [row] = await tx
      .update(schema.customsTemplates)
      .set(values)
      .where(eq(schema.customsTemplates.productId, productId))
      .returning();
    const after = await view(tx, row!);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'customs.template.update',
      entityType: 'customs-template',
      entityId: productId,
      before,
      after,
    });
    return after;
  });
}
