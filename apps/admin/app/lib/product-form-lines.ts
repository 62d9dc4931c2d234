// The new-product form's shape (decision 086), shared by its page and its server half.

export const LANGUAGES = ['en', 'fr', 'de'] as const;
export const COLOR_LINES = 3;
export const VARIANT_LINES = 6;
// The API's lists (contracts' PRODUCT_BADGES, PRODUCT_GENDERS) repeated here: importing them would bring the
// request schemas (and zod, which CSP refuses to evaluate) into the page's bundle. The API checks them.
export const BADGES = ['new', 'bestseller', 'sustainable', 'sale'] as const;
export const GENDERS = ['men', 'women', 'kids'] as const;
