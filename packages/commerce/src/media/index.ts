export * from './product-image.ts';
