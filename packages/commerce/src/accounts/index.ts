export { changePassword, lookup, RESET_TTL_MS, requestPasswordReset, resetPassword } from './passwords.ts';
export { signUp, validateSignup } from './signup.ts';
