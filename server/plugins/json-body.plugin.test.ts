import { describe, expect, it } from 'vitest';
import { findJsonBodyProblem, MAX_JSON_DEPTH } from './json-body.plugin';

function nest(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { k: value };
  return value;
}

describe('findJsonBodyProblem', () => {
  it('accepts ordinary JSON values, emoji and accents', () => {
    expect(findJsonBodyProblem(null)).toBeNull();
    expect(findJsonBodyProblem(42)).toBeNull();
    expect(findJsonBodyProblem('Cinderella Castle 🏰 café')).toBeNull();
    expect(findJsonBodyProblem({ a: ['x', { 'clé 😀': 'valeur' }], b: true })).toBeNull();
  });

  it('finds NUL characters in strings and keys, however deep', () => {
    expect(findJsonBodyProblem('a\u0000b')).toBe('unstorable_text');
    expect(findJsonBodyProblem({ 'k\u0000': 1 })).toBe('unstorable_text');
    expect(findJsonBodyProblem([[[{ deep: ['ok', 'no\u0000'] }]]])).toBe('unstorable_text');
  });

  it('finds unpaired surrogates but not paired ones', () => {
    expect(findJsonBodyProblem('\ud83d\ude00')).toBeNull();
    expect(findJsonBodyProblem('\ud83d')).toBe('unstorable_text');
    expect(findJsonBodyProblem('x\ude00')).toBe('unstorable_text');
    expect(findJsonBodyProblem('\ude00\ud83d')).toBe('unstorable_text');
    expect(findJsonBodyProblem({ list: ['fine', 'end \ud800'] })).toBe('unstorable_text');
  });

  it(`allows ${MAX_JSON_DEPTH} levels of nesting and refuses one more`, () => {
    expect(findJsonBodyProblem(nest(MAX_JSON_DEPTH))).toBeNull();
    expect(findJsonBodyProblem(nest(MAX_JSON_DEPTH + 1))).toBe('too_deep');
    expect(findJsonBodyProblem(nest(MAX_JSON_DEPTH + 1, 'leaf'))).toBe('too_deep');
  });

  it('inspects very deep values without overflowing the stack', () => {
    expect(findJsonBodyProblem(nest(100_000), 1_000_000)).toBeNull();
    expect(findJsonBodyProblem(nest(100_000, 'x\u0000'), 1_000_000)).toBe('unstorable_text');
  });
});
