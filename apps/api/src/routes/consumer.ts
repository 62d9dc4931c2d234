import { auth, type botDefence, consumers, type payments } from '@ridgeline/commerce';
import {
  addressIdParamsSchema,
  addressRequestSchema,
  addressResponseSchema,
  caseResponseSchema,
  consumerProfileSchema,
  employeeTermsRequestSchema,
  employeeTermsResponseSchema,
  eventRegistrationRequestSchema,
  eventRegistrationSchema,
  eventRegistrationsResponseSchema,
  localeQuerySchema,
  loyaltyEnrolRequestSchema,
  loyaltyEnrolResponseSchema,
  loyaltyVouchersResponseSchema,
  loyaltyWelcomeResponseSchema,
  newsletterSignupRequestSchema,
  newsletterSignupResponseSchema,
  notificationRequestSchema,
  notificationResponseSchema,
  patchCardRequestSchema,
  paymentInstrumentParamsSchema,
  paymentInstrumentsQuerySchema,
  profileQuerySchema,
  profileUpdateRequestSchema,
  retrieveUserDataRequestSchema,
  saveCardRequestSchema,
  savedCardSchema,
  savedCardsResponseSchema,
  subscriptionConfirmRequestSchema,
  subscriptionRequestSchema,
  subscriptionsResponseSchema,
  warrantyRequestSchema,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface ConsumerRouteOptions {
  database: Database;
  gateway: payments.PaymentGateway;
  bots: botDefence.BotDefence;
}

const tags = ['Consumer'];
const base = '/consumers-v3/consumer';
const me = (request: FastifyRequest) => request.shopper!.sub;

/** The signed-in consumer's own area. Guests answer PRO404; tokens older than a password change AUT498. */
export const consumerRoutes: FastifyPluginAsyncZod<ConsumerRouteOptions> = async (
  app,
  { database, gateway, bots },
) => {
  const { db } = database;
  app.addHook('preHandler', app.requireShopper);
  app.addHook('preHandler', async (request) => {
    const claims = request.shopper;
    if (!claims) return;
    const account = await consumers.loadAccount(db, claims.sub);
    consumers.assertTokenAfterPasswordChange(account.consumer, claims.exp, auth.ACCESS_TOKEN_TTL_SECONDS);
  });

  const profileSchema = {
    tags,
    querystring: localeQuerySchema.extend(profileQuerySchema.shape),
    response: { 200: consumerProfileSchema },
  };
  app.get(`${base}/profile`, { schema: { ...profileSchema, summary: 'Read the profile' } }, async (request) =>
    consumers.getProfile(db, me(request), request.query.includeLoyaltySummary === 'true'),
  );
  app.put(
    `${base}/profile`,
    {
      schema: {
        ...profileSchema,
        summary: 'Update profile details and preferences',
        body: profileUpdateRequestSchema,
      },
    },
    async (request) => consumers.updateProfile(db, me(request), request.body),
  );
  app.post(
    `${base}/profile`,
    {
      schema: {
        ...profileSchema,
        summary: 'Complete the profile: name, phone, postal code and birth date become required',
        body: profileUpdateRequestSchema,
      },
    },
    async (request) => consumers.updateProfile(db, me(request), request.body, { complete: true }),
  );

  app.post(
    `${base}/address`,
    {
      schema: {
        tags,
        summary: 'Save an address',
        querystring: localeQuerySchema,
        body: addressRequestSchema,
        response: { 200: addressResponseSchema },
      },
    },
    async (request) => consumers.addAddress(db, me(request), request.shop.locale, request.body.address),
  );
  app.put(
    `${base}/address/:addressId`,
    {
      schema: {
        tags,
        summary: 'Update a saved address',
        params: addressIdParamsSchema,
        querystring: localeQuerySchema,
        body: addressRequestSchema,
        response: { 200: addressResponseSchema },
      },
    },
    async (request) =>
      consumers.updateAddress(
        db,
        me(request),
        request.shop.locale,
        request.params.addressId,
        request.body.address,
      ),
  );
  app.delete(
    `${base}/address/:addressId`,
    {
      schema: {
        tags,
        summary: 'Delete a saved address',
        params: addressIdParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: addressResponseSchema },
      },
    },
    async (request) => consumers.deleteAddress(db, me(request), request.params.addressId),
  );

  app.get(
    `${base}/payment_instruments`,
    {
      schema: {
        tags,
        summary: 'Saved cards',
        querystring: localeQuerySchema.extend(paymentInstrumentsQuerySchema.shape),
        response: { 200: savedCardsResponseSchema },
      },
    },
    async (request) => ({ paymentInstruments: await consumers.listCards(db, me(request)) }),
  );
  app.post(
    `${base}/payment_instruments`,
    {
      schema: {
        tags,
        summary: 'Save a card from a gateway token (bot-checked)',
        querystring: localeQuerySchema,
        body: saveCardRequestSchema,
        response: { 200: savedCardSchema },
      },
    },
    async (request) => {
      await bots.verify(request.body.altcha);
      return consumers.saveCard(db, gateway, me(request), request.body.card.token, request.body.card.main);
    },
  );
  app.patch(
    `${base}/payment_instruments/:paymentInstrumentId`,
    {
      schema: {
        tags,
        summary: 'Make a saved card the main one',
        params: paymentInstrumentParamsSchema,
        querystring: localeQuerySchema,
        body: patchCardRequestSchema,
        response: { 200: savedCardsResponseSchema },
      },
    },
    async (request) => ({
      paymentInstruments: await consumers.setMainCard(db, me(request), request.params.paymentInstrumentId),
    }),
  );
  app.delete(
    `${base}/payment_instruments/:paymentInstrumentId`,
    {
      schema: {
        tags,
        summary: 'Delete a saved card',
        params: paymentInstrumentParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: savedCardsResponseSchema },
      },
    },
    async (request) => ({
      paymentInstruments: await consumers.deleteCard(db, me(request), request.params.paymentInstrumentId),
    }),
  );

  app.post(
    `${base}/employee/terms`,
    {
      schema: {
        tags,
        summary: 'Accept the employee discount terms (employees only)',
        querystring: localeQuerySchema,
        body: employeeTermsRequestSchema,
        response: { 200: employeeTermsResponseSchema },
      },
    },
    async (request) => consumers.acceptEmployeeTerms(db, me(request)),
  );

  app.get(
    `${base}/subscription`,
    {
      schema: {
        tags,
        summary: 'Subscriptions',
        querystring: localeQuerySchema,
        response: { 200: subscriptionsResponseSchema },
      },
    },
    async (request) => ({ subscriptions: await consumers.listSubscriptions(db, me(request)) }),
  );
  for (const method of ['put', 'post'] as const) {
    app[method](
      `${base}/subscription`,
      {
        schema: {
          tags,
          summary: 'Opt in or out; email opt-ins are confirmed through a mailed link (double opt-in)',
          querystring: localeQuerySchema,
          body: subscriptionRequestSchema,
          response: { 200: subscriptionsResponseSchema },
        },
      },
      async (request) => ({
        subscriptions: await consumers.setSubscriptions(
          db,
          request.shop,
          me(request),
          request.body.subscriptions,
        ),
      }),
    );
  }
  app.get(
    `${base}/event-registration`,
    {
      schema: {
        tags,
        summary: "The shopper's event registrations, the latest first",
        querystring: localeQuerySchema,
        response: { 200: eventRegistrationsResponseSchema },
      },
    },
    async (request) => ({ registrations: await consumers.listEventRegistrations(db, me(request)) }),
  );
  app.post(
    `${base}/event-registration`,
    {
      schema: {
        tags,
        summary:
          'Register for a published event (days within the event, terms accepted, a guest where allowed; EVT404 for an unknown event)',
        querystring: localeQuerySchema,
        body: eventRegistrationRequestSchema,
        response: { 200: eventRegistrationSchema },
      },
    },
    async (request) =>
      consumers.registerForEvent(db, request.shop, me(request), {
        eventId: request.body.eventId,
        attendingDays: request.body.attendingDays.split(',').map((day) => day.trim()),
        eventTermsAccepted: request.body.eventTermsAccepted,
        plusOne: request.body.plusOne,
        phoneNumber: request.body.phoneNumber,
        gender: request.body.gender,
      }),
  );
  app.put(
    `${base}/notification`,
    {
      schema: {
        tags,
        summary: 'Channels for order and account notifications',
        querystring: localeQuerySchema,
        body: notificationRequestSchema,
        response: { 200: notificationResponseSchema },
      },
    },
    async (request) => consumers.setNotifications(db, me(request), request.body),
  );

  app.post(
    `${base}/loyalty/token`,
    {
      schema: {
        tags,
        summary: 'Enrol in the loyalty programme',
        querystring: localeQuerySchema,
        body: loyaltyEnrolRequestSchema.optional(),
        response: { 200: loyaltyEnrolResponseSchema },
      },
    },
    async (request) => consumers.enrol(db, me(request)),
  );
  app.get(
    `${base}/loyalty/promo/welcome`,
    {
      schema: {
        tags,
        summary: 'Welcome offer of a member',
        querystring: localeQuerySchema,
        response: { 200: loyaltyWelcomeResponseSchema },
      },
    },
    async (request) => consumers.welcome(db, me(request)),
  );
  app.get(
    `${base}/loyalty/vouchers`,
    {
      schema: {
        tags,
        summary: 'Points and reward vouchers',
        querystring: localeQuerySchema,
        response: { 200: loyaltyVouchersResponseSchema },
      },
    },
    async (request) => consumers.vouchers(db, request.shop, me(request)),
  );

  app.post(
    `${base}/warranty`,
    {
      schema: {
        tags,
        summary: 'Open a warranty support case',
        querystring: localeQuerySchema,
        body: warrantyRequestSchema,
        response: { 200: caseResponseSchema },
      },
    },
    async (request) => consumers.openWarrantyCase(db, me(request), request.body, request.shop.locale),
  );
  app.post(
    `${base}/retrieveUserData`,
    {
      schema: {
        tags,
        summary: 'Download everything held about the consumer as JSON',
        querystring: localeQuerySchema,
        body: retrieveUserDataRequestSchema.optional(),
      },
    },
    async (request, reply) => {
      const data = await consumers.exportUserData(db, me(request), request.body ?? {});
      reply.header(
        'content-disposition',
        `attachment; filename="ridgeline-data-${data.account.consumerNo}.json"`,
      );
      reply.header('cache-control', 'no-store');
      return data;
    },
  );
};

/**
 * The newsletter forms' sign-up (spec 3 section 7) and the confirmation of an email subscription from the
 * mailed link: no session needed (a signed-in shopper's sign-up is their account's subscription).
 */
export const subscriptionConfirmRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.post(
    `${base}/subscription/confirm`,
    {
      schema: {
        tags,
        summary: 'Confirm an email subscription (double opt-in) with the mailed token',
        querystring: localeQuerySchema,
        body: subscriptionConfirmRequestSchema,
        response: { 200: subscriptionsResponseSchema },
      },
    },
    async (request) => ({
      subscriptions: await consumers.confirmSubscription(database.db, request.body.token),
    }),
  );
  app.post(
    '/consumers-v3/newsletter',
    {
      schema: {
        tags,
        summary: 'Sign up for the newsletter (double opt-in: a confirmation link is mailed)',
        querystring: localeQuerySchema,
        body: newsletterSignupRequestSchema,
        response: { 200: newsletterSignupResponseSchema },
      },
    },
    async (request) =>
      consumers.signUpForNewsletter(database.db, request.shop, request.shopper?.sub ?? null, request.body),
  );
};
