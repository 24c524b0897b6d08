import { useQuery } from '@tanstack/react-query';
import type {
  Conversation,
  ConversationWith,
} from '../../../../common/features/messages/messages.contract';
import { apiRequest } from '../../../lib/api-client';
import { messageQueryKeys } from './message-query-keys';

/**
 * `GET /api/conversations/with/{userId}`: the member's conversation with another member, or
 * null when they have none yet (the first message starts it).
 */
export async function getConversationWith(
  memberId: string,
  signal?: AbortSignal,
): Promise<Conversation | null> {
  const path = `/api/conversations/with/${encodeURIComponent(memberId)}`;
  return (await apiRequest<ConversationWith>(path, { signal })).conversation;
}

/** The conversation `/messages?user={memberId}` opens (null: not started yet). */
export function useConversationWith(userId: string, memberId: string) {
  return useQuery({
    queryKey: messageQueryKeys.withMember(userId, memberId),
    queryFn: ({ signal }) => getConversationWith(memberId, signal),
  });
}
