import { Link } from 'react-router';
import type { Conversation } from '../../../../common/features/messages/messages.contract';
import { MemberAvatar } from '../../../components/member-avatar';
import { cn } from '../../../lib/cn';
import { formatFullDate, formatRelativeTime } from '../../posts/lib/relative-time';
import { conversationExcerpt } from '../lib/message-excerpt';
import { conversationEntry } from '../lib/conversation-entry';
import { DeletedMemberAvatar } from './deleted-member-avatar';
import { UnreadBadge } from './unread-badge';

/**
 * One conversation in the list: the other member's photo and name, the last message's excerpt
 * and time, and the unread count (bold text and a badge, not colour alone). A conversation whose
 * other member's account was erased shows 'Deleted member' and a neutral placeholder, and opens
 * by its id.
 */
export function ConversationListItem({
  conversation,
  viewerId,
  isSelected,
}: {
  conversation: Conversation;
  viewerId: string;
  isSelected: boolean;
}) {
  const unread = conversation.unreadCount;
  const excerpt = conversationExcerpt(conversation.lastMessage, viewerId);
  const { member, name, path } = conversationEntry(conversation);
  return (
    <Link
      to={path}
      aria-current={isSelected ? 'page' : undefined}
      data-member-id={member?.id}
      data-conversation-id={conversation.id}
      className={cn(
        'flex min-h-16 items-center gap-3 rounded-lg px-3 py-2.5 transition-colors hover:bg-muted',
        isSelected && 'bg-secondary text-secondary-foreground hover:bg-secondary',
      )}
    >
      {member ? (
        <MemberAvatar member={member} className="size-11" />
      ) : (
        <DeletedMemberAvatar className="size-11" />
      )}
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate', unread > 0 ? 'font-bold' : 'font-medium')}>{name}</span>
          <time
            dateTime={conversation.lastActivityAt}
            title={formatFullDate(conversation.lastActivityAt)}
            className="shrink-0 text-xs text-muted-foreground"
          >
            {formatRelativeTime(conversation.lastActivityAt)}
          </time>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span
            className={cn(
              'truncate text-sm',
              unread > 0 ? 'font-semibold text-foreground' : 'text-muted-foreground',
            )}
          >
            {excerpt}
          </span>
          {unread > 0 && (
            <>
              <UnreadBadge count={unread} className="shrink-0" />
              <span className="sr-only">
                , {unread} unread {unread === 1 ? 'message' : 'messages'}
              </span>
            </>
          )}
        </span>
      </span>
    </Link>
  );
}
