import { sql } from 'drizzle-orm';
import type { Db } from '../index.ts';
import { productSetItems, productSets } from '../schema/product-sets.ts';
import { insertInBatches } from './batch.ts';
import { randomFor } from './random.ts';
import { runOnce } from './run-once.ts';

const RUN = 'product-sets-v1';

const t = (en: string, fr: string, de: string) => ({ en, fr, de });

/** Two looks per gender, each one product of every listed type. */
const LOOKS = [
  {
    key: 'ridge',
    types: ['hiking-boot', 'pants', 'jacket', 'backpack', 'beanie'],
    name: t('Ridge day out', 'Journée sur la crête', 'Tag am Grat'),
    description: t(
      'Everything for a long day above the tree line, from boots to beanie.',
      'Tout pour une longue journée au-dessus des arbres, des chaussures au bonnet.',
      'Alles für einen langen Tag oberhalb der Baumgrenze, von den Stiefeln bis zur Mütze.',
    ),
  },
  {
    key: 'trail',
    types: ['trail-runner', 'shorts', 't-shirt', 'cap', 'socks'],
    name: t('Trail morning', 'Matin sur le sentier', 'Morgen auf dem Trail'),
    description: t(
      'Light kit for a fast early run on dry trails.',
      'Une tenue légère pour une sortie rapide au petit matin sur sentier sec.',
      'Leichte Ausrüstung für einen schnellen Lauf am frühen Morgen auf trockenen Wegen.',
    ),
  },
];
const GENDERS = [
  { gender: 'men', root: '1000', digit: 1 },
  { gender: 'women', root: '2000', digit: 2 },
  { gender: 'kids', root: '3000', digit: 3 },
];

/** Six "shop the look" sets over the demo products (seed run 'product-sets-v1'). */
export async function seedProductSets(db: Db, demoProductIds: string[]): Promise<boolean> {
  return runOnce(db, RUN, async (tx) => {
    const ids = JSON.stringify(demoProductIds);
    const products = (
      (await tx.execute(
        sql`select id, product_type, gender from products
            where id in (select jsonb_array_elements_text(${ids}::jsonb)) order by id`,
      )) as unknown as { rows: { id: string; product_type: string; gender: string }[] }
    ).rows;
    const sets: (typeof productSets.$inferInsert)[] = [];
    const items: (typeof productSetItems.$inferInsert)[] = [];
    for (const { gender, root, digit } of GENDERS) {
      LOOKS.forEach((look, index) => {
        const id = `LOOK${digit}00${index + 1}`;
        const rng = randomFor('look', id);
        const chosen = look.types.flatMap((type) => {
          const candidates = products.filter((p) => p.gender === gender && p.product_type === type);
          return candidates.length ? [rng.pick(candidates).id] : [];
        });
        if (chosen.length < 2) return;
        sets.push({ id, name: look.name, description: look.description, categoryId: root });
        chosen.forEach((productId, position) => {
          items.push({ setId: id, productId, position });
        });
      });
    }
    await insertInBatches(tx, productSets, sets);
    await insertInBatches(tx, productSetItems, items);
  });
}
