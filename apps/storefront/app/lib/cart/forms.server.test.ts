import { describe, expect, it } from 'vitest';
import { parseForm } from '../forms.server.ts';
import { translator } from '../i18n.ts';
import { lineChangeForm, lineForm, moveStoreForm, pickupForm, quantityForm } from './forms.server.ts';

const t = translator('en-us');
const itemId = '3f2b8c1e-1d2a-4c3b-9a8e-7f6d5c4b3a21';
const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};

describe('cart line forms', () => {
  it('takes a quantity of zero (it removes the line) but not a missing one', () => {
    const zero = parseForm(formOf({ itemId, qty: '0' }), quantityForm, t);
    expect(zero.status === 'success' && zero.value.qty).toBe(0);
    expect(parseForm(formOf({ itemId, qty: '' }), quantityForm, t).status).toBe('error');
  });

  it('keeps one unit when a line change sends no quantity, and an empty name when none is sent', () => {
    const change = parseForm(formOf({ itemId }), lineChangeForm, t);
    expect(change.status === 'success' && change.value).toEqual({ itemId, name: '', qty: 1 });
  });

  it('refuses a line id that is not one', () => {
    expect(parseForm(formOf({ itemId: 'x' }), lineForm, t).status).toBe('error');
  });

  it('reads a pickup store by the API’s store id, its name cut to a sane length', () => {
    const pickup = parseForm(formOf({ storeId: 'ST0001', storeName: 'S'.repeat(150) }), pickupForm, t);
    expect(pickup.status === 'success' && pickup.value.storeName).toHaveLength(100);
    expect(parseForm(formOf({ fromStoreId: 'ST0001', storeId: 'nope' }), moveStoreForm, t).status).toBe(
      'error',
    );
  });
});
