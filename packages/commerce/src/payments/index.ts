export type {
  AuthorizationResult,
  AuthorizeRequest,
  BnplSession,
  BnplStatus,
  CardDetails,
  PaymentGateway,
} from './gateway.ts';
export { passesLuhn, TEST_CARDS } from './test-cards.ts';
export { BNPL_PREFIX, type CardEntry, CardEntryError, TestPaymentGateway } from './test-gateway.ts';
