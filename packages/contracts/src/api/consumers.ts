import { z } from 'zod';
import { ADDRESS_FIELDS } from '../address-rules.ts';
import { addressSchema, emailSchema } from '../validation.ts';
import { isValidName, VALIDATION_MESSAGES } from '../validation-rules.ts';
import { cartAddressSchema } from './cart.ts';
import { moneySchema } from './common.ts';

/** The ALTCHA solution (base64 payload) a bot-guarded call carries; checked by the API, not by Zod. */
const altcha = z.string().max(4096).optional();
const codeChallenge = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url S256 code challenge');
const password = z
  .string({ error: VALIDATION_MESSAGES.required })
  .min(1, VALIDATION_MESSAGES.required)
  .max(128);
/** Emails are checked by the domain so that a malformed one answers AUT453 (decision 005). */
const looseEmail = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(100, VALIDATION_MESSAGES.maxLength(100));

export const SUBSCRIPTION_TYPES = ['Newsletter', 'LoyaltyNewsletter', 'Loyalty'] as const;
export const SUBSCRIPTION_CHANNELS = ['email', 'sms'] as const;

const consentSchema = z.object({
  type: z.enum(SUBSCRIPTION_TYPES),
  channel: z.enum(SUBSCRIPTION_CHANNELS),
  optin: z.boolean(),
});

/**
 * Sign-up: the full form, or with `simplified: true` only email and password. Which fields are
 * required depends on the variant and the country, so the domain checks requiredness (decision 021).
 */
export const signupRequestSchema = z.object({
  simplified: z.boolean().optional(),
  firstName: z.string().trim().max(30).optional(),
  lastName: z.string().trim().max(30).optional(),
  birthDate: z.string().trim().max(10).optional(),
  phone: z.string().trim().max(20).optional(),
  phoneCode: z.string().trim().max(5).optional(),
  email: looseEmail,
  password,
  codeChallenge,
  postalCode: z.string().trim().max(10).optional(),
  gender: z.enum(['F', 'M', 'X']).optional(),
  newsletter: z.boolean().optional(),
  loyaltyTerms: z.boolean().optional(),
  brandTerms: z.boolean().optional(),
  policy: z.boolean().optional(),
  optInAccepted: z.boolean().optional(),
  smsTermsAccepted: z.boolean().optional(),
  isTermsConfirmed: z.boolean().optional(),
  isTemporaryPassword: z.boolean().optional(),
  subscriptions: z.array(consentSchema).max(6).optional(),
  source: z.string().max(40).optional(),
  altcha,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const signinRequestSchema = z.object({
  username: looseEmail,
  password,
  /** base64url(SHA-256(codeVerifier)), 43 characters. */
  codeChallenge,
  codeChallengeMethod: z.literal('S256').default('S256'),
  altcha,
});
export const signinResponseSchema = z.object({ authorizationCode: z.string() });

/**
 * Agent login: sign-in for EMPLOYEE accounts. An associate selling in a store names the store and
 * themselves (both or neither); the session keeps them, and place order credits the sale to them.
 */
export const agentLoginRequestSchema = signinRequestSchema
  .extend({
    storeId: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(20).optional(),
    storeEmployeeId: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(40).optional(),
  })
  .refine((value) => (value.storeId === undefined) === (value.storeEmployeeId === undefined), {
    message: 'must be given together with storeId',
    path: ['storeEmployeeId'],
  });

/**
 * An associate starts selling for a shopper (decision 090): a looked-up customer by email, or a new guest
 * when the email is left out.
 */
export const assistRequestSchema = z.object({
  email: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(100).optional(),
});
export type AssistRequest = z.infer<typeof assistRequestSchema>;

export const signoutRequestSchema = z.object({
  refreshToken: z.string().min(1, VALIDATION_MESSAGES.required),
});

export const forgotPasswordRequestSchema = z.object({ email: looseEmail });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1, VALIDATION_MESSAGES.required).max(64),
  password,
});
export const changePasswordRequestSchema = z.object({
  currentPassword: password,
  password,
});
export const okResponseSchema = z.object({ status: z.literal('OK') });

export const lookupQuerySchema = z.object({ email: looseEmail });
export const lookupResponseSchema = z.object({ nextStep: z.enum(['signin', 'signup']) });

export const programmeSchema = z.object({ currentSpend: moneySchema, currency: z.string() });
export const consumerAddressSchema = cartAddressSchema.omit({ email: true }).extend({
  id: z.string(),
  addressId: z.string(),
  approachType: z.enum(['S', 'B']),
  main: z.boolean(),
  recipientContactPhone: z.string().optional(),
});
export type ConsumerAddress = z.infer<typeof consumerAddressSchema>;

export const consumerProfileSchema = z.object({
  consumerNo: z.string(),
  consumerType: z.string(),
  consumerDetails: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    phoneCode: z.string().nullable(),
    postalCode: z.string().nullable(),
    birthDate: z.string().nullable(),
    gender: z.string().nullable(),
    countryCode: z.string(),
    address: z.array(consumerAddressSchema),
    athlete: programmeSchema.extend({ annualCredit: moneySchema }).nullable(),
    employee: programmeSchema.extend({ annualCap: moneySchema }).nullable(),
    prosumer: programmeSchema.extend({ annualCredit: moneySchema }).nullable(),
    identity: z.array(z.object({ type: z.enum(['WRANX', 'IPA']), number: z.string().nullable() })),
  }),
  isLoyaltyMember: z.boolean(),
  memberId: z.string().nullable(),
  loyaltyOptInDate: z.string().nullable(),
  loyaltySummary: z.object({ points: z.object({ balance: z.number().int() }) }).optional(),
  preferences: z.object({ interests: z.string(), preferredShoeSize: z.string().nullable() }),
  subscriptions: z.array(
    z.object({ channel: z.string(), type: z.string(), optin: z.boolean(), doubleOptin: z.boolean() }),
  ),
  isPartiallyEnrolled: z.boolean(),
  isEmployeeDiscountTCAccepted: z.boolean(),
});
export type ConsumerProfile = z.infer<typeof consumerProfileSchema>;

export const profileQuerySchema = z.object({
  includeLoyaltySummary: z.enum(['true', 'false']).optional(),
});

const interests = z
  .string()
  .max(500)
  .regex(/^[A-Za-z0-9 _-]*(\|[A-Za-z0-9 _-]+)*$/, 'must be interests separated by |');

export const profileUpdateRequestSchema = z.object({
  consumerProfile: z.object({
    consumerDetails: z
      .object({
        firstName: z.string().trim().min(1).max(30).optional(),
        lastName: z.string().trim().min(1).max(30).optional(),
        phone: z.string().trim().max(20).optional(),
        phoneCode: z.string().trim().max(5).optional(),
        postalCode: z.string().trim().max(10).optional(),
        birthDate: z.string().trim().max(10).optional(),
        gender: z.enum(['F', 'M', 'X']).optional(),
      })
      .strict()
      .optional(),
    preferences: z
      .object({
        interests: interests.optional(),
        preferredShoeSize: z.string().max(10).nullable().optional(),
      })
      .strict()
      .optional(),
  }),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

export const addressRequestSchema = z.object({
  address: addressSchema.and(
    z.object({
      approachType: z.enum(['S', 'B'], { error: 'must be S (shipping) or B (billing)' }),
      main: z.boolean().optional(),
      recipientContactPhone: z.string().trim().max(20).optional(),
    }),
  ),
});
export type AddressRequest = z.infer<typeof addressRequestSchema>;
export const addressIdParamsSchema = z.object({ addressId: z.string().uuid('must be an address id') });
export const addressResponseSchema = z.object({
  addressId: z.string(),
  address: z.array(consumerAddressSchema),
});

export const savedCardSchema = z.object({
  paymentInstrumentId: z.string(),
  payment_method_id: z.literal('CREDIT_CARD'),
  card: z.object({
    paymentInstrumentId: z.string(),
    cardType: z.string(),
    maskedNumber: z.string(),
    last4: z.string(),
    expirationMonth: z.number().int(),
    expirationYear: z.number().int(),
    holder: z.string(),
    main: z.boolean(),
  }),
});
export const savedCardsResponseSchema = z.object({ paymentInstruments: z.array(savedCardSchema) });
export const saveCardRequestSchema = z.object({
  payment_method_id: z.literal('CREDIT_CARD').default('CREDIT_CARD'),
  card: z.object({
    token: z.string().min(1, VALIDATION_MESSAGES.required).max(100),
    main: z.boolean().optional(),
  }),
  altcha,
});
export const patchCardRequestSchema = z.object({ main: z.literal(true) });
export const paymentInstrumentParamsSchema = z.object({
  paymentInstrumentId: z.string().uuid('must be a payment instrument id'),
});
export const paymentInstrumentsQuerySchema = z.object({
  payment_method_id: z.literal('CREDIT_CARD').optional(),
});

export const storeEmployeesResponseSchema = z.object({
  storeId: z.string(),
  employees: z.array(z.object({ storeEmployeeId: z.string(), firstName: z.string(), lastName: z.string() })),
});

export const subscriptionSchema = z.object({
  type: z.enum(SUBSCRIPTION_TYPES),
  channel: z.enum(SUBSCRIPTION_CHANNELS),
  optin: z.boolean(),
  doubleOptin: z.boolean(),
  recipient: z.string(),
  optinDate: z.string().nullable(),
  optoutDate: z.string().nullable(),
  country: z.string(),
  region: z.string().nullable(),
  category: z.string().nullable(),
});
export const subscriptionsResponseSchema = z.object({ subscriptions: z.array(subscriptionSchema) });
export const subscriptionRequestSchema = z.object({
  subscriptions: z
    .array(
      z.object({
        type: z.enum(SUBSCRIPTION_TYPES),
        channel: z.enum(SUBSCRIPTION_CHANNELS),
        optin: z.boolean(),
        recipient: z.string().trim().max(100).optional(),
        region: z.string().max(10).optional(),
        category: z.string().max(40).optional(),
      }),
    )
    .min(1, 'must list at least one subscription')
    .max(6),
});
export const subscriptionConfirmRequestSchema = z.object({ token: z.string().min(1).max(64) });

export const notificationRequestSchema = z.object({
  email: z.boolean().optional(),
  sms: z.boolean().optional(),
});
export const notificationResponseSchema = z.object({ email: z.boolean(), sms: z.boolean() });

export const employeeTermsRequestSchema = z.object({ accepted: z.literal(true, { error: 'must be true' }) });
export const employeeTermsResponseSchema = z.object({ isEmployeeDiscountTCAccepted: z.boolean() });

/** One field's rule of a country's address form (required, exact/min/max length, pattern). */
export const addressFieldRuleSchema = z.object({
  required: z.boolean(),
  exactLength: z.number().int().optional(),
  minLength: z.number().int().optional(),
  maxLength: z.number().int().optional(),
  pattern: z.string().optional(),
  patternMessage: z.string().optional(),
});
export const addressRulesResponseSchema = z.object({
  countryCode: z.string(),
  rules: z.object(
    Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, addressFieldRuleSchema])) as Record<
      (typeof ADDRESS_FIELDS)[number],
      typeof addressFieldRuleSchema
    >,
  ),
});

export const loyaltyEnrolRequestSchema = z.object({
  usid: z.string().max(64).optional(),
  referralCode: z.string().max(32).optional(),
});
export const loyaltyEnrolResponseSchema = z.object({
  memberId: z.string(),
  loyaltyOptInDate: z.string(),
  points: z.number().int(),
});
export const loyaltyWelcomeResponseSchema = z.object({
  memberId: z.string(),
  welcomePoints: z.number().int(),
  message: z.string(),
});
export const loyaltyVouchersResponseSchema = z.object({
  currentLoyaltyPoints: z.number().int(),
  applicableLoyaltyVouchers: z.array(
    z.object({
      points: z.number().int(),
      amountInCurrency: moneySchema,
      currency: z.string(),
      available: z.boolean(),
      eligible: z.boolean(),
    }),
  ),
});

export type LoyaltyVouchers = z.infer<typeof loyaltyVouchersResponseSchema>;

export const countryListResponseSchema = z.object({
  countries: z.array(
    z.object({ name: z.string(), dialCode: z.string(), code: z.string(), mask: z.string().optional() }),
  ),
});

export const contactRequestSchema = z.object({
  email: emailSchema,
  firstName: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(30),
  lastName: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(30),
  category: z.string().min(1).max(40),
  subject: z.string().min(1).max(60),
  message: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(2000),
  orderNumber: z.string().max(20).optional(),
});
export const caseResponseSchema = z.object({ caseId: z.string() });
export const categorySubjectResponseSchema = z.object({
  categories: z.array(
    z.object({
      category: z.string(),
      label: z.string(),
      subjects: z.array(z.object({ subject: z.string(), label: z.string() })),
    }),
  ),
});
export const warrantyRequestSchema = z.object({
  productId: z.string().min(1).max(14),
  orderNumber: z.string().max(20).optional(),
  purchaseDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
  description: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(2000),
});
export const retrieveUserDataRequestSchema = z.object({
  consumerId: z.string().max(40).optional(),
  email: looseEmail.optional(),
});

export const altchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

// ------------------------------------------------------------------------------------------------
// Newsletter sign-up and event registration (spec 3 sections 3, 5 and 7, decision 075)
// ------------------------------------------------------------------------------------------------
/** The newsletter form's call: the email is left out when signed in (the account's address is used). */
export const newsletterSignupRequestSchema = z.object({
  optIn: z.literal(true, { error: 'must be true' }),
  email: emailSchema.optional(),
  acquisitionType: z.enum(['Signup']).default('Signup'),
  /** The path of the page the form was on. */
  campaignName: z.string().trim().max(300).default(''),
});
export type NewsletterSignupRequest = z.infer<typeof newsletterSignupRequestSchema>;
/** pending: the confirmation link was mailed (a visitor's answer is always pending). */
export const newsletterSignupResponseSchema = z.object({
  email: z.string(),
  status: z.enum(['pending', 'subscribed']),
});

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** Spec 3 section 7: attendingDays are dates joined as comma-separated text. */
export const eventRegistrationRequestSchema = z.object({
  eventId: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(128),
  attendingDays: z
    .string()
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(400)
    .refine(
      (value) => value.split(',').every((day) => isoDay.test(day.trim())),
      'must be ISO dates (YYYY-MM-DD) joined by commas',
    ),
  eventTermsAccepted: z.literal(true, { error: 'must be accepted' }),
  /** The guest's name, when the event takes a plus one. */
  plusOne: z
    .string()
    .trim()
    .max(60, VALIDATION_MESSAGES.maxLength(60))
    .refine((value) => value === '' || isValidName(value), VALIDATION_MESSAGES.name)
    .optional(),
  /** The account's details are used; these are accepted as the spec's payload has them. */
  email: z.string().max(100).optional(),
  firstName: z.string().max(30).optional(),
  lastName: z.string().max(30).optional(),
  gender: z.enum(['F', 'M', 'X']).optional(),
  phoneNumber: z.string().trim().max(20).optional(),
  registrationTimestamp: z.iso.datetime().optional(),
});
export type EventRegistrationRequest = z.infer<typeof eventRegistrationRequestSchema>;
export const eventRegistrationSchema = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  gender: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  attendingDays: z.string(),
  plusOne: z.string().nullable(),
  eventTermsAccepted: z.boolean(),
  registrationTimestamp: z.string(),
});
export const eventRegistrationsResponseSchema = z.object({ registrations: z.array(eventRegistrationSchema) });
