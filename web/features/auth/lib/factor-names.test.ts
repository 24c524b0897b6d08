import { describe, expect, it } from 'vitest';
import { nextFactorName } from './factor-names';

describe('nextFactorName', () => {
  it('picks the first free name', () => {
    expect(nextFactorName([])).toBe('Authenticator app');
    expect(nextFactorName([{ friendly_name: 'Authenticator app', status: 'verified' }])).toBe(
      'Authenticator app 2',
    );
    expect(
      nextFactorName([
        { friendly_name: 'Authenticator app', status: 'verified' },
        { friendly_name: 'Authenticator app 2', status: 'verified' },
        { friendly_name: undefined, status: 'verified' },
      ]),
    ).toBe('Authenticator app 3');
  });
});
