import type { AdminOutboxEmail, AdminOutboxListQuery } from '@ridgeline/contracts';
import { type Db, type DbOrTx, desc, eq, schema, sql } from '@ridgeline/db';
import { type AuditActorType, recordAudit } from '../audit/index.ts';
import { CommerceError } from './errors.ts';
import { newId } from './ids.ts';

/**
 * The back-office's outbox (decision 068): every email the shop queued, newest first, and a resend as a new
 * row (the original stays as it was sent). It replaces the open development mailbox for operators.
 */

const { outbox } = schema;
type OutboxRow = typeof outbox.$inferSelect;

const summaryView = (row: OutboxRow) => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  template: row.template,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt ? row.sentAt.toISOString() : null,
});

/** Emails newest first; `to` matches the recipient's address by its beginning, whatever its case. */
export async function listOutbox(db: DbOrTx, query: AdminOutboxListQuery) {
  const prefix = query.to ? `${query.to.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select()
    .from(outbox)
    .where(prefix ? sql`lower(${outbox.toAddress}) like ${prefix}` : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(query.pageSize + 1)
    .offset(query.start);
  return {
    items: rows.slice(0, query.pageSize).map(summaryView),
    start: query.start,
    pageSize: query.pageSize,
    hasMore: rows.length > query.pageSize,
  };
}

async function requireEmail(db: DbOrTx, emailId: string): Promise<OutboxRow> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, emailId));
  if (!row) throw new CommerceError('MOD411', { emailId });
  return row;
}

/** One email with its text and HTML bodies (MOD411 unknown). */
export async function outboxEmail(db: DbOrTx, emailId: string): Promise<AdminOutboxEmail> {
  const row = await requireEmail(db, emailId);
  return { ...summaryView(row), textBody: row.textBody, htmlBody: row.htmlBody };
}

/** Queues the same email again as a new row, audited; the mailer sends it like any other. */
export async function resendOutboxEmail(
  db: Db,
  actor: { type: AuditActorType; id: string },
  emailId: string,
): Promise<AdminOutboxEmail> {
  const copyId = newId();
  await db.transaction(async (tx) => {
    const row = await requireEmail(tx, emailId);
    await tx.insert(outbox).values({
      id: copyId,
      toAddress: row.toAddress,
      subject: row.subject,
      textBody: row.textBody,
      htmlBody: row.htmlBody,
      template: row.template,
    });
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'email.resend',
      entityType: 'email',
      entityId: emailId,
      before: null,
      after: { resentAs: copyId, to: row.toAddress, template: row.template },
    });
  });
  return outboxEmail(db, copyId);
}

/**
 * The erasure's part of the outbox (decision 073): the emails sent to the person keep their date, subject
 * and template (what was sent, when) but lose the address and the words; one not yet sent is not sent.
 */
export async function forgetRecipient(tx: DbOrTx, email: string, erasedEmail: string): Promise<void> {
  await tx
    .update(outbox)
    .set({
      toAddress: erasedEmail,
      textBody: '',
      htmlBody: null,
      status: sql`case when ${outbox.status} = 'pending' then 'cancelled' else ${outbox.status} end`,
    })
    .where(sql`lower(${outbox.toAddress}) = ${email.toLowerCase()}`);
}
