export * from './catalog.ts';
export * from './identity.ts';
export * from './locations.ts';
export * from './payments.ts';
export * from './product-sets.ts';
export * from './reviews.ts';
export * from './search.ts';
export * from './shopping.ts';
