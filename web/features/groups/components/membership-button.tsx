import { Check, Clock, Loader2, LogOut, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { Group } from '../../../../common/features/groups/groups.contract';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { notifyError } from '../../posts/lib/notify';
import { useSetMembership } from '../api/group-membership';
import { membershipAction } from '../lib/membership-action';
import { ConfirmDialog } from './confirm-dialog';
import { SignInLink } from './sign-in-link';

/**
 * The header's Join / 'Request to join' / 'Requested' / Leave button. Leaving a private group
 * asks first (coming back needs a moderator's approval); 'Requested' withdraws the request.
 * The owner has no button: they hand over ownership before they can leave.
 */
export function MembershipButton({ group, viewerId }: { group: Group; viewerId: string | null }) {
  const action = membershipAction(group.viewer, group.visibility, viewerId !== null);
  if (action.kind === 'owner') return null;
  if (action.kind === 'sign-in') {
    return (
      <SignInLink
        next={`/group/${group.id}`}
      >{`Sign In to ${action.label.toLowerCase()}`}</SignInLink>
    );
  }
  return <MemberMembershipButton group={group} viewerId={viewerId!} />;
}

function MemberMembershipButton({ group, viewerId }: { group: Group; viewerId: string }) {
  const membership = useSetMembership(group.id, viewerId);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const action = membershipAction(group.viewer, group.visibility, true);
  if (action.kind === 'owner' || action.kind === 'sign-in') return null;

  const run = (join: boolean, done: string) =>
    membership.mutate(join, {
      onSuccess: (result) => {
        setIsConfirmOpen(false);
        // Joining a public group one was removed from only asks: the answer says 'requested'.
        const isRequested = join && result.membership === 'requested';
        toast({
          title: isRequested ? 'Request sent' : done,
          description: isRequested
            ? 'The group’s moderators will look at your request.'
            : undefined,
        });
      },
      onError: (error) => {
        setIsConfirmOpen(false);
        notifyError(error);
      },
    });

  const Icon = membership.isPending
    ? Loader2
    : action.kind === 'leave'
      ? LogOut
      : action.kind === 'withdraw'
        ? Clock
        : action.kind === 'join'
          ? UserPlus
          : Check;

  const press = () => {
    if (membership.isPending) return;
    if (action.kind === 'join') run(true, `You joined ${group.name}`);
    else if (action.kind === 'request') run(true, 'Request sent');
    else if (action.kind === 'withdraw') run(false, 'Request withdrawn');
    else if (group.visibility === 'private') setIsConfirmOpen(true);
    else run(false, `You left ${group.name}`);
  };

  return (
    <>
      <Button
        type="button"
        variant={action.kind === 'join' || action.kind === 'request' ? 'default' : 'outline'}
        aria-pressed={action.kind === 'withdraw' ? true : undefined}
        aria-describedby={
          action.kind === 'withdraw' ? `group-${group.id}-withdraw-hint` : undefined
        }
        className="min-w-32"
        onClick={press}
      >
        <Icon aria-hidden className={membership.isPending ? 'animate-spin' : undefined} />
        {action.label}
      </Button>
      {action.kind === 'withdraw' && (
        <span id={`group-${group.id}-withdraw-hint`} className="sr-only">
          Your request is waiting for a moderator. Press to withdraw it.
        </span>
      )}
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        title={`Leave ${group.name}?`}
        description="This group is private: to come back you will need to ask again and wait for a moderator’s approval."
        confirmLabel="Leave group"
        isDestructive
        isPending={membership.isPending}
        onConfirm={() => run(false, `You left ${group.name}`)}
      />
    </>
  );
}
