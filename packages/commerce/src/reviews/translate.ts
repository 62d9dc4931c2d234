import type { TranslateResponse } from '@ridgeline/contracts';
import { and, type DbOrTx, eq, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { languageOf } from '../shared/locale.ts';

/** Machine translation of shopper text, e.g. an adapter for a translation API. */
export interface TranslationProvider {
  translate(texts: string[], from: string, to: string): Promise<string[]>;
}

/**
 * The default: no translation service is configured, which the API says plainly (TRN501) for a review without a
 * stored translation.
 */
export const noTranslation: TranslationProvider = {
  async translate() {
    throw new CommerceError('TRN501');
  },
};

export async function translateReview(
  db: DbOrTx,
  provider: TranslationProvider,
  reviewId: string,
  language: string,
): Promise<TranslateResponse> {
  const [review] = await db.select().from(schema.reviews).where(eq(schema.reviews.id, reviewId));
  if (review?.status !== 'approved') throw new CommerceError('REV404', { reviewId });
  const from = languageOf(review.locale);
  if (from === language) return { reviewId, language, title: review.title, text: review.text };
  // A translation stored with the review (the demo reviews ship theirs, decision 092) before the service.
  const [stored] = await db
    .select({ title: schema.reviewTranslations.title, text: schema.reviewTranslations.text })
    .from(schema.reviewTranslations)
    .where(
      and(eq(schema.reviewTranslations.reviewId, reviewId), eq(schema.reviewTranslations.language, language)),
    );
  if (stored) return { reviewId, language, ...stored };
  const [title, text] = await provider.translate([review.title, review.text], from, language);
  return { reviewId, language, title: title ?? review.title, text: text ?? review.text };
}
