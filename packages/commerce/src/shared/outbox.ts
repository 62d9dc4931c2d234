import { type DbOrTx, schema } from '@ridgeline/db';
import { newId } from './ids.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
  template: string;
}

/** Queues an email; the mailer sends outbox rows (SMTP or the dev mailbox). */
export async function queueEmail(db: DbOrTx, email: Email): Promise<void> {
  await db.insert(schema.outbox).values({
    id: newId(),
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    template: email.template,
  });
}
