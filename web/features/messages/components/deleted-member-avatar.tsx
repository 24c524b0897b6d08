import { UserRound } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * The neutral placeholder in place of a member's photo once their account was erased.
 * Decorative: 'Deleted member' is always written beside it.
 */
export function DeletedMemberAvatar({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground',
        className,
      )}
    >
      <UserRound className="size-1/2" />
    </span>
  );
}
