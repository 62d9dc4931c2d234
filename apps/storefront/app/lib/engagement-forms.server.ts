import {
  emailSchema,
  eventRegistrationRequestSchema,
  isValidName,
  newsletterSignupRequestSchema,
} from '@ridgeline/contracts';
import { z } from 'zod';
import { specMessage } from './forms.server.ts';

/**
 * The content's sign-up forms (decision 075), derived from their API requests: the newsletter's email
 * (optional when signed in: the account's is used) and policy checkbox; the event's days (checkboxes), guest
 * and terms checkbox. Spec 3 section 5: the policy and terms are required checkboxes with their own message,
 * a guest name, if filled, must be a valid name.
 */
export const newsletterForm = newsletterSignupRequestSchema.pick({ campaignName: true }).extend({
  email: emailSchema.optional(),
  policy: z.literal('on', specMessage('engagement.newsletter.policyRequired')),
});

export const eventRegistrationForm = eventRegistrationRequestSchema.pick({ eventId: true }).extend({
  attendingDays: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), specMessage('engagement.event.daysRequired'))
    .min(1, specMessage('engagement.event.daysRequired')),
  plusOne: z
    .string()
    .trim()
    .max(60)
    .refine(isValidName, specMessage('engagement.event.guestName'))
    .optional(),
  eventTermsAccepted: z.literal('on', specMessage('engagement.event.termsRequired')),
});
