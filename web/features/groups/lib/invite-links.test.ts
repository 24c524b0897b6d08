import { describe, expect, it } from 'vitest';
import { groupTabs, readGroupTab } from './group-tabs';
import { inviteStatusText, inviteUrl } from './invite-links';

describe('invite links', () => {
  it('makes the full address to share from the server’s path', () => {
    expect(inviteUrl('https://magic.example', '/group/abc?invite=t%2Fk')).toBe(
      'https://magic.example/group/abc?invite=t%2Fk',
    );
  });

  it('says whether a link still works, by its status and the clock', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const base = { revokedAt: null, expiresAt: '2026-03-08T12:00:00Z' };
    expect(inviteStatusText({ ...base, status: 'active' }, now)).toMatchObject({
      isUsable: true,
      label: expect.stringMatching(/^Expires Mar 8/),
    });
    expect(
      inviteStatusText({ ...base, status: 'active' }, new Date('2026-03-09T00:00:00Z')),
    ).toMatchObject({ isUsable: false, label: expect.stringMatching(/^Expired/) });
    expect(
      inviteStatusText(
        { status: 'revoked', revokedAt: '2026-03-02T00:00:00Z', expiresAt: base.expiresAt },
        now,
      ),
    ).toEqual({ isUsable: false, label: 'Revoked' });
  });
});

describe('group tabs', () => {
  it('gives moderators the requests and the owner the invites too', () => {
    expect(groupTabs({ isModerator: false, isOwner: false })).toEqual([
      'posts',
      'about',
      'members',
    ]);
    expect(groupTabs({ isModerator: true, isOwner: false })).toEqual([
      'posts',
      'about',
      'members',
      'requests',
    ]);
    expect(groupTabs({ isModerator: true, isOwner: true })).toHaveLength(5);
  });

  it('opens the tab of the address only when the viewer has it', () => {
    const memberTabs = groupTabs({ isModerator: false, isOwner: false });
    expect(readGroupTab(new URLSearchParams('tab=members'), memberTabs)).toBe('members');
    expect(readGroupTab(new URLSearchParams('tab=invites'), memberTabs)).toBe('posts');
    expect(readGroupTab(new URLSearchParams(''), memberTabs)).toBe('posts');
  });
});
