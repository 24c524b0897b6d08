import { describe, expect, it } from 'vitest';
import type { Message } from '../../../../common/features/messages/messages.contract';
import {
  addNewestMessage,
  clearConversationUnread,
  markMessageDeleted,
  messagesOldestFirst,
  type ConversationPages,
  type MessagePages,
} from './message-pages';

const message = (id: string, createdAt: string): Message => ({
  id,
  conversationId: 'c1',
  senderId: 'u1',
  body: `text ${id}`,
  images: [],
  createdAt,
  deletedAt: null,
});

const pages: MessagePages = {
  pages: [
    { items: [message('m3', '2026-01-03'), message('m2', '2026-01-02')], nextCursor: 'x' },
    { items: [message('m2', '2026-01-02'), message('m1', '2026-01-01')], nextCursor: null },
  ],
  pageParams: [null, 'x'],
};

describe('messagesOldestFirst', () => {
  it('puts the newest-first pages in reading order, each message once', () => {
    expect(messagesOldestFirst(pages).map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
    expect(messagesOldestFirst(undefined)).toEqual([]);
  });
});

describe('addNewestMessage', () => {
  it('adds a sent message at the newest end, once', () => {
    const added = addNewestMessage(pages, message('m4', '2026-01-04'));
    expect(messagesOldestFirst(added).map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(addNewestMessage(added, message('m4', '2026-01-04'))).toBe(added);
  });

  it('starts the pages of a conversation that had none loaded', () => {
    const started = addNewestMessage(undefined, message('m1', '2026-01-01'));
    expect(started.pages).toEqual([{ items: [message('m1', '2026-01-01')], nextCursor: null }]);
  });
});

describe('markMessageDeleted', () => {
  it('keeps the message in place without its text', () => {
    const after = markMessageDeleted(pages, 'm2', '2026-01-05');
    const m2 = messagesOldestFirst(after).find((m) => m.id === 'm2');
    expect(m2).toMatchObject({ body: null, deletedAt: '2026-01-05' });
    expect(messagesOldestFirst(after).map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });
});

describe('clearConversationUnread', () => {
  it('sets one conversation’s unread count to 0', () => {
    const list = {
      pages: [
        {
          items: [
            { id: 'a', unreadCount: 3 },
            { id: 'b', unreadCount: 2 },
          ],
          nextCursor: null,
        },
      ],
      pageParams: [null],
    } as unknown as ConversationPages;
    const after = clearConversationUnread(list, 'a');
    expect(after?.pages[0]!.items.map((c) => c.unreadCount)).toEqual([0, 2]);
  });
});
