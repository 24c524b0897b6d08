import { useQuery } from '@tanstack/react-query';
import type { Conversation } from '../../../../common/features/messages/messages.contract';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { messageQueryKeys } from './message-query-keys';

/**
 * `GET /api/conversations/with/{userId}`: the member's conversation with another member, or
 * null when they have none yet (the server's 404; the first message starts it).
 */
export async function getConversationWith(
  memberId: string,
  signal?: AbortSignal,
): Promise<Conversation | null> {
  try {
    return await apiRequest<Conversation>(
      `/api/conversations/with/${encodeURIComponent(memberId)}`,
      { signal },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The conversation `/messages?user={memberId}` opens (null: not started yet). */
export function useConversationWith(userId: string, memberId: string) {
  return useQuery({
    queryKey: messageQueryKeys.withMember(userId, memberId),
    queryFn: ({ signal }) => getConversationWith(memberId, signal),
  });
}
