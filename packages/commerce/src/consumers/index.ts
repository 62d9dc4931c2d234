export { type Account, assertTokenAfterPasswordChange, loadAccount } from './account.ts';
export { type AddressInput, addAddress, deleteAddress, listAddresses, updateAddress } from './addresses.ts';
export { deleteCard, listCards, saveCard, setMainCard } from './cards.ts';
export { acceptEmployeeTerms, storeEmployees } from './employees.ts';
export { exportUserData } from './export.ts';
export { enrol, MIN_REWARD_POINTS, VOUCHER_TIERS, vouchers, WELCOME_POINTS, welcome } from './loyalty.ts';
export { getProfile, isPartiallyEnrolled, updateProfile } from './profile.ts';
export {
  confirmSubscription,
  listSubscriptions,
  setNotifications,
  setSubscriptions,
} from './subscriptions.ts';
export { CONTACT_CATEGORIES, contactUs, openWarrantyCase } from './support.ts';
