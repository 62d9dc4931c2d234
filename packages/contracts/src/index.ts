export * from './api/auth.ts';
export * from './api/cart.ts';
export * from './api/catalog.ts';
export * from './api/common.ts';
export * from './api/orders.ts';
export * from './errors/index.ts';
export * from './money.ts';
export * from './validation.ts';
