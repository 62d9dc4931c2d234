import { z } from 'zod';
import { addressSchema, emailSchema } from '../validation.ts';
import { VALIDATION_MESSAGES } from '../validation-rules.ts';
import { basketIdSchema, imageSchema, productIdSchema, storeIdSchema, upcSchema } from './common.ts';
import { E_GIFT_CARD_LIMITS } from './egift-rules.ts';
import {
  approachingPromotionSchema,
  cartPromotionsSchema,
  couponSchema,
  productPromotionSchema,
} from './promotions.ts';

export const DEFAULT_MAX_QTY = 999999;
export const SHIPPING_METHOD_CODES = [
  'standard',
  'express',
  'pickup',
  'pudo',
  'sts',
  'digital',
  'customs',
] as const;
export type ShippingMethodCode = (typeof SHIPPING_METHOD_CODES)[number];

/**
 * Gift option of a line: a note to the recipient, and for an e-gift card their email (where the card
 * is sent) and the sender's name (from).
 */
export const giftOptionSchema = z.object({
  email: emailSchema.optional(),
  to: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(50, VALIDATION_MESSAGES.maxLength(50)),
  from: z.string().trim().max(50, VALIDATION_MESSAGES.maxLength(50)).optional(),
  message: z.string().trim().max(250, VALIDATION_MESSAGES.maxLength(250)).default(''),
});
export type GiftOption = z.infer<typeof giftOptionSchema>;

export const ORDER_GIFT_MESSAGE_MAX = 200;

/** The order's gift option (its home shipment): gift wrap, a gift receipt without prices, a message. */
export const orderGiftOptionSchema = z.object({
  wrap: z.boolean().default(false),
  giftReceipt: z.boolean().default(false),
  message: z
    .string()
    .trim()
    .max(ORDER_GIFT_MESSAGE_MAX, VALIDATION_MESSAGES.maxLength(ORDER_GIFT_MESSAGE_MAX))
    .default(''),
});
export type OrderGiftOption = z.infer<typeof orderGiftOptionSchema>;
/** The gift option as the cart and order show it. */
export const orderGiftOptionViewSchema = z.object({
  wrap: z.boolean(),
  giftReceipt: z.boolean(),
  message: z.string(),
});

const qtySchema = z.coerce
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(999, 'must be at most 999');

export const createCartRequestSchema = z.object({}).passthrough().optional();

export const addItemRequestSchema = z.object({
  cartId: basketIdSchema,
  productId: productIdSchema.optional(),
  upc: upcSchema,
  qty: qtySchema.default(1),
  maxQty: z.number().int().min(1).optional(),
  pdpUrl: z.string().max(500).optional(),
  productImageURL: z.string().max(500).optional(),
  /** Pick up (or ship to) this store instead of home delivery. */
  storeId: storeIdSchema.optional(),
  giftOption: giftOptionSchema.optional(),
  /** E-gift cards only: the amount chosen, in minor units, within E_GIFT_CARD_LIMITS. */
  customAmount: z
    .number()
    .int('must be a whole amount in minor units')
    .min(E_GIFT_CARD_LIMITS.min, `must be at least ${E_GIFT_CARD_LIMITS.min}`)
    .max(E_GIFT_CARD_LIMITS.max, `must be at most ${E_GIFT_CARD_LIMITS.max}`)
    .optional(),
  /** Customs (decision 045): a design of this shopper (POST /products/v1/customs/recipes)… */
  recipeId: z.string().uuid('must be a recipe id').optional(),
  /** …or a curated design's code, made on the variant `upc` (the size). */
  precreatedCustomsCode: z
    .string()
    .regex(/^[A-Z0-9-]{3,40}$/, 'must be a design code')
    .optional(),
});
export type AddItemRequest = z.infer<typeof addItemRequestSchema>;

export const updateItemRequestSchema = z.object({
  cartId: basketIdSchema,
  itemId: z.string().uuid('must be a cart item id'),
  qty: qtySchema,
  productId: productIdSchema.optional(),
  upc: upcSchema.optional(),
  /** A store to collect from or ship to; null moves the item back to home delivery. */
  storeId: storeIdSchema.nullable().optional(),
  /** Adds or changes the gift option; null removes it. */
  giftOption: giftOptionSchema.nullable().optional(),
  maxQty: z.number().int().min(1).optional(),
  /** Customs lines: another design of this shopper (its variant becomes the line's). */
  recipeId: z.string().uuid('must be a recipe id').optional(),
});
export type UpdateItemRequest = z.infer<typeof updateItemRequestSchema>;

export const removeItemRequestSchema = z.object({
  cartId: basketIdSchema,
  itemId: z.string().uuid('must be a cart item id'),
  upc: upcSchema.optional(),
});

export const shippingAddressRequestSchema = addressSchema.and(z.object({ email: emailSchema }));
export const billingAddressRequestSchema = addressSchema;

export const shippingMethodRequestSchema = z.object({
  cartId: basketIdSchema,
  code: z.enum(SHIPPING_METHOD_CODES),
  shippingId: z.string().min(1).default('me'),
  shopperAppliedSM: z.boolean().optional(),
});

export const PAYMENT_METHOD_IDS = [
  'CREDIT_CARD',
  'GIFT_CARD',
  'BNPL',
  'REWARD_CODE',
  'REWARD_CARD',
  'ATHLETES_PAYMENT',
] as const;

export const paymentInstrumentRequestSchema = z.discriminatedUnion('payment_method_id', [
  z
    .object({
      payment_method_id: z.literal('CREDIT_CARD'),
      card: z.object({ token: z.string().min(8, 'must be a card token from the payment page') }).optional(),
      /** A card saved in the signed-in shopper's account (express checkout), instead of a new token. */
      payment_instrument_id: z.string().uuid('must be a saved payment instrument id').optional(),
    })
    .refine((value) => Boolean(value.card) !== Boolean(value.payment_instrument_id), {
      message: 'must be either a card token or a saved payment_instrument_id',
      path: ['card'],
    }),
  z.object({
    payment_method_id: z.literal('GIFT_CARD'),
    /** A missing or empty number is answered with GFC400, not a validation error. */
    giftCard: z.object({ number: z.string().max(64, 'must be at most 64 characters').optional() }).optional(),
  }),
  z.object({
    payment_method_id: z.literal('BNPL'),
    bnpl: z.object({ sessionID: z.string().min(16, 'must be a session id from paymentSession').max(64) }),
  }),
  z.object({
    payment_method_id: z.literal('REWARD_CODE'),
    /** A missing or empty code is answered with REW130, not a validation error. */
    rewardCode: z.object({ code: z.string().max(64, 'must be at most 64 characters').optional() }).optional(),
  }),
  z.object({
    payment_method_id: z.literal('REWARD_CARD'),
    rewardCard: z
      .object({ number: z.string().max(64, 'must be at most 64 characters').optional() })
      .optional(),
  }),
  /** The signed-in athlete's seasonal allowance (decision 044). */
  z.object({ payment_method_id: z.literal('ATHLETES_PAYMENT') }),
]);
export type PaymentInstrumentRequest = z.infer<typeof paymentInstrumentRequestSchema>;

export const removePaymentInstrumentRequestSchema = z.object({
  payment_instrument_id: z.string().uuid('must be a payment instrument id'),
});

/** PUT /cart/v1/cart/{basketId}/reward: a loyalty voucher tier by its points, or null to remove it. */
export const rewardRequestSchema = z.object({
  appliedLoyaltyVoucher: z
    .object({ points: z.number().int('must be a whole number of points').min(1, 'must be at least 1') })
    .nullable(),
});
export type RewardRequest = z.infer<typeof rewardRequestSchema>;

export const prepareOrderRequestSchema = z.object({ basketId: basketIdSchema });

export const placeOrderRequestSchema = z.object({
  cartId: basketIdSchema,
  paymentMethod: z.object({ code: z.literal('CREDIT_CARD'), id: z.string().uuid().optional() }).optional(),
  inStoreSalesInfo: z.object({ storeId: z.string().min(1), storeEmployeeId: z.string().min(1) }).optional(),
  /** The ALTCHA solution (base64 payload): always checked when sent, required when the order looks risky. */
  altcha: z.string().max(4096).optional(),
});

export const notificationSchema = z.object({
  type: z.enum(['error', 'success', 'info']),
  code: z.string(),
  message: z.string(),
  position: z.enum(['top', 'item', 'input']),
});
export type CartNotification = z.infer<typeof notificationSchema>;

export const shippingMethodSchema = z.object({
  code: z.enum(SHIPPING_METHOD_CODES),
  label: z.string(),
  deliveryTime: z.string(),
  price: z.object({ amount: z.number().int() }),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

export const cartItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  masterId: z.string(),
  upc: z.string(),
  qty: z.number().int(),
  maxQty: z.number().int(),
  name: z.string(),
  brand: z.string(),
  color: z.object({ code: z.string(), label: z.string() }),
  size: z.string(),
  price: z.object({
    currency: z.string(),
    original: z.number().int(),
    current: z.number().int(),
    rowTotal: z.number().int(),
    /** Row total after product-level promotions. */
    priceAfterItemDiscount: z.number().int(),
  }),
  pdpUrl: z.string(),
  productImageURL: z.string(),
  image: imageSchema,
  available: z.boolean(),
  /** A free gift added by a gift-with-purchase promotion: it cannot be changed or removed. */
  bonus: z.boolean(),
  /** Store the item is collected from or shipped to; null for home delivery. */
  storeId: z.string().nullable(),
  giftOption: z
    .object({
      email: z.string().optional(),
      to: z.string(),
      from: z.string().optional(),
      message: z.string(),
    })
    .nullable(),
  /** The amount chosen for an e-gift card (minor units); null for catalogue-priced lines. */
  customAmount: z.number().int().nullable(),
  /** Customs (made to order, decision 045): the line's design, and its choices in words. */
  isCustoms: z.boolean(),
  recipeId: z.string().nullable(),
  customsSummary: z.string().nullable(),
  /** Code of the selected delivery: the home method, pickup, pudo or sts, or digital for e-gift cards. */
  selectedShippingOption: z.string(),
  /** Until when this cart holds the line's online stock (`reserveWithItem`); null without a live hold. */
  heldUntil: z.string().nullable(),
  shippingOptions: z.array(
    z.object({
      selected: z.boolean(),
      available: z.boolean(),
      shippingMethod: shippingMethodSchema,
      storeInfo: z.object({ id: z.string(), name: z.string(), storeInventory: z.number().int() }).nullable(),
    }),
  ),
  productPromotions: z.array(productPromotionSchema),
  customerNotifications: z.array(notificationSchema),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  province: z.string().optional(),
  postalCode: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  phoneCode: z.string().optional(),
  email: z.string().optional(),
});

export const totalsSchema = z.object({
  currency: z.string(),
  itemTotal: z.number().int(),
  totalDiscount: z.number().int(),
  totalDiscountPercentage: z.number(),
  shipping: z.number().int(),
  tax: z.number().int(),
  /** True when prices include tax (UK and EU): tax is then the share already inside the total. */
  taxIncluded: z.boolean(),
  total: z.number().int(),
  remainingToPay: z.number().int(),
});
export type Totals = z.infer<typeof totalsSchema>;

export const paymentInstrumentSchema = z.object({
  payment_instrument_id: z.string(),
  payment_method_id: z.string(),
  /** What this instrument pays of the total: gift cards first, then the card or BNPL takes the rest. */
  amount: z.number().int(),
  /** GIFT_CARD, REWARD_CARD and REWARD_CODE: the masked number and what it holds. */
  giftCard: z.object({ maskedNumber: z.string(), balance: z.number().int() }).nullable(),
  /**
   * ATHLETES_PAYMENT: payableAmount is what the allowance pays for this basket, remainingAmount the
   * allowance left after this order.
   */
  additionalData: z
    .object({ remainingAmount: z.number().int(), payableAmount: z.number().int() })
    .nullable()
    .optional(),
  /** LOYALTY_POINTS: the voucher tier spent (its points are taken when the order is placed). */
  loyaltyVoucher: z.object({ points: z.number().int(), amountInCurrency: z.number().int() }).nullable(),
  card: z
    .object({
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number().int(),
      expYear: z.number().int(),
      holder: z.string(),
    })
    .nullable(),
});

export const PRICE_ADJUSTMENT_REASONS = [
  'PRICE_MATCH',
  'DAMAGED_ITEM',
  'CUSTOMER_SATISFACTION',
  'PROMOTION_NOT_APPLIED',
  'OTHER',
] as const;

const adjustmentFields = {
  /** Minor units off; or percent. Exactly one of the two. */
  amount: z.number().int('must be a whole number of minor units').min(1, 'must be at least 1').optional(),
  percent: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .optional(),
  reason: z.enum(PRICE_ADJUSTMENT_REASONS, `must be one of ${PRICE_ADJUSTMENT_REASONS.join(', ')}`),
  /** Free text for the audit trail, required with OTHER. */
  note: z.string().trim().max(200, 'must be at most 200 characters').optional(),
};

const oneOfAmountOrPercent = (value: { amount?: number | undefined; percent?: number | undefined }) =>
  (value.amount === undefined) !== (value.percent === undefined);

export const priceAdjustmentRequestSchema = z
  .object({ itemId: z.string().uuid('must be a cart item id').optional(), ...adjustmentFields })
  .refine(oneOfAmountOrPercent, { message: 'give either amount or percent', path: ['amount'] })
  .refine((value) => value.reason !== 'OTHER' || Boolean(value.note), {
    message: 'is required when the reason is OTHER',
    path: ['note'],
  });
export type PriceAdjustmentRequest = z.infer<typeof priceAdjustmentRequestSchema>;

export const priceAdjustmentSchema = z.object({
  adjustmentId: z.string(),
  /** The line it applies to; null for the whole cart. */
  itemId: z.string().nullable(),
  amount: z.number().int().nullable(),
  percent: z.number().int().nullable(),
  reason: z.string(),
  note: z.string().nullable(),
  /** What it takes off the current cart, in minor units. */
  discount: z.number().int(),
});

export const cartSchema = z.object({
  id: z.string(),
  basketId: z.string(),
  siteId: z.string(),
  locale: z.string(),
  currency: z.string(),
  email: z.string().nullable(),
  items: z.array(cartItemSchema),
  totalItems: z.number().int(),
  totals: totalsSchema,
  shipments: z.array(
    z.object({
      shipmentId: z.string(),
      shippingMethod: shippingMethodSchema.nullable(),
      storeId: z.string().nullable(),
      address: cartAddressSchema.nullable(),
      applicableShippingMethods: z.array(shippingMethodSchema),
      /** The order's gift option, on the home shipment (`me`); null without one. */
      giftOption: orderGiftOptionViewSchema.nullable(),
    }),
  ),
  billingAddress: cartAddressSchema.nullable(),
  paymentInstruments: z.array(paymentInstrumentSchema),
  promotions: cartPromotionsSchema,
  coupons: z.array(couponSchema),
  priceAdjustments: z.array(priceAdjustmentSchema),
  approachingPromotions: z.array(approachingPromotionSchema),
  customerNotifications: z.array(notificationSchema),
  flash: z.array(z.object({ type: z.string(), message: z.string(), itemId: z.string().optional() })),
  /** Items whose delivery changed since the last read (the flash carries one transition code each). */
  changedDelivery: z.array(
    z.object({
      itemId: z.string(),
      from: z.string(),
      to: z.string(),
      storeId: z.string().nullable(),
      code: z.string(),
    }),
  ),
});
export type Cart = z.infer<typeof cartSchema>;

export const applicableShippingMethodsSchema = z.object({
  applicableShippingMethods: z.array(shippingMethodSchema),
});
export const paymentMethodsResponseSchema = z.object({
  paymentMethods: z.array(
    z.object({
      id: z.enum(PAYMENT_METHOD_IDS),
      name: z.string(),
      cards: z.array(z.string()),
      /** False with a reason when the method exists on the site but not for this basket. */
      applicable: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),
});

/** POST /cart/v1/cartWithItem: a new cart with its first item. */
export const cartWithItemRequestSchema = addItemRequestSchema.omit({ cartId: true });

/** POST /cart/v1/reserveWithItem: add an item and hold its online stock for the shopper for a while. */
export const reserveWithItemRequestSchema = addItemRequestSchema.omit({ storeId: true });

export const reserveWithItemResponseSchema = z.object({
  cart: cartSchema,
  /** The units held for this cart (the line's whole quantity) and until when. */
  hold: z.object({ upc: z.string(), qty: z.number().int(), expiresAt: z.string() }),
});

export const saveForLaterRequestSchema = z.object({
  cartId: basketIdSchema,
  itemId: z.string().uuid('must be a cart item id'),
});

export const moveToCartRequestSchema = z.object({
  saveForLaterId: z.string().uuid('must be a saved-for-later list id'),
  itemId: z.string().uuid('must be a saved item id'),
  qty: qtySchema.optional(),
});

export const saveForLaterSchema = z.object({
  saveForLaterId: z.string(),
  items: z.array(
    z.object({
      itemId: z.string(),
      productId: z.string(),
      masterId: z.string(),
      upc: z.string(),
      name: z.string(),
      qty: z.number().int(),
      pageUrl: z.string(),
      image: imageSchema,
      available: z.boolean(),
    }),
  ),
});
export type SaveForLater = z.infer<typeof saveForLaterSchema>;

export const saveForLaterMoveResponseSchema = z.object({
  cart: cartSchema,
  saveForLater: saveForLaterSchema,
});

export const deviceFingerPrintRequestSchema = z.object({
  cartId: basketIdSchema,
  deviceFingerPrint: z.string().min(1, 'must not be empty').max(4096, 'must be at most 4096 characters'),
});
