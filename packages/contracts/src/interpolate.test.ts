import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate.ts';

describe('interpolate', () => {
  it('fills every placeholder with its value, numbers too', () => {
    expect(interpolate('{qty} × {name}, {qty} left', { qty: 2, name: 'Trail Runner' })).toBe(
      '2 × Trail Runner, 2 left',
    );
  });

  it('keeps an unknown placeholder as written unless asked to remove it', () => {
    expect(interpolate('Spend {distance} more {x}', { distance: '$5.00' })).toBe('Spend $5.00 more {x}');
    expect(interpolate('Tracking: {tracking}', {}, { missing: 'empty' })).toBe('Tracking: ');
  });

  it('never takes a value from the object prototype', () => {
    expect(interpolate('{constructor}', {})).toBe('{constructor}');
  });

  it('asks a function for values when given one', () => {
    expect(interpolate('{a}-{b}', (name) => (name === 'a' ? 'A' : undefined), { missing: 'empty' })).toBe(
      'A-',
    );
  });
});
