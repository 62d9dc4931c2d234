import { describe, expect, it } from 'vitest';
import { minorUnitsOf } from './order-forms.server.ts';
import { nextSteps } from './orders.ts';

describe('refund amounts typed by an operator', () => {
  it('reads major units with a point or a comma as minor units', () => {
    expect(minorUnitsOf('12.50')).toBe(1250);
    expect(minorUnitsOf('12,5')).toBe(1250);
    expect(minorUnitsOf(' 7 ')).toBe(700);
    expect(minorUnitsOf('0.05')).toBe(5);
  });

  it('reads blank as "everything left" and anything else as not an amount', () => {
    expect(minorUnitsOf('')).toBeUndefined();
    expect(minorUnitsOf('12.505')).toBeNull();
    expect(minorUnitsOf('-3')).toBeNull();
    expect(minorUnitsOf('1e3')).toBeNull();
  });
});

describe('the next steps a shipment is offered', () => {
  it('ships a delivery with or without picking first, then delivers it', () => {
    expect(nextSteps('delivery', 'created')).toEqual(['picked', 'shipped']);
    expect(nextSteps('delivery', 'shipped')).toEqual(['delivered']);
    expect(nextSteps('delivery', 'delivered')).toEqual([]);
  });

  it('makes a pickup ready, then collected; a digital line has no steps', () => {
    expect(nextSteps('pickup', 'picked')).toEqual(['ready_for_pickup']);
    expect(nextSteps('pickup', 'ready_for_pickup')).toEqual(['collected']);
    expect(nextSteps('digital', 'created')).toEqual([]);
  });
});
