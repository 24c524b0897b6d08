import {
  History,
  KeyRound,
  Loader2,
  MoreHorizontal,
  ShieldCheck,
  ShieldOff,
  Sprout,
  Trash2,
  UserCheck,
  UserX,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { formatCount } from '../../../../common/count-format';
import type { AdminUser } from '../../../../common/features/admin/admin-users.contract';
import type { StaffRole } from '../../../../common/features/moderation/staff-role.contract';
import { trustLevelLabels } from '../../../../common/features/trust/trust-levels.contract';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadErrorState } from '../../../components/ui/page-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import {
  useAdminUsers,
  useDeleteMember,
  useSendPasswordReset,
  useSetMemberRole,
  useSetTrustLevel,
  useSuspendMember,
  useUnsuspendMember,
} from '../api/admin-users-api';
import type { AdminUsersFilters } from '../lib/admin-users-filters';
import {
  describeStatus,
  formatMemberDate,
  roleChangesFor,
  roleLabels,
} from '../lib/admin-users-format';
import {
  DeleteMemberDialog,
  RoleChangeDialog,
  SuspendMemberDialog,
  type PendingRoleChange,
} from './admin-users-dialogs';
import { MemberIdentity, RoleBadge, StatusText, TrustBadge } from './admin-users-parts';
import { MemberHistoryDialog } from './admin-users-history-dialog';
import { TrustLevelDialog } from './admin-users-trust-dialog';

/** Who is looking: their id (their own row offers no role change) and their role. */
export interface StaffViewer {
  id: string;
  role: StaffRole;
}

const failed = (title: string) => (err: Error) =>
  toast({ variant: 'destructive', title, description: err.message });

/** The actions staff may take on a member, in a menu (admin-only ones for admins). */
function MemberMenu({
  user,
  viewer,
  onSuspend,
  onDelete,
  onHistory,
  onTrust,
  onRoleChange,
}: {
  user: AdminUser;
  viewer: StaffViewer;
  onSuspend: () => void;
  onDelete: () => void;
  onHistory: () => void;
  onTrust: () => void;
  onRoleChange: (change: { role: StaffRole; label: string }) => void;
}) {
  const unsuspend = useUnsuspendMember();
  const reset = useSendPasswordReset();
  const isSelf = user.id === viewer.id;
  const isAdmin = viewer.role === 'admin';
  const canPenalize = !isSelf && (isAdmin || user.role === 'member');
  const isBusy = unsuspend.isPending || reset.isPending;
  const isDeleted = user.status === 'deleted';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Actions for @${user.username}`}
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
        <DropdownMenuLabel>@{user.username}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={onHistory}>
          <History aria-hidden /> View history
        </DropdownMenuItem>
        {canPenalize && user.status === 'active' ? (
          <DropdownMenuItem onSelect={onSuspend}>
            <UserX aria-hidden /> Suspend
          </DropdownMenuItem>
        ) : null}
        {canPenalize && user.status === 'suspended' ? (
          <DropdownMenuItem
            onSelect={() =>
              unsuspend.mutate(user.id, {
                onSuccess: () => toast({ title: `@${user.username} can sign in again` }),
                onError: failed('Could not lift the suspension'),
              })
            }
          >
            <UserCheck aria-hidden /> Unsuspend
          </DropdownMenuItem>
        ) : null}
        {isAdmin && !isSelf && !isDeleted
          ? roleChangesFor(user.role).map((change) => (
              <DropdownMenuItem key={change.role} onSelect={() => onRoleChange(change)}>
                {change.role === 'member' ? <ShieldOff aria-hidden /> : <ShieldCheck aria-hidden />}
                {change.label}
              </DropdownMenuItem>
            ))
          : null}
        {isDeleted ? null : (
          <DropdownMenuItem onSelect={onTrust}>
            <Sprout aria-hidden /> Set trust level
          </DropdownMenuItem>
        )}
        {isDeleted ? null : (
          <DropdownMenuItem
            onSelect={() =>
              reset.mutate(user.id, {
                onSuccess: (sent) =>
                  toast({ title: 'Password reset link sent', description: `To ${sent.sentTo}` }),
                onError: failed('Could not send the link'),
              })
            }
          >
            <KeyRound aria-hidden /> Send password reset
          </DropdownMenuItem>
        )}
        {isAdmin && !isSelf && !isDeleted && user.role !== 'admin' ? (
          <DropdownMenuItem onSelect={onDelete} className="text-destructive">
            <Trash2 aria-hidden /> Delete member
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const columns = [
  'Member',
  'Role',
  'Trust',
  'Status',
  'Joined',
  'Last sign-in',
  'Posts',
  'Reports',
  '',
];

/**
 * The members for staff: a table with a sticky header from tablet width, cards on phones, each
 * with its actions menu; 'Load more' pages on; loading, empty and error states.
 */
export function AdminUsersList({
  filters,
  viewer,
  onClearFilters,
}: {
  filters: AdminUsersFilters;
  viewer: StaffViewer;
  onClearFilters: () => void;
}) {
  const users = useAdminUsers(filters);
  const suspend = useSuspendMember();
  const remove = useDeleteMember();
  const setTrust = useSetTrustLevel();
  const setRole = useSetMemberRole();
  const [changingRole, setChangingRole] = useState<PendingRoleChange | null>(null);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const [trusting, setTrusting] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];

  if (users.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading members" className="grid gap-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (users.isError) {
    return (
      <LoadErrorState
        title="Members could not be loaded"
        message={users.error.message}
        onRetry={() => void users.refetch()}
      />
    );
  }
  if (items.length === 0) {
    const isFiltered = filters.q !== '' || filters.status !== '' || filters.role !== '';
    return (
      <EmptyState
        icon={Users}
        title="No members found"
        description={
          isFiltered ? 'No member matches this search and these filters.' : 'Nobody has joined yet.'
        }
        action={
          isFiltered ? (
            <Button variant="outline" onClick={onClearFilters}>
              Clear search and filters
            </Button>
          ) : undefined
        }
      />
    );
  }

  const menuOf = (user: AdminUser) => (
    <MemberMenu
      user={user}
      viewer={viewer}
      onSuspend={() => setSuspending(user)}
      onDelete={() => setDeleting(user)}
      onHistory={() => setViewing(user)}
      onTrust={() => setTrusting(user)}
      onRoleChange={(change) => setChangingRole({ user, ...change })}
    />
  );
  const reportsOf = (user: AdminUser) =>
    user.reports.total === 0
      ? '0'
      : `${formatCount(user.reports.open)} open / ${formatCount(user.reports.total)}`;

  return (
    <div className={users.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      <div className="hidden max-h-[70vh] overflow-auto rounded-xl border md:block">
        <table className="w-full min-w-[56rem] text-sm">
          <caption className="sr-only">Members</caption>
          <thead className="sticky top-0 z-10 bg-card text-left text-xs text-muted-foreground">
            <tr>
              {columns.map((heading) => (
                <th key={heading || 'actions'} scope="col" className="px-3 py-2 font-medium">
                  {heading || <span className="sr-only">Actions</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((user) => (
              <tr key={user.id} data-testid="admin-user-row" className="border-t align-middle">
                <td className="max-w-72 px-3 py-2">
                  <MemberIdentity user={user} />
                </td>
                <td className="px-3 py-2">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-3 py-2">
                  <TrustBadge trust={user.trust} />
                </td>
                <td className="px-3 py-2">
                  <StatusText user={user} />
                </td>
                <td className="whitespace-nowrap px-3 py-2">{formatMemberDate(user.createdAt)}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  {formatMemberDate(user.lastSignInAt)}
                </td>
                <td className="px-3 py-2 tabular-nums">{formatCount(user.postCount)}</td>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{reportsOf(user)}</td>
                <td className="px-3 py-2 text-right">{menuOf(user)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 md:hidden" aria-label="Members">
        {items.map((user) => (
          <li
            key={user.id}
            className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-xl border bg-card p-3 text-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <MemberIdentity user={user} />
              {menuOf(user)}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <RoleBadge role={user.role} />
              <TrustBadge trust={user.trust} />
              <StatusText user={user} />
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <dt>Joined</dt>
              <dd>{formatMemberDate(user.createdAt)}</dd>
              <dt>Last sign-in</dt>
              <dd>{formatMemberDate(user.lastSignInAt)}</dd>
              <dt>Posts</dt>
              <dd>{formatCount(user.postCount)}</dd>
              <dt>Reports</dt>
              <dd>{reportsOf(user)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      {users.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void users.fetchNextPage()}
            disabled={users.isFetchingNextPage}
          >
            {users.isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
            Load more
          </Button>
        </div>
      ) : null}
      <MemberHistoryDialog user={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      <SuspendMemberDialog
        key={`suspend-${suspending?.id ?? 'none'}`}
        user={suspending}
        isPending={suspend.isPending}
        onOpenChange={(open) => !open && setSuspending(null)}
        onConfirm={(input) =>
          suspending &&
          suspend.mutate(
            { id: suspending.id, ...input },
            {
              onSuccess: (user) => {
                setSuspending(null);
                toast({
                  title: `@${user.username} is suspended`,
                  description: describeStatus(user),
                });
              },
              onError: failed('Could not suspend'),
            },
          )
        }
      />
      <RoleChangeDialog
        key={`role-${changingRole?.user.id ?? 'none'}-${changingRole?.role ?? ''}`}
        change={changingRole}
        isPending={setRole.isPending}
        onOpenChange={(open) => !open && setChangingRole(null)}
        onConfirm={(input) =>
          changingRole &&
          setRole.mutate(
            { id: changingRole.user.id, ...input },
            {
              onSuccess: (user) => {
                setChangingRole(null);
                toast({ title: `@${user.username} is now ${roleLabels[user.role].toLowerCase()}` });
              },
              onError: failed('Could not change the role'),
            },
          )
        }
      />
      <TrustLevelDialog
        key={`trust-${trusting?.id ?? 'none'}`}
        user={trusting}
        isPending={setTrust.isPending}
        onOpenChange={(open) => !open && setTrusting(null)}
        onConfirm={(input) =>
          trusting &&
          setTrust.mutate(
            { id: trusting.id, ...input },
            {
              onSuccess: (user) => {
                setTrusting(null);
                toast({
                  title: `@${user.username} is ${trustLevelLabels[user.trust.level].toLowerCase()}`,
                  description: user.trust.isLocked
                    ? 'Kept at this level until staff change it.'
                    : 'Their level follows their activity again.',
                });
              },
              onError: failed('Could not change the trust level'),
            },
          )
        }
      />
      <DeleteMemberDialog
        key={`delete-${deleting?.id ?? 'none'}`}
        user={deleting}
        isPending={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={(input) =>
          deleting &&
          remove.mutate(
            { id: deleting.id, ...input },
            {
              onSuccess: (user) => {
                setDeleting(null);
                toast({ title: `@${user.username} was deleted` });
              },
              onError: failed('Could not delete the member'),
            },
          )
        }
      />
    </div>
  );
}
