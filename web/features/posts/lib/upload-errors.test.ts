import { describe, expect, it } from 'vitest';
import {
  CONNECTION_PROBLEM,
  findPhotoProblem,
  PHOTO_TOO_LARGE,
  PHOTO_UPLOAD_FAILED,
  PHOTO_WRONG_TYPE,
  uploadErrorMessage,
} from './upload-errors';

describe('uploadErrorMessage', () => {
  it('names the size and type rules for 413 and 415', () => {
    expect(uploadErrorMessage(413, 'Payload too large')).toBe('Photo is larger than 10 MB');
    expect(uploadErrorMessage(415)).toBe('Only JPEG, PNG, WebP, GIF or AVIF photos');
  });

  it('uses the server message otherwise, or a generic one', () => {
    expect(uploadErrorMessage(429, 'Too many uploads')).toBe('Too many uploads');
    expect(uploadErrorMessage(500, ' ')).toBe(PHOTO_UPLOAD_FAILED);
    expect(uploadErrorMessage(0)).toBe(CONNECTION_PROBLEM);
  });
});

describe('findPhotoProblem', () => {
  it('rejects files over 10 MB and declared non-image types', () => {
    expect(findPhotoProblem({ size: 10 * 1024 * 1024 + 1, type: 'image/png' })).toBe(
      PHOTO_TOO_LARGE,
    );
    expect(findPhotoProblem({ size: 10, type: 'image/svg+xml' })).toBe(PHOTO_WRONG_TYPE);
    expect(findPhotoProblem({ size: 10, type: 'application/pdf' })).toBe(PHOTO_WRONG_TYPE);
  });

  it('accepts the five image types and files whose type the browser does not know', () => {
    expect(findPhotoProblem({ size: 10 * 1024 * 1024, type: 'image/avif' })).toBeNull();
    expect(findPhotoProblem({ size: 10, type: '' })).toBeNull();
  });
});
