import { describe, expect, it } from 'vitest';
import { eGiftEmail } from '../giftcards/egift.ts';
import { orderConfirmationEmail } from '../orders/confirmation-email.ts';
import { orderStatusEmail } from '../orders/status-emails.ts';
import { emailHtml, emailText } from './outbox.ts';

const totals = {
  subtotal: 12_000,
  totalDiscount: 0,
  shipping: 500,
  tax: 0,
  taxIncluded: true,
  total: 12_500,
} as never;

describe('emails from the catalogue', () => {
  it('confirms a French order in French, text and HTML', async () => {
    const email = orderConfirmationEmail(
      'RL-1001',
      {
        email: 'claire@example.com',
        currency: 'CAD',
        totals,
        lines: [{ qty: 1, name: 'Veste Summit', color: 'Rouge', size: 'M', rowTotal: 12_000 }],
      },
      'fr-ca',
    );
    expect(email.subject).toBe('Votre commande Ridgeline RL-1001');
    expect(emailText(email)).toContain('Livraison : ');
    expect(emailText(email)).toContain('Taxes : ');
    const html = await emailHtml(email);
    expect(html).toMatch(/<html[^>]* lang="fr"/);
    expect(html).toContain('1 × Veste Summit (Rouge, M) : ');
    expect(html).toContain('Cet e-mail a été envoyé à claire@example.com');
  });

  it('keeps the English confirmation text as it was', () => {
    const email = orderConfirmationEmail(
      'RL-1002',
      {
        email: 'sam@example.com',
        currency: 'USD',
        totals: { ...(totals as object), taxIncluded: false, tax: 900 } as never,
        lines: [{ qty: 2, name: 'Trail Sock', color: 'Grey', size: 'L', rowTotal: 2_000 }],
      },
      'en-us',
    );
    expect(emailText(email)).toBe(
      'Your Ridgeline order RL-1002\n\n2 × Trail Sock (Grey, L): $20.00\n\nShipping: $5.00\nTax: $9.00\nTotal: $125.00',
    );
  });

  it('tells a German shopper the order shipped, in German', async () => {
    const email = orderStatusEmail(
      'shipped',
      { orderNumber: 'RL-1003', email: 'jonas@example.com', locale: 'de-de' },
      { tracking: '1Z999' },
    );
    expect(emailText(email)).toBe('Ihre Ridgeline-Bestellung RL-1003 ist unterwegs\n\nSendungsnummer: 1Z999');
    expect(await emailHtml(email)).toContain('Sendungsnummer: 1Z999');
  });

  it('shows the giver’s message in the e-gift HTML as text, never as markup', async () => {
    const email = eGiftEmail(
      { locale: 'en-us', currency: 'USD' },
      { to: 'Ana', from: 'Ben', email: 'ana@example.com', message: '<b>Happy trails!</b>' },
      { number: '1234567812345678', balance: 5_000 },
      false,
    );
    const html = await emailHtml(email);
    expect(emailText(email)).toContain('<b>Happy trails!</b>');
    expect(html).toContain('&lt;b&gt;Happy trails!&lt;/b&gt;');
    expect(html).toContain('Gift card number: 1234 5678 1234 5678');
  });
});
