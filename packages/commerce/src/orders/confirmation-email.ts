import { formatMoney, type Totals } from '@ridgeline/contracts';
import { newId } from '../shared/ids.ts';

const SUBJECTS: Record<string, string> = {
  en: 'Your Ridgeline order {orderNumber}',
  fr: 'Votre commande Ridgeline {orderNumber}',
  de: 'Ihre Ridgeline-Bestellung {orderNumber}',
};

/** What a confirmation lists: from the cart being ordered or from the stored order. */
export interface ConfirmationFacts {
  email: string;
  currency: string;
  totals: Totals;
  lines: { qty: number; name: string; color: string; size: string; rowTotal: number }[];
}

/** The outbox row for an order confirmation. */
export function orderConfirmationEmail(orderNumber: string, facts: ConfirmationFacts, locale: string) {
  const money = (amount: number) => formatMoney(amount, facts.currency, locale);
  const lines = facts.lines.map(
    (line) => `${line.qty} × ${line.name} (${line.color}, ${line.size}): ${money(line.rowTotal)}`,
  );
  const subject = (SUBJECTS[locale.slice(0, 2)] ?? SUBJECTS.en!).replace('{orderNumber}', orderNumber);
  const { totals } = facts;
  const textBody = [
    subject,
    '',
    ...lines,
    '',
    ...(totals.totalDiscount > 0 ? [`Discount: -${money(totals.totalDiscount)}`] : []),
    `Shipping: ${money(totals.shipping)}`,
    `Tax: ${money(totals.tax)}${totals.taxIncluded ? ' (included)' : ''}`,
    `Total: ${money(totals.total)}`,
  ].join('\n');
  return { id: newId(), toAddress: facts.email, subject, textBody, template: 'order-confirmation' };
}
