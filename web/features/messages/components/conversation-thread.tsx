import { MessageCircle, UserX } from 'lucide-react';
import type { Ref } from 'react';
import {
  CONVERSATION_READ_ONLY_MESSAGE,
  MESSAGES_NOT_ACCEPTED_MESSAGE,
  MESSAGE_TO_SELF_MESSAGE,
} from '../../../../common/features/messages/message-limits';
import { CANNOT_MESSAGE_BLOCKED_MESSAGE } from '../../../../common/features/blocks/block-texts';
import { PROFILE_NOT_FOUND_MESSAGE } from '../../../../common/features/profiles/profile-texts';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-error';
import { LoadError } from '../../posts/components/load-error';
import { useConversationWith } from '../api/get-conversation-with';
import { useRecipientProfile } from '../api/get-recipient-profile';
import { useMarkReadWhileOpen } from '../hooks/use-mark-read-while-open';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { ThreadHeader } from './thread-header';

/** Why nothing can be written here, in place of the composer. */
export function ComposerNote({ text }: { text: string }) {
  return <p className="border-t px-4 py-4 text-center text-sm text-muted-foreground">{text}</p>;
}

export function ThreadSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the conversation" className="grid gap-4 p-4">
      <div className="flex items-center gap-2">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="h-4 w-32" />
      </div>
      <Skeleton className="h-10 w-2/3 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
    </div>
  );
}

/**
 * The conversation with one member (`/messages?user={id}`): their name, the messages and the
 * composer. Without a conversation yet, an empty thread under the member's name whose first
 * message starts it. Opening it marks it read, and so does every new message while it is open.
 */
export function ConversationThread({
  userId,
  memberId,
  showBack,
  headingRef,
}: {
  userId: string;
  memberId: string;
  showBack: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const isSelf = memberId === userId;
  const conversation = useConversationWith(userId, memberId);
  const hasNone = conversation.data === null;
  // Without a conversation (or when its other member's account is gone) the profile names them.
  const needsProfile = hasNone || conversation.data?.participants.length === 0;
  const profile = useRecipientProfile(memberId, userId, needsProfile && !isSelf);
  useMarkReadWhileOpen(userId, memberId, conversation.data);

  if (isSelf) {
    return (
      <EmptyState
        icon={MessageCircle}
        title="This is you"
        description={MESSAGE_TO_SELF_MESSAGE}
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
  if (hasNone && profile.error instanceof ApiError && profile.error.status === 404) {
    return (
      <EmptyState
        icon={UserX}
        title={PROFILE_NOT_FOUND_MESSAGE}
        description="This member does not exist or their account has been closed."
        className="m-4 border-0"
      />
    );
  }
  if (hasNone && profile.isError) {
    return (
      <div className="p-4">
        <LoadError
          title="This member could not be loaded"
          error={profile.error}
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isRefetching}
        />
      </div>
    );
  }

  const current = conversation.data;
  const member = current?.participants[0] ?? profile.data;
  if (conversation.isPending || !member) return <ThreadSkeleton />;

  const canSend = current ? current.canSend : (profile.data?.canMessage ?? false);
  return (
    <div className="flex h-full min-h-0 flex-col">
      <ThreadHeader member={member} showBack={showBack} headingRef={headingRef} />
      {current ? (
        <MessageList userId={userId} conversation={current} memberName={member.username} />
      ) : (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 py-10 text-center">
          <MessageCircle aria-hidden className="size-8 text-primary" />
          <p className="font-semibold">Start your conversation with {member.username}</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Your first message starts it. Only the two of you can read it.
          </p>
        </div>
      )}
      {canSend ? (
        <MessageComposer
          userId={userId}
          memberId={memberId}
          memberName={member.username}
          conversation={current ?? null}
        />
      ) : (
        <ComposerNote
          text={
            current
              ? CONVERSATION_READ_ONLY_MESSAGE
              : profile.data?.blockedByMe
                ? CANNOT_MESSAGE_BLOCKED_MESSAGE
                : MESSAGES_NOT_ACCEPTED_MESSAGE
          }
        />
      )}
    </div>
  );
}
