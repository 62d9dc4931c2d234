import type { Api } from './api.server.ts';
import { isApiError } from './api.server.ts';
import { flagReview, translateReview, voteReview } from './discovery-api.server.ts';
import { formErrorReply, parseForm, refusalOf, successReply } from './forms.server.ts';
import type { FormReply } from './forms.ts';
import { flagForm, reviewExtraForm, voteForm } from './product/forms.server.ts';
import { ProductIntent } from './product/intents.ts';
import type { Translate } from './translate.ts';

/** A vote, report or translation's answer: its notice or form-level refusal, for the review it names. */
export type ReviewExtraResult = FormReply & {
  kind: 'review-extra';
  reviewId: string;
  action: 'vote' | 'flag' | 'translate';
  votes?: { helpfulYes: number; helpfulNo: number };
  translation?: { title: string; text: string };
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
  const action: ReviewExtraResult['action'] =
    intent === ProductIntent.ReviewVote ? 'vote' : intent === ProductIntent.ReviewFlag ? 'flag' : 'translate';
  const review = parseForm(form, reviewExtraForm, t);
  const reviewId = review.status === 'success' ? review.value.reviewId : '';
  const base = { kind: 'review-extra' as const, reviewId, action };
  // The review's id is the page's own (a hidden input): only a tampered post gets it wrong.
  if (review.status !== 'success') return formErrorReply(t('error.generic'), base);
  try {
    if (action === 'vote') {
      const vote = parseForm(form, voteForm, t);
      if (vote.status !== 'success') return formErrorReply(t('error.generic'), base);
      const votes = await voteReview(api, productId, reviewId, vote.value.helpful);
      return successReply(t('discovery.reviews.voted'), { ...base, votes });
    }
    if (action === 'flag') {
      const flag = parseForm(form, flagForm, t);
      if (flag.status !== 'success') return formErrorReply(t('discovery.reviews.reasonRequired'), base);
      await flagReview(api, productId, reviewId, flag.value.reason);
      return successReply(t('discovery.reviews.flagged'), base);
    }
    const translation = await translateReview(api, reviewId);
    // The translation shows itself: no notice.
    return { status: 'success', at: Date.now(), ...base, translation };
  } catch (error) {
    // The API's message is in the shopper's language: already voted (REV409), already reported, and
    // translation unavailable (TRN501): the default provider's clear answer, a 5xx worth showing as it is.
    if (isApiError(error, 'TRN501') && error.message) return formErrorReply(error.message, base);
    return formErrorReply(refusalOf(error, t), base);
  }
}
