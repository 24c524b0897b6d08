import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import {
  decodePersonCursor,
  decodePostCursor,
  decodeReviewCursor,
  encodePersonCursor,
  encodePostCursor,
  encodeReviewCursor,
} from './search-cursor';

const id = '0b7e3c2a-58f4-4d59-9c0e-3f4a3b2c1d0e';

describe('search cursors', () => {
  it('round-trips post and person keys, ranks exactly', () => {
    const post = { rank: 0.0607927, createdAt: '2025-03-08T23:30:00.123456Z', id };
    expect(decodePostCursor(encodePostCursor(post))).toEqual(post);
    const person = { score: 1.5, username: 'mickey' };
    expect(decodePersonCursor(encodePersonCursor(person))).toEqual(person);
    expect(decodePostCursor(undefined)).toBeUndefined();
    const review = { rank: 0.2431, createdAt: '2025-03-08T23:30:00.5Z', id };
    expect(decodeReviewCursor(encodeReviewCursor(review))).toEqual(review);
  });

  it('refuses cursors of the other kind and malformed ones with a 400', () => {
    const person = encodePersonCursor({ score: 1, username: 'mickey' });
    const post = encodePostCursor({ rank: 0.1, createdAt: '2025-01-01T00:00:00Z', id });
    for (const attempt of [
      () => decodePostCursor(person),
      () => decodePersonCursor(post),
      () => decodeReviewCursor(post),
      () =>
        decodePostCursor(encodeReviewCursor({ rank: 0.1, createdAt: '2025-01-01T00:00:00Z', id })),
      () => decodePostCursor('not a cursor'),
      () => decodePostCursor(Buffer.from('[1,2').toString('base64url')),
      () =>
        decodePostCursor(encodePostCursor({ rank: 1e300, createdAt: '2025-01-01T00:00:00Z', id })),
      () =>
        decodePostCursor(encodePostCursor({ rank: 0.1, createdAt: '2025-02-30T00:00:00Z', id })),
      () => decodePersonCursor(encodePersonCursor({ score: 1, username: 'a\u0000b' })),
    ]) {
      expect(attempt).toThrow(AppError);
    }
  });
});
