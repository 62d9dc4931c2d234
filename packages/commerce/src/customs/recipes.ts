import type {
  CreateCustomsRecipeRequest,
  CustomsChoices,
  CustomsOptions,
  CustomsRecipe,
} from '@ridgeline/contracts';
import { translator } from '@ridgeline/contracts/messages/catalogue';
import { and, type CustomsChoicesRecord, type DbOrTx, eq, inArray, isNull, schema } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { localize } from '../shared/locale.ts';

/** Shipping code of made-to-order lines (decision 045): shipped to the address, never to a store. */
export const CUSTOMS = 'customs';

type TemplateRow = typeof schema.customsTemplates.$inferSelect;
type RecipeRow = typeof schema.customsRecipes.$inferSelect;

const invalid = (field: string, problem: string) => new CommerceError('REQ400', { field, problem });

type ColorRecord = TemplateRow['zones'][number]['colors'][number];
/** Whether shoppers are offered this colour (merchandisers may disable one; decision 087). */
export const offered = (color: ColorRecord) => color.enabled !== false;

/** Whether a (curated) design's choices are all still offered: a colour of every zone, none disabled. */
export function stillOffered(template: TemplateRow, choices: CustomsChoicesRecord): boolean {
  const codes = Object.keys(choices.zones);
  return (
    codes.length === template.zones.length &&
    template.zones.every((zone) =>
      zone.colors.some((c) => c.code === choices.zones[zone.code] && offered(c)),
    ) &&
    (!choices.monogram || choices.monogram.length <= template.monogramMaxLength)
  );
}

export async function loadTemplate(db: DbOrTx, productId: string): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(schema.customsTemplates)
    .where(eq(schema.customsTemplates.productId, productId));
  return row ?? null;
}

/** Every zone takes one of its colours; the monogram fits the product. Returns the choices as stored. */
export function checkChoices(
  template: TemplateRow,
  choices: CustomsChoices,
  field: string,
): CustomsChoicesRecord {
  const zones: Record<string, string> = {};
  for (const zone of template.zones) {
    const color = choices.zones[zone.code];
    if (!color) throw invalid(`${field}.zones.${zone.code}`, 'is required');
    if (!zone.colors.some((c) => c.code === color && offered(c))) {
      throw invalid(
        `${field}.zones.${zone.code}`,
        `must be one of ${zone.colors
          .filter(offered)
          .map((c) => c.code)
          .join(', ')}`,
      );
    }
    zones[zone.code] = color;
  }
  const unknown = Object.keys(choices.zones).find((code) => !template.zones.some((z) => z.code === code));
  if (unknown) throw invalid(`${field}.zones.${unknown}`, 'is not a zone of this product');
  const monogram = choices.monogram ? choices.monogram.toUpperCase() : null;
  if (monogram && template.monogramMaxLength === 0) {
    throw invalid(`${field}.monogram`, 'this product takes no monogram');
  }
  if (monogram && monogram.length > template.monogramMaxLength) {
    throw invalid(`${field}.monogram`, `must be at most ${template.monogramMaxLength} letters`);
  }
  return { zones, monogram };
}

/** What the design adds to the base variant's price, in this currency. */
export const surchargeOf = (template: TemplateRow, choices: CustomsChoicesRecord, currency: string) =>
  (template.surcharge[currency] ?? 0) + (choices.monogram ? (template.monogramSurcharge[currency] ?? 0) : 0);

/** The choices in words, zone by zone, and as one line. */
export function describe(template: TemplateRow, choices: CustomsChoicesRecord, locale: string) {
  const details = template.zones.map((zone) => {
    const color = zone.colors.find((c) => c.code === choices.zones[zone.code]);
    return {
      zone: zone.code,
      zoneLabel: localize(zone.label, locale),
      color: choices.zones[zone.code] ?? '',
      colorLabel: color ? localize(color.label, locale) : (choices.zones[zone.code] ?? ''),
    };
  });
  const parts = details.map((d) => `${d.zoneLabel}: ${d.colorLabel}`);
  if (choices.monogram) parts.push(`${translator(locale)('label.customs.monogram')}: ${choices.monogram}`);
  return { details, summary: parts.join(' · ') };
}

export function recipeView(ctx: ShopContext, template: TemplateRow, recipe: RecipeRow): CustomsRecipe {
  return {
    recipeId: recipe.id,
    productId: recipe.productId,
    upc: recipe.upc,
    precreatedCustomsCode: recipe.code,
    name: recipe.name ? localize(recipe.name, ctx.locale) : null,
    choices: recipe.choices,
    ...describe(template, recipe.choices, ctx.locale),
    currency: ctx.currency,
    surcharge: surchargeOf(template, recipe.choices, ctx.currency),
  };
}

/** The product's template, or CUS400 when it cannot be customised (or is not priced on this site). */
async function customisable(db: DbOrTx, ctx: ShopContext, productId: string) {
  const template = await loadTemplate(db, productId);
  if (!template) throw new CommerceError('CUS400', { productId });
  const [price] = await db
    .select()
    .from(schema.prices)
    .where(and(eq(schema.prices.productId, productId), eq(schema.prices.currency, ctx.currency)));
  if (!price) throw new CommerceError('INV702', { productId });
  return template;
}

/** The variant `upc` of `productId`, or ORD404. */
async function variantOf(db: DbOrTx, productId: string, upc: string, field: string) {
  const [variant] = await db.select().from(schema.variants).where(eq(schema.variants.upc, upc));
  if (!variant) throw new CommerceError('ORD404', { upc });
  if (variant.productId !== productId) throw invalid(field, 'is not a variant of this product');
  return variant;
}

export async function customsOptions(
  db: DbOrTx,
  ctx: ShopContext,
  productId: string,
): Promise<CustomsOptions> {
  const template = await customisable(db, ctx, productId);
  const curated = await db
    .select()
    .from(schema.customsRecipes)
    .where(and(eq(schema.customsRecipes.productId, productId), isNull(schema.customsRecipes.ownerId)));
  curated.sort((a, b) => (a.code ?? '').localeCompare(b.code ?? ''));
  // Disabled colours, and curated designs that use one, are not offered (decision 087).
  return {
    productId,
    zones: template.zones.map((zone) => ({
      code: zone.code,
      label: localize(zone.label, ctx.locale),
      colors: zone.colors
        .filter(offered)
        .map((c) => ({ code: c.code, label: localize(c.label, ctx.locale), hex: c.hex })),
    })),
    monogramMaxLength: template.monogramMaxLength,
    currency: ctx.currency,
    surcharge: template.surcharge[ctx.currency] ?? 0,
    monogramSurcharge: template.monogramSurcharge[ctx.currency] ?? 0,
    precreated: curated
      .filter((recipe) => stillOffered(template, recipe.choices))
      .map((recipe) => recipeView(ctx, template, recipe)),
  };
}

export async function createRecipe(
  db: DbOrTx,
  ctx: ShopContext,
  shopperId: string,
  request: CreateCustomsRecipeRequest,
): Promise<CustomsRecipe> {
  const template = await customisable(db, ctx, request.productId);
  await variantOf(db, request.productId, request.upc, 'body.upc');
  const choices = checkChoices(template, request.choices, 'body.choices');
  const [recipe] = await db
    .insert(schema.customsRecipes)
    .values({ id: newId(), productId: request.productId, upc: request.upc, ownerId: shopperId, choices })
    .returning();
  return recipeView(ctx, template, recipe!);
}

/** A design the shopper may use: their own or a curated one. Another shopper's is CUS404, like none. */
async function visibleRecipe(db: DbOrTx, shopperId: string, recipeId: string) {
  const [recipe] = await db
    .select()
    .from(schema.customsRecipes)
    .where(eq(schema.customsRecipes.id, recipeId));
  if (!recipe || (recipe.ownerId !== null && recipe.ownerId !== shopperId)) {
    throw new CommerceError('CUS404', { recipeId });
  }
  return recipe;
}

export async function getRecipe(db: DbOrTx, ctx: ShopContext, shopperId: string, recipeId: string) {
  const recipe = await visibleRecipe(db, shopperId, recipeId);
  const template = await customisable(db, ctx, recipe.productId);
  return recipeView(ctx, template, recipe);
}

export async function getPrecreated(db: DbOrTx, ctx: ShopContext, code: string) {
  const [recipe] = await db.select().from(schema.customsRecipes).where(eq(schema.customsRecipes.code, code));
  if (!recipe) throw new CommerceError('CUS404', { precreatedCustomsCode: code });
  const template = await customisable(db, ctx, recipe.productId);
  return recipeView(ctx, template, recipe);
}

/**
 * The design a cart line is made to: the shopper's own recipe (made on a variant), or a curated design
 * made on the requested variant, saved as the shopper's own recipe so that the line has one.
 */
export async function recipeForLine(
  db: DbOrTx,
  ctx: ShopContext,
  shopperId: string,
  request: {
    recipeId?: string | undefined;
    precreatedCustomsCode?: string | undefined;
    upc?: string | undefined;
  },
  /** The size to make a curated design on when the request names none (the line's current variant). */
  fallbackUpc?: string,
): Promise<{ recipe: RecipeRow; upc: string }> {
  if (request.recipeId) {
    const recipe = await visibleRecipe(db, shopperId, request.recipeId);
    const upc = recipe.upc ?? request.upc ?? fallbackUpc;
    if (!upc) throw invalid('body.upc', 'is required for a curated design (the size)');
    if (!recipe.upc) return fromCurated(db, ctx, shopperId, recipe, upc);
    await customisable(db, ctx, recipe.productId);
    if (request.upc && request.upc !== recipe.upc) {
      throw invalid('body.upc', 'must be the variant the design was made on');
    }
    return { recipe, upc };
  }
  const code = request.precreatedCustomsCode!;
  const [curated] = await db
    .select()
    .from(schema.customsRecipes)
    .where(and(eq(schema.customsRecipes.code, code), isNull(schema.customsRecipes.ownerId)));
  if (!curated) throw new CommerceError('CUS404', { precreatedCustomsCode: code });
  if (!request.upc) throw invalid('body.upc', 'is required for a curated design (the size)');
  return fromCurated(db, ctx, shopperId, curated, request.upc);
}

async function fromCurated(db: DbOrTx, ctx: ShopContext, shopperId: string, curated: RecipeRow, upc: string) {
  const template = await customisable(db, ctx, curated.productId);
  // A curated design using a colour no longer offered cannot be made any more (decision 087).
  if (!stillOffered(template, curated.choices)) {
    throw new CommerceError('CUS404', { precreatedCustomsCode: curated.code });
  }
  await variantOf(db, curated.productId, upc, 'body.upc');
  const [recipe] = await db
    .insert(schema.customsRecipes)
    .values({
      id: newId(),
      productId: curated.productId,
      upc,
      ownerId: shopperId,
      name: curated.name,
      choices: curated.choices,
    })
    .returning();
  return { recipe: recipe!, upc };
}

/** The designs of these ids with their products' templates, for pricing and describing lines. */
export async function loadRecipes(db: DbOrTx, recipeIds: string[]) {
  const ids = [...new Set(recipeIds)];
  if (ids.length === 0) return new Map<string, { recipe: RecipeRow; template: TemplateRow }>();
  const recipes = await db.select().from(schema.customsRecipes).where(inArray(schema.customsRecipes.id, ids));
  const productIds = [...new Set(recipes.map((r) => r.productId))];
  const templates = await db
    .select()
    .from(schema.customsTemplates)
    .where(inArray(schema.customsTemplates.productId, productIds));
  const templateOf = new Map(templates.map((t) => [t.productId, t]));
  return new Map(
    recipes.flatMap((recipe) => {
      const template = templateOf.get(recipe.productId);
      return template ? [[recipe.id, { recipe, template }] as const] : [];
    }),
  );
}

/** A guest's saved designs become the account's when their carts merge (decision 045), in the caller's transaction. */
export async function transferRecipes(tx: DbOrTx, fromOwnerId: string, toOwnerId: string): Promise<void> {
  await tx
    .update(schema.customsRecipes)
    .set({ ownerId: toOwnerId })
    .where(eq(schema.customsRecipes.ownerId, fromOwnerId));
}
