import {
  adminBrandAnswerRequestSchema,
  adminCancelRequestSchema,
  adminEmptyBodySchema,
  adminFulfilRequestSchema,
  adminFulfilResultSchema,
  adminModerationResultSchema,
  adminNoteRequestSchema,
  adminNoteSchema,
  adminOkSchema,
  adminOrderDetailSchema,
  adminOrderPageSchema,
  adminOutboxEmailSchema,
  adminOutboxPageSchema,
  adminPendingPaymentsSchema,
  adminQuestionPageSchema,
  adminQuestionSchema,
  adminRefundRequestSchema,
  adminRefundResultSchema,
  adminResendEmailRequestSchema,
  adminReviewPageSchema,
  adminSignInRequestSchema,
  adminSupportCasePageSchema,
  adminSupportCaseSchema,
  adminSupportReplyRequestSchema,
  adminSupportStatusRequestSchema,
  auditPageSchema,
  changeRoleRequestSchema,
  createOperatorRequestSchema,
  currentOperatorSchema,
  dashboardSchema,
  operatorListSchema,
  operatorSchema,
  setDisabledRequestSchema,
} from '@ridgeline/contracts';
import { z } from 'zod';

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under /api/admin/v1, with {parameters}. */
  path: string;
  body?: z.ZodType;
  response: z.ZodType;
}

const op = <const O extends Operation>(operation: O) => operation;

/** Every admin API operation the back-office calls, typed by the contracts' schemas (as decision 058). */
export const adminOperations = {
  signIn: op({
    method: 'POST',
    path: '/auth/sign-in',
    body: adminSignInRequestSchema,
    response: currentOperatorSchema,
  }),
  signOut: op({
    method: 'POST',
    path: '/auth/sign-out',
    body: adminEmptyBodySchema,
    response: adminOkSchema,
  }),
  me: op({ method: 'GET', path: '/auth/me', response: currentOperatorSchema }),
  dashboard: op({ method: 'GET', path: '/dashboard', response: dashboardSchema }),
  operators: op({ method: 'GET', path: '/operators', response: operatorListSchema }),
  createOperator: op({
    method: 'POST',
    path: '/operators',
    body: createOperatorRequestSchema,
    response: operatorSchema,
  }),
  changeRole: op({
    method: 'PUT',
    path: '/operators/{operatorId}/role',
    body: changeRoleRequestSchema,
    response: operatorSchema,
  }),
  setDisabled: op({
    method: 'PUT',
    path: '/operators/{operatorId}/disabled',
    body: setDisabledRequestSchema,
    response: operatorSchema,
  }),
  audit: op({ method: 'GET', path: '/audit', response: auditPageSchema }),
  orders: op({ method: 'GET', path: '/orders', response: adminOrderPageSchema }),
  paymentsToWatch: op({
    method: 'GET',
    path: '/orders/payments-to-watch',
    response: adminPendingPaymentsSchema,
  }),
  order: op({ method: 'GET', path: '/orders/{orderNumber}', response: adminOrderDetailSchema }),
  fulfil: op({
    method: 'POST',
    path: '/orders/{orderNumber}/shipments/{shipmentId}/fulfilment',
    body: adminFulfilRequestSchema,
    response: adminFulfilResultSchema,
  }),
  cancelOrder: op({
    method: 'POST',
    path: '/orders/{orderNumber}/cancel',
    body: adminCancelRequestSchema,
    response: z.object({ orderNumber: z.string(), status: z.string() }),
  }),
  refund: op({
    method: 'POST',
    path: '/orders/{orderNumber}/refunds',
    body: adminRefundRequestSchema,
    response: adminRefundResultSchema,
  }),
  addNote: op({
    method: 'POST',
    path: '/orders/{orderNumber}/notes',
    body: adminNoteRequestSchema,
    response: adminNoteSchema,
  }),
  resendEmail: op({
    method: 'POST',
    path: '/orders/{orderNumber}/emails',
    body: adminResendEmailRequestSchema,
    response: adminOkSchema,
  }),
  reviews: op({ method: 'GET', path: '/moderation/reviews', response: adminReviewPageSchema }),
  approveReview: op({
    method: 'POST',
    path: '/moderation/reviews/{reviewId}/approve',
    body: adminEmptyBodySchema,
    response: adminModerationResultSchema,
  }),
  rejectReview: op({
    method: 'POST',
    path: '/moderation/reviews/{reviewId}/reject',
    body: adminEmptyBodySchema,
    response: adminModerationResultSchema,
  }),
  questions: op({ method: 'GET', path: '/moderation/questions', response: adminQuestionPageSchema }),
  approveQuestion: op({
    method: 'POST',
    path: '/moderation/questions/{questionId}/approve',
    body: adminEmptyBodySchema,
    response: adminModerationResultSchema,
  }),
  rejectQuestion: op({
    method: 'POST',
    path: '/moderation/questions/{questionId}/reject',
    body: adminEmptyBodySchema,
    response: adminModerationResultSchema,
  }),
  answerQuestion: op({
    method: 'POST',
    path: '/moderation/questions/{questionId}/answers',
    body: adminBrandAnswerRequestSchema,
    response: adminQuestionSchema,
  }),
  supportCases: op({ method: 'GET', path: '/support/cases', response: adminSupportCasePageSchema }),
  supportCase: op({ method: 'GET', path: '/support/cases/{caseId}', response: adminSupportCaseSchema }),
  setSupportStatus: op({
    method: 'POST',
    path: '/support/cases/{caseId}/status',
    body: adminSupportStatusRequestSchema,
    response: adminSupportCaseSchema,
  }),
  replyToCase: op({
    method: 'POST',
    path: '/support/cases/{caseId}/replies',
    body: adminSupportReplyRequestSchema,
    response: adminSupportCaseSchema,
  }),
  outbox: op({ method: 'GET', path: '/outbox', response: adminOutboxPageSchema }),
  outboxEmail: op({ method: 'GET', path: '/outbox/{emailId}', response: adminOutboxEmailSchema }),
  resendOutboxEmail: op({
    method: 'POST',
    path: '/outbox/{emailId}/resend',
    body: adminEmptyBodySchema,
    response: adminOutboxEmailSchema,
  }),
} satisfies Record<string, Operation>;

export type AdminOperations = typeof adminOperations;
export type AdminOperationId = keyof AdminOperations;
export type AdminResponseOf<Id extends AdminOperationId> = z.output<AdminOperations[Id]['response']>;
export type AdminBodyOf<Id extends AdminOperationId> = AdminOperations[Id] extends {
  body: infer Schema extends z.ZodType;
}
  ? z.input<Schema>
  : never;
