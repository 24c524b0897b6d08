import { describe, expect, it } from 'vitest';
import {
  canSeeGroupContent,
  hasMemberActions,
  memberActions,
  membershipAction,
} from './membership-action';

const none = { membership: 'none', role: null } as const;
const requested = { membership: 'requested', role: null } as const;
const member = { membership: 'member', role: 'member' } as const;
const moderator = { membership: 'member', role: 'moderator' } as const;
const owner = { membership: 'member', role: 'owner' } as const;

describe('the membership button', () => {
  it('asks visitors to sign in, with the words of the group', () => {
    expect(membershipAction(none, 'public', false)).toEqual({ kind: 'sign-in', label: 'Join' });
    expect(membershipAction(none, 'private', false)).toEqual({
      kind: 'sign-in',
      label: 'Request to join',
    });
  });

  it('joins a public group and asks to join a private one', () => {
    expect(membershipAction(none, 'public', true)).toEqual({ kind: 'join', label: 'Join' });
    expect(membershipAction(none, 'private', true)).toEqual({
      kind: 'request',
      label: 'Request to join',
    });
  });

  it('shows a waiting request as Requested, members Leave, the owner nothing', () => {
    expect(membershipAction(requested, 'private', true)).toEqual({
      kind: 'withdraw',
      label: 'Requested',
    });
    expect(membershipAction(member, 'private', true)).toEqual({ kind: 'leave', label: 'Leave' });
    expect(membershipAction(moderator, 'public', true)).toEqual({ kind: 'leave', label: 'Leave' });
    expect(membershipAction(owner, 'public', true)).toEqual({ kind: 'owner' });
  });
});

describe('who sees a group’s content', () => {
  it('everyone for a public group, members only for a private one', () => {
    expect(canSeeGroupContent({ visibility: 'public', viewer: none })).toBe(true);
    expect(canSeeGroupContent({ visibility: 'private', viewer: none })).toBe(false);
    expect(canSeeGroupContent({ visibility: 'private', viewer: requested })).toBe(false);
    expect(canSeeGroupContent({ visibility: 'private', viewer: member })).toBe(true);
  });
});

describe('what the viewer may do to a member', () => {
  const other = (role: 'owner' | 'moderator' | 'member') => ({ userId: 'other', role });

  it('the owner promotes members, demotes moderators, transfers and removes', () => {
    expect(memberActions(owner, 'me', other('member'))).toEqual({
      promote: true,
      demote: false,
      transfer: true,
      remove: true,
    });
    expect(memberActions(owner, 'me', other('moderator'))).toEqual({
      promote: false,
      demote: true,
      transfer: true,
      remove: true,
    });
  });

  it('moderators remove plain members only', () => {
    expect(memberActions(moderator, 'me', other('member'))).toEqual({
      promote: false,
      demote: false,
      transfer: false,
      remove: true,
    });
    expect(hasMemberActions(memberActions(moderator, 'me', other('moderator')))).toBe(false);
    expect(hasMemberActions(memberActions(moderator, 'me', other('owner')))).toBe(false);
  });

  it('nobody acts on themselves, on the owner, or as a plain member or visitor', () => {
    expect(hasMemberActions(memberActions(owner, 'me', { userId: 'me', role: 'owner' }))).toBe(
      false,
    );
    expect(hasMemberActions(memberActions(member, 'me', other('member')))).toBe(false);
    expect(hasMemberActions(memberActions(none, null, other('member')))).toBe(false);
  });
});
