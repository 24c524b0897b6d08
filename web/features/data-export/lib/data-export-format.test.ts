import { describe, expect, it } from 'vitest';
import { formatArchiveSize } from './data-export-format';

describe('formatArchiveSize', () => {
  it('says bytes, KB, MB and GB with one decimal below ten', () => {
    expect(formatArchiveSize(512)).toBe('512 bytes');
    expect(formatArchiveSize(1536)).toBe('1.5 KB');
    expect(formatArchiveSize(42 * 1024)).toBe('42 KB');
    expect(formatArchiveSize(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatArchiveSize(5 * 1024 ** 3)).toBe('5.0 GB');
  });
});
