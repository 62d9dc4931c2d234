import type {
  AdminBrandAnswerRequest,
  AdminQuestion,
  AdminReview,
  AdminReviewListQuery,
  ModerationStatus,
} from '@ridgeline/contracts';
import { and, asc, type Db, type DbOrTx, desc, eq, gt, inArray, ne, schema } from '@ridgeline/db';
import { type AuditActorType, recordAudit } from '../audit/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { syncProductRating } from './rating.ts';

const { reviews, reviewFlags, questions, answers } = schema;

/** Who moderates: an operator (or the command line), as the audit log records it. */
export interface ModerationActor {
  type: AuditActorType;
  id: string;
}

export type ModerationDecision = 'approve' | 'reject';

/** The name shown with the brand's answers when the operator gives none. */
export const BRAND_NICKNAME = 'Ridgeline';

interface Page {
  start: number;
  pageSize: number;
}

/** One more row than the page says whether another page follows. */
function paged<T>(rows: T[], page: Page) {
  return {
    items: rows.slice(0, page.pageSize),
    start: page.start,
    pageSize: page.pageSize,
    hasMore: rows.length > page.pageSize,
  };
}

type ReviewRow = typeof reviews.$inferSelect;

async function reviewsWithFlags(db: DbOrTx, rows: ReviewRow[]): Promise<AdminReview[]> {
  const flags = rows.length
    ? await db
        .select()
        .from(reviewFlags)
        .where(
          inArray(
            reviewFlags.reviewId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(desc(reviewFlags.createdAt))
    : [];
  return rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    status: row.status,
    rating: row.rating,
    title: row.title,
    text: row.text,
    nickname: row.nickname,
    locale: row.locale,
    photoUrls: row.photoUrls,
    verifiedPurchase: row.verifiedPurchase,
    flagsCount: row.flagsCount,
    flags: flags
      .filter((flag) => flag.reviewId === row.id)
      .map((flag) => ({
        reason: flag.reason,
        comment: flag.comment,
        createdAt: flag.createdAt.toISOString(),
      })),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * A moderation queue of reviews, newest first: by status, or 'flagged' (reported since a moderator last
 * approved them, whatever their status but rejected), each with its reports.
 */
export async function reviewsToModerate(db: DbOrTx, query: AdminReviewListQuery) {
  const where =
    query.status === 'flagged'
      ? and(gt(reviews.flagsCount, 0), ne(reviews.status, 'rejected'))
      : eq(reviews.status, query.status);
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .limit(query.pageSize + 1)
    .offset(query.start);
  const page = paged(rows, query);
  return { ...page, items: await reviewsWithFlags(db, page.items) };
}

/**
 * Approves a review (listed, its reports cleared: a moderator has read them) or rejects it (hidden), and
 * updates the product's rating in the same transaction. A decision that changes nothing is MOD409.
 */
export async function moderateReview(
  db: Db,
  actor: ModerationActor,
  reviewId: string,
  decision: ModerationDecision,
): Promise<{ id: string; status: string }> {
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!review) throw new CommerceError('REV404', { reviewId });
    const status: ModerationStatus = decision === 'approve' ? 'approved' : 'rejected';
    const unchanged =
      decision === 'approve'
        ? review.status === 'approved' && review.flagsCount === 0
        : review.status === status;
    if (unchanged) throw new CommerceError('MOD409', { reviewId, status });
    const flagsCount = decision === 'approve' ? 0 : review.flagsCount;
    await tx.update(reviews).set({ status, flagsCount }).where(eq(reviews.id, reviewId));
    await syncProductRating(tx, review.productId);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: `review.${decision}`,
      entityType: 'review',
      entityId: reviewId,
      before: { status: review.status, flagsCount: review.flagsCount },
      after: { status, flagsCount },
    });
    return { id: reviewId, status };
  });
}

type QuestionRow = typeof questions.$inferSelect;

async function questionsWithAnswers(db: DbOrTx, rows: QuestionRow[]): Promise<AdminQuestion[]> {
  const answerRows = rows.length
    ? await db
        .select()
        .from(answers)
        .where(
          inArray(
            answers.questionId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(desc(answers.isStaff), asc(answers.createdAt))
    : [];
  return rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    status: row.status,
    text: row.text,
    nickname: row.nickname,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    answers: answerRows
      .filter((answer) => answer.questionId === row.id)
      .map((answer) => ({
        id: answer.id,
        text: answer.text,
        nickname: answer.nickname,
        isStaff: answer.isStaff,
        createdAt: answer.createdAt.toISOString(),
      })),
  }));
}

/** A moderation queue of questions by status, newest first, each with its answers. */
export async function questionsToModerate(
  db: DbOrTx,
  query: { status: ModerationStatus; start: number; pageSize: number },
) {
  const rows = await db
    .select()
    .from(questions)
    .where(eq(questions.status, query.status))
    .orderBy(desc(questions.createdAt), asc(questions.id))
    .limit(query.pageSize + 1)
    .offset(query.start);
  const page = paged(rows, query);
  return { ...page, items: await questionsWithAnswers(db, page.items) };
}

/** Approves (listed) or rejects (hidden) a question; a decision that changes nothing is MOD409. */
export async function moderateQuestion(
  db: Db,
  actor: ModerationActor,
  questionId: string,
  decision: ModerationDecision,
): Promise<{ id: string; status: string }> {
  return db.transaction(async (tx) => {
    const [question] = await tx.select().from(questions).where(eq(questions.id, questionId)).for('update');
    if (!question) throw new CommerceError('QNA404', { questionId });
    const status: ModerationStatus = decision === 'approve' ? 'approved' : 'rejected';
    if (question.status === status) throw new CommerceError('MOD409', { questionId, status });
    await tx.update(questions).set({ status }).where(eq(questions.id, questionId));
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: `question.${decision}`,
      entityType: 'question',
      entityId: questionId,
      before: { status: question.status },
      after: { status },
    });
    return { id: questionId, status };
  });
}

/**
 * The brand's answer to a question: an answer marked as staff's (the product page shows it first, as the
 * brand's), in the question's language. Answering a question waiting for approval approves it: the brand
 * would not answer what it does not publish. A rejected question is MOD409.
 */
export async function answerAsBrand(
  db: Db,
  actor: ModerationActor,
  questionId: string,
  input: AdminBrandAnswerRequest,
): Promise<AdminQuestion> {
  return db.transaction(async (tx) => {
    const [question] = await tx.select().from(questions).where(eq(questions.id, questionId)).for('update');
    if (!question) throw new CommerceError('QNA404', { questionId });
    if (question.status === 'rejected') throw new CommerceError('MOD409', { questionId, status: 'rejected' });
    const answerId = newId();
    const nickname = input.nickname ?? BRAND_NICKNAME;
    await tx.insert(answers).values({
      id: answerId,
      questionId,
      shopperId: null,
      nickname,
      text: input.text,
      isStaff: true,
      locale: question.locale,
    });
    if (question.status !== 'approved') {
      await tx.update(questions).set({ status: 'approved' }).where(eq(questions.id, questionId));
    }
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'question.brand_answer',
      entityType: 'question',
      entityId: questionId,
      before: { status: question.status },
      after: { status: 'approved', answerId, nickname, text: input.text },
    });
    const [updated] = await tx.select().from(questions).where(eq(questions.id, questionId));
    const [view] = await questionsWithAnswers(tx, [updated!]);
    return view!;
  });
}
