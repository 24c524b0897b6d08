import { Loader2, UserCheck, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useFollowMember } from '../api/follow-member';

/**
 * Follow / Following, a toggle (aria-pressed) that changes at once and rolls back with an
 * 'Error' toast when the server refuses. `label` names the member for buttons in a list. While
 * the server has not answered, the button says it is busy (aria-disabled, keeping the keyboard's
 * focus) rather than dropping a second press without a sign.
 */
export function FollowButton({
  memberId,
  viewerId,
  isFollowing,
  label,
  className,
}: {
  memberId: string;
  viewerId: string;
  isFollowing: boolean;
  /** Added to the accessible name ('Follow @name') where several buttons share a page. */
  label?: string;
  className?: string;
}) {
  const follow = useFollowMember(viewerId);
  const text = isFollowing ? 'Following' : 'Follow';
  const Icon = follow.isPending ? Loader2 : isFollowing ? UserCheck : UserPlus;
  return (
    <Button
      type="button"
      variant={isFollowing ? 'outline' : 'default'}
      aria-pressed={isFollowing}
      aria-disabled={follow.isPending || undefined}
      aria-label={label ? `${text} ${label}` : undefined}
      className={cn('min-w-32 aria-disabled:cursor-progress', className)}
      onClick={() => {
        if (!follow.isPending) follow.mutate({ memberId, follow: !isFollowing });
      }}
    >
      <Icon aria-hidden className={cn(follow.isPending && 'animate-spin')} />
      {text}
    </Button>
  );
}
