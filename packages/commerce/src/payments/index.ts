export type { AuthorizationResult, AuthorizeRequest, CardDetails, PaymentGateway } from './gateway.ts';
export { passesLuhn, TEST_CARDS } from './test-cards.ts';
export { type CardEntry, CardEntryError, TestPaymentGateway } from './test-gateway.ts';
