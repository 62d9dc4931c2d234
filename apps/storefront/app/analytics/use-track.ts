import type { AnalyticsEventName, Cart } from '@ridgeline/contracts';
import { useEffect, useRef } from 'react';
import { type EventParams, track } from './bus.ts';
import { cartParams, itemOfCartLine, major, shippingParams } from './items.ts';

/**
 * Tracks an event once per `key` (a product and colour, a cart's content, an order number) after the page
 * has rendered in the browser; the parameters are built only then.
 */
export function useTrack(
  name: AnalyticsEventName,
  key: string | null | undefined,
  params: () => EventParams,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per key, with the parameters of that render
  useEffect(() => {
    if (key) track(name, params());
  }, [name, key]);
}

type Line = Cart['items'][number];

/**
 * remove_from_cart for what left a cart between two of its renders (a removed line, a lower quantity, a
 * line saved for later), whatever form did it: the cart's answer is the truth.
 */
export function useCartRemovals(cart: Cart | null | undefined): void {
  const previous = useRef<Cart | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = cart ?? null;
    if (!before || !cart || before.id !== cart.id) return;
    const now = new Map(cart.items.map((line) => [line.id, line.qty]));
    const removed: { line: Line; qty: number; index: number }[] = [];
    before.items.forEach((line, index) => {
      const qty = line.qty - (now.get(line.id) ?? 0);
      if (qty > 0) removed.push({ line, qty, index });
    });
    if (removed.length === 0) return;
    const items = removed.map(({ line, qty, index }) => ({ ...itemOfCartLine(line, index), quantity: qty }));
    const value = removed.reduce((sum, { line, qty }) => sum + line.price.current * qty, 0);
    track('remove_from_cart', { currency: cart.currency, value: major(value, cart.currency), items });
  }, [cart]);
}

const STEP_ORDER = ['shipping', 'billing', 'summary'];

/**
 * The checkout's GA4 steps, once per cart in this tab (the card step comes back from the gateway as a new
 * page load, so what was reported is kept in sessionStorage): begin_checkout when the checkout first opens;
 * add_shipping_info when the furthest reachable step moves past shipping, add_payment_info when it reaches
 * the summary, with the shipping tier and the payment type. Steps already complete when the checkout first
 * opens are not reported.
 */
export function useCheckoutSteps(cart: Cart, reachable: string): void {
  useEffect(() => {
    const key = `rl_analytics_checkout_${cart.id}`;
    const now = STEP_ORDER.indexOf(reachable);
    let seen: number | null = null;
    try {
      const stored = sessionStorage.getItem(key);
      seen = stored === null ? null : Number(stored);
    } catch {}
    if (seen === null) {
      track('begin_checkout', cartParams(cart));
      seen = now;
    }
    if (seen < 1 && now >= 1) track('add_shipping_info', shippingParams(cart));
    if (seen < 2 && now >= 2) {
      const instrument =
        cart.paymentInstruments.find((entry) => !entry.giftCard) ?? cart.paymentInstruments[0];
      track('add_payment_info', cartParams(cart, { payment_type: instrument?.payment_method_id }));
    }
    try {
      sessionStorage.setItem(key, String(Math.max(seen, now)));
    } catch {}
  }, [cart, reachable]);
}

/** purchase once per order in this tab: a reload of the confirmation does not count the order again. */
export function usePurchase(orderNumber: string | undefined, params: () => EventParams): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per order
  useEffect(() => {
    if (!orderNumber) return;
    const key = `rl_analytics_purchase_${orderNumber}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {}
    track('purchase', params());
  }, [orderNumber]);
}
