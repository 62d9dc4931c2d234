import { z } from 'zod';
import { cartAddressSchema } from './cart.ts';

const loose = z.string().max(200, 'must be at most 200 characters').optional();

/**
 * Address validation takes the form as typed: the rules are applied by the service so that each
 * problem gets the spec's id (SHP410, SHP500, CHK380, CHK320) rather than a generic REQ400.
 */
export const addressValidationRequestSchema = z.object({
  firstName: loose,
  lastName: loose,
  addressLine1: loose,
  addressLine2: loose,
  city: loose,
  province: loose,
  postalCode: loose,
  countryCode: loose,
  country: loose,
  phone: loose,
  phoneCode: loose,
  email: loose,
});

export const addressValidationResponseSchema = z.object({
  valid: z.literal(true),
  address: cartAddressSchema,
});
