export { type Account, assertTokenAfterPasswordChange, loadAccount } from './account.ts';
export { type AddressInput, addAddress, deleteAddress, listAddresses, updateAddress } from './addresses.ts';
export {
  consumerForOperator,
  consumerRecord,
  ERASED_EMAIL,
  eraseConsumerData,
  searchConsumers,
  updateConsumerContact,
} from './admin.ts';
export { deleteCard, listCards, saveCard, setMainCard } from './cards.ts';
export { acceptEmployeeTerms, storeEmployees } from './employees.ts';
export {
  type EventRegistrationInput,
  listEventRegistrations,
  registerForEvent,
} from './events.ts';
export { exportUserData } from './export.ts';
export {
  enrol,
  MIN_REWARD_POINTS,
  VOUCHER_TIERS,
  vouchers,
  voucherTierOfAmount,
  WELCOME_POINTS,
  welcome,
} from './loyalty.ts';
export { adjustLoyaltyPoints, findLoyaltyMember, isLoyaltyMember, loyaltyMember } from './loyalty-admin.ts';
export { issueMailToken, mailTokensSince, redeemMailToken } from './mail-tokens.ts';
export { getProfile, isPartiallyEnrolled, updateProfile } from './profile.ts';
export { createConsumer, isConsumer, type NewConsumer, setPasswordHash } from './registration.ts';
export {
  addAssociate,
  addEmployee,
  listAssociates,
  listEmployees,
  removeAssociate,
  removeEmployee,
  type StaffActor,
} from './staff.ts';
export {
  confirmSubscription,
  listSubscriptions,
  NEWSLETTER_REMAIL_AFTER_MS,
  type NewsletterSignupInput,
  type SubscriptionChange,
  setNotifications,
  setSubscriptions,
  signUpForNewsletter,
} from './subscriptions.ts';
export { CONTACT_CATEGORIES, contactCategories, contactUs, openWarrantyCase } from './support.ts';
export {
  replyToSupportCase,
  type SupportActor,
  setSupportCaseStatus,
  supportCase,
  supportInbox,
} from './support-inbox.ts';
export {
  ATHLETE_PROGRAMME,
  debitAthleteAllowance,
  debitLoyaltyPoints,
  refundAthleteAllowance,
  refundLoyaltyPoints,
} from './tender.ts';
