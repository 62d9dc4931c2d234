import { formatMoney, type Order } from '@ridgeline/contracts';
import { translator } from '@ridgeline/contracts/messages/catalogue';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { labelOf } from '../shared/labels.ts';

/** The standard PDF fonts speak WinAnsi: keep Latin-1 (plus € and dashes) and swap the rest. */
const printable = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\x20-\x7e\u00a0-\u00ff€–—•]/g, '?');

interface Pen {
  text(value: string, x: number, y: number, size?: number, bold?: boolean): void;
}

/** Lines top to bottom from (x, y), 14 points apart. */
function block(pen: Pen, lines: string[], x: number, y: number) {
  for (const [i, line] of lines.entries()) pen.text(line, x, y - i * 14);
}

async function newDocument(title: string): Promise<{ pdf: PDFDocument; pen: Pen }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Ridgeline');
  pdf.setCreationDate(new Date(0));
  const page = pdf.addPage([595, 842]);
  const fonts: Record<'regular' | 'bold', PDFFont> = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const pen: Pen = {
    text: (value, x, y, size = 10, bold = false) =>
      page.drawText(printable(value), {
        x,
        y,
        size,
        font: bold ? fonts.bold : fonts.regular,
        color: rgb(0.1, 0.1, 0.1),
      }),
  };
  return { pdf, pen };
}

const addressLines = (address: Order['billingAddress']) => [
  `${address.firstName} ${address.lastName}`,
  address.addressLine1,
  ...(address.addressLine2 ? [address.addressLine2] : []),
  `${address.postalCode} ${address.city}${address.province ? `, ${address.province}` : ''}`,
  address.countryCode,
];

/** A day as the order's locale writes it in full ("20 November 2026", "20 novembre 2026", "20. November 2026"). */
const longDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** The order's invoice, in the order's language: lines, discounts, shipping, tax and payments. */
export async function invoicePdf(order: Order): Promise<Uint8Array> {
  const t = translator(order.locale);
  const money = (amount: number) => formatMoney(amount, order.currency, order.locale);
  const { orderNumber } = order;
  const { pdf, pen } = await newDocument(t('document.invoice.title', { orderNumber }));
  pen.text('Ridgeline', 50, 790, 20, true);
  pen.text(t('document.invoice.heading', { orderNumber }), 50, 760, 14, true);
  pen.text(t('document.invoice.date', { date: longDate(order.placedAt, order.locale) }), 50, 742);
  block(pen, addressLines(order.billingAddress), 50, 715);
  let y = 630;
  pen.text(t('document.invoice.item'), 50, y, 10, true);
  pen.text(t('document.invoice.qty'), 370, y, 10, true);
  pen.text(t('document.invoice.amount'), 470, y, 10, true);
  for (const item of order.items) {
    y -= 16;
    pen.text(`${item.name} (${item.color}, ${item.size})`.slice(0, 60), 50, y);
    pen.text(String(item.qty), 370, y);
    pen.text(money(item.price.rowTotal), 470, y);
    // Customs (decision 045): the design made, under its line.
    if (item.customsSummary) {
      y -= 12;
      pen.text(t('document.invoice.customDesign', { summary: item.customsSummary }).slice(0, 90), 60, y, 8);
    }
  }
  const totals: [string, number][] = [
    [t('document.invoice.items'), order.totals.itemTotal],
    [t('document.invoice.discount'), -order.totals.totalDiscount],
    [t('document.invoice.shipping'), order.totals.shipping],
    [t(order.totals.taxIncluded ? 'document.invoice.taxIncluded' : 'document.invoice.tax'), order.totals.tax],
    [t('document.invoice.total'), order.totals.total],
  ];
  y -= 30;
  for (const [index, [label, amount]] of totals.entries()) {
    const isTotal = index === totals.length - 1;
    pen.text(label, 370, y, 10, isTotal);
    pen.text(money(amount), 470, y, 10, isTotal);
    y -= 16;
  }
  for (const promotion of order.promoSummary) {
    y -= 4;
    pen.text(t('document.invoice.promotion', { name: promotion.promotionName }), 50, y);
    y -= 12;
  }
  y -= 10;
  for (const payment of order.paymentMethod) {
    const instrument = payment.card
      ? `${payment.card.brand} •••• ${payment.card.last4}`
      : (payment.giftCard?.maskedNumber ?? payment.code);
    pen.text(
      t('document.invoice.paid', {
        code: labelOf(order.locale, `document.invoice.method.${payment.code}`, payment.code),
        instrument,
        amount: money(payment.amount),
      }),
      50,
      y,
    );
    y -= 14;
  }
  const gift = order.shipments[0]?.giftOption;
  if (gift) {
    y -= 10;
    const what = [
      ...(gift.wrap ? [t('document.invoice.giftWrapped')] : []),
      ...(gift.giftReceipt ? [t('document.invoice.giftReceipt')] : []),
    ];
    const heading = what.length
      ? t('document.invoice.giftOrderWith', { what: what.join(', ') })
      : t('document.invoice.giftOrder');
    pen.text(heading, 50, y, 10, true);
    // The message (up to 200 characters) wraps at about 90 characters a line.
    const lines =
      t('document.invoice.giftMessage', { message: gift.message ?? '' }).match(/.{1,90}(?:\s+|$)|.{90}/g) ??
      [];
    if (gift.message) block(pen, lines, 50, y - 14);
  }
  return pdf.save();
}

/** Where returned parcels go (a US postal address, the same on every label). */
const RETURNS_CENTRE_ADDRESS = ['100 Distribution Way', 'Reno, NV 89502', 'US'];

/** A prepaid return label addressed to the returns centre, with the order and a return reference. */
export async function returnLabelPdf(order: Order, returnReference: string): Promise<Uint8Array> {
  const t = translator(order.locale);
  const { orderNumber } = order;
  const { pdf, pen } = await newDocument(t('document.returnLabel.title', { orderNumber }));
  pen.text(t('document.returnLabel.heading'), 50, 790, 18, true);
  pen.text(t('document.returnLabel.from'), 50, 750, 10, true);
  block(pen, addressLines(order.shipments.find((s) => s.address)?.address ?? order.billingAddress), 50, 735);
  pen.text(t('document.returnLabel.to'), 320, 750, 10, true);
  // The centre's name reads in the order's language; its street, town and country are the postal address.
  block(pen, [t('document.returnLabel.centre'), ...RETURNS_CENTRE_ADDRESS], 320, 735);
  pen.text(t('document.returnLabel.order', { orderNumber }), 50, 620, 14, true);
  pen.text(t('document.returnLabel.reference', { reference: returnReference }), 50, 600, 14, true);
  block(
    pen,
    order.items.map((item) => `${item.qty} × ${item.name} (${item.color}, ${item.size})`),
    50,
    570,
  );
  return pdf.save();
}
