import { describe, expect, it } from 'vitest';
import { nextFactorName } from './factor-names';

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
});
