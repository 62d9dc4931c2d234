// The identity forms, each derived from the API request its action makes (decision 059).
import {
  agentLoginRequestSchema,
  changePasswordRequestSchema,
  emailSchema,
  forgotPasswordRequestSchema,
  orderNumberSchema,
  passwordProblem,
  resetPasswordRequestSchema,
  signinRequestSchema,
} from '@ridgeline/contracts';
import { z } from 'zod';
import { specMessage } from './forms.server.ts';

/** A form's posted return address: kept only when it is a path of this shop (`safeReturnTo`). */
const returnTo = z.string().optional();

/** The lookup step: an email, checked as the sign-up checks it (spec 1 section 5). */
export const lookupForm = z.object({ email: emailSchema, returnTo });

/**
 * Sign-in: the sign-in request's password and bot check, its username as `email`, and the guest order
 * (`orderNo`) that joins the account (an unreadable one is none).
 */
export const signinForm = signinRequestSchema.pick({ password: true, altcha: true }).extend({
  email: signinRequestSchema.shape.username,
  returnTo,
  orderNo: orderNumberSchema.optional().catch(undefined),
});

/** A new password: the request's, with the spec's strength rule (section 5) and its own messages. */
export const newPassword = resetPasswordRequestSchema.shape.password.superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem === 'tooShort') ctx.addIssue({ code: 'custom', ...specMessage('identity.password.tooShort') });
  if (problem === 'weak') ctx.addIssue({ code: 'custom', ...specMessage('identity.password.weak') });
});

/** The repeated password of a form that asks for it twice. */
export const confirmPassword = resetPasswordRequestSchema.shape.password;

/** A password typed twice: `confirmPassword` must repeat `password` (a form schema's superRefine). */
export function passwordsMatch(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], ...specMessage('identity.password.mismatch') });
}

/** The reset step: the emailed link's token and the new password, twice. */
export const resetForm = z
  .object({ token: resetPasswordRequestSchema.shape.token, password: newPassword, confirmPassword })
  .superRefine(passwordsMatch);

/** The forgot-password request: the email the link goes to, checked as the sign-up checks it. */
export const forgotForm = forgotPasswordRequestSchema.extend({ email: emailSchema });

/**
 * An associate's sign-in: the agent login's store and associate (both required here, as
 * `employeeId`), its username as `email`, its password and bot check.
 */
export const associateForm = signinRequestSchema.pick({ password: true, altcha: true }).extend({
  email: signinRequestSchema.shape.username,
  storeId: agentLoginRequestSchema.shape.storeId.unwrap(),
  employeeId: agentLoginRequestSchema.shape.storeEmployeeId.unwrap(),
});

/** A password change: the change request's current password, and the new one twice. */
export const changePasswordForm = changePasswordRequestSchema
  .extend({ password: newPassword, confirmPassword })
  .superRefine(passwordsMatch);

/** A form that only says where to go next: its return path (checked by `safeReturnTo`). */
export const returnToForm = z.object({ returnTo });

/** Sign-out: the page the shopper signs out from (checked by `afterSignOutPath`). */
export const signOutForm = z.object({ from: z.string().optional() });
