// The identity forms, each derived from the API request its action makes (decision 059).
import {
  agentLoginRequestSchema,
  changePasswordRequestSchema,
  emailSchema,
  forgotPasswordRequestSchema,
  orderNumberSchema,
  passwordProblem,
  profileUpdateRequestSchema,
  resetPasswordRequestSchema,
  signinRequestSchema,
  signupRequestSchema,
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

/** An associate looks up the customer they sell for (decision 090). */
export const assistForm = z.object({ email: emailSchema });

/** A password change: the change request's current password, and the new one twice. */
export const changePasswordForm = changePasswordRequestSchema
  .extend({ password: newPassword, confirmPassword })
  .superRefine(passwordsMatch);

/** A form that only says where to go next: its return path (checked by `safeReturnTo`). */
export const returnToForm = z.object({ returnTo });

/** Sign-out: the page the shopper signs out from (checked by `afterSignOutPath`). */
export const signOutForm = z.object({ from: z.string().optional() });

const signup = signupRequestSchema.shape;
/** A text field of the sign-up form: the request's, empty when left out (the country's rules say what is required). */
const optionalText = <Schema extends z.ZodType<string | undefined>>(schema: Schema) =>
  schema.default('' as never);
const ticked = z.boolean().default(false);

/**
 * Sign-up: the sign-up request's fields as the form posts them (`simplified` "1", ticked boxes "on", the
 * password twice). What the shop's country requires is checked after, by `validateSignup`, as the page does
 * before posting.
 */
export const signupForm = z.object({
  simplified: z.literal('1').optional().catch(undefined),
  firstName: optionalText(signup.firstName),
  lastName: optionalText(signup.lastName),
  email: optionalText(signup.email.optional()),
  password: optionalText(signup.password.optional()),
  confirmPassword: optionalText(signup.password.optional()),
  birthDate: optionalText(signup.birthDate),
  phoneCode: optionalText(signup.phoneCode),
  phone: optionalText(signup.phone),
  postalCode: optionalText(signup.postalCode),
  gender: optionalText(z.string().trim().max(1).optional()),
  newsletter: ticked,
  loyaltyTerms: ticked,
  optInAccepted: ticked,
  smsTermsAccepted: ticked,
  brandTerms: ticked,
  policy: ticked,
  altcha: signup.altcha,
  returnTo,
});

const details = profileUpdateRequestSchema.shape.consumerProfile.shape.consumerDetails.unwrap().shape;
const preferences = profileUpdateRequestSchema.shape.consumerProfile.shape.preferences.unwrap().shape;

/** The enrolment's step (a hidden field; an unreadable one starts over) and where it ends. */
export const enrolmentStepForm = z.object({
  step: z.coerce.number().int().min(0).max(5).catch(-1),
  returnTo,
});

/** The mobile step: the profile update's phone and dial code (the country's phone rule is checked after). */
export const mobileForm = z.object({
  phone: optionalText(details.phone),
  phoneCode: optionalText(details.phoneCode),
});

/** The profile step: the profile update's details (the spec's name, birth date and postal code rules after). */
export const profileStepForm = z.object({
  firstName: optionalText(details.firstName),
  lastName: optionalText(details.lastName),
  birthDate: optionalText(details.birthDate),
  postalCode: optionalText(details.postalCode),
  gender: details.gender.catch(undefined),
});

/** The interests ticked, among the shop's (`interests`): the profile preferences' `interests`, joined by "|". */
export function interestsForm(interests: readonly string[]) {
  return z.object({
    interests: z
      .array(z.string())
      .default([])
      .transform((chosen) => chosen.filter((interest) => interests.includes(interest)).join('|'))
      // Checked, not piped: Conform would read an empty choice as a missing string.
      .refine((joined) => preferences.interests.safeParse(joined).success),
  });
}
