import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps paths of this site, with query and hash', () => {
    expect(safeNextPath('/reset-password')).toBe('/reset-password');
    expect(safeNextPath('/search?q=tron#top')).toBe('/search?q=tron#top');
    expect(safeNextPath('/profile/abc')).toBe('/profile/abc');
  });

  it('falls back to / when missing or not a path', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath(undefined)).toBe('/');
    expect(safeNextPath('')).toBe('/');
    expect(safeNextPath('reset-password')).toBe('/');
    expect(safeNextPath('https://evil.example/')).toBe('/');
    expect(safeNextPath('javascript:alert(1)')).toBe('/');
  });

  it('refuses protocol-relative and backslash tricks (no open redirect)', () => {
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('//evil.example/path')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('/\t/evil.example')).toBe('/');
    expect(safeNextPath('/\n/evil.example')).toBe('/');
    expect(safeNextPath('///evil.example')).toBe('/');
  });

  it('does not go back to the callback', () => {
    expect(safeNextPath('/auth/callback?next=/x')).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeNextPath('//evil.example', '/feed')).toBe('/feed');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNextPath('/a/../b')).toBe('/b');
    expect(safeNextPath('/..//evil.example')).toBe('/');
    expect(safeNextPath('/./\\evil.example')).toBe('/');
  });
});
