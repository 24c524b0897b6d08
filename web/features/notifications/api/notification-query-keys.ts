/** Query keys of the member's notifications; everything under `all(userId)` is theirs. */
export const notificationQueryKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
  count: (userId: string) => ['notifications', userId, 'count'] as const,
  history: (userId: string) => ['notifications', userId, 'history'] as const,
};
