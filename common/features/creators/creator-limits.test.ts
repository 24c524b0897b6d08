import { describe, expect, it } from 'vitest';
import { creatorDirectoryPaths, creatorKindOfPath, creatorLinkProblem } from './creator-limits';

describe('creator links', () => {
  it('accepts http(s) addresses, social links only on their own sites (and subdomains)', () => {
    expect(creatorLinkProblem('website', 'https://example.com/me')).toBeNull();
    expect(creatorLinkProblem('website', 'http://blog.example.org')).toBeNull();
    expect(creatorLinkProblem('youtube', 'https://m.youtube.com/@me')).toBeNull();
    expect(creatorLinkProblem('youtube', 'https://youtu.be/xyz')).toBeNull();
    expect(creatorLinkProblem('instagram', 'https://WWW.Instagram.com/me')).toBeNull();
    expect(creatorLinkProblem('tiktok', 'https://www.tiktok.com/@me')).toBeNull();
  });

  it('refuses other schemes, credentials, bare words and look-alike hosts', () => {
    expect(creatorLinkProblem('website', 'javascript:alert(1)')).toMatch(/https:\/\/ or http/);
    expect(creatorLinkProblem('website', 'mailto:me@example.com')).toMatch(/https:\/\/ or http/);
    expect(creatorLinkProblem('website', 'www.example.com')).toMatch(/full address/);
    expect(creatorLinkProblem('website', 'https://localhost/')).toMatch(/name a website/);
    expect(creatorLinkProblem('website', 'https://a:b@example.com')).toMatch(/user name/);
    expect(creatorLinkProblem('youtube', 'https://youtube.com.example.net/x')).toMatch(/youtube/);
    expect(creatorLinkProblem('youtube', 'https://notyoutube.com/x')).toMatch(/youtube/);
    expect(creatorLinkProblem('instagram', 'https://instagram.com@evil.example/')).toMatch(
      /user name|instagram/,
    );
    expect(creatorLinkProblem('tiktok', 'https://tiktok.co/@me')).toMatch(/tiktok\.com/);
  });
});

describe('creator directory paths', () => {
  it('maps each directory address to its kind and back', () => {
    expect(creatorDirectoryPaths).toEqual([
      '/photographers',
      '/vloggers',
      '/influencers',
      '/trip-planners',
    ]);
    expect(creatorKindOfPath('/trip-planners')).toBe('trip_planner');
    expect(creatorKindOfPath('/painters')).toBeNull();
  });
});
