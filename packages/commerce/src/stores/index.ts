export { storeAvailability } from './availability.ts';
export { postalArea } from './locate.ts';
export { listStores, searchStores } from './search.ts';
