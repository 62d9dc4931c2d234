import { z } from 'zod';
import {
  COUNTRY_CODES,
  isValidEmail,
  isValidName,
  isValidPhone,
  isValidPostalCode,
  VALIDATION_MESSAGES,
} from './validation-rules.ts';

export const requiredText = (min: number, max: number) =>
  z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .min(min, VALIDATION_MESSAGES.minLength(min))
    .max(max, VALIDATION_MESSAGES.maxLength(max));

export const emailSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(100, VALIDATION_MESSAGES.maxLength(100))
  .refine(isValidEmail, VALIDATION_MESSAGES.email);

const personName = requiredText(2, 30).refine(isValidName, VALIDATION_MESSAGES.name);

/** Address with the spec's default rules (shopping core, section 5). */
export const addressSchema = z
  .object({
    firstName: personName,
    lastName: personName,
    addressLine1: requiredText(1, 30),
    addressLine2: z.string().trim().max(30, VALIDATION_MESSAGES.maxLength(30)).optional(),
    city: requiredText(1, 30),
    province: z.string().trim().max(30, VALIDATION_MESSAGES.maxLength(30)).optional(),
    postalCode: requiredText(1, 10),
    countryCode: z.enum(COUNTRY_CODES, { error: VALIDATION_MESSAGES.required }),
    phone: z
      .string({ error: VALIDATION_MESSAGES.phone })
      .trim()
      .transform((p) => p.replace(/[\s().-]/g, ''))
      .pipe(z.string().min(1, VALIDATION_MESSAGES.phone)),
    phoneCode: z.string().trim().max(5).optional(),
    email: emailSchema.optional(),
  })
  .superRefine((address, ctx) => {
    if (!isValidPhone(address.countryCode, address.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: VALIDATION_MESSAGES.phone });
    }
    if (!isValidPostalCode(address.countryCode, address.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: VALIDATION_MESSAGES.postalCode });
    }
  });
export type Address = z.infer<typeof addressSchema>;
