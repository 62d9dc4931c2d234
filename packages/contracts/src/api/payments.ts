import { z } from 'zod';

export const giftCardBalanceRequestSchema = z.object({
  /** A missing or empty number is answered with GFC400. */
  giftCardNumber: z.string().max(64, 'must be at most 64 characters').optional(),
});

export const giftCardBalanceSchema = z.object({
  maskedNumber: z.string(),
  balance: z.number().int(),
  currency: z.string(),
  expiresAt: z.string().nullable(),
});

export const paymentSessionQuerySchema = z.object({
  /** Defaults to the shopper's open cart on this site. */
  basketId: z.string().uuid('must be a cart id').optional(),
  paymentMethodId: z.enum(['BNPL'], 'must be BNPL').default('BNPL'),
  paymentMethod: z.string().max(40).optional(),
  referer: z.string().max(500).optional(),
});

export const paymentSessionSchema = z.object({
  sessionID: z.string(),
  paymentMethodId: z.literal('BNPL'),
  amount: z.number().int(),
  currency: z.string(),
  /** Send the shopper to this provider page (add returnUrl); it redirects back with bnplSession and bnplStatus. */
  action: z.object({ type: z.literal('redirect'), method: z.literal('GET'), url: z.string() }),
});
