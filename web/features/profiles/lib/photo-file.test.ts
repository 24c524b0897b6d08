import { describe, expect, it } from 'vitest';
import { findPhotoFileProblem, photoFileMessages } from './photo-file';

describe('findPhotoFileProblem', () => {
  it('accepts the photo types up to 10 MB', () => {
    expect(findPhotoFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(findPhotoFileProblem({ type: 'image/webp', size: 10 * 1024 * 1024 })).toBeNull();
  });
  it('refuses other types and bigger files', () => {
    expect(findPhotoFileProblem({ type: 'application/pdf', size: 10 })).toBe(
      photoFileMessages.type,
    );
    expect(findPhotoFileProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe(
      photoFileMessages.size,
    );
  });
  it('leaves untyped files to the server', () => {
    expect(findPhotoFileProblem({ type: '', size: 10 })).toBeNull();
  });
});
