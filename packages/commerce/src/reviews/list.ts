import type { ReviewListQuery, ReviewListResponse } from '@ridgeline/contracts';
import { and, asc, count, type DbOrTx, desc, eq, schema, sql } from '@ridgeline/db';
import { requireMasterId } from '../catalog/index.ts';
import { reviewView } from './view.ts';

const { reviews } = schema;

/** Approved reviews of a product with the rating histogram, average and fit summary. */
export async function listReviews(
  db: DbOrTx,
  productId: string,
  query: ReviewListQuery,
): Promise<ReviewListResponse> {
  const masterId = await requireMasterId(db, productId);
  const approved = and(eq(reviews.productId, masterId), eq(reviews.status, 'approved'));
  const matching = query.rating ? and(approved, eq(reviews.rating, query.rating)) : approved;
  const order = {
    newest: [desc(reviews.createdAt), asc(reviews.id)],
    helpful: [
      desc(sql`${reviews.helpfulYes} - ${reviews.helpfulNo}`),
      desc(reviews.createdAt),
      asc(reviews.id),
    ],
    'rating-high': [desc(reviews.rating), desc(reviews.createdAt), asc(reviews.id)],
    'rating-low': [asc(reviews.rating), desc(reviews.createdAt), asc(reviews.id)],
  }[query.sort];

  const [stars, fits, [filtered], rows] = await Promise.all([
    db.select({ rating: reviews.rating, n: count() }).from(reviews).where(approved).groupBy(reviews.rating),
    db.select({ fit: reviews.fit, n: count() }).from(reviews).where(approved).groupBy(reviews.fit),
    db.select({ n: count() }).from(reviews).where(matching),
    db
      .select()
      .from(reviews)
      .where(matching)
      .orderBy(...order)
      .limit(query.count)
      .offset(query.start),
  ]);
  const perStar = new Map(stars.map((row) => [row.rating, row.n]));
  const reviewsCount = stars.reduce((sum, row) => sum + row.n, 0);
  const sum = stars.reduce((total, row) => total + row.rating * row.n, 0);
  const perFit = new Map(fits.map((row) => [row.fit, row.n]));
  return {
    productId: masterId,
    average: reviewsCount ? Math.round((sum / reviewsCount) * 10) / 10 : 0,
    reviewsCount,
    histogram: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: perStar.get(rating) ?? 0 })),
    fit: { small: perFit.get('small') ?? 0, true: perFit.get('true') ?? 0, large: perFit.get('large') ?? 0 },
    total: filtered?.n ?? 0,
    start: query.start,
    count: rows.length,
    sort: query.sort,
    reviews: rows.map(reviewView),
  };
}
