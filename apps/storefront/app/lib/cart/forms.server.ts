import {
  couponRequestSchema,
  giftOptionSchema,
  moveToCartRequestSchema,
  storeIdSchema,
  updateItemRequestSchema,
} from '@ridgeline/contracts';
import { z } from 'zod';
import { constraintsOf } from '../forms.server.ts';

/** Coupon entry: the code of the API's coupon request. */
export const couponForm = couponRequestSchema.pick({ code: true });

/** A line's gift message: the gift option of the API's line update (recipient and message). */
export const giftForm = z.object({
  qty: updateItemRequestSchema.shape.qty,
  giftOption: giftOptionSchema.pick({ to: true, message: true }),
});

/** The product's name a line form sends along, for the notice ("… was removed"). */
const lineName = z.string().default('');

/** The store's name a pickup form sends along, for the notice; only ever shown, so cut to a sane length. */
const storeName = z
  .string()
  .default('')
  .transform((name) => name.slice(0, 100));

/** A cart line's own forms (remove, save for later): the line update's item and the product's name. */
export const lineForm = z.object({ itemId: updateItemRequestSchema.shape.itemId, name: lineName });

/** A line's quantity: the line update's, where zero removes the line. */
export const quantityForm = lineForm.extend({ qty: updateItemRequestSchema.shape.qty.or(z.literal(0)) });

/** A line change that keeps its quantity (one when the form sends none): gift removed, shipped home. */
export const lineChangeForm = lineForm.extend({ qty: updateItemRequestSchema.shape.qty.default(1) });

/** Where a line is picked up (with `lineChangeForm`): the store, its name and the line's store before. */
export const pickupForm = z.object({
  storeId: storeIdSchema,
  previousStoreId: z.string().optional(),
  storeName,
});

/** Change store: every pickup line at one store goes to another. */
export const moveStoreForm = z.object({ fromStoreId: storeIdSchema, storeId: storeIdSchema, storeName });

/** A saved-for-later item: the move-to-cart request's list and item, and the product's name. */
export const savedForm = moveToCartRequestSchema
  .pick({ saveForLaterId: true, itemId: true })
  .extend({ name: lineName });

/** The cart forms' HTML constraints, sent with the page. */
export const cartFormConstraints = () => ({
  coupon: constraintsOf(couponForm),
  gift: constraintsOf(giftForm),
});
