import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../../common/features/messages/messages.contract';
import {
  conversationEntry,
  isSelectedConversation,
  isWithDeletedMember,
} from './conversation-entry';

const conversation = (participants: Conversation['participants']): Conversation => ({
  id: 'c1',
  participants,
  lastMessage: null,
  unreadCount: 2,
  lastActivityAt: '2026-01-01T10:00:00.000Z',
  othersReadAt: null,
  canSend: participants.length > 0,
});
const ben = { id: 'u2', username: 'ben', avatar_url: null };

describe('conversationEntry', () => {
  it('names and opens a conversation by its other member', () => {
    expect(conversationEntry(conversation([ben]))).toEqual({
      member: ben,
      name: 'ben',
      path: '/messages?user=u2',
    });
    expect(isWithDeletedMember(conversation([ben]))).toBe(false);
  });

  it('shows one whose member was erased as Deleted member, opened by conversation id', () => {
    expect(conversationEntry(conversation([]))).toEqual({
      member: null,
      name: 'Deleted member',
      path: '/messages?conversation=c1',
    });
    expect(isWithDeletedMember(conversation([]))).toBe(true);
  });
});

describe('isSelectedConversation', () => {
  it('matches the open conversation by member id or by conversation id', () => {
    expect(isSelectedConversation(conversation([ben]), { kind: 'member', memberId: 'u2' })).toBe(
      true,
    );
    expect(isSelectedConversation(conversation([]), { kind: 'member', memberId: 'u2' })).toBe(
      false,
    );
    expect(
      isSelectedConversation(conversation([]), { kind: 'conversation', conversationId: 'c1' }),
    ).toBe(true);
    expect(
      isSelectedConversation(conversation([ben]), { kind: 'conversation', conversationId: 'c2' }),
    ).toBe(false);
    expect(isSelectedConversation(conversation([ben]), null)).toBe(false);
  });
});
