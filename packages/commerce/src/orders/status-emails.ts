import { newId } from '../shared/ids.ts';

const TEXT = {
  shipped: {
    en: ['Your Ridgeline order {orderNumber} is on its way', 'Tracking number: {tracking}'],
    fr: ['Votre commande Ridgeline {orderNumber} est en route', 'Numéro de suivi : {tracking}'],
    de: ['Ihre Ridgeline-Bestellung {orderNumber} ist unterwegs', 'Sendungsnummer: {tracking}'],
  },
  cancelled: {
    en: ['Your Ridgeline order {orderNumber} is cancelled', 'Any payment taken has been released.'],
    fr: ['Votre commande Ridgeline {orderNumber} est annulée', 'Tout paiement a été libéré.'],
    de: ['Ihre Ridgeline-Bestellung {orderNumber} wurde storniert', 'Zahlungen wurden freigegeben.'],
  },
} as const;

/** Outbox rows for the shipped and cancelled notices, in the order's language. */
export function orderStatusEmail(
  kind: keyof typeof TEXT,
  order: { orderNumber: string; email: string; locale: string },
  values: Record<string, string> = {},
) {
  const language = order.locale.slice(0, 2) as 'en' | 'fr' | 'de';
  const [subject, line] = (TEXT[kind][language] ?? TEXT[kind].en).map((text) =>
    text.replace(/\{(\w+)\}/g, (_m, key: string) =>
      key === 'orderNumber' ? order.orderNumber : (values[key] ?? ''),
    ),
  ) as [string, string];
  return {
    id: newId(),
    toAddress: order.email,
    subject,
    textBody: `${subject}\n\n${line}`,
    template: `order-${kind}`,
  };
}
