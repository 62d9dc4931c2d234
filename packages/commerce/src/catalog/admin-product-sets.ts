import type {
  AdminProductSet,
  AdminProductSetCreateRequest,
  AdminProductSetRequest,
} from '@ridgeline/contracts';
import { asc, type Db, type DbOrTx, eq, inArray, schema } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { CommerceError } from '../shared/errors.ts';
import type { CatalogueActor } from './admin.ts';

const { productSets, productSetItems, products, categories } = schema;

const localizedOf = (text: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(text).filter(([, value]) => value)) as Record<string, string>;

/** Every product set, by id, with its English name and how many products it holds. */
export async function listProductSets(db: DbOrTx) {
  const [sets, items] = await Promise.all([
    db.select().from(productSets).orderBy(asc(productSets.id)),
    db.select({ setId: productSetItems.setId }).from(productSetItems),
  ]);
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.setId, (counts.get(item.setId) ?? 0) + 1);
  return {
    items: sets.map((set) => ({
      id: set.id,
      name: set.name.en ?? set.id,
      categoryId: set.categoryId,
      productCount: counts.get(set.id) ?? 0,
    })),
  };
}

/** One set as the editor shows it: texts per language and its products in order (CAT413 unknown). */
export async function productSetForAdmin(db: DbOrTx, setId: string): Promise<AdminProductSet> {
  const [set] = await db.select().from(productSets).where(eq(productSets.id, setId));
  if (!set) throw new CommerceError('CAT413', { productSetId: setId });
  const items = await db
    .select({ id: products.id, name: products.name, enabled: products.enabled })
    .from(productSetItems)
    .innerJoin(products, eq(products.id, productSetItems.productId))
    .where(eq(productSetItems.setId, setId))
    .orderBy(asc(productSetItems.position));
  return {
    id: set.id,
    name: set.name,
    description: set.description,
    categoryId: set.categoryId,
    products: items.map((item) => ({ id: item.id, name: item.name.en ?? item.id, enabled: item.enabled })),
  };
}

/** The set's rows from a request: an unknown category or product is REQ400 on its field. */
async function checked(tx: DbOrTx, request: AdminProductSetRequest) {
  const [category] = await tx.select().from(categories).where(eq(categories.id, request.categoryId));
  if (!category) throw new CommerceError('REQ400', { field: 'body.categoryId', problem: 'Is not valid' });
  const found = new Set(
    (await tx.select({ id: products.id }).from(products).where(inArray(products.id, request.productIds))).map(
      (row) => row.id,
    ),
  );
  const missing = request.productIds.findIndex((id) => !found.has(id));
  if (missing >= 0) {
    throw new CommerceError('REQ400', { field: `body.productIds.${missing}`, problem: 'Is not valid' });
  }
  return {
    name: localizedOf(request.name),
    description: { en: '', ...localizedOf(request.description) } as Record<string, string>,
    categoryId: request.categoryId,
    productIds: request.productIds,
  };
}

type SetState = Awaited<ReturnType<typeof checked>>;

async function stateOf(tx: DbOrTx, setId: string): Promise<SetState | null> {
  const [set] = await tx.select().from(productSets).where(eq(productSets.id, setId)).for('update');
  if (!set) return null;
  const items = await tx
    .select({ productId: productSetItems.productId })
    .from(productSetItems)
    .where(eq(productSetItems.setId, setId))
    .orderBy(asc(productSetItems.position));
  return {
    name: set.name,
    description: set.description,
    categoryId: set.categoryId,
    productIds: items.map((item) => item.productId),
  };
}

async function writeItems(tx: DbOrTx, setId: string, productIds: readonly string[]) {
  await tx.delete(productSetItems).where(eq(productSetItems.setId, setId));
  await tx
    .insert(productSetItems)
    .values(productIds.map((productId, position) => ({ setId, productId, position })));
}

const audit = (
  tx: DbOrTx,
  actor: CatalogueActor,
  action: string,
  setId: string,
  before: SetState | null,
  after: SetState | null,
) =>
  recordAudit(tx, {
    actorType: actor.type,
    actorId: actor.id,
    action,
    entityType: 'productSet',
    entityId: setId,
    before,
    after,
  });

/** A new product set; its id taken is CAT414. The storefront's set page reads it at once. */
export async function createProductSet(
  db: Db,
  actor: CatalogueActor,
  request: AdminProductSetCreateRequest,
): Promise<AdminProductSet> {
  await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: productSets.id })
      .from(productSets)
      .where(eq(productSets.id, request.id));
    if (taken) throw new CommerceError('CAT414', { productSetId: request.id, field: 'body.id' });
    const state = await checked(tx, request);
    await tx.insert(productSets).values({
      id: request.id,
      name: state.name,
      description: state.description,
      categoryId: state.categoryId,
    });
    await writeItems(tx, request.id, state.productIds);
    await audit(tx, actor, 'productSet.create', request.id, null, state);
  });
  return productSetForAdmin(db, request.id);
}

/** Changes a set's texts, category and products (their order is the list's). */
export async function updateProductSet(
  db: Db,
  actor: CatalogueActor,
  setId: string,
  request: AdminProductSetRequest,
): Promise<AdminProductSet> {
  await db.transaction(async (tx) => {
    const before = await stateOf(tx, setId);
    if (!before) throw new CommerceError('CAT413', { productSetId: setId });
    const state = await checked(tx, request);
    await tx
      .update(productSets)
      .set({ name: state.name, description: state.description, categoryId: state.categoryId })
      .where(eq(productSets.id, setId));
    await writeItems(tx, setId, state.productIds);
    await audit(tx, actor, 'productSet.update', setId, before, state);
  });
  return productSetForAdmin(db, setId);
}

/** Deletes a set and its memberships; the products stay. */
export async function deleteProductSet(db: Db, actor: CatalogueActor, setId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await stateOf(tx, setId);
    if (!before) throw new CommerceError('CAT413', { productSetId: setId });
    await tx.delete(productSetItems).where(eq(productSetItems.setId, setId));
    await tx.delete(productSets).where(eq(productSets.id, setId));
    await audit(tx, actor, 'productSet.delete', setId, before, null);
  });
}
