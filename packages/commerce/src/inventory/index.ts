export { onStockChanged, signUpForRestock } from './notifications.ts';
export { increaseStock } from './restock.ts';
