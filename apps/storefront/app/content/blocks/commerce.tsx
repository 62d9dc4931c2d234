import type { BlockComponents } from '../block.ts';
import { ArticleGridBlock, ArticlePageBlock } from './commerce/articles.tsx';
import { CollectionBlock } from './commerce/collection.tsx';
import { FilterByBlock } from './commerce/filter-by.tsx';
import { RecommendationsBlock, UpsellBlock } from './commerce/recommendations.tsx';

/**
 * Commerce blocks: collections, recommendations, upsell, filter-by, the article grid and article cards
 * (an article's page is the journal route's; decision 076).
 */
export const commerceBlocks: BlockComponents = {
  collection: CollectionBlock,
  recommendations: RecommendationsBlock,
  upsell: UpsellBlock,
  'filter-by': FilterByBlock,
  'article-grid': ArticleGridBlock,
  'article-page': ArticlePageBlock,
};
