import type { RecommendationItem, WidgetRecommendationsResponse } from '@ridgeline/contracts';
import { type DbOrTx, eq, schema, sql } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { requireMasterId } from './product-details.ts';
import { priceColumnOf } from './search.ts';
import { rowsOf, textArray } from './sql-rows.ts';
import { productTiles } from './tiles.ts';

/** What goes with what, when no orders say so yet (same gender, other product types). */
const COMPLEMENTS: Record<string, string[]> = {
  'hiking-boot': ['socks', 'backpack', 'jacket', 'pants'],
  'trail-runner': ['socks', 'shorts', 't-shirt', 'cap'],
  sneaker: ['socks', 't-shirt', 'cap'],
  sandal: ['shorts', 'cap', 't-shirt'],
  jacket: ['beanie', 'gloves', 'fleece', 'hiking-boot'],
  fleece: ['jacket', 'beanie', 'pants'],
  't-shirt': ['shorts', 'cap', 'trail-runner'],
  shirt: ['pants', 'cap'],
  pants: ['shirt', 'hiking-boot', 'fleece'],
  shorts: ['t-shirt', 'sandal', 'cap'],
  backpack: ['hiking-boot', 'jacket', 'cap'],
  duffel: ['backpack', 'sneaker'],
  cap: ['t-shirt', 'shorts'],
  beanie: ['gloves', 'jacket'],
  socks: ['hiking-boot', 'trail-runner'],
  gloves: ['beanie', 'jacket'],
};

/**
 * Recommendations for a product page. 'similar': the same category at the closest price.
 * 'bought-together': products most often in the same orders, topped up with complementary products
 * of the same gender (best rated first) while orders are few.
 */
export async function widgetRecommendations(
  db: DbOrTx,
  ctx: ShopContext,
  productId: string,
  type: WidgetRecommendationsResponse['type'],
  count: number,
): Promise<WidgetRecommendationsResponse> {
  const masterId = await requireMasterId(db, productId);
  const priceColumn = priceColumnOf(ctx.currency);
  const price = sql.raw(`ps.${priceColumn}`);
  const [target] = await db
    .select()
    .from(schema.productSearch)
    .where(eq(schema.productSearch.productId, masterId));
  if (!target) throw new CommerceError('PLP400', { productId });
  const targetPrice = sql.raw(`target.${priceColumn}`);

  let ids: string[];
  if (type === 'similar') {
    ids = (
      await rowsOf<{ product_id: string }>(
        db,
        sql`select ps.product_id from product_search ps, product_search target
          where target.product_id = ${masterId} and ps.category_id = target.category_id
            and ps.product_id <> target.product_id and ${price} is not null
          order by abs(${price} - coalesce(${targetPrice}, 0)), ps.rating_score desc, ps.product_id
          limit ${count}`,
      )
    ).map((row) => row.product_id);
  } else {
    ids = (
      await rowsOf<{ master_id: string }>(
        db,
        sql`select other.master_id from order_items mine
          join order_items other on other.order_number = mine.order_number and other.master_id <> mine.master_id
          where mine.master_id = ${masterId}
          group by other.master_id order by count(distinct other.order_number) desc, other.master_id
          limit ${count}`,
      )
    ).map((row) => row.master_id);
    if (ids.length < count) {
      const [product] = await db
        .select({ type: schema.products.productType })
        .from(schema.products)
        .where(eq(schema.products.id, masterId));
      const complements = COMPLEMENTS[product?.type ?? ''] ?? [];
      if (complements.length) {
        const exclude = [masterId, ...ids];
        const more = await rowsOf<{ product_id: string }>(
          db,
          sql`select ps.product_id from product_search ps join products p on p.id = ps.product_id
            where p.product_type = any(${textArray(complements)}) and ps.category_path[1] = ${target.categoryPath[0]}
              and ${price} is not null and ps.in_stock and not (ps.product_id = any(${textArray(exclude)}))
            order by ps.rating_score desc, ps.reviews_count desc, ps.product_id
            limit ${count - ids.length}`,
        );
        ids = [...ids, ...more.map((row) => row.product_id)];
      }
    }
  }

  const recommendationId = `${type}:${masterId}`;
  const tiles = await productTiles(db, ctx, ids);
  const items: RecommendationItem[] = tiles.map((tile) => ({
    productId: tile.id,
    title: tile.name,
    name: tile.name,
    image: tile.image,
    images: tile.colors.map((color) => color.image),
    url: tile.pdpUrl,
    review_average: tile.rating.score,
    reviews_count: tile.rating.reviewsCount,
    price: tile.price,
    recommendationId,
  }));
  return { productId: masterId, type, recommendationId, items };
}
