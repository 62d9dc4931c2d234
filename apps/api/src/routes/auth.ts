import { accounts, auth, type botDefence, cart, wishlists } from '@ridgeline/commerce';
import {
  agentLoginRequestSchema,
  assistRequestSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  localeQuerySchema,
  lookupQuerySchema,
  lookupResponseSchema,
  okResponseSchema,
  resetPasswordRequestSchema,
  signinRequestSchema,
  signinResponseSchema,
  signoutRequestSchema,
  signupRequestSchema,
  type TokenResponse,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@ridgeline/contracts';
import type { Database, Db } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface AuthRouteOptions {
  database: Database;
  secret: string;
  rateLimitPerMinute: number;
  lookupPerMinute: number;
  bots: botDefence.BotDefence;
}

const tags = ['Authentication'];

async function tokenBody(
  db: Db,
  siteId: string,
  session: auth.Session,
  extra: Partial<TokenResponse> & { basketId?: string | null } = {},
): Promise<TokenResponse> {
  return {
    accessToken: session.accessToken,
    expiresIn: session.expiresIn,
    refreshToken: session.refreshToken,
    basketId:
      extra.basketId !== undefined
        ? extra.basketId
        : await cart.findOpenCartId(db, siteId, session.shopperId),
    consumerNo: session.consumerNo,
    consumerType: session.consumerType,
    memberId: session.memberId,
    favoriteId: await wishlists.findFavoriteId(db, siteId, session.shopperId),
    isEmployeeDiscountTCAccepted: session.isEmployeeDiscountTCAccepted,
    ...(extra.mergedCartItemsCountIncreased !== undefined
      ? { mergedCartItemsCountIncreased: extra.mergedCartItemsCountIncreased }
      : {}),
    ...(extra.orderClaimed !== undefined ? { orderClaimed: extra.orderClaimed } : {}),
    ...(extra.inStoreSalesInfo ? { inStoreSalesInfo: extra.inStoreSalesInfo } : {}),
  };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { database, secret, rateLimitPerMinute, lookupPerMinute, bots },
) => {
  const { db } = database;
  const perIp = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/token/v2/auth/token',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Obtain a guest session, rotate a refresh token, or exchange a sign-in code (PKCE)',
        description:
          'AUT409 DUPLICATED_TOKEN answers a second exchange of the same authorization code; clients retry once after 2 s on 409 and, if it persists, restart sign-in.',
        querystring: localeQuerySchema,
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.type === 'Registered') {
        const login = await auth.completeRegisteredLogin(db, request.shop, body, secret);
        return tokenBody(db, request.shop.siteId, login.session, {
          basketId: login.basketId,
          mergedCartItemsCountIncreased: login.mergedCartItemsCountIncreased,
          ...(body.orderNo ? { orderClaimed: login.orderClaimed } : {}),
        });
      }
      const session =
        body.type === 'Guest'
          ? await auth.startGuestSession(db, secret)
          : await auth.refreshSession(db, body.refreshToken, secret);
      return tokenBody(db, request.shop.siteId, session);
    },
  );

  app.post(
    '/consumers-v3/auth/signin',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Check credentials and answer a single-use PKCE authorization code (60 s)',
        querystring: localeQuerySchema,
        body: signinRequestSchema,
        response: { 200: signinResponseSchema },
      },
    },
    async (request) => {
      await bots.verify(request.body.altcha);
      const { authorizationCode } = await auth.signIn(db, request.body);
      return { authorizationCode };
    },
  );

  app.post(
    '/consumers-v3/consumer/agent/login',
    {
      config: perIp,
      schema: {
        tags,
        summary:
          'Employee sign-in: like sign-in, for EMPLOYEE accounts only; an associate selling in a store names the store and themselves (storeId, storeEmployeeId), credited on the orders the session places',
        querystring: localeQuerySchema,
        body: agentLoginRequestSchema,
        response: { 200: signinResponseSchema },
      },
    },
    async (request) => {
      await bots.verify(request.body.altcha);
      const { storeId, storeEmployeeId } = request.body;
      const { authorizationCode } = await auth.signIn(db, request.body, {
        employeesOnly: true,
        inStore: storeId && storeEmployeeId ? { storeId, storeEmployeeId } : undefined,
      });
      return { authorizationCode };
    },
  );

  app.post(
    '/consumers-v3/consumer/agent/assist',
    {
      preHandler: app.requireShopper,
      config: { ...perIp, shiftSession: true },
      schema: {
        tags,
        summary:
          'An in-store associate starts selling for a shopper: a looked-up customer (email) or a new guest',
        description:
          "Called with the associate's shift session (agent login with storeId and storeEmployeeId) or with an " +
          'assisted session of theirs (the next customer). Answers a new session of the customer, or of a new ' +
          'guest, that carries the store and associate (`inStoreSalesInfo`, credited on its orders); the ' +
          "calling session ends. Nothing of the associate's account applies in it: no employee discount, saved " +
          'cards, loyalty or addresses. CCN404 for an unknown email; API405 for an employee account, or when ' +
          'the caller is not an in-store associate.',
        querystring: localeQuerySchema,
        body: assistRequestSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const caller = request.shopper!;
      const session = await auth.startAssistedSession(db, caller, request.body.email ?? null, secret);
      return tokenBody(db, request.shop.siteId, session, {
        ...(caller.inStore ? { inStoreSalesInfo: caller.inStore } : {}),
      });
    },
  );

  app.post(
    '/consumers-v3/auth/signup',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Create an account and sign in: answers an authorization code like sign-in',
        querystring: localeQuerySchema,
        body: signupRequestSchema,
        response: { 200: signinResponseSchema },
      },
    },
    async (request) => {
      await bots.verify(request.body.altcha);
      const source = request.headers.source;
      const body =
        typeof source === 'string' && !request.body.source
          ? { ...request.body, source: source.slice(0, 40) }
          : request.body;
      const { authorizationCode } = await accounts.signUp(db, request.shop, body);
      return { authorizationCode };
    },
  );

  app.post(
    '/consumers-v3/consumer/auth/signout',
    {
      preHandler: app.requireShopper,
      config: { shiftSession: true },
      schema: {
        tags,
        summary: 'Revoke the session (its refresh-token family) and answer a fresh guest session',
        querystring: localeQuerySchema,
        body: signoutRequestSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      // The session of the access token ends (its access tokens stop working at once), and the family of
      // the refresh token sent when it is the shopper's.
      await auth.endSession(db, request.shopper!);
      await auth.revokeFamilyOf(db, request.shopper!.sub, request.body.refreshToken);
      return tokenBody(db, request.shop.siteId, await auth.startGuestSession(db, secret), { basketId: null });
    },
  );

  app.post(
    '/consumers-v3/confirmforgotpassword',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Mail a password reset link (answers OK whether or not the email has an account)',
        querystring: localeQuerySchema,
        body: forgotPasswordRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await accounts.requestPasswordReset(db, request.shop, request.body.email);
      return { status: 'OK' as const };
    },
  );

  app.post(
    '/consumers-v3/consumer/resetpassword',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Set a new password from a reset link; ends every session',
        querystring: localeQuerySchema,
        body: resetPasswordRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await accounts.resetPassword(db, request.body.token, request.body.password);
      return { status: 'OK' as const };
    },
  );

  app.post(
    '/consumers-v3/consumer/changepassword',
    {
      config: perIp,
      preHandler: app.requireShopper,
      schema: {
        tags,
        summary: 'Change the password; ends every session and answers a new one for this client',
        querystring: localeQuerySchema,
        body: changePasswordRequestSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const shopperId = request.shopper!.sub;
      await accounts.changePassword(db, shopperId, request.body.currentPassword, request.body.password);
      return tokenBody(db, request.shop.siteId, await auth.startSession(db, shopperId, secret));
    },
  );

  app.get(
    '/consumers-v3/consumer/lookup',
    {
      config: { rateLimit: { max: lookupPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Sign-in flow lookup step: whether to show sign-in or sign-up for an email',
        querystring: localeQuerySchema.extend(lookupQuerySchema.shape),
        response: { 200: lookupResponseSchema },
      },
    },
    async (request) => ({ nextStep: await accounts.lookup(db, request.query.email) }),
  );
};
