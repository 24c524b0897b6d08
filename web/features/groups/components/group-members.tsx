import { Crown, Loader2, MoreHorizontal, Shield, ShieldOff, UserMinus } from 'lucide-react';
import { useState } from 'react';
import type { Group, GroupMember } from '../../../../common/features/groups/groups.contract';
import { AuthorLink } from '../../../components/author-link';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { LoadError } from '../../posts/components/load-error';
import { notifyError } from '../../posts/lib/notify';
import {
  useGroupMembers,
  useRemoveMember,
  useSetMemberRole,
  useTransferOwnership,
} from '../api/group-members';
import { hasMemberActions, memberActions } from '../lib/membership-action';
import { RoleBadge } from './group-badges';
import { ConfirmDialog } from './confirm-dialog';

const joined = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

type Pending = { kind: 'remove' | 'transfer'; member: GroupMember } | null;

/**
 * The members, owner first, then moderators, then members by join date, each with their role.
 * The owner promotes and demotes moderators, hands over ownership and removes members;
 * moderators remove members. Removing and handing over ask first.
 */
export function GroupMembers({ group, viewerId }: { group: Group; viewerId: string | null }) {
  const query = useGroupMembers(group.id, viewerId, true);
  const setRole = useSetMemberRole(group.id);
  const remove = useRemoveMember(group.id);
  const transfer = useTransferOwnership(group.id);
  const [pending, setPending] = useState<Pending>(null);

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading the members" className="grid gap-2">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-16 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <LoadError
        title="We could not load the members"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  const members = query.data.pages.flatMap((page) => page.items);

  const changeRole = (member: GroupMember, role: 'moderator' | 'member') =>
    setRole.mutate(
      { userId: member.user.id, role },
      {
        onSuccess: () =>
          toast({
            title:
              role === 'moderator'
                ? `${member.user.username} is now a moderator`
                : `${member.user.username} is no longer a moderator`,
          }),
        onError: notifyError,
      },
    );

  const confirm = () => {
    if (!pending) return;
    const { member, kind } = pending;
    const done = () => setPending(null);
    if (kind === 'remove') {
      remove.mutate(member.user.id, {
        onSuccess: () => {
          done();
          toast({ title: `${member.user.username} was removed from the group` });
        },
        onError: (error) => {
          done();
          notifyError(error);
        },
      });
    } else {
      transfer.mutate(member.user.id, {
        onSuccess: () => {
          done();
          toast({
            title: `${member.user.username} is now the owner`,
            description: 'You are a moderator of the group.',
          });
        },
        onError: (error) => {
          done();
          notifyError(error);
        },
      });
    }
  };

  return (
    <section aria-label={`Members of ${group.name}`} className="grid gap-3">
      <ul className="divide-y rounded-xl border bg-card text-card-foreground">
        {members.map((member) => {
          const actions = memberActions(group.viewer, viewerId, {
            userId: member.user.id,
            role: member.role,
          });
          const isBusy =
            (setRole.isPending && setRole.variables?.userId === member.user.id) ||
            (remove.isPending && remove.variables === member.user.id) ||
            (transfer.isPending && transfer.variables === member.user.id);
          return (
            <li
              key={member.user.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 sm:px-4"
            >
              <AuthorLink author={member.user} className="min-w-0 flex-1" />
              <span className="text-xs text-muted-foreground">
                Joined {joined.format(new Date(member.joinedAt))}
              </span>
              <RoleBadge role={member.role} />
              {hasMemberActions(actions) && (
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Manage ${member.user.username}`}
                      disabled={isBusy}
                    >
                      {isBusy ? (
                        <Loader2 aria-hidden className="animate-spin" />
                      ) : (
                        <MoreHorizontal aria-hidden />
                      )}
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    {actions.promote && (
                      <DropdownMenuItem onSelect={() => changeRole(member, 'moderator')}>
                        <Shield aria-hidden />
                        Make moderator
                      </DropdownMenuItem>
                    )}
                    {actions.demote && (
                      <DropdownMenuItem onSelect={() => changeRole(member, 'member')}>
                        <ShieldOff aria-hidden />
                        Remove moderator role
                      </DropdownMenuItem>
                    )}
                    {actions.transfer && (
                      <DropdownMenuItem onSelect={() => setPending({ kind: 'transfer', member })}>
                        <Crown aria-hidden />
                        Transfer ownership
                      </DropdownMenuItem>
                    )}
                    {actions.remove && (
                      <DropdownMenuItem
                        className="text-destructive"
                        onSelect={() => setPending({ kind: 'remove', member })}
                      >
                        <UserMinus aria-hidden />
                        Remove from group
                      </DropdownMenuItem>
                    )}
                  </DropdownMenuContent>
                </DropdownMenu>
              )}
            </li>
          );
        })}
      </ul>
      {query.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
          Load more members
        </Button>
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.kind === 'transfer'
            ? `Make ${pending.member.user.username} the owner?`
            : `Remove ${pending?.member.user.username ?? 'this member'} from ${group.name}?`
        }
        description={
          pending?.kind === 'transfer'
            ? `${pending.member.user.username} will own ${group.name}: edit it, manage its members and delete it. You will become a moderator and cannot undo this yourself.`
            : group.visibility === 'private'
              ? 'They will lose access to the group’s posts and members, and need a moderator’s approval to join again, invite links included.'
              : 'They will no longer be a member of the group, and need a moderator’s approval to join again.'
        }
        confirmLabel={pending?.kind === 'transfer' ? 'Transfer ownership' : 'Remove member'}
        isDestructive={pending?.kind === 'remove'}
        isPending={remove.isPending || transfer.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
