import { History } from 'lucide-react';
import type { AdminUser } from '../../../../common/features/admin/admin-users.contract';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminUser } from '../api/admin-users-api';
import { describeAuditAction } from '../lib/admin-users-format';

/** A member's standing and the most recent staff actions about them, newest first. */
export function MemberHistoryDialog({
  user,
  onOpenChange,
}: {
  user: AdminUser | null;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const detail = useAdminUser(user?.id ?? null);
  const entries = detail.data?.audit ?? [];
  return (
    <Dialog open={!!user} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>History of @{user?.username}</DialogTitle>
        <DialogDescription>The most recent staff actions about this member.</DialogDescription>
        {detail.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label="Loading history">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : detail.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {detail.error.message}
          </p>
        ) : entries.length === 0 ? (
          <EmptyState
            icon={History}
            title="Nothing yet"
            description="No staff action has been taken about this member."
          />
        ) : (
          <ol className="grid max-h-[50vh] gap-2 overflow-auto text-sm">
            {entries.map((entry) => (
              <li key={entry.id} className="rounded-lg border p-3">
                <p className="font-medium">{describeAuditAction(entry)}</p>
                <p className="text-xs text-muted-foreground">
                  {entry.actor ? `@${entry.actor.username}` : (entry.actorRole ?? 'Someone')} ·{' '}
                  <time dateTime={entry.createdAt}>
                    {new Date(entry.createdAt).toLocaleString(undefined, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </time>
                </p>
                {entry.reason ? <p className="mt-1 break-words">“{entry.reason}”</p> : null}
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
