import { describe, expect, it } from 'vitest';
import { searchPathFor } from './search-form';

describe('searchPathFor (spec §2 search)', () => {
  it('trims and encodes the text', () => {
    expect(searchPathFor('  Space Mountain & more ')).toBe(
      '/search?q=Space%20Mountain%20%26%20more',
    );
  });
  it('ignores empty and blank text', () => {
    expect(searchPathFor('')).toBeNull();
    expect(searchPathFor('   ')).toBeNull();
  });
});
