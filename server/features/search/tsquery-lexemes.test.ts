import { describe, expect, it } from 'vitest';
import { requiredLexemes } from './tsquery-lexemes';

describe('requiredLexemes', () => {
  it('lists the lexemes of a conjunction and of phrases', () => {
    expect(requiredLexemes("'raini' & 'anim' & 'kingdom'")).toEqual(['raini', 'anim', 'kingdom']);
    expect(requiredLexemes("'rope-drop' <-> 'rope' <-> 'drop'")).toEqual([
      'rope-drop',
      'rope',
      'drop',
    ]);
    expect(requiredLexemes("'e' <2> 'f'")).toEqual(['e', 'f']);
  });

  it('leaves out negated lexemes and negated groups', () => {
    expect(requiredLexemes("'castl' & !'firework'")).toEqual(['castl']);
    expect(requiredLexemes("'castl' & !( 'fire' <-> 'work' ) & 'night'")).toEqual([
      'castl',
      'night',
    ]);
    expect(requiredLexemes("!'castl'")).toEqual([]);
    expect(requiredLexemes("!( 'a' & ( 'b' <-> 'c' ) ) & 'd'")).toEqual(['d']);
  });

  it('requires nothing when the query has alternatives', () => {
    expect(requiredLexemes("'castl' & !( 'fire' <-> 'work' ) | !'snack'")).toBeNull();
    expect(requiredLexemes("'a' | 'b'")).toBeNull();
  });

  it('reads escaped quotes and backslashes, and an empty query', () => {
    expect(requiredLexemes("'it''s' & 'a\\\\b'")).toEqual(["it's", 'a\\b']);
    expect(requiredLexemes('')).toEqual([]);
  });
});
