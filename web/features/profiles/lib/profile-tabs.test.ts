import { describe, expect, it } from 'vitest';
import { readProfileTab } from './profile-tabs';

describe('readProfileTab', () => {
  it('reads the reviews tab and falls back to posts', () => {
    expect(readProfileTab(new URLSearchParams('tab=reviews'))).toBe('reviews');
    expect(readProfileTab(new URLSearchParams('tab=posts'))).toBe('posts');
    expect(readProfileTab(new URLSearchParams('tab=secret'))).toBe('posts');
    expect(readProfileTab(new URLSearchParams(''))).toBe('posts');
  });
});
