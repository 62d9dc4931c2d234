import { describe, expect, it } from 'vitest';
import { ApiError } from './api.server.ts';
import { couponForm, giftForm } from './cart/forms.server.ts';
import { constraintsOf, parseForm, refusalOf } from './forms.server.ts';
import { fieldErrorOf, formErrorOf, submittedValue } from './forms.ts';
import { translator } from './i18n.ts';

const t = translator('en-us');
const fr = translator('fr-fr');
const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};

describe('forms validated with the contracts schemas', () => {
  it('answers a missing field with the spec message in the shopper language, under the field', () => {
    const reply = parseForm(formOf({ code: '  ' }), couponForm, t).reply();
    expect(fieldErrorOf(reply, 'code')).toBe('This field is required');
    expect(fieldErrorOf(parseForm(formOf({}), couponForm, fr).reply(), 'code')).toBe(
      'Ce champ est obligatoire',
    );
    expect(formErrorOf(reply)).toBeUndefined();
  });

  it('uses a form’s own wording for a missing field, and keeps what was typed', () => {
    const reply = parseForm(
      formOf({ qty: '1', 'giftOption.to': '', 'giftOption.message': 'Hi' }),
      giftForm,
      t,
      {
        'giftOption.to': 'cart.gift.toRequired',
      },
    ).reply();
    expect(fieldErrorOf(reply, 'giftOption.to')).toBe('Please enter who the gift is for.');
    expect(submittedValue(reply, 'giftOption.message')).toBe('Hi');
  });

  it('gives the schema’s value on success, trimmed as the API would', () => {
    const submission = parseForm(formOf({ code: ' welcome10 ' }), couponForm, t);
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value.code).toBe('welcome10');
    const tooLong = parseForm(formOf({ code: 'A'.repeat(41) }), couponForm, t).reply();
    expect(fieldErrorOf(tooLong, 'code')).toBe('Must be at most 40 characters');
    const spaced = parseForm(formOf({ code: 'SAVE 10' }), couponForm, t).reply();
    expect(fieldErrorOf(spaced, 'code')).toBe('This value is not valid');
  });

  it('derives the inputs’ HTML constraints from the schema', () => {
    expect(constraintsOf(couponForm).code).toMatchObject({ required: true, maxLength: 40 });
    expect(constraintsOf(giftForm)['giftOption.to']).toMatchObject({ required: true, maxLength: 50 });
    expect(constraintsOf(giftForm)['giftOption.message']).toMatchObject({ maxLength: 250 });
  });
});

describe('the API refusal rule', () => {
  const refusal = (status: number, message: string) => new ApiError(status, [{ errorId: 'PRM130', message }]);

  it('shows a 4xx message as the API wrote it, and the generic message otherwise', () => {
    expect(refusalOf(refusal(400, 'This code is not valid.'), t)).toBe('This code is not valid.');
    expect(refusalOf(refusal(409, ''), t)).toBe('Something went wrong. Please try again.');
    expect(refusalOf(refusal(503, 'Upstream down'), t)).toBe('Something went wrong. Please try again.');
  });

  it('lets the router’s own answers (redirects) through', () => {
    const redirect = new Response(null, { status: 302, headers: { Location: '/' } });
    expect(() => refusalOf(redirect, t)).toThrow();
  });
});
