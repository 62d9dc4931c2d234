import { z } from 'zod';

export const tokenRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Guest') }),
  z.object({ type: z.literal('Refresh'), refreshToken: z.string().min(1, 'is required') }),
  z.object({
    type: z.literal('Registered'),
    authorizationCode: z.string().min(1, 'is required').max(64),
    /** RFC 7636: 43 to 128 unreserved characters. */
    codeVerifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be a PKCE code verifier'),
    guestObjects: z
      .object({
        basketId: z.string().max(64).nullish(),
        favoriteId: z.string().max(64).nullish(),
        saveForLaterId: z.string().max(64).nullish(),
      })
      .optional(),
    orderNo: z.string().max(20).optional(),
    st: z.string().max(64).optional(),
    action: z.literal('postLogin').optional(),
  }),
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int(),
  refreshToken: z.string(),
  basketId: z.string().nullable(),
  consumerNo: z.string(),
  consumerType: z.string(),
  memberId: z.string().nullable(),
  favoriteId: z.string().nullable(),
  isEmployeeDiscountTCAccepted: z.boolean(),
  /** Registered sign-in only: the cart now holds more items than the guest cart had (merged-cart notice). */
  mergedCartItemsCountIncreased: z.boolean().optional(),
  /** Registered sign-in with orderNo and st: the guest order now belongs to the account. */
  orderClaimed: z.boolean().optional(),
  /** An assisted session (decision 090): the store and associate credited with its orders. */
  inStoreSalesInfo: z.object({ storeId: z.string(), storeEmployeeId: z.string() }).optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
