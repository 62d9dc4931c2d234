import { type Db, desc, schema } from '@ridgeline/db';

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  template: string;
  createdAt: string;
}

/** The latest queued emails, newest first: the development mailbox (no SMTP server configured). */
export async function latestEmails(db: Db, limit = 50): Promise<MailboxMessage[]> {
  const rows = await db.select().from(schema.outbox).orderBy(desc(schema.outbox.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    template: row.template,
    createdAt: row.createdAt.toISOString(),
  }));
}
