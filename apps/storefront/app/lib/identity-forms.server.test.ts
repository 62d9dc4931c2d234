import { describe, expect, it } from 'vitest';
import { contactForm, contactMessages } from './account-forms.server.ts';
import { intentOf, parseForm, replyOf } from './forms.server.ts';
import { fieldErrorOf, submittedValue } from './forms.ts';
import { translator } from './i18n.ts';
import { changePasswordForm, interestsForm, lookupForm, signinForm } from './identity-forms.server.ts';
import { orderLookupForm } from './order-detail.server.ts';

const t = translator('en-us');
const fr = translator('fr-fr');
const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe('identity, account and order forms on the contracts schemas', () => {
  it('says a form rule of its own (password strength, confirmation) in the shopper language', () => {
    const form = formOf([
      ['currentPassword', 'old'],
      ['password', 'short'],
      ['confirmPassword', 'other'],
    ]);
    const reply = parseForm(form, changePasswordForm, t).reply();
    expect(fieldErrorOf(reply, 'password')).toBe('The password must have at least 8 characters.');
    expect(fieldErrorOf(reply, 'confirmPassword')).toBe('The passwords do not match.');
    expect(fieldErrorOf(parseForm(form, changePasswordForm, fr).reply(), 'confirmPassword')).toBe(
      fr('identity.password.mismatch'),
    );
  });

  it('says a malformed email with the spec message, not the generic one', () => {
    const reply = parseForm(formOf([['email', 'not-an-email']]), lookupForm, t).reply();
    expect(fieldErrorOf(reply, 'email')).toBe('Email is not valid');
  });

  it('never sends a password back with the typed values', () => {
    const submission = parseForm(
      formOf([
        ['email', 'a@b.co'],
        ['password', 'secret'],
      ]),
      signinForm,
      t,
    );
    const reply = replyOf(submission, { formErrors: ['refused'], hideFields: ['password'] });
    expect(submittedValue(reply, 'email')).toBe('a@b.co');
    expect(submittedValue(reply, 'password')).toBe('');
  });

  it('takes an order number as typed (spaced, lower case) and names a wrong one', () => {
    const found = parseForm(
      formOf([
        ['email', 'a@b.co'],
        ['orderNumber', 'rl 0123456789'],
      ]),
      orderLookupForm,
      t,
    );
    expect(found.status === 'success' ? found.value.orderNumber : null).toBe('RL0123456789');
    const wrong = parseForm(
      formOf([
        ['email', 'a@b.co'],
        ['orderNumber', 'x1'],
      ]),
      orderLookupForm,
      t,
    ).reply();
    expect(fieldErrorOf(wrong, 'orderNumber')).toBe(t('orders.lookup.orderNumberInvalid'));
  });

  it('keeps only the shop’s interests, and none ticked is an empty choice', () => {
    const form = interestsForm(['hiking', 'climbing']);
    const ticked = parseForm(
      formOf([
        ['interests', 'hiking'],
        ['interests', 'diving'],
      ]),
      form,
      t,
    );
    expect(ticked.status === 'success' ? ticked.value.interests : null).toBe('hiking');
    const none = parseForm(formOf([]), form, t);
    expect(none.status === 'success' ? none.value.interests : null).toBe('');
  });

  it('asks for a topic when none is chosen', () => {
    const reply = parseForm(formOf([['message', 'Hi']]), contactForm, t, contactMessages).reply();
    expect(fieldErrorOf(reply, 'topic')).toBe(t('account.contact.chooseTopic'));
  });

  it('reads only the intents a page knows', () => {
    expect(intentOf(formOf([['intent', 'main']]), ['save', 'main'])).toBe('main');
    expect(intentOf(formOf([['intent', 'drop']]), ['save', 'main'])).toBeUndefined();
  });
});
