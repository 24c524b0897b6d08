import { describe, expect, it } from 'vitest';
import { readCookie } from './session-cookies';

describe('readCookie', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['mc_signed_in=1', '1'],
    ['theme=dark; mc_signed_in=1; other=2', '1'],
    ['xmc_signed_in=1; mc_signed_in_too=1', null],
    ['mc_signed_in=a%20b', 'a b'],
    ['mc_signed_in=%E0%A4%A', '%E0%A4%A'],
    ['mc_signed_in=first; mc_signed_in=second', 'first'],
  ])('reads %j as %j', (header, value) => {
    expect(readCookie(header, 'mc_signed_in')).toBe(value);
  });
});
