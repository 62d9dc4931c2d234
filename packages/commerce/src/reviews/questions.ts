import type { Question, QuestionListResponse, VoteResponse } from '@ridgeline/contracts';
import { and, asc, count, type Db, type DbOrTx, desc, eq, inArray, schema, sql } from '@ridgeline/db';
import { requireMasterId } from '../catalog/index.ts';
import { reviewModerationOf } from '../settings/index.ts';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';

const { questions, answers } = schema;
const DEFAULT_NICKNAME = 'Shopper';

type AnswerRow = typeof answers.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;

const answerView = (row: AnswerRow) => ({
  id: row.id,
  text: row.text,
  nickname: row.nickname,
  isStaff: row.isStaff,
  helpfulYes: row.helpfulYes,
  helpfulNo: row.helpfulNo,
  createdAt: row.createdAt.toISOString(),
});

const questionView = (row: QuestionRow, rows: AnswerRow[]): Question => ({
  id: row.id,
  text: row.text,
  nickname: row.nickname,
  createdAt: row.createdAt.toISOString(),
  answers: rows.filter((answer) => answer.questionId === row.id).map(answerView),
});

/**
 * Approved questions about a product, newest first, each with its answers (the brand's first, then most
 * helpful). Pending and rejected questions (decision 068) are the moderators'.
 */
export async function listQuestions(
  db: DbOrTx,
  productId: string,
  page: { start: number; count: number },
): Promise<QuestionListResponse> {
  const masterId = await requireMasterId(db, productId);
  const listed = and(eq(questions.productId, masterId), eq(questions.status, 'approved'));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(questions).where(listed),
    db
      .select()
      .from(questions)
      .where(listed)
      .orderBy(desc(questions.createdAt), asc(questions.id))
      .limit(page.count)
      .offset(page.start),
  ]);
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
        .orderBy(
          desc(answers.isStaff),
          desc(sql`${answers.helpfulYes} - ${answers.helpfulNo}`),
          asc(answers.createdAt),
        )
    : [];
  return {
    productId: masterId,
    total: total?.n ?? 0,
    start: page.start,
    count: rows.length,
    questions: rows.map((row) => questionView(row, answerRows)),
  };
}

export async function askQuestion(
  db: DbOrTx,
  ctx: ShopContext,
  shopperId: string,
  productId: string,
  input: { text: string; nickname?: string | undefined },
): Promise<Question> {
  const masterId = await requireMasterId(db, productId);
  // The site's setting (decision 073): listed at once, or waiting for a moderator.
  const status = (await reviewModerationOf(db, ctx.siteId)) === 'pre' ? 'pending' : 'approved';
  const [row] = await db
    .insert(questions)
    .values({
      id: newId(),
      productId: masterId,
      shopperId,
      nickname: input.nickname ?? DEFAULT_NICKNAME,
      text: input.text,
      locale: ctx.locale,
      status,
    })
    .returning();
  const asked = questionView(row!, []);
  return row!.status === 'pending' ? { ...asked, awaitingModeration: true } : asked;
}

async function requireQuestion(db: DbOrTx, productId: string, questionId: string) {
  const masterId = await requireMasterId(db, productId);
  const [question] = await db
    .select()
    .from(questions)
    .where(
      and(eq(questions.id, questionId), eq(questions.productId, masterId), eq(questions.status, 'approved')),
    );
  if (!question) throw new CommerceError('QNA404', { questionId });
  return question;
}

/** A shopper's answer; the question comes back with all its answers. */
export async function answerQuestion(
  db: DbOrTx,
  ctx: ShopContext,
  shopperId: string,
  productId: string,
  questionId: string,
  input: { text: string; nickname?: string | undefined },
): Promise<Question> {
  const question = await requireQuestion(db, productId, questionId);
  await db.insert(answers).values({
    id: newId(),
    questionId,
    shopperId,
    nickname: input.nickname ?? DEFAULT_NICKNAME,
    text: input.text,
    locale: ctx.locale,
  });
  const rows = await db
    .select()
    .from(answers)
    .where(eq(answers.questionId, questionId))
    .orderBy(desc(answers.isStaff), asc(answers.createdAt));
  return questionView(question, rows);
}

/** A helpful / not helpful vote on an answer of the product, once per shopper (REV409 on a repeat). */
export async function voteAnswer(
  db: Db,
  shopperId: string,
  productId: string,
  answerId: string,
  helpful: boolean,
): Promise<VoteResponse> {
  const masterId = await requireMasterId(db, productId);
  const [answer] = await db
    .select({ id: answers.id })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(
      and(eq(answers.id, answerId), eq(questions.productId, masterId), eq(questions.status, 'approved')),
    );
  if (!answer) throw new CommerceError('QNA404', { answerId });
  return db.transaction(async (tx) => {
    const cast = await tx
      .insert(schema.answerVotes)
      .values({ answerId, shopperId, helpful })
      .onConflictDoNothing()
      .returning({ answerId: schema.answerVotes.answerId });
    if (cast.length === 0) throw new CommerceError('REV409', { answerId });
    const [row] = await tx
      .update(answers)
      .set(
        helpful
          ? { helpfulYes: sql`${answers.helpfulYes} + 1` }
          : { helpfulNo: sql`${answers.helpfulNo} + 1` },
      )
      .where(eq(answers.id, answerId))
      .returning({ id: answers.id, helpfulYes: answers.helpfulYes, helpfulNo: answers.helpfulNo });
    return row!;
  });
}
