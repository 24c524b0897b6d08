import { describe, expect, it } from 'vitest';
import { viewportForWidth } from './viewport';

describe('viewportForWidth (spec §4 breakpoints)', () => {
  it.each([
    [360, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px is %s', (width, expected) => expect(viewportForWidth(width)).toBe(expected));
});
