import { MessageCircle } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { MESSAGES_PATH } from '../lib/conversation-path';
import { unreadMessagesLabel } from '../lib/unread-label';
import { UnreadBadge } from './unread-badge';

/** Messages in the phones' side menu, with the unread total. */
export function MessagesMenuLink({
  unread,
  onNavigate,
}: {
  unread: number;
  onNavigate: () => void;
}) {
  return (
    <NavLink
      to={MESSAGES_PATH}
      onClick={onNavigate}
      aria-label={unreadMessagesLabel('Messages', unread)}
      className={({ isActive }) =>
        cn(
          'flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors hover:bg-muted',
          isActive ? 'text-primary' : 'text-foreground/80',
        )
      }
    >
      <MessageCircle aria-hidden className="size-4" />
      <span className={cn(unread > 0 && 'font-semibold text-foreground')}>Messages</span>
      {unread > 0 && (
        <UnreadBadge count={unread} className="ml-auto" testId="menu-messages-count" />
      )}
    </NavLink>
  );
}
