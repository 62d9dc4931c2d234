import type { FormReply } from '../forms.ts';

/**
 * The cart page's form intents (the `intent` field each form posts), grouped by the action module that
 * handles them, like Hydrogen's CartForm actions.
 */
export const CartIntent = {
  // Lines (line-actions.server.ts)
  UpdateQuantity: 'update',
  Remove: 'remove',
  SaveForLater: 'save',
  SetGift: 'gift',
  RemoveGift: 'removeGift',
  // Coupons (coupon-actions.server.ts)
  ApplyCoupon: 'coupon',
  RemoveCoupon: 'removeCoupon',
  // Saved for later (saved-actions.server.ts)
  MoveBack: 'moveBack',
  RemoveSaved: 'removeSaved',
  // Delivery (delivery-actions.server.ts)
  Pickup: 'pickup',
  ShipHome: 'home',
  MoveStore: 'moveStore',
} as const;

export type CartIntent = (typeof CartIntent)[keyof typeof CartIntent];

export function isCartIntent(value: unknown): value is CartIntent {
  return Object.values<unknown>(CartIntent).includes(value);
}

/** What a cart form gets back: a SubmissionResult (form-level error, or the coupon's under `code`), the
 * success notice, and the line an error or notice is about. */
export type CartActionResult = FormReply & { itemId?: string };
