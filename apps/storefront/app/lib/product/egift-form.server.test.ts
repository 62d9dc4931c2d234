import { describe, expect, it } from 'vitest';
import { translator } from '../i18n.ts';
import { validateEGift } from './egift-form.server.ts';

const t = translator('en-us');
const money = (minor: number) => `$${minor / 100}`;
const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};
const filled = { recipientName: 'Ann', recipientEmail: 'ann@example.com', senderName: 'Bo' };

describe('e-gift card form', () => {
  it('asks for the recipient and sender, under their fields', () => {
    const { input, errors } = validateEGift(formOf({ amount: '5000' }), t, money);
    expect(input).toBeNull();
    expect(errors).toEqual({
      recipientName: 'Enter this information',
      recipientEmail: 'Enter this information',
      senderName: 'Enter this information',
    });
  });

  it('checks another amount against the limits and the fields against the gift option’s bounds', () => {
    const { errors } = validateEGift(
      formOf({
        ...filled,
        amount: 'custom',
        customAmount: '5',
        recipientEmail: 'nope',
        message: 'm'.repeat(251),
      }),
      t,
      money,
    );
    expect(errors).toEqual({
      customAmount: 'Enter an amount from $10 to $500',
      recipientEmail: 'Enter an email address such as name@example.com',
      message: 'Use at most 250 characters',
    });
  });

  it('answers the add-item request’s amount in minor units and the gift option', () => {
    const { input, errors } = validateEGift(
      formOf({ ...filled, amount: 'custom', customAmount: '75,50', message: ' Enjoy ' }),
      t,
      money,
    );
    expect(errors).toEqual({});
    expect(input).toEqual({
      customAmount: 7550,
      giftOption: { to: 'Ann', email: 'ann@example.com', from: 'Bo', message: 'Enjoy' },
    });
  });
});
