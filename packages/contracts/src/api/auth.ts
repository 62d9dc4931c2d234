import { z } from 'zod';

export const tokenRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Guest') }),
  z.object({ type: z.literal('Refresh'), refreshToken: z.string().min(1, 'is required') }),
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
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
