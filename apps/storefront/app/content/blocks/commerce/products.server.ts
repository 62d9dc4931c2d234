import type { ProductTile, RecommendationItem } from '@ridgeline/contracts';
import type { Api } from '../../../lib/api.server.ts';
import { recommendations } from '../../../lib/discovery-api.server.ts';
import { selectColour } from '../../../lib/product/variants.ts';
import { asBlock, type Block } from '../../block.ts';
import { upsellOffer } from './logic.ts';

/** A recommendation item as the storefront's product tile. */
export function recommendationTile(item: RecommendationItem): ProductTile {
  return {
    id: item.productId,
    name: item.title || item.name,
    brand: '',
    pdpUrl: item.url,
    badge: null,
    eyebrow: null,
    image: item.image,
    colors: [],
    price: item.price,
    rating: { score: item.review_average, reviewsCount: item.reviews_count },
  };
}

export type RecommendationStrategy = 'similar' | 'complete-the-look' | 'recently-viewed' | 'top-sellers';

/**
 * The products a recommendations block shows: on a product page, similar products or those that complete
 * the look (bought together); elsewhere (and when a product has none), the top-rated products.
 */
export async function recommendedTiles(
  api: Api,
  strategy: RecommendationStrategy,
  productId: string | null,
  count: number,
): Promise<{ recToken: string | null; products: ProductTile[] }> {
  if (productId && (strategy === 'similar' || strategy === 'complete-the-look')) {
    const type = strategy === 'similar' ? 'similar' : 'bought-together';
    const answer = await recommendations(api, productId, type, Math.min(count, 20)).catch(() => null);
    if (answer && answer.items.length > 0) {
      return { recToken: answer.recommendationId, products: answer.items.map(recommendationTile) };
    }
  }
  const search = await api.search({ sort: 'top-rated', count });
  return {
    recToken: null,
    products: search.products.filter((product) => !productId?.startsWith(product.id)),
  };
}

export type RecommendedProducts = Awaited<ReturnType<typeof recommendedTiles>>;

/**
 * The products of each recommendations block placed in a page's slots, by block id, for the blocks to
 * render on the server (decision 083): no request after hydration and no shift when they arrive. A
 * failure is logged and that block loads its products in the browser as before.
 */
export async function prefetchRecommendations(
  api: Api,
  slots: Record<string, unknown[]> | undefined,
  productId: string | null = null,
): Promise<Record<string, RecommendedProducts>> {
  const blocks = Object.values(slots ?? {})
    .flat()
    .map(asBlock)
    .filter((block): block is Block<'recommendations'> => block?.type === 'recommendations');
  const answers = await Promise.all(
    blocks.map((block) =>
      recommendedTiles(api, block.fields.strategy, productId, block.fields.maxProducts).catch(
        (error: unknown) => {
          console.error('recommendations could not be read', error);
          return null;
        },
      ),
    ),
  );
  return Object.fromEntries(
    blocks.flatMap((block, index) => (answers[index] ? [[block.id, answers[index]]] : [])),
  );
}

export interface UpsellItem {
  productId: string;
  name: string;
  url: string;
  image: { src: string; alt: string };
  price: ProductTile['price'];
  upc: string;
  colour: string;
  size: string;
  /** Units that can be bought now (capped by the API). */
  quantity: number;
}

/**
 * Complete the look (spec 3 section 3): the products bought with this one, each with the variant that
 * would be added (its own colour, the first size in stock); only in-stock ones, the first `stackedCount`.
 */
export async function upsellItems(api: Api, productId: string, stackedCount: number): Promise<UpsellItem[]> {
  const answer = await recommendations(api, productId, 'bought-together', 12);
  const candidates = answer.items.slice(0, stackedCount * 3);
  const details = await Promise.all(candidates.map((item) => api.product(item.productId).catch(() => null)));
  const items = candidates.flatMap((item, index): UpsellItem[] => {
    const product = details[index];
    if (!product) return [];
    const colour = selectColour(product, null, item.productId);
    const variants = product.variants.filter((variant) => !colour || variant.colorCode === colour.code);
    const variant = variants.find((entry) => entry.available && entry.maxQty > 0) ?? variants[0];
    if (!variant) return [];
    return [
      {
        productId: variant.productId,
        name: product.name,
        url: item.url,
        image: item.image,
        price: item.price,
        upc: variant.upc,
        colour: colour?.label ?? '',
        size: variant.size,
        quantity: variant.available ? variant.maxQty : 0,
      },
    ];
  });
  return upsellOffer(items, stackedCount);
}
