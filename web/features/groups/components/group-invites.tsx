import { Copy, Link2, Loader2, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  DEFAULT_GROUP_INVITE_EXPIRY_DAYS,
  groupInviteExpiryDays,
  groupInviteExpiryLabels,
  type GroupInviteExpiryDays,
} from '../../../../common/features/groups/group-limits';
import type { Group, GroupInvite } from '../../../../common/features/groups/groups.contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { LoadError } from '../../posts/components/load-error';
import { notifyError } from '../../posts/lib/notify';
import { useCreateInvite, useGroupInvites, useRevokeInvite } from '../api/group-invites';
import { copyText, inviteStatusText, inviteUrl } from '../lib/invite-links';
import { ConfirmDialog } from './confirm-dialog';
import { selectClass } from '../../../components/ui/labeled-select';

/** One link: its address (selectable), its state, Copy and Revoke while it works. */
function InviteRow({ invite, onRevoke }: { invite: GroupInvite; onRevoke: () => void }) {
  const url = inviteUrl(window.location.origin, invite.path);
  const status = inviteStatusText(invite, new Date());
  const id = `invite-${invite.id}`;
  const copy = async () => {
    if (await copyText(url)) toast({ title: 'Invite link copied' });
    else {
      document.getElementById(id)?.focus();
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      toast({
        title: 'Copy the selected link',
        description: 'Your browser did not allow copying.',
      });
    }
  };
  return (
    <li className="grid gap-2 px-3 py-3 sm:px-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={status.isUsable ? 'secondary' : 'outline'}>{status.label}</Badge>
        {invite.createdBy && (
          <span className="text-xs text-muted-foreground">by {invite.createdBy.username}</span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={id} className="sr-only">
          Invite link ({status.label})
        </Label>
        <Input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 basis-48 font-mono text-xs md:text-xs"
          aria-disabled={!status.isUsable || undefined}
        />
        {status.isUsable && (
          <>
            <Button type="button" variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden />
              Copy
            </Button>
            <Button type="button" variant="ghost" onClick={onRevoke}>
              <Trash2 aria-hidden />
              Revoke
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * The owner's invite links: create one valid for 1, 7 or 30 days (anyone signed in who opens
 * it may join, even a private group), copy it, revoke it.
 */
export function GroupInvites({ group }: { group: Group }) {
  const id = useId();
  const query = useGroupInvites(group.id, true);
  const create = useCreateInvite(group.id);
  const revoke = useRevokeInvite(group.id);
  const [days, setDays] = useState<GroupInviteExpiryDays>(DEFAULT_GROUP_INVITE_EXPIRY_DAYS);
  const [toRevoke, setToRevoke] = useState<GroupInvite | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate(days, {
      onSuccess: async (invite) => {
        const copied = await copyText(inviteUrl(window.location.origin, invite.path));
        toast({
          title: 'Invite link created',
          description: copied ? 'It is copied: paste it to whoever you invite.' : undefined,
        });
      },
      onError: notifyError,
    });
  };

  const invites = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-label="Invite links" className="grid gap-4">
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3 rounded-xl border bg-card p-4 text-card-foreground"
      >
        <div className="grid min-w-40 flex-1 gap-1.5 sm:max-w-56">
          <Label htmlFor={`${id}-expiry`}>Link valid for</Label>
          <select
            id={`${id}-expiry`}
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as GroupInviteExpiryDays)}
            className={selectClass}
          >
            {groupInviteExpiryDays.map((choice) => (
              <option key={choice} value={choice}>
                {groupInviteExpiryLabels[choice]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <Plus aria-hidden />
          )}
          Create invite link
        </Button>
      </form>
      {query.isPending ? (
        <Skeleton
          role="status"
          aria-label="Loading the invite links"
          className="h-24 w-full rounded-xl"
        />
      ) : query.isError && !query.data ? (
        <LoadError
          title="We could not load the invite links"
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : invites.length === 0 ? (
        <EmptyState
          icon={Link2}
          title="No invite links yet"
          description="Create a link to let friends join straight away, even while the group is private."
        />
      ) : (
        <ul className="divide-y rounded-xl border bg-card text-card-foreground">
          {invites.map((invite) => (
            <InviteRow key={invite.id} invite={invite} onRevoke={() => setToRevoke(invite)} />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Load more links
        </Button>
      )}
      <ConfirmDialog
        isOpen={toRevoke !== null}
        onOpenChange={(open) => !open && setToRevoke(null)}
        title="Revoke this invite link?"
        description="Anyone who opens it will be told it no longer works. Members who already joined stay."
        confirmLabel="Revoke link"
        isDestructive
        isPending={revoke.isPending}
        onConfirm={() =>
          toRevoke &&
          revoke.mutate(toRevoke.id, {
            onSuccess: () => {
              setToRevoke(null);
              toast({ title: 'Invite link revoked' });
            },
            onError: (error) => {
              setToRevoke(null);
              notifyError(error);
            },
          })
        }
      />
    </section>
  );
}
