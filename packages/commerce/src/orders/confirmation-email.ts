import { type Cart, formatMoney } from '@ridgeline/contracts';
import { newId } from '../shared/ids.ts';

const SUBJECTS: Record<string, string> = {
  en: 'Your Ridgeline order {orderNumber}',
  fr: 'Votre commande Ridgeline {orderNumber}',
  de: 'Ihre Ridgeline-Bestellung {orderNumber}',
};

/** The outbox row for an order confirmation. */
export function orderConfirmationEmail(orderNumber: string, cart: Cart, locale: string) {
  const money = (amount: number) => formatMoney(amount, cart.currency, locale);
  const lines = cart.items.map(
    (item) => `${item.qty} × ${item.name} (${item.color.label}, ${item.size}): ${money(item.price.rowTotal)}`,
  );
  const subject = (SUBJECTS[locale.slice(0, 2)] ?? SUBJECTS.en!).replace('{orderNumber}', orderNumber);
  const textBody = [
    subject,
    '',
    ...lines,
    '',
    `Shipping: ${money(cart.totals.shipping)}`,
    `Tax: ${money(cart.totals.tax)}${cart.totals.taxIncluded ? ' (included)' : ''}`,
    `Total: ${money(cart.totals.total)}`,
  ].join('\n');
  return { id: newId(), toAddress: cart.email ?? '', subject, textBody, template: 'order-confirmation' };
}
