import { REVIEW_TEXT_MAX } from '@ridgeline/contracts';
import { describe, expect, it } from 'vitest';
import { productFormLimits } from './form-limits.server.ts';

describe('productFormLimits', () => {
  it('gives the review, question and e-gift inputs the limits their schemas check', () => {
    const limits = productFormLimits(true);
    expect(limits.review.title?.maxLength).toBe(100);
    expect(limits.review.text?.maxLength).toBe(REVIEW_TEXT_MAX);
    expect(limits.review.nickname?.maxLength).toBe(40);
    expect(limits.question.text?.maxLength).toBe(500);
    expect(limits.question.nickname?.maxLength).toBe(40);
    expect(limits.egift?.recipientName?.maxLength).toBe(50);
    expect(limits.egift?.senderName?.maxLength).toBe(50);
    expect(limits.egift?.message?.maxLength).toBe(250);
  });

  it('leaves the e-gift limits off a page that sells goods', () => {
    expect(productFormLimits(false).egift).toBeNull();
  });
});
