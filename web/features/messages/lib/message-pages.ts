import type { InfiniteData } from '@tanstack/react-query';
import type {
  Conversation,
  ConversationPage,
  Message,
  MessagePage,
} from '../../../../common/features/messages/messages.contract';

export type MessagePages = InfiniteData<MessagePage>;
export type ConversationPages = InfiniteData<ConversationPage>;

/** The loaded messages oldest first (the pages come newest first), each id once. */
export function messagesOldestFirst(data: MessagePages | undefined): Message[] {
  const seen = new Set<string>();
  const newestFirst = (data?.pages.flatMap((page) => page.items) ?? []).filter(
    (message) => !seen.has(message.id) && seen.add(message.id),
  );
  return newestFirst.reverse();
}

/** The pages with a just-sent message at the newest end (unchanged if it is already there). */
export function addNewestMessage(data: MessagePages | undefined, message: Message): MessagePages {
  if (!data) return { pages: [{ items: [message], nextCursor: null }], pageParams: [null] };
  if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  return {
    ...data,
    pages: [{ ...first!, items: [message, ...first!.items] }, ...rest],
  };
}

/** The pages with one message shown as deleted in its place (body and photos gone, `deletedAt` set). */
export function markMessageDeleted(
  data: MessagePages | undefined,
  messageId: string,
  deletedAt: string,
): MessagePages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        item.id === messageId ? { ...item, body: null, images: [], deletedAt } : item,
      ),
    })),
  };
}

/** The list's pages with one conversation marked read (no unread messages). */
export function clearConversationUnread(
  data: ConversationPages | undefined,
  conversationId: string,
): ConversationPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item: Conversation) =>
        item.id === conversationId ? { ...item, unreadCount: 0 } : item,
      ),
    })),
  };
}

/** Every conversation of the loaded pages, in the list's order, each id once. */
export function flattenConversations(data: ConversationPages | undefined): Conversation[] {
  const seen = new Set<string>();
  return (data?.pages.flatMap((page) => page.items) ?? []).filter(
    (item) => !seen.has(item.id) && seen.add(item.id),
  );
}
