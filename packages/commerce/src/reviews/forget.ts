import { type DbOrTx, eq, schema } from '@ridgeline/db';

/** What an erased author's reviews, questions and answers are signed with (decision 073). */
export const ERASED_NICKNAME = '—';

/**
 * The erasure's part of reviews and questions (decision 073): the author's nickname is replaced and the
 * link to their account removed; the words stay published (they are about products, not the person).
 */
export async function anonymiseAuthor(tx: DbOrTx, shopperId: string): Promise<void> {
  await tx
    .update(schema.reviews)
    .set({ nickname: ERASED_NICKNAME, shopperId: null })
    .where(eq(schema.reviews.shopperId, shopperId));
  await tx
    .update(schema.questions)
    .set({ nickname: ERASED_NICKNAME, shopperId: null })
    .where(eq(schema.questions.shopperId, shopperId));
  await tx
    .update(schema.answers)
    .set({ nickname: ERASED_NICKNAME, shopperId: null })
    .where(eq(schema.answers.shopperId, shopperId));
}
