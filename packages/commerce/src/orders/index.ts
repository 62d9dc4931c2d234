export { claimGuestOrder } from './claim.ts';
export { getOrder, type OrderReader } from './read.ts';
