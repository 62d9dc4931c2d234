import type { Review } from '@ridgeline/contracts';
import type { schema } from '@ridgeline/db';
import { languageOf } from '../shared/locale.ts';

type ReviewRow = typeof schema.reviews.$inferSelect;

export function reviewView(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    fit: (row.fit as Review['fit']) ?? null,
    nickname: row.nickname,
    photoUrls: row.photoUrls,
    verifiedPurchase: row.verifiedPurchase,
    helpfulYes: row.helpfulYes,
    helpfulNo: row.helpfulNo,
    language: languageOf(row.locale),
    createdAt: row.createdAt.toISOString(),
    ...(row.status === 'pending' ? { awaitingModeration: true } : {}),
  };
}
