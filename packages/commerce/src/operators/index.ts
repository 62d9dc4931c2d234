export {
  changeOperatorRole,
  createOperator,
  listOperators,
  type NewOperator,
  type OperatorActor,
  operatorByEmail,
  operatorById,
  operatorView,
  resetOperatorTotp,
  setOperatorDisabled,
  setOperatorPassword,
} from './accounts.ts';
export { OPERATOR_LOCK_MS, OPERATOR_MAX_FAILURES } from './lockout.ts';
export { hasPermission, isOperatorRole, permissionsOf, ROLE_PERMISSIONS } from './roles.ts';
export {
  type OperatorSession,
  operatorOfSession,
  revokeOperatorSession,
  SESSION_IDLE_MS,
  SESSION_TTL_MS,
} from './sessions.ts';
export { type OperatorSignIn, signInOperator } from './sign-in.ts';
export { otpauthUri, totpCode, totpStep } from './totp.ts';
export { confirmTotpEnrolment, startTotpEnrolment } from './totp-enrolment.ts';
