import { type Db, desc, ne, schema } from '@ridgeline/db';

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  template: string;
  createdAt: string;
}

/**
 * The latest queued emails, newest first: the development mailbox (no SMTP server configured). A held email
 * shows at once; a withdrawn one (a pending-payment reminder after the payment) never reaches a shopper, so
 * it is not shown.
 */
export async function latestEmails(db: Db, limit = 50): Promise<MailboxMessage[]> {
  const rows = await db
    .select()
    .from(schema.outbox)
    .where(ne(schema.outbox.status, 'withdrawn'))
    .orderBy(desc(schema.outbox.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    template: row.template,
    createdAt: row.createdAt.toISOString(),
  }));
}
