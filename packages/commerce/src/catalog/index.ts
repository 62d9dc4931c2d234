export {
  type CatalogueActor,
  categoryChoices,
  listProducts,
  productForAdmin,
  refreshSaleBoundaries,
  setPrice,
  setSizeChart,
  setVariantEnabled,
  updateProduct,
} from './admin.ts';
export { addVariants, createProduct, removeVariant } from './admin-create.ts';
export {
  createProductSet,
  deleteProductSet,
  listProductSets,
  productSetForAdmin,
  updateProductSet,
} from './admin-product-sets.ts';
export { autoSuggest } from './autosuggest.ts';
export {
  type CatalogActor,
  deferSearchRefresh,
  exportPricesCsv,
  exportProductsCsv,
  importPricesCsv,
  importProductsCsv,
  priceList,
  refreshSearchOfVariants,
  refreshSearchRows,
  setPrices,
} from './bulk-import.ts';
export { getCategoryTree } from './categories.ts';
export { compareProducts } from './compare.ts';
export { productInventory } from './inventory.ts';
export { searchHub } from './popular.ts';
export { currentAmount, percentage, priceDisplay, referenceAmount, saleActive } from './price.ts';
export { LOWEST_PRICE_DAYS, lowestBefore } from './price-history.ts';
export { getProductDetails, requireMasterId } from './product-details.ts';
export { getProductSet, productSetsOf } from './product-sets.ts';
export { setProductRating } from './rating.ts';
export { widgetRecommendations } from './recommendations.ts';
export { searchProducts } from './search.ts';
export { warmSearchIndex } from './search-index/search-index.ts';
export { sitemapProducts } from './sitemap.ts';
export { footSizes, sizeChart } from './size-chart.ts';
export { LOW_STOCK_THRESHOLD, MAX_QTY_PER_LINE, maxQtyFor, variantStock } from './stock.ts';
export { categoryExists, productsForTagging } from './tagging.ts';
export { productTiles } from './tiles.ts';
export { categoryUrl, productUrl } from './urls.ts';
