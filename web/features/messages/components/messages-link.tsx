import { MessageCircle } from 'lucide-react';
import { NavLink } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { MESSAGES_PATH } from '../lib/conversation-path';
import { unreadMessagesLabel } from '../lib/unread-label';
import { UnreadBadge } from './unread-badge';

/** The header's Messages entry for members (from tablet width): an icon with the unread total. */
export function MessagesLink({ unread }: { unread: number }) {
  return (
    <NavLink
      to={MESSAGES_PATH}
      aria-label={unreadMessagesLabel('Messages', unread)}
      title="Messages"
      className={({ isActive }) =>
        cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'relative',
          isActive && 'text-primary',
        )
      }
    >
      <MessageCircle aria-hidden />
      {unread > 0 && (
        <UnreadBadge count={unread} className="absolute right-1 top-1" testId="messages-count" />
      )}
    </NavLink>
  );
}
