import { describe, expect, it } from 'vitest';
import {
  REVIEW_PHOTOS_INVALID_MESSAGE,
  type Review,
} from '../../../../common/features/reviews/reviews.contract';
import { ApiError } from '../../../lib/api-error';
import {
  emptyReviewForm,
  firstErrorField,
  reviewFormValues,
  serverFieldErrors,
  toReviewInput,
  validateReviewInput,
  type ReviewFormValues,
} from './review-form';

const good: ReviewFormValues = {
  stars: 4,
  title: '  Worth the wait ',
  body: 'Dark, fast and still thrilling after all these years.',
  visitMonth: '2025-10',
  partyType: 'couple',
  waitMinutes: '45',
};

describe('toReviewInput', () => {
  it('trims the text and reads the wait for attractions only', () => {
    expect(toReviewInput(good, 'attraction', ['p1'])).toEqual({
      stars: 4,
      title: 'Worth the wait',
      body: 'Dark, fast and still thrilling after all these years.',
      visitMonth: '2025-10',
      partyType: 'couple',
      waitMinutes: 45,
      photoIds: ['p1'],
    });
    expect(toReviewInput(good, 'restaurant', []).waitMinutes).toBeNull();
    expect(toReviewInput({ ...good, waitMinutes: ' ' }, 'attraction', []).waitMinutes).toBeNull();
  });
});

describe('validateReviewInput', () => {
  it('finds no problem in a complete review', () => {
    expect(validateReviewInput(toReviewInput(good, 'attraction', []))).toEqual({});
  });

  it('says what is missing, field by field, in the form order', () => {
    const errors = validateReviewInput(toReviewInput(emptyReviewForm, 'attraction', []));
    expect(errors.stars).toBe('Choose a rating from 1 to 5 stars');
    expect(errors.title).toBe('Title must be at least 3 characters');
    expect(errors.body).toBe('Your review must be at least 20 characters');
    expect(errors.visitMonth).toBe('Choose the month of your visit');
    expect(errors.partyType).toBe('Choose who you visited with');
    expect(firstErrorField(errors)).toBe('stars');
  });

  it('uses the contract’s messages for text out of range, future months and odd waits', () => {
    const errors = validateReviewInput(
      toReviewInput(
        { ...good, body: 'x'.repeat(5001), visitMonth: '2999-01', waitMinutes: '4.5' },
        'attraction',
        [],
      ),
    );
    expect(errors.body).toBe('Your review can be at most 5000 characters');
    expect(errors.visitMonth).toMatch(/^Visit month must be a month/);
    expect(errors.waitMinutes).toBe('Wait time must be a whole number of minutes');
    expect(firstErrorField(errors)).toBe('body');
  });

  it('refuses a fifth photo', () => {
    expect(
      validateReviewInput(toReviewInput(good, 'attraction', ['a', 'b', 'c', 'd', 'e'])).photoIds,
    ).toBeDefined();
  });
});

describe('serverFieldErrors', () => {
  it('puts validation details and known refusals on their field', () => {
    expect(
      serverFieldErrors(
        new ApiError(400, 'validation_error', 'Invalid', [
          { path: 'body.title', message: 'Title can be at most 120 characters' },
        ]),
      ),
    ).toEqual({ title: 'Title can be at most 120 characters' });
    expect(
      serverFieldErrors(new ApiError(422, 'unprocessable', REVIEW_PHOTOS_INVALID_MESSAGE)),
    ).toEqual({ photoIds: REVIEW_PHOTOS_INVALID_MESSAGE });
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
  });
});

describe('reviewFormValues', () => {
  it('fills the form from a saved review', () => {
    const review = {
      stars: 3,
      title: 'Fine',
      body: 'b',
      visitMonth: '2024-01',
      partyType: 'solo',
      waitMinutes: null,
    } as Review;
    expect(reviewFormValues(review)).toEqual({
      stars: 3,
      title: 'Fine',
      body: 'b',
      visitMonth: '2024-01',
      partyType: 'solo',
      waitMinutes: '',
    });
  });
});
