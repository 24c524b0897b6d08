import { Loader2, MessageCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from '../../posts/components/load-error';
import { useConversations } from '../api/get-conversations';
import { isSelectedConversation } from '../lib/conversation-entry';
import type { MessagesSelection } from '../lib/conversation-path';
import { flattenConversations } from '../lib/message-pages';
import { ConversationListItem } from './conversation-list-item';

/** Rows shaped like the list's, while it loads. */
function ConversationListSkeleton() {
  return (
    <ul aria-hidden className="grid gap-1 p-2">
      {Array.from({ length: 5 }, (_, index) => (
        <li key={index} className="flex items-center gap-3 px-3 py-2.5">
          <Skeleton className="size-11 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-4/5" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The member's conversations, newest activity first, 'Load more' for older ones; the open one
 * is marked as the current page. One whose other member's account was erased stays, as
 * 'Deleted member' (opened by its id).
 */
export function ConversationList({
  userId,
  selection,
}: {
  userId: string;
  selection: MessagesSelection;
}) {
  const list = useConversations(userId);
  const conversations = flattenConversations(list.data);

  if (list.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading your conversations">
        <ConversationListSkeleton />
      </div>
    );
  }
  if (list.isLoadingError) {
    return (
      <div className="p-3">
        <LoadError
          title="Your conversations could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
          isRetrying={list.isRefetching}
        />
      </div>
    );
  }
  if (conversations.length === 0) {
    return (
      <EmptyState
        icon={MessageCircle}
        title="No conversations yet"
        description="Start one with the Message button on a member’s profile: find fans who share your favourite park through search or your feed."
        className="m-3 border-0"
      />
    );
  }

  return (
    <div className="grid gap-2 p-2">
      <ul aria-label="Conversations" className="grid gap-1">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationListItem
              conversation={conversation}
              viewerId={userId}
              isSelected={isSelectedConversation(conversation, selection)}
            />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          className="mx-2"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
          Load more
        </Button>
      )}
      {list.isFetchNextPageError && (
        <p role="alert" className="px-3 text-sm text-destructive">
          More conversations could not be loaded. {list.error?.message}
        </p>
      )}
    </div>
  );
}
