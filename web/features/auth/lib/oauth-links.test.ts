import { describe, expect, it } from 'vitest';
import {
  isSafeRedirect,
  readAuthorizationId,
  redirectDestination,
  safeWebLink,
} from './oauth-links';

describe('safeWebLink', () => {
  it('keeps http and https addresses', () => {
    expect(safeWebLink('https://planner.example.com/about')).toBe(
      'https://planner.example.com/about',
    );
    expect(safeWebLink(' http://planner.example.com ')).toBe('http://planner.example.com/');
  });

  it('refuses anything that is not a web address', () => {
    for (const address of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example.com',
      'mailto:someone@example.com',
      '//planner.example.com',
      '/relative/path',
      'planner.example.com',
      'https://',
      '',
      null,
      undefined,
    ]) {
      expect(safeWebLink(address), String(address)).toBeNull();
    }
  });
});

describe('redirectDestination', () => {
  it('names the host of a web address', () => {
    expect(redirectDestination('https://app.example.test/callback?x=1')).toBe('app.example.test');
    expect(redirectDestination('http://127.0.0.1:5123/callback')).toBe('127.0.0.1:5123');
  });

  it('shows an app’s own scheme whole, and anything unreadable as it is', () => {
    expect(redirectDestination('com.example.planner:/oauth/done')).toBe(
      'com.example.planner:/oauth/done',
    );
    expect(redirectDestination('not a url')).toBe('not a url');
  });
});

describe('isSafeRedirect', () => {
  it('lets the browser go to web addresses and apps’ own schemes', () => {
    expect(isSafeRedirect('https://app.example.test/callback?code=abc&state=xyz')).toBe(true);
    expect(isSafeRedirect('com.example.planner:/oauth/done?code=abc')).toBe(true);
  });

  it('never to addresses that would run in our page', () => {
    for (const address of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,hi',
      'vbscript:msgbox(1)',
      'blob:https://app.example.test/1',
      'file:///etc/passwd',
      '/relative',
      '',
      null,
    ]) {
      expect(isSafeRedirect(address), String(address)).toBe(false);
    }
  });
});

describe('readAuthorizationId', () => {
  it('reads the request id of the consent page’s address', () => {
    const id = 'aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE';
    expect(readAuthorizationId(`?authorization_id=${id}`)).toBe(id);
  });

  it('gives null for a missing, empty or malformed id', () => {
    expect(readAuthorizationId('')).toBeNull();
    expect(readAuthorizationId('?authorization_id=')).toBeNull();
    expect(readAuthorizationId('?authorization_id=..%2F..%2Fuser')).toBeNull();
    expect(readAuthorizationId('?authorization_id=abc%3Fx%3D1')).toBeNull();
    expect(readAuthorizationId(`?authorization_id=${'a'.repeat(129)}`)).toBeNull();
  });
});
