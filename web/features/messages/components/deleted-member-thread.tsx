import { MessageCircle } from 'lucide-react';
import type { Ref } from 'react';
import { Navigate } from 'react-router';
import {
  CONVERSATION_NOT_FOUND_MESSAGE,
  DELETED_MEMBER_NAME,
} from '../../../../common/features/messages/message-limits';
import { EmptyState } from '../../../components/ui/empty-state';
import { ApiError } from '../../../lib/api-error';
import { LoadError } from '../../posts/components/load-error';
import { useConversation } from '../api/get-conversation';
import { useMarkReadWhileOpen } from '../hooks/use-mark-read-while-open';
import { DELETED_MEMBER_THREAD_NOTE } from '../lib/conversation-entry';
import { conversationPath } from '../lib/conversation-path';
import { ComposerNote, ThreadSkeleton } from './conversation-thread';
import { MessageList } from './message-list';
import { ThreadHeader } from './thread-header';

/**
 * A conversation opened by its id (`/messages?conversation={id}`): one whose other member's
 * account was erased (issue 27 §3). Its messages stay readable under 'Deleted member' (no
 * profile to link to), and a note stands in place of the composer. Opening it marks it read.
 * A conversation that still has its member goes to their address (`?user={id}`).
 */
export function DeletedMemberThread({
  userId,
  conversationId,
  showBack,
  headingRef,
}: {
  userId: string;
  conversationId: string;
  showBack: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const conversation = useConversation(userId, conversationId);
  useMarkReadWhileOpen(userId, null, conversation.data);

  const member = conversation.data?.participants[0];
  if (member) return <Navigate to={conversationPath(member.id)} replace />;
  if (conversation.error instanceof ApiError && conversation.error.status === 404) {
    return (
      <EmptyState
        icon={MessageCircle}
        title={CONVERSATION_NOT_FOUND_MESSAGE}
        description="This conversation does not exist or is not one of yours."
        className="m-4 border-0"
      />
    );
  }
  if (conversation.isError) {
    return (
      <div className="p-4">
        <LoadError
          title="This conversation could not be loaded"
          error={conversation.error}
          onRetry={() => void conversation.refetch()}
          isRetrying={conversation.isRefetching}
        />
      </div>
    );
  }
  if (conversation.isPending) return <ThreadSkeleton />;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <ThreadHeader member={null} showBack={showBack} headingRef={headingRef} />
      <MessageList
        userId={userId}
        conversation={conversation.data}
        memberName={DELETED_MEMBER_NAME}
      />
      <ComposerNote text={DELETED_MEMBER_THREAD_NOTE} />
    </div>
  );
}
