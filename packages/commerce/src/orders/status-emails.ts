import { translator } from '@ridgeline/contracts/messages/catalogue';
import { storefrontLink } from '../shared/links.ts';
import type { Email } from '../shared/outbox.ts';

const KEYS = {
  shipped: ['email.shipped.subject', 'email.shipped.body'],
  cancelled: ['email.cancelled.subject', 'email.cancelled.body'],
} as const;

/** The shipped and cancelled notices (queued with queueEmail), in the order's language. */
export function orderStatusEmail(
  kind: keyof typeof KEYS,
  order: { orderNumber: string; email: string; locale: string },
  values: Record<string, string> = {},
): Email {
  const t = translator(order.locale);
  const [subjectKey, bodyKey] = KEYS[kind];
  const filled = { tracking: '', ...values, orderNumber: order.orderNumber };
  const subject = t(subjectKey, filled);
  return {
    to: order.email,
    locale: order.locale,
    subject,
    paragraphs: [subject, t(bodyKey, filled)],
    template: `order-${kind}`,
  };
}

/**
 * Sent when an order goes pending (a 3-D Secure challenge): a shopper who closes the browser during the
 * challenge can come back, finish paying or cancel. The link carries the order's lookup token (decision
 * 037), so it works for guests and in another browser; the storefront drops it from the address bar.
 */
export function pendingAuthenticationEmail(
  order: { orderNumber: string; email: string; locale: string; lookupToken: string },
  holdMinutes: number,
): Email {
  const t = translator(order.locale);
  const link = storefrontLink(
    order.locale,
    `/order-status/${order.orderNumber}?st=${encodeURIComponent(order.lookupToken)}`,
  );
  const values = { orderNumber: order.orderNumber, minutes: holdMinutes };
  const subject = t('email.pending.subject', values);
  return {
    to: order.email,
    locale: order.locale,
    subject,
    paragraphs: [subject, t('email.pending.body', values), link],
    action: { href: link, label: t('email.pending.action') },
    template: 'order-pending-authentication',
  };
}
