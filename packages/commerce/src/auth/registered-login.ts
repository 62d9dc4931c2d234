import type { TokenRequest } from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import { mergeGuestCart, mergeGuestSaveForLater } from '../cart/index.ts';
import { claimGuestOrder } from '../orders/index.ts';
import type { ShopContext } from '../shared/context.ts';
import { mergeGuestFavorites } from '../wishlists/index.ts';
import { redeemAuthorizationCode } from './authorization-codes.ts';
import { type Session, startSession } from './sessions.ts';

export interface RegisteredLogin {
  session: Session;
  basketId: string | null;
  mergedCartItemsCountIncreased: boolean;
  orderClaimed: boolean;
}

/**
 * The token exchange of a sign-in: redeem the PKCE code, merge the guest cart into the account's,
 * claim a guest order (postLogin with orderNo and st), and open a session for the consumer.
 */
export async function completeRegisteredLogin(
  db: Db,
  ctx: ShopContext,
  request: Extract<TokenRequest, { type: 'Registered' }>,
  secret: string,
): Promise<RegisteredLogin> {
  const { shopperId, inStore } = await redeemAuthorizationCode(
    db,
    request.authorizationCode,
    request.codeVerifier,
  );
  // An associate's shift session (decision 090) takes nothing of the till's guest: it sells for shoppers.
  const guest = inStore ? undefined : request.guestObjects;
  const merge = await mergeGuestCart(db, ctx, guest?.basketId, shopperId);
  await mergeGuestFavorites(db, ctx, guest?.favoriteId, shopperId);
  await mergeGuestSaveForLater(db, ctx, guest?.saveForLaterId, shopperId);
  const orderClaimed =
    !inStore && request.orderNo && request.st
      ? await claimGuestOrder(db, request.orderNo, request.st, shopperId)
      : false;
  const session = await startSession(db, shopperId, secret, inStore);
  return {
    session,
    basketId: merge.basketId,
    mergedCartItemsCountIncreased: merge.mergedCartItemsCountIncreased,
    orderClaimed,
  };
}
