import { askQuestionRequestSchema } from '@ridgeline/contracts';
import { constraintsOf } from '../forms.server.ts';
import type { FormConstraints } from '../forms.ts';
import { reviewForm } from '../reviews.ts';
import { eGiftForm } from './egift-form.server.ts';

/** The HTML limits of the product page's review, question and e-gift inputs, from the schemas their actions parse with. */
export interface ProductFormLimits {
  review: FormConstraints;
  question: FormConstraints;
  egift: FormConstraints | null;
}

/** The product page's form limits (the e-gift card's only on its own page). */
export function productFormLimits(eGift: boolean): ProductFormLimits {
  return {
    review: constraintsOf(reviewForm()),
    question: constraintsOf(askQuestionRequestSchema),
    egift: eGift ? constraintsOf(eGiftForm) : null,
  };
}
