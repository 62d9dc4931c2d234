import { describe, expect, it } from 'vitest';
import { parseAddressForm } from './address.server.ts';
import { giftCardForm, orderGiftForm, placeOrderForm, rewardForm } from './checkout-forms.server.ts';
import { parseForm } from './forms.server.ts';
import { translator } from './i18n.ts';

const t = translator('en-us');
const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};
const address = {
  firstName: 'Ann',
  lastName: 'Smith',
  addressLine1: '1 Main Street',
  addressLine2: '',
  city: 'Boston',
  postalCode: '02110',
  countryCode: 'US',
  phone: '617 555 0100',
};

describe('checkout addresses', () => {
  it('reads the billing form’s prefixed fields and answers the address the API takes', () => {
    const billing = Object.fromEntries(
      Object.entries(address).map(([field, value]) => [`billing-${field}`, value]),
    );
    const parsed = parseAddressForm(formOf(billing), t, { withEmail: false, prefix: 'billing-' });
    expect(parsed.ok && parsed.address).toEqual({ ...address, addressLine2: undefined, phone: '6175550100' });
    expect(parsed.values.addressLine2).toBe('');
  });

  it('words each field’s first problem with the address rules’ messages and keeps what was typed', () => {
    const parsed = parseAddressForm(formOf({ ...address, firstName: 'A', email: 'not-an-email' }), t, {
      withEmail: true,
    });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors).toEqual({
      firstName: 'Must be at least 2 characters',
      email: 'Email is not valid',
    });
    expect(parsed.values.email).toBe('not-an-email');
  });
});

describe('checkout payment and summary forms', () => {
  it('drops spaces and dashes from a gift card number, and leaves an empty one to the API', () => {
    const typed = parseForm(formOf({ giftCardNumber: '1234-5678 9012' }), giftCardForm, t);
    expect(typed.status === 'success' && typed.value.giftCardNumber).toBe('123456789012');
    const empty = parseForm(formOf({}), giftCardForm, t);
    expect(empty.status === 'success' && empty.value.giftCardNumber).toBeUndefined();
  });

  it('reads a voucher’s points, zero removing it', () => {
    const chosen = parseForm(formOf({ points: '500' }), rewardForm, t);
    expect(chosen.status === 'success' && chosen.value.points).toBe(500);
    const none = parseForm(formOf({ points: '0' }), rewardForm, t);
    expect(none.status === 'success' && none.value.points).toBe(0);
  });

  it('reads the gift option’s checkboxes and trims its message', () => {
    const gift = parseForm(formOf({ wrap: 'on', message: '  Happy birthday ' }), orderGiftForm, t);
    expect(gift.status === 'success' && gift.value).toEqual({
      wrap: true,
      giftReceipt: false,
      message: 'Happy birthday',
    });
  });

  it('never refuses a place-order post: a key that is not one is dropped', () => {
    const placing = parseForm(formOf({ idempotencyKey: 'not-a-key', dialog: '1' }), placeOrderForm, t);
    expect(placing.status === 'success' && placing.value).toEqual({ dialog: '1' });
  });
});
