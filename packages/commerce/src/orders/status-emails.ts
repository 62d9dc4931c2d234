import { translator } from '@ridgeline/contracts/messages/catalogue';
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
