import type { ProductSearchQuery, ProductSearchResponse, ProductTile } from '@ridgeline/contracts';
import { SORT_OPTIONS } from '@ridgeline/contracts';
import { and, asc, count, type DbOrTx, desc, eq, type SQL, schema, sql } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { languageOf, localize } from '../shared/locale.ts';
import { categoryBreadcrumbs, getCategory } from './categories.ts';
import { badgeLabel, eyebrowLabel } from './labels.ts';
import { priceDisplay } from './price.ts';
import { colorsOfProducts } from './product-details.ts';
import { categoryUrl, productUrl } from './urls.ts';

const { products, prices, categories } = schema;

/** Lists products of a category and/or matching words, with sorting and paging. */
export async function searchProducts(
  db: DbOrTx,
  ctx: ShopContext,
  query: ProductSearchQuery,
): Promise<ProductSearchResponse> {
  const category = query.categoryId ? await getCategory(db, query.categoryId) : undefined;
  if (query.categoryId && !category) {
    throw new CommerceError(
      'PLP400',
      { categoryId: query.categoryId },
      `Category ${query.categoryId} was not found`,
    );
  }
  const language = languageOf(ctx.locale);
  const conditions: SQL[] = [eq(prices.currency, ctx.currency)];
  if (category) conditions.push(sql`${category.id} = any(${categories.path})`);
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const haystack = sql`lower(coalesce(${products.name}->>${language}, ${products.name}->>'en') || ' ' || ${products.brand} || ' ' || ${products.productType} || ' ' || coalesce(${categories.name}->>${language}, ${categories.name}->>'en'))`;
  for (const word of words) conditions.push(sql`${haystack} like ${`%${word.replace(/[\\%_]/g, '\\$&')}%`}`);
  const where = and(...conditions);

  const currentPrice = sql`coalesce(${prices.saleAmount}, ${prices.listAmount})`;
  const order = {
    relevance: words.length
      ? [sql`(lower(${products.name}->>${language}) like ${`%${words.join(' ')}%`}) desc`, asc(products.id)]
      : [asc(products.id)],
    newest: [desc(products.createdAt), asc(products.id)],
    'price-asc': [asc(currentPrice), asc(products.id)],
    'price-desc': [desc(currentPrice), asc(products.id)],
    'top-rated': [desc(products.ratingScore), desc(products.reviewsCount), asc(products.id)],
  }[query.sort];

  const base = () =>
    db
      .select({ product: products, price: prices })
      .from(products)
      .innerJoin(prices, eq(prices.productId, products.id))
      .innerJoin(categories, eq(categories.id, products.categoryId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(...order)
      .limit(query.count)
      .offset(query.start),
    db
      .select({ value: count() })
      .from(products)
      .innerJoin(prices, eq(prices.productId, products.id))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where),
  ]);

  const colors = await colorsOfProducts(
    db,
    rows.map((row) => row.product.id),
  );
  const tiles: ProductTile[] = rows.map(({ product, price }) => {
    const name = localize(product.name, ctx.locale);
    const own = colors.filter((color) => color.productId === product.id);
    const colorViews = own.map((color) => {
      const label = localize(color.label, ctx.locale);
      return {
        id: color.id,
        code: color.code,
        label,
        hex: color.hex,
        image: { src: color.imageUrls[0] ?? '', alt: `${name}, ${label}` },
      };
    });
    return {
      id: product.id,
      name,
      brand: product.brand,
      pdpUrl: productUrl(product.slug, product.id),
      badge: badgeLabel(product.badge, ctx.locale),
      eyebrow: eyebrowLabel(product.eyebrow, ctx.locale),
      image: colorViews[0]?.image ?? { src: '', alt: name },
      colors: colorViews,
      price: priceDisplay(price),
      rating: { score: product.ratingScore, reviewsCount: product.reviewsCount },
    };
  });

  return {
    total: total?.value ?? 0,
    start: query.start,
    count: tiles.length,
    query: query.q ?? null,
    sort: query.sort,
    sortOptions: [...SORT_OPTIONS],
    category: category
      ? {
          id: category.id,
          name: localize(category.name, ctx.locale),
          url: categoryUrl(category.slug, category.id),
          breadcrumbs: await categoryBreadcrumbs(db, category, ctx.locale),
        }
      : null,
    products: tiles,
  };
}
