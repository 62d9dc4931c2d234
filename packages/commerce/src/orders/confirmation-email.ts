import { formatMoney, type Totals } from '@ridgeline/contracts';
import { translator } from '@ridgeline/contracts/messages/catalogue';
import type { Email } from '../shared/outbox.ts';

/** What a confirmation lists: from the cart being ordered or from the stored order. */
export interface ConfirmationFacts {
  email: string;
  currency: string;
  totals: Totals;
  lines: { qty: number; name: string; color: string; size: string; rowTotal: number }[];
}

/** The email confirming an order (queued with queueEmail), in the order's language. */
export function orderConfirmationEmail(orderNumber: string, facts: ConfirmationFacts, locale: string): Email {
  const t = translator(locale);
  const money = (amount: number) => formatMoney(amount, facts.currency, locale);
  const lines = facts.lines.map((line) =>
    t('email.order.line', {
      qty: String(line.qty),
      name: line.name,
      color: line.color,
      size: line.size,
      amount: money(line.rowTotal),
    }),
  );
  const subject = t('email.order.subject', { orderNumber });
  const { totals } = facts;
  const sums = [
    ...(totals.totalDiscount > 0 ? [t('email.order.discount', { amount: money(totals.totalDiscount) })] : []),
    t('email.order.shipping', { amount: money(totals.shipping) }),
    t(totals.taxIncluded ? 'email.order.taxIncluded' : 'email.order.tax', { amount: money(totals.tax) }),
    t('email.order.total', { amount: money(totals.total) }),
  ];
  return {
    to: facts.email,
    locale,
    subject,
    paragraphs: [subject, lines.join('\n'), sums.join('\n')],
    template: 'order-confirmation',
  };
}
