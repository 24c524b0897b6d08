import { describe, expect, it } from 'vitest';
import type { Message } from '../../../../common/features/messages/messages.contract';
import { seenMessageId } from './seen';

const at = (id: string, senderId: string, createdAt: string): Message => ({
  id,
  conversationId: 'c',
  senderId,
  body: 'hi',
  images: [],
  createdAt,
  deletedAt: null,
});

const messages = [
  at('m1', 'me', '2026-01-01T10:00:00.000Z'),
  at('m2', 'me', '2026-01-01T10:05:00.000Z'),
  at('m3', 'other', '2026-01-01T10:06:00.000Z'),
];

describe('seenMessageId', () => {
  it('marks the viewer’s last message once the other has read up to it', () => {
    expect(seenMessageId(messages, 'me', '2026-01-01T10:05:00.000Z')).toBe('m2');
    expect(seenMessageId(messages, 'me', '2026-01-01T11:00:00.000Z')).toBe('m2');
  });

  it('marks nothing while the last message is unread, or without own messages', () => {
    expect(seenMessageId(messages, 'me', '2026-01-01T10:04:59.000Z')).toBeNull();
    expect(seenMessageId(messages, 'me', null)).toBeNull();
    expect(seenMessageId(messages, 'someone', '2026-01-02T00:00:00.000Z')).toBeNull();
  });
});
