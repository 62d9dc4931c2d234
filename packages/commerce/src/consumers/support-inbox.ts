import {
  type AdminSupportCase,
  type AdminSupportCaseListQuery,
  type AdminSupportReplyRequest,
  DEFAULT_LOCALE,
  type SupportCaseStatus,
} from '@ridgeline/contracts';
import { translator } from '@ridgeline/contracts/messages/catalogue';
import { and, asc, type Db, type DbOrTx, desc, eq, type SQL, schema } from '@ridgeline/db';
import { type AuditActorType, recordAudit } from '../audit/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { queueEmail } from '../shared/outbox.ts';

const { supportCases, supportCaseReplies } = schema;

/** The operator working the inbox, as the audit log records them. */
export interface SupportActor {
  type: AuditActorType;
  id: string;
}

type CaseRow = typeof supportCases.$inferSelect;

const summaryView = (row: CaseRow) => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  email: row.email,
  category: row.category,
  subject: row.subject,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The inbox of contact-us messages and warranty cases, newest first, by status and kind. */
export async function supportInbox(db: DbOrTx, query: AdminSupportCaseListQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(supportCases.status, query.status));
  if (query.kind) filters.push(eq(supportCases.kind, query.kind));
  const rows = await db
    .select()
    .from(supportCases)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(supportCases.createdAt), asc(supportCases.id))
    .limit(query.pageSize + 1)
    .offset(query.start);
  return {
    items: rows.slice(0, query.pageSize).map(summaryView),
    start: query.start,
    pageSize: query.pageSize,
    hasMore: rows.length > query.pageSize,
  };
}

async function requireCase(db: DbOrTx, caseId: string, lock = false): Promise<CaseRow> {
  const select = db.select().from(supportCases).where(eq(supportCases.id, caseId));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw new CommerceError('MOD404', { caseId });
  return row;
}

/** One case with the shopper's message, its details and the replies sent, oldest first (MOD404 unknown). */
export async function supportCase(db: DbOrTx, caseId: string): Promise<AdminSupportCase> {
  const row = await requireCase(db, caseId);
  const replies = await db
    .select()
    .from(supportCaseReplies)
    .where(eq(supportCaseReplies.caseId, caseId))
    .orderBy(asc(supportCaseReplies.createdAt), asc(supportCaseReplies.id));
  return {
    ...summaryView(row),
    shopperId: row.shopperId,
    locale: row.locale,
    message: row.message,
    details: row.details ?? null,
    replies: replies.map((reply) => ({
      id: reply.id,
      operatorId: reply.operatorId,
      text: reply.text,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

/** Moves a case to new, in progress or closed; the same status again is allowed and changes nothing. */
export async function setSupportCaseStatus(
  db: Db,
  actor: SupportActor,
  caseId: string,
  status: SupportCaseStatus,
): Promise<AdminSupportCase> {
  await db.transaction(async (tx) => {
    const row = await requireCase(tx, caseId, true);
    if (row.status === status) return;
    await tx.update(supportCases).set({ status, updatedAt: new Date() }).where(eq(supportCases.id, caseId));
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'support_case.status',
      entityType: 'support_case',
      entityId: caseId,
      before: { status: row.status },
      after: { status },
    });
  });
  return supportCase(db, caseId);
}

/**
 * Replies to the shopper by email, through the outbox, in the language they wrote in; the reply is kept
 * on the case, which moves to in progress (or closed with `close`). A closed case is MOD410: reopen it.
 */
export async function replyToSupportCase(
  db: Db,
  actor: SupportActor,
  caseId: string,
  input: AdminSupportReplyRequest,
): Promise<AdminSupportCase> {
  await db.transaction(async (tx) => {
    const row = await requireCase(tx, caseId, true);
    if (row.status === 'closed') throw new CommerceError('MOD410', { caseId });
    const replyId = newId();
    const status: SupportCaseStatus = input.close ? 'closed' : 'in_progress';
    await tx
      .insert(supportCaseReplies)
      .values({ id: replyId, caseId, operatorId: actor.id, text: input.text });
    await tx.update(supportCases).set({ status, updatedAt: new Date() }).where(eq(supportCases.id, caseId));
    const locale = row.locale ?? DEFAULT_LOCALE;
    const t = translator(locale);
    await queueEmail(tx, {
      to: row.email,
      locale,
      subject: t('email.supportReply.subject', { caseId }),
      paragraphs: [t('email.supportReply.intro', { caseId }), input.text, t('email.supportReply.outro')],
      template: 'support-reply',
    });
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'support_case.reply',
      entityType: 'support_case',
      entityId: caseId,
      before: { status: row.status },
      after: { status, replyId, text: input.text },
    });
  });
  return supportCase(db, caseId);
}
