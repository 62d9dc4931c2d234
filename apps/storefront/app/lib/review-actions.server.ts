import { FLAG_REASONS } from '@ridgeline/contracts';
import { type Api, ApiError } from './api.server.ts';
import { flagReview, translateReview, voteReview } from './discovery-api.server.ts';
import type { Translate } from './translate.ts';

export type ReviewExtraResult = {
  kind: 'review-extra';
  reviewId: string;
  action: 'vote' | 'flag' | 'translate';
  ok: boolean;
  message: string | null;
  votes?: { helpfulYes: number; helpfulNo: number };
  translation?: { title: string; text: string };
  at: number;
};

/** Vote helpful, report or translate one review (intents review-vote, review-flag, review-translate). */
export async function reviewExtraAction(
  api: Api,
  productId: string,
  form: FormData,
  t: Translate,
): Promise<ReviewExtraResult> {
  const reviewId = String(form.get('reviewId') ?? '');
  const intent = String(form.get('intent'));
  const action = intent === 'review-vote' ? 'vote' : intent === 'review-flag' ? 'flag' : 'translate';
  const base = { kind: 'review-extra' as const, reviewId, action, at: Date.now() } as const;
  try {
    if (action === 'vote') {
      const votes = await voteReview(api, productId, reviewId, form.get('helpful') === 'true');
      return { ...base, ok: true, message: t('discovery.reviews.voted'), votes };
    }
    if (action === 'flag') {
      const reason = String(form.get('reason') ?? '');
      if (!(FLAG_REASONS as readonly string[]).includes(reason)) {
        return { ...base, ok: false, message: t('discovery.reviews.reasonRequired') };
      }
      await flagReview(api, productId, reviewId, reason);
      return { ...base, ok: true, message: t('discovery.reviews.flagged') };
    }
    const translation = await translateReview(api, reviewId);
    return { ...base, ok: true, message: null, translation };
  } catch (error) {
    // The API's message is in the shopper's language: already voted (REV409), already reported,
    // translation unavailable (TRN501, the default provider's clear answer).
    if (error instanceof ApiError && error.message && error.errorId !== 'GEN500') {
      return { ...base, ok: false, message: error.message };
    }
    console.error(error);
    return { ...base, ok: false, message: t('error.generic') };
  }
}
