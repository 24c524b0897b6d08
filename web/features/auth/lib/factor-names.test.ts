import { describe, expect, it } from 'vitest';
import { findFactorNameProblem, nextFactorName, SECURITY_KEY_NAME } from './factor-names';

describe('nextFactorName', () => {
  it('picks the first free name', () => {
    expect(nextFactorName([])).toBe('Authenticator app');
    expect(nextFactorName([{ friendly_name: 'Authenticator app' }])).toBe('Authenticator app 2');
    expect(
      nextFactorName([
        { friendly_name: 'Authenticator app' },
        { friendly_name: 'Authenticator app 2' },
        { friendly_name: undefined },
      ]),
    ).toBe('Authenticator app 3');
  });

  it('numbers security keys the same way', () => {
    expect(nextFactorName([{ friendly_name: 'Authenticator app' }], SECURITY_KEY_NAME)).toBe(
      'Security key',
    );
    expect(nextFactorName([{ friendly_name: 'Security key' }], SECURITY_KEY_NAME)).toBe(
      'Security key 2',
    );
  });
});

describe('findFactorNameProblem', () => {
  const factors = [{ friendly_name: 'Blue key' }, { friendly_name: null }];

  it('wants 1 to 120 characters once trimmed', () => {
    expect(findFactorNameProblem('   ', factors)).toBe('required');
    expect(findFactorNameProblem('x'.repeat(121), factors)).toBe('too-long');
    expect(findFactorNameProblem(` ${'x'.repeat(120)} `, factors)).toBeNull();
  });

  it('refuses a name another factor has', () => {
    expect(findFactorNameProblem(' Blue key ', factors)).toBe('taken');
    expect(findFactorNameProblem('Blue key 2', factors)).toBeNull();
  });
});
