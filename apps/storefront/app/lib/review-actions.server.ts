import type { Api } from './api.server.ts';
import { isApiError } from './api.server.ts';
import { flagReview, translateReview, voteReview } from './discovery-api.server.ts';
import { parseForm, refusalOf } from './forms.server.ts';
import { flagForm, reviewExtraForm, voteForm } from './product/forms.server.ts';
import { ProductIntent } from './product/intents.ts';
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

type ReviewExtraIntent =
  | typeof ProductIntent.ReviewVote
  | typeof ProductIntent.ReviewFlag
  | typeof ProductIntent.ReviewTranslate;

/** Vote helpful, report or translate one review (intents review-vote, review-flag, review-translate). */
export async function reviewExtraAction(
  api: Api,
  productId: string,
  intent: ReviewExtraIntent,
  form: FormData,
  t: Translate,
): Promise<ReviewExtraResult> {
  const action =
    intent === ProductIntent.ReviewVote ? 'vote' : intent === ProductIntent.ReviewFlag ? 'flag' : 'translate';
  const review = parseForm(form, reviewExtraForm, t);
  const reviewId = review.status === 'success' ? review.value.reviewId : '';
  const base = { kind: 'review-extra' as const, reviewId, action, at: Date.now() } as const;
  // The review's id is the page's own (a hidden input): only a tampered post gets it wrong.
  if (review.status !== 'success') return { ...base, ok: false, message: t('error.generic') };
  try {
    if (action === 'vote') {
      const vote = parseForm(form, voteForm, t);
      if (vote.status !== 'success') return { ...base, ok: false, message: t('error.generic') };
      const votes = await voteReview(api, productId, reviewId, vote.value.helpful);
      return { ...base, ok: true, message: t('discovery.reviews.voted'), votes };
    }
    if (action === 'flag') {
      const flag = parseForm(form, flagForm, t);
      if (flag.status !== 'success') {
        return { ...base, ok: false, message: t('discovery.reviews.reasonRequired') };
      }
      await flagReview(api, productId, reviewId, flag.value.reason);
      return { ...base, ok: true, message: t('discovery.reviews.flagged') };
    }
    const translation = await translateReview(api, reviewId);
    return { ...base, ok: true, message: null, translation };
  } catch (error) {
    // The API's message is in the shopper's language: already voted (REV409), already reported, and
    // translation unavailable (TRN501): the default provider's clear answer, a 5xx worth showing as it is.
    if (isApiError(error, 'TRN501') && error.message) return { ...base, ok: false, message: error.message };
    return { ...base, ok: false, message: refusalOf(error, t) };
  }
}
