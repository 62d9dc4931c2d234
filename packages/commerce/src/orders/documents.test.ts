import { inflateSync } from 'node:zlib';
import type { Order } from '@ridgeline/contracts';
import { describe, expect, it } from 'vitest';
import { invoicePdf, returnLabelPdf } from './documents.ts';

/** WinAnsi's bytes that Latin-1 reads otherwise: the euro sign, bullet, quotes and dashes. */
const WIN_ANSI: Record<number, string> = { 128: '€', 146: '’', 149: '•', 150: '–', 151: '—' };

/** The texts drawn on a pdf-lib page: its content streams inflated, each `<hex> Tj` decoded (WinAnsi). */
function drawnTexts(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((match) => {
    const bytes = Buffer.from(match[1]!, 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return match[1]!;
    }
  });
  return streams.flatMap((stream) =>
    [...stream.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((m) =>
      [...Buffer.from(m[1]!, 'hex')].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join(''),
    ),
  );
}

const address = {
  firstName: 'Claire',
  lastName: 'Dubois',
  addressLine1: '12 rue du Lac',
  postalCode: 'H2X 1Y4',
  city: 'Montréal',
  province: 'QC',
  countryCode: 'CA',
};

const order = (locale: string, currency = 'CAD') =>
  ({
    orderNumber: 'RL-2001',
    locale,
    currency,
    placedAt: '2026-11-20T10:00:00.000Z',
    billingAddress: address,
    items: [{ name: 'Veste Summit', color: 'Rouge', size: 'M', qty: 1, price: { rowTotal: 12_000 } }],
    totals: {
      itemTotal: 12_000,
      totalDiscount: 0,
      shipping: 500,
      tax: 1_800,
      taxIncluded: false,
      total: 14_300,
    },
    promoSummary: [],
    paymentMethod: [{ code: 'CREDIT_CARD', amount: 14_300, card: { brand: 'visa', last4: '4242' } }],
    shipments: [{ address, giftOption: null }],
  }) as unknown as Order;

describe('order documents in the order’s language', () => {
  it('prints a French order’s invoice with French headings', async () => {
    const texts = drawnTexts(await invoicePdf(order('fr-ca')));
    expect(texts).toContain('Facture de la commande RL-2001');
    expect(texts).toEqual(
      expect.arrayContaining(['Article', 'Qté', 'Montant', 'Livraison', 'Taxes', 'Total']),
    );
    expect(texts).not.toContain('Shipping');
  });

  it('keeps the English invoice headings', async () => {
    const texts = drawnTexts(await invoicePdf(order('en-ca')));
    expect(texts).toEqual(
      expect.arrayContaining([
        'Invoice for order RL-2001',
        'Item',
        'Qty',
        'Amount',
        'Shipping',
        'Tax',
        'Total',
      ]),
    );
  });

  it('prints a German return label in German', async () => {
    const texts = drawnTexts(await returnLabelPdf(order('de-de'), 'RET-9'));
    expect(texts).toEqual(
      expect.arrayContaining(['Von:', 'An:', 'Bestellung: RL-2001', 'Rücksendenummer: RET-9']),
    );
  });

  it('names the returns centre in the order’s language, above its postal address', async () => {
    const texts = drawnTexts(await returnLabelPdf(order('fr-ca'), 'RET-10'));
    expect(texts).toEqual(
      expect.arrayContaining(['Centre de retours Ridgeline', '100 Distribution Way', 'Reno, NV 89502', 'US']),
    );
    expect(texts).not.toContain('Ridgeline Returns Centre');
  });

  it('writes a German shopper’s invoice date, payment and euro amounts as German does (decision 092)', async () => {
    const texts = drawnTexts(await invoicePdf(order('de-de', 'EUR')));
    expect(texts).toEqual(
      expect.arrayContaining([
        'Datum: 20. November 2026',
        '120,00 €',
        '143,00 €',
        'Bezahlt: Karte visa •••• 4242 143,00 €',
      ]),
    );
    expect(texts.join(' ')).not.toMatch(/2026-11-20|CREDIT_CARD/);
  });

  it('writes a French shopper’s invoice date and payment in French', async () => {
    const texts = drawnTexts(await invoicePdf(order('fr-fr', 'EUR')));
    expect(texts).toEqual(
      expect.arrayContaining(['Date : 20 novembre 2026', 'Payé : Carte visa •••• 4242 143,00 €']),
    );
  });
});
