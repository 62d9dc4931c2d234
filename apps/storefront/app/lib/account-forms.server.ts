// The account pages' forms, each from the API request its action makes (decision 059).
import {
  addressIdParamsSchema,
  addressRequestSchema,
  contactRequestSchema,
  notificationRequestSchema,
  paymentInstrumentParamsSchema,
  profileUpdateRequestSchema,
  saveCardRequestSchema,
  subscriptionRequestSchema,
  warrantyRequestSchema,
} from '@ridgeline/contracts';
import { z } from 'zod';
import { specMessage } from './forms.server.ts';
import { interestsForm } from './identity-forms.server.ts';

/** A warranty case: the request's fields, the product number as the shopper may type it (lower case). */
export const warrantyForm = warrantyRequestSchema.extend({
  productId: z
    .string()
    .trim()
    .transform((typed) => typed.toUpperCase())
    .pipe(warrantyRequestSchema.shape.productId),
});

const topicOf = (topic: string) => {
  const [category = '', subject = ''] = topic.split('|');
  return { category, subject };
};
const contactTopic = contactRequestSchema.pick({ category: true, subject: true });

/** Customer service: the contact request, its category and subject chosen together as `topic` ("category|subject"). */
export const contactForm = contactRequestSchema.omit({ category: true, subject: true }).extend({
  topic: z
    .string()
    .superRefine((topic, ctx) => {
      if (!contactTopic.safeParse(topicOf(topic)).success)
        ctx.addIssue({ code: 'custom', ...specMessage('account.contact.chooseTopic') });
    })
    .transform(topicOf),
});

/** A missing topic reads as the choice to make. */
export const contactMessages = { topic: 'account.contact.chooseTopic' } as const;

/** A gateway-checked card to keep: the save request's card (token, main) and bot check. */
export const saveCardForm = saveCardRequestSchema.shape.card.extend({
  altcha: saveCardRequestSchema.shape.altcha,
});

/** A saved card to make the main one or delete: the payment instrument's id. */
export const savedCardForm = paymentInstrumentParamsSchema;

export const CardIntent = ['save', 'main', 'delete'] as const;

/** The consent checkboxes, one per `type-channel` name, each the subscription request's `optin` (unticked: false). */
export function subscriptionsForm(names: readonly string[]) {
  const optin = subscriptionRequestSchema.shape.subscriptions.element.shape.optin.default(false);
  return z.object(Object.fromEntries(names.map((name) => [name, optin])));
}

/** Order notifications: the notification request's channels (unticked: false). */
export const notificationsForm = z.object({
  email: notificationRequestSchema.shape.email.unwrap().default(false),
  sms: notificationRequestSchema.shape.sms.unwrap().default(false),
});

// The address request's own fields: the right part of its address (the postal address and these).
const addressRequestApproach = addressRequestSchema.shape.address.def.right.shape.approachType;

export const AddressIntent = ['delete', 'main'] as const;

/**
 * What an address form posts besides the address itself: the address being changed (the address
 * request's id), its use (shipping unless billing) and whether it becomes the main one.
 */
export const addressChoiceForm = z.object({
  addressId: addressIdParamsSchema.shape.addressId.optional().catch(undefined),
  approachType: addressRequestApproach.catch('S'),
  main: z.boolean().default(false),
});

const profileUpdate = profileUpdateRequestSchema.shape.consumerProfile.shape;
const profileDetails = profileUpdate.consumerDetails.unwrap().shape;
const profilePreferences = profileUpdate.preferences.unwrap().shape;

/**
 * The profile page: the profile update's details and preferences as one form; a field left empty is left
 * out (the account country's phone rule is checked after). `interests` are the shop's, ticked.
 */
export function profileForm(interests: readonly string[]) {
  return z.object({
    ...profileDetails,
    preferredShoeSize: profilePreferences.preferredShoeSize,
    interests: interestsForm(interests).shape.interests,
  });
}
