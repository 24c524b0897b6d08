/**
 * Query keys of the member's direct messages; everything under `all(userId)` is theirs, so one
 * invalidation (a realtime event, a resync) refreshes the list, the unread count and the open
 * conversation together.
 */
export const messageQueryKeys = {
  all: (userId: string) => ['messages', userId] as const,
  conversations: (userId: string) => ['messages', userId, 'conversations'] as const,
  unreadCount: (userId: string) => ['messages', userId, 'unread-count'] as const,
  /** The conversation with one member (null: none yet). */
  withMember: (userId: string, memberId: string) => ['messages', userId, 'with', memberId] as const,
  /** One conversation by its id (opened by id: its other member's account was erased). */
  byId: (userId: string, conversationId: string) =>
    ['messages', userId, 'conversation', conversationId] as const,
  /** One conversation's messages, page by page. */
  thread: (userId: string, conversationId: string) =>
    ['messages', userId, 'thread', conversationId] as const,
};
