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

export const PENDING_AUTHENTICATION_TEMPLATE = 'order-pending-authentication';

/**
 * Sent a few minutes after an order goes pending (a 3-D Secure challenge), and withdrawn if the challenge
 * ends before: a shopper who closed the browser during the challenge can come back, finish paying or
 * cancel. The link carries the order's lookup token (decision 037), so it works for guests and in another
 * browser; the storefront drops it from the address bar.
 */
export function pendingAuthenticationEmail(
  order: { orderNumber: string; email: string; locale: string; lookupToken: string },
  timing: { holdMinutes: number; delayMinutes: number },
  now = new Date(),
): Email {
  const t = translator(order.locale);
  const link = storefrontLink(
    order.locale,
    `/order-status/${order.orderNumber}?st=${encodeURIComponent(order.lookupToken)}`,
  );
  // Sent `delayMinutes` after the order went pending, it tells what is left of the hold.
  const values = { orderNumber: order.orderNumber, minutes: timing.holdMinutes - timing.delayMinutes };
  const subject = t('email.pending.subject', values);
  return {
    to: order.email,
    locale: order.locale,
    subject,
    paragraphs: [subject, t('email.pending.body', values), link],
    action: { href: link, label: t('email.pending.action') },
    template: PENDING_AUTHENTICATION_TEMPLATE,
    sendAfter: new Date(now.getTime() + timing.delayMinutes * 60_000),
    reference: order.orderNumber,
  };
}
