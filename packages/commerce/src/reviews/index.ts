export { reviewsAwaitingModerationByLocale } from './figures.ts';
export { anonymiseAuthor, ERASED_NICKNAME } from './forget.ts';
export { listReviews } from './list.ts';
export {
  answerAsBrand,
  BRAND_NICKNAME,
  type ModerationActor,
  type ModerationDecision,
  moderateQuestion,
  moderateReview,
  questionsToModerate,
  reviewsToModerate,
} from './moderation.ts';
export { answerQuestion, askQuestion, listQuestions, voteAnswer } from './questions.ts';
export { noTranslation, type TranslationProvider, translateReview } from './translate.ts';
export { createReview, FLAGS_FOR_MODERATION, flagReview, voteReview } from './write.ts';
