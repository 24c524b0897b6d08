import { describe, expect, it } from 'vitest';
import type { Message } from '../../../../common/features/messages/messages.contract';
import { DELETED_MESSAGE_TEXT } from '../../../../common/features/messages/message-limits';
import { conversationExcerpt, EXCERPT_MAX, NO_MESSAGES_TEXT } from './message-excerpt';

const last = (senderId: string, body: string | null, photos = 0): Message => ({
  id: 'm',
  conversationId: 'c',
  senderId,
  body,
  images: Array.from({ length: photos }, (_, index) => ({
    id: `00000000-0000-4000-8000-00000000000${index}`,
    url: `/api/messages/photos/${index}`,
    thumbnailUrl: `/api/messages/photos/${index}/thumbnail`,
    width: 800,
    height: 600,
    alt: null,
  })),
  createdAt: '2026-01-01T00:00:00.000Z',
  deletedAt: body === null ? '2026-01-01T00:01:00.000Z' : null,
});

describe('conversationExcerpt', () => {
  it('shows the last message on one line, with You: before your own', () => {
    expect(conversationExcerpt(last('other', 'See you at\n\nrope drop!'), 'me')).toBe(
      'See you at rope drop!',
    );
    expect(conversationExcerpt(last('me', 'Deal'), 'me')).toBe('You: Deal');
  });

  it('cuts long messages with an ellipsis', () => {
    const excerpt = conversationExcerpt(last('other', 'a'.repeat(300)), 'me');
    expect(excerpt).toBe(`${'a'.repeat(EXCERPT_MAX)}…`);
  });

  it('says Photo for photos without text, and prefers the text when there is some', () => {
    expect(conversationExcerpt(last('other', '', 1), 'me')).toBe('Photo');
    expect(conversationExcerpt(last('me', '', 3), 'me')).toBe('You: 3 photos');
    expect(conversationExcerpt(last('other', 'Look!', 2), 'me')).toBe('Look!');
  });

  it('says when the last message was deleted or there is none', () => {
    expect(conversationExcerpt(last('other', null), 'me')).toBe(DELETED_MESSAGE_TEXT);
    expect(conversationExcerpt(null, 'me')).toBe(NO_MESSAGES_TEXT);
  });
});
