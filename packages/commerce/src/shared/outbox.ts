import { render } from '@react-email/components';
import { languageOf } from '@ridgeline/contracts';
import { translator } from '@ridgeline/contracts/messages/catalogue';
import { and, type DbOrTx, desc, eq, like, or, schema, sql } from '@ridgeline/db';
import { type EmailAction, EmailLayout } from './email-layout.tsx';
import { newId } from './ids.ts';

/** An email, its texts already in the recipient's language (from the message catalogue, decision 061). */
export interface Email {
  to: string;
  /** The recipient's locale: the request's, or the one stored with the order or sign-up. */
  locale: string;
  subject: string;
  /** The text body's paragraphs (a '\n' breaks a line within one); the HTML body shows the same. */
  paragraphs: readonly string[];
  /** The link the HTML body shows as a button (the text body shows the link itself). */
  action?: EmailAction | undefined;
  template: string;
  /** Hold it until then (a reminder that may become needless); by default it goes out at once. */
  sendAfter?: Date | undefined;
  /** What it is about (an order number), so that `withdrawEmail` can find it. */
  reference?: string | undefined;
}

/** The text body: the paragraphs, a blank line apart. */
export function emailText(email: Pick<Email, 'paragraphs'>): string {
  return email.paragraphs.join('\n\n');
}

/** The HTML body: the paragraphs in the email layout, in the recipient's language. */
export function emailHtml(email: Email): Promise<string> {
  const language = languageOf(email.locale);
  const footer = translator(language)('email.layout.footer', { email: email.to });
  return render(
    EmailLayout({
      language,
      subject: email.subject,
      paragraphs: email.paragraphs,
      action: email.action,
      footer,
    }),
  );
}

/** Queues an email with its text and HTML bodies; the mailer sends outbox rows (SMTP or the dev mailbox). */
export async function queueEmail(db: DbOrTx, email: Email): Promise<void> {
  await db.insert(schema.outbox).values({
    id: newId(),
    toAddress: email.to,
    subject: email.subject,
    textBody: emailText(email),
    htmlBody: await emailHtml(email),
    template: email.template,
    sendAfter: email.sendAfter ?? null,
    reference: email.reference ?? null,
  });
}

/**
 * Withdraws the queued, not yet sent emails of a template about a reference (status `withdrawn`): the
 * pending-payment reminder once the payment is settled either way. An email already sent stays as it was.
 */
export async function withdrawEmail(db: DbOrTx, template: string, reference: string): Promise<void> {
  const t = schema.outbox;
  await db
    .update(t)
    .set({ status: 'withdrawn' })
    .where(and(eq(t.status, 'pending'), eq(t.template, template), eq(t.reference, reference)));
}

export interface SentEmail {
  id: string;
  to: string;
  subject: string;
  template: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
}

/**
 * The emails queued to one address that mention a reference (an order number) in their subject or text,
 * newest first: the back-office shows what a shopper was sent about their order (decision 066).
 */
export async function emailsAbout(
  db: DbOrTx,
  to: string,
  reference: string,
  limit = 50,
): Promise<SentEmail[]> {
  const t = schema.outbox;
  const needle = `%${reference.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        sql`lower(${t.toAddress}) = ${to.trim().toLowerCase()}`,
        or(like(t.subject, needle), like(t.textBody, needle)),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    template: row.template,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  }));
}
