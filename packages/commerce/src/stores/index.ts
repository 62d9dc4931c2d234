export {
  type AdminStoreSearch,
  activeStoreCounts,
  adminStore,
  createStore,
  listAdminStores,
  type StoreActor,
  setStoreActive,
  storedHours,
  updateStore,
} from './admin.ts';
export { storeAvailability } from './availability.ts';
export { postalArea } from './locate.ts';
export { findStore, findStores, type StoreRow, shopsOfSite } from './rows.ts';
export { listStores, searchStores } from './search.ts';
export { removeSpecialDay, setSpecialDay, specialDaysOf } from './special-days.ts';
