import type { Cart, ErrorId } from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import { type CartActor, cartView, loadOwnCart, reconcileDelivery } from '../cart/index.ts';
import { CommerceError } from '../shared/errors.ts';

/**
 * Checks that a cart can become an order: items in stock at their price, a shipping address and
 * method when goods are shipped, a billing address, an email and enough payment. Returns the cart as it will be ordered.
 */
export async function prepareOrder(db: Db, actor: CartActor, cartId: string): Promise<Cart> {
  const row = await loadOwnCart(db, actor.ctx, actor.shopperId, cartId);
  // A delivery that changed since the shopper last saw the cart must be reviewed before paying.
  const changes = await reconcileDelivery(db, row);
  if (changes.length > 0) {
    const toHome = changes.every((change) => change.to === 'home');
    const toPickup = changes.every((change) => change.from === 'home');
    throw new CommerceError(toHome ? 'ORD516' : toPickup ? 'ORD517' : 'ORD518', { changedDelivery: changes });
  }
  const cart = await cartView(db, actor.ctx, row);
  if (cart.items.length === 0) {
    throw new CommerceError('REQ400', { field: 'cart', problem: 'has no items' });
  }
  const unpriced = cart.items.filter((item) => item.customerNotifications.some((n) => n.code === 'NO_PRICE'));
  if (unpriced.length > 0) throw new CommerceError('INV702', { itemIds: unpriced.map((item) => item.id) });
  const unavailable = cart.items.filter((item) => !item.available);
  if (unavailable.length > 0) {
    throw new CommerceError(unavailable.length === cart.items.length ? 'INV406' : 'INV409', {
      itemIds: unavailable.map((item) => item.id),
    });
  }
  // A coupon that stopped working (expired, used up) must not silently raise the price being paid.
  const broken = cart.coupons.find((coupon) => coupon.errorId);
  if (broken) throw new CommerceError(broken.errorId as ErrorId, { code: broken.code });
  // E-gift cards go by email: a cart of them alone needs no shipping address, only the billing one.
  const shipsGoods = cart.items.some((item) => item.selectedShippingOption !== 'digital');
  const shipment = cart.shipments[0];
  if (shipsGoods) {
    if (!shipment?.address || !cart.email)
      throw new CommerceError('CHK380', { shipmentId: shipment?.shipmentId });
    if (!shipment.shippingMethod) throw new CommerceError('SHP404', { shipmentId: shipment.shipmentId });
  }
  if (!cart.billingAddress) throw new CommerceError('BIL400');
  if (!cart.email) throw new CommerceError('BIL400', { field: 'email', problem: 'is required' });
  if (cart.totals.remainingToPay > 0)
    throw new CommerceError('PYT400', { remainingToPay: cart.totals.remainingToPay });
  return cart;
}
