import { describe, expect, it } from 'vitest';
import { itemsLabel, itemsSentence } from './bulk-delete-text';

describe('bulk delete texts', () => {
  it('say 1 item, and thousands with separators', () => {
    expect(itemsLabel(1)).toBe('1 item');
    expect(itemsLabel(5000)).toBe('5,000 items');
    expect(itemsSentence(1, 'was deleted.', 'were deleted.')).toBe('1 item was deleted.');
    expect(itemsSentence(12000, 'is back.', 'are back.')).toBe('12,000 items are back.');
  });
});
