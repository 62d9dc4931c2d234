export * from './assets.ts';
export * from './product-image.ts';
export * from './product-media.ts';
export * from './renditions.ts';
