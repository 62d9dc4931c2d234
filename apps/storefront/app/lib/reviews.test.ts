import { describe, expect, it } from 'vitest';
import { reviewQuery, validateQuestion, validateReview } from './reviews.ts';

const form = (entries: Record<string, string>) => new URLSearchParams(entries);

describe('review form', () => {
  it('accepts a complete review and drops an unknown fit', () => {
    const result = validateReview(
      form({ rating: '4', title: ' Great ', text: 'Comfortable', fit: 'odd', nickname: 'Sam' }),
    );
    expect(result.errors).toEqual({});
    expect(result.input).toEqual({ rating: 4, title: 'Great', text: 'Comfortable', nickname: 'Sam' });
  });

  it('names missing and too long fields with the API bounds', () => {
    const result = validateReview(form({ title: 'x'.repeat(101), text: 'y'.repeat(2001), fit: 'true' }));
    expect(result.errors).toEqual({
      rating: { code: 'ratingRequired' },
      title: { code: 'tooLong', max: 100 },
      text: { code: 'tooLong', max: 2000 },
      nickname: { code: 'required' },
    });
    expect(result.input.fit).toBe('true');
  });

  it('reads the review sort and count from the URL', () => {
    expect(reviewQuery(new URLSearchParams('reviewSort=helpful&reviews=10'))).toEqual({
      sort: 'helpful',
      count: 10,
    });
    expect(reviewQuery(new URLSearchParams('reviewSort=bad&reviews=999'))).toEqual({
      sort: 'newest',
      count: 50,
    });
  });
});

describe('question form', () => {
  it('needs 10 to 500 characters and keeps the nickname optional', () => {
    expect(validateQuestion(new URLSearchParams({ text: 'Too short' })).errors).toEqual({
      text: { code: 'tooShort', max: 10 },
    });
    const ok = validateQuestion(new URLSearchParams({ text: 'Is it waterproof?', nickname: '' }));
    expect(ok.errors).toEqual({});
    expect(ok.input).toEqual({ text: 'Is it waterproof?' });
  });
});
