import {
  type CreateReviewRequest,
  REVIEW_TEXT_MAX,
  type Review,
  type VoteResponse,
} from '@ridgeline/contracts';
import { and, type Db, eq, schema, sql } from '@ridgeline/db';
import { requireMasterId } from '../catalog/index.ts';
import { hasPurchased } from '../orders/index.ts';
import { reviewModerationOf } from '../settings/index.ts';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { syncProductRating } from './rating.ts';
import { reviewView } from './view.ts';

/** Reports after which a review leaves the list until a moderator looks at it. */
export const FLAGS_FOR_MODERATION = 3;

const { reviews } = schema;

/**
 * Publishes a shopper's review (approved at once) and updates the product's rating in the same
 * transaction. Verified purchase when the shopper has ordered the product.
 */
export async function createReview(
  db: Db,
  ctx: ShopContext,
  shopperId: string,
  productId: string,
  input: CreateReviewRequest,
): Promise<Review> {
  if (input.text.length > REVIEW_TEXT_MAX) {
    throw new CommerceError('REV410', { field: 'body.text', maxLength: REVIEW_TEXT_MAX });
  }
  const masterId = await requireMasterId(db, productId);
  const verifiedPurchase = await hasPurchased(db, shopperId, masterId);
  // The site's setting (decision 073): published at once, or waiting for a moderator.
  const status = (await reviewModerationOf(db, ctx.siteId)) === 'pre' ? 'pending' : 'approved';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        id: newId(),
        productId: masterId,
        shopperId,
        rating: input.rating,
        title: input.title,
        text: input.text,
        fit: input.fit ?? null,
        nickname: input.nickname,
        photoUrls: input.photoUrls,
        verifiedPurchase,
        status,
        locale: ctx.locale,
      })
      .returning();
    await syncProductRating(tx, masterId);
    return reviewView(row!);
  });
}

async function requireListedReview(db: Db, productId: string, reviewId: string) {
  const masterId = await requireMasterId(db, productId);
  const [review] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.productId, masterId), eq(reviews.status, 'approved')));
  if (!review) throw new CommerceError('REV404', { reviewId });
  return review;
}

/** A helpful / not helpful vote, once per shopper and review (REV409 on a repeat). */
export async function voteReview(
  db: Db,
  shopperId: string,
  productId: string,
  reviewId: string,
  helpful: boolean,
): Promise<VoteResponse> {
  await requireListedReview(db, productId, reviewId);
  return db.transaction(async (tx) => {
    const cast = await tx
      .insert(schema.reviewVotes)
      .values({ reviewId, shopperId, helpful })
      .onConflictDoNothing()
      .returning({ reviewId: schema.reviewVotes.reviewId });
    if (cast.length === 0) throw new CommerceError('REV409', { reviewId });
    const [row] = await tx
      .update(reviews)
      .set(
        helpful
          ? { helpfulYes: sql`${reviews.helpfulYes} + 1` }
          : { helpfulNo: sql`${reviews.helpfulNo} + 1` },
      )
      .where(eq(reviews.id, reviewId))
      .returning({ id: reviews.id, helpfulYes: reviews.helpfulYes, helpfulNo: reviews.helpfulNo });
    return row!;
  });
}

/**
 * Reports a review, once per shopper (REV411 on a repeat). The third report sends it to moderation
 * ('pending'): it leaves the list and the product's rating.
 */
export async function flagReview(
  db: Db,
  shopperId: string,
  productId: string,
  reviewId: string,
  input: { reason: string; comment?: string | undefined },
): Promise<{ reviewId: string; received: true }> {
  const review = await requireListedReview(db, productId, reviewId);
  return db.transaction(async (tx) => {
    const filed = await tx
      .insert(schema.reviewFlags)
      .values({ reviewId, shopperId, reason: input.reason, comment: input.comment ?? null })
      .onConflictDoNothing()
      .returning({ reviewId: schema.reviewFlags.reviewId });
    if (filed.length === 0) throw new CommerceError('REV411', { reviewId });
    const [row] = await tx
      .update(reviews)
      .set({
        flagsCount: sql`${reviews.flagsCount} + 1`,
        status: sql`case when ${reviews.flagsCount} + 1 >= ${FLAGS_FOR_MODERATION} then 'pending' else ${reviews.status} end`,
      })
      .where(eq(reviews.id, reviewId))
      .returning({ status: reviews.status });
    if (row?.status !== 'approved') await syncProductRating(tx, review.productId);
    return { reviewId, received: true as const };
  });
}
