import { describe, expect, it } from 'vitest';
import { orderStatusOf, shipmentsOf } from './shipments.ts';

const items = [
  { id: 'boots', deliveryMethod: null, storeId: null },
  { id: 'jacket', deliveryMethod: 'pickup', storeId: 'S1' },
  { id: 'card', deliveryMethod: 'digital', storeId: null },
];
const event = (type: string, shipmentId?: string, extra: Record<string, string> = {}) => ({
  type,
  data: { ...(shipmentId ? { shipmentId } : {}), ...extra },
});

describe('an order with a home delivery, a pickup and an e-gift card', () => {
  it('has one shipment per way, named as the cart names them', () => {
    expect(shipmentsOf(items, [event('placed')]).map((s) => [s.shipmentId, s.kind, s.state])).toEqual([
      ['me', 'delivery', 'created'],
      ['pickup-S1', 'pickup', 'created'],
      ['digital', 'digital', 'sent'],
    ]);
  });

  it('is shipped once one shipment has left, and delivered only when every one has arrived', () => {
    const shipped = shipmentsOf(items, [event('shipped', 'me', { tracking: 'T1', carrier: 'UPS' })]);
    expect(shipped[0]).toMatchObject({ state: 'shipped', tracking: 'T1', carrier: 'UPS' });
    expect(orderStatusOf(shipped, 'created')).toBe('shipped');
    const onlyPickupReady = shipmentsOf(items, [
      event('picked', 'me'),
      event('ready_for_pickup', 'pickup-S1'),
    ]);
    expect(orderStatusOf(onlyPickupReady, 'picked')).toBe('ready_for_pickup');
    const homeArrived = shipmentsOf(items, [event('shipped', 'me'), event('delivered', 'me')]);
    expect(orderStatusOf(homeArrived, 'shipped')).toBe('shipped');
    const all = shipmentsOf(items, [
      event('delivered', 'me'),
      event('ready_for_pickup', 'pickup-S1'),
      event('collected', 'pickup-S1'),
    ]);
    expect(orderStatusOf(all, 'shipped')).toBe('delivered');
  });

  it('applies a step without a shipment id (the orders:fulfil command) to every physical shipment', () => {
    const moved = shipmentsOf(items, [event('picked')]);
    expect(moved.map((s) => s.state)).toEqual(['picked', 'picked', 'sent']);
    expect(orderStatusOf(moved, 'created')).toBe('picked');
  });
});
