import type { Breadcrumb, CategoryNode } from '@ridgeline/contracts';
import { type DbOrTx, eq, inArray, schema } from '@ridgeline/db';
import { localize } from '../shared/locale.ts';
import { categoryUrl } from './urls.ts';

type CategoryRow = typeof schema.categories.$inferSelect;

export async function getCategory(db: DbOrTx, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(schema.categories).where(eq(schema.categories.id, id));
  return row;
}

/** The categories with these ids, in the catalogue's order (position, then id). */
export async function categoriesByIds(db: DbOrTx, ids: string[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(schema.categories)
    .where(inArray(schema.categories.id, ids))
    .orderBy(schema.categories.position, schema.categories.id);
}

/** Breadcrumbs from the root to the category, inclusive. */
export async function categoryBreadcrumbs(
  db: DbOrTx,
  category: CategoryRow,
  locale: string,
): Promise<Breadcrumb[]> {
  const rows = await db.select().from(schema.categories).where(inArray(schema.categories.id, category.path));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return category.path.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id: row.id, name: localize(row.name, locale), url: categoryUrl(row.slug, row.id) }] : [];
  });
}

/** The whole category tree in the locale's language, ordered by position. */
export async function getCategoryTree(db: DbOrTx, locale: string): Promise<CategoryNode[]> {
  const rows = await db
    .select()
    .from(schema.categories)
    .orderBy(schema.categories.position, schema.categories.id);
  const nodes = new Map<string, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      name: localize(row.name, locale),
      slug: row.slug,
      url: categoryUrl(row.slug, row.id),
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
