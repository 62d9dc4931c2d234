import type { categories, LocalizedText } from '../schema/catalog.ts';
import type { ProductType } from './product-types.ts';

type CategoryRow = typeof categories.$inferInsert;

export type Gender = 'men' | 'women' | 'kids';

interface GenderNode {
  gender: Gender;
  id: string;
  slug: string;
  /** Prefix that keeps leaf slugs unique across the tree. */
  slugPrefix: string;
  name: LocalizedText;
}

interface LeafNode {
  key: string;
  name: LocalizedText;
  /** Demo products per type, by gender; kids get fewer types and fewer products. */
  plan: Partial<Record<ProductType, Record<Gender, number>>>;
}

interface GroupNode {
  key: string;
  name: LocalizedText;
  leaves: LeafNode[];
}

const GENDERS: GenderNode[] = [
  {
    gender: 'men',
    id: '1000',
    slug: 'men',
    slugPrefix: 'mens',
    name: { en: 'Men', fr: 'Homme', de: 'Herren' },
  },
  {
    gender: 'women',
    id: '2000',
    slug: 'women',
    slugPrefix: 'womens',
    name: { en: 'Women', fr: 'Femme', de: 'Damen' },
  },
  {
    gender: 'kids',
    id: '3000',
    slug: 'kids',
    slugPrefix: 'kids',
    name: { en: 'Kids', fr: 'Enfant', de: 'Kinder' },
  },
];

const GROUPS: GroupNode[] = [
  {
    key: 'shoes',
    name: { en: 'Shoes', fr: 'Chaussures', de: 'Schuhe' },
    leaves: [
      {
        key: 'hiking-boots',
        name: { en: 'Hiking Boots', fr: 'Chaussures de randonnée', de: 'Wanderschuhe' },
        plan: { 'hiking-boot': { men: 9, women: 9, kids: 4 } },
      },
      {
        key: 'trail-running',
        name: { en: 'Trail Running', fr: 'Trail running', de: 'Trailrunning' },
        plan: { 'trail-runner': { men: 9, women: 9, kids: 4 } },
      },
      {
        key: 'sneakers',
        name: { en: 'Sneakers', fr: 'Baskets', de: 'Sneaker' },
        plan: { sneaker: { men: 8, women: 8, kids: 5 } },
      },
      {
        key: 'sandals',
        name: { en: 'Sandals', fr: 'Sandales', de: 'Sandalen' },
        plan: { sandal: { men: 6, women: 6, kids: 3 } },
      },
    ],
  },
  {
    key: 'clothing',
    name: { en: 'Clothing', fr: 'Vêtements', de: 'Bekleidung' },
    leaves: [
      {
        key: 'jackets',
        name: { en: 'Jackets', fr: 'Vestes', de: 'Jacken' },
        plan: { jacket: { men: 9, women: 9, kids: 5 } },
      },
      {
        key: 'fleece',
        name: { en: 'Fleece', fr: 'Polaires', de: 'Fleece' },
        plan: { fleece: { men: 7, women: 7, kids: 3 } },
      },
      {
        key: 'tops',
        name: { en: 'T-Shirts & Shirts', fr: 'T-shirts et chemises', de: 'T-Shirts & Hemden' },
        plan: { 't-shirt': { men: 6, women: 6, kids: 4 }, shirt: { men: 4, women: 4, kids: 0 } },
      },
      {
        key: 'bottoms',
        name: { en: 'Pants & Shorts', fr: 'Pantalons et shorts', de: 'Hosen & Shorts' },
        plan: { pants: { men: 5, women: 5, kids: 2 }, shorts: { men: 3, women: 3, kids: 2 } },
      },
    ],
  },
  {
    key: 'bags-accessories',
    name: { en: 'Bags & Accessories', fr: 'Sacs et accessoires', de: 'Taschen & Accessoires' },
    leaves: [
      {
        key: 'bags',
        name: { en: 'Bags', fr: 'Sacs', de: 'Taschen' },
        plan: { backpack: { men: 4, women: 4, kids: 3 }, duffel: { men: 2, women: 2, kids: 0 } },
      },
      {
        key: 'accessories',
        name: { en: 'Accessories', fr: 'Accessoires', de: 'Accessoires' },
        plan: {
          cap: { men: 2, women: 2, kids: 2 },
          beanie: { men: 2, women: 2, kids: 1 },
          socks: { men: 2, women: 2, kids: 1 },
          gloves: { men: 2, women: 2, kids: 1 },
        },
      },
    ],
  },
];

/** One demo product to generate: which leaf, type and gender. */
export interface ProductSlot {
  categoryId: string;
  productType: ProductType;
  gender: Gender;
  /** 0-based index among the demo products of the same type and gender. */
  ordinal: number;
  /** The lowest id of its leaf: kept fully in stock for end-to-end journeys. */
  firstInLeaf: boolean;
}

export function buildCategories(): CategoryRow[] {
  const rows: CategoryRow[] = [];
  GENDERS.forEach((g, gi) => {
    rows.push({ id: g.id, parentId: null, slug: g.slug, name: g.name, position: gi, path: [g.id] });
    GROUPS.forEach((group, groupIndex) => {
      const groupId = String(Number(g.id) + (groupIndex + 1) * 100);
      rows.push({
        id: groupId,
        parentId: g.id,
        slug: `${g.slugPrefix}-${group.key}`,
        name: group.name,
        position: groupIndex,
        path: [g.id, groupId],
      });
      group.leaves.forEach((leaf, leafIndex) => {
        const leafId = String(Number(groupId) + leafIndex + 1);
        rows.push({
          id: leafId,
          parentId: groupId,
          slug: `${g.slugPrefix}-${leaf.key}`,
          name: leaf.name,
          position: leafIndex,
          path: [g.id, groupId, leafId],
        });
      });
    });
  });
  return rows;
}

/** The demo catalogue, leaf by leaf, in id order. */
export function buildProductSlots(): ProductSlot[] {
  const slots: ProductSlot[] = [];
  GENDERS.forEach((g) => {
    GROUPS.forEach((group, groupIndex) => {
      group.leaves.forEach((leaf, leafIndex) => {
        const categoryId = String(Number(g.id) + (groupIndex + 1) * 100 + leafIndex + 1);
        let first = true;
        for (const [productType, counts] of Object.entries(leaf.plan) as [
          ProductType,
          Record<Gender, number>,
        ][]) {
          for (let ordinal = 0; ordinal < counts[g.gender]; ordinal++) {
            slots.push({ categoryId, productType, gender: g.gender, ordinal, firstInLeaf: first });
            first = false;
          }
        }
      });
    });
  });
  return slots;
}

export function slugPrefixFor(gender: Gender): string {
  return GENDERS.find((g) => g.gender === gender)?.slugPrefix ?? gender;
}
