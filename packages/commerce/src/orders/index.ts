export { claimGuestOrder } from './claim.ts';
export { hasPurchased } from './purchases.ts';
export { getOrder, type OrderReader } from './read.ts';
