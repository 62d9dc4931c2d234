import { couponRequestSchema, giftOptionSchema, updateItemRequestSchema } from '@ridgeline/contracts';
import { z } from 'zod';
import { constraintsOf } from '../forms.server.ts';

/** Coupon entry: the code of the API's coupon request. */
export const couponForm = couponRequestSchema.pick({ code: true });

/** A line's gift message: the gift option of the API's line update (recipient and message). */
export const giftForm = z.object({
  qty: updateItemRequestSchema.shape.qty,
  giftOption: giftOptionSchema.pick({ to: true, message: true }),
});

/** The cart forms' HTML constraints, sent with the page. */
export const cartFormConstraints = () => ({
  coupon: constraintsOf(couponForm),
  gift: constraintsOf(giftForm),
});
