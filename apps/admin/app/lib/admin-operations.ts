import {
  adminEmptyBodySchema,
  adminOkSchema,
  adminSignInRequestSchema,
  auditPageSchema,
  changeRoleRequestSchema,
  createOperatorRequestSchema,
  currentOperatorSchema,
  dashboardSchema,
  operatorListSchema,
  operatorSchema,
  setDisabledRequestSchema,
} from '@ridgeline/contracts';
import type { z } from 'zod';

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
} satisfies Record<string, Operation>;

export type AdminOperations = typeof adminOperations;
export type AdminOperationId = keyof AdminOperations;
export type AdminResponseOf<Id extends AdminOperationId> = z.output<AdminOperations[Id]['response']>;
export type AdminBodyOf<Id extends AdminOperationId> = AdminOperations[Id] extends {
  body: infer Schema extends z.ZodType;
}
  ? z.input<Schema>
  : never;
