import { describe, expect, it } from 'vitest';
import { fixSummary } from './fix-summary';

describe('fixSummary', () => {
  it('ends each message with one stop, never two', () => {
    expect(
      fixSummary(['Title is required', 'A park or a place is needed.', undefined, 'Too long?']),
    ).toBe('Please fix: Title is required. A park or a place is needed. Too long?');
  });
});
