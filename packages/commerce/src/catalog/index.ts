export { autoSuggest } from './autosuggest.ts';
export { getCategoryTree } from './categories.ts';
export { productInventory } from './inventory.ts';
export { currentAmount, percentage, priceDisplay } from './price.ts';
export { getProductDetails, requireMasterId } from './product-details.ts';
export { searchProducts } from './search.ts';
export { LOW_STOCK_THRESHOLD, MAX_QTY_PER_LINE, maxQtyFor } from './stock.ts';
export { productTiles } from './tiles.ts';
export { categoryUrl, productUrl } from './urls.ts';
