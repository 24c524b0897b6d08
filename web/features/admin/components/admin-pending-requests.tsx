import type { PendingDataExport } from '../../../../common/features/admin/admin-pending-requests.contract';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminPendingRequests } from '../api/admin-pending-api';
import { formatMemberDate } from '../lib/admin-users-format';

const exportStateLabels: Record<PendingDataExport['state'], string> = {
  pending: 'Requested',
  building: 'Being prepared',
  ready: 'Ready',
};

/**
 * `/admin/users` (issue 27): the accounts closing, with the day each will be erased unless the
 * member cancels, and the members' data archives under way or ready to download.
 */
export function AdminPendingRequests() {
  const pending = useAdminPendingRequests();
  if (pending.isPending) return <Skeleton className="h-24 w-full" />;
  if (pending.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Pending deletions and data exports could not be loaded: {pending.error.message}
      </p>
    );
  }
  const { deletions, exports } = pending.data;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-none tracking-tight">Pending deletions</h2>
        </CardHeader>
        <CardContent>
          {deletions.length === 0 ? (
            <p className="text-sm text-muted-foreground">No account is being deleted.</p>
          ) : (
            <ul className="divide-y" aria-label="Pending deletions">
              {deletions.map((row) => (
                <li key={row.userId} className="flex flex-wrap items-baseline gap-x-2 py-2 text-sm">
                  <a href={`/profile/${row.userId}`} className="font-medium hover:underline">
                    {row.username}
                  </a>
                  <span className="text-muted-foreground">
                    Erased on <time dateTime={row.eraseAt}>{formatMemberDate(row.eraseAt)}</time>{' '}
                    (asked{' '}
                    <time dateTime={row.requestedAt}>{formatMemberDate(row.requestedAt)}</time>)
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-none tracking-tight">Data exports</h2>
        </CardHeader>
        <CardContent>
          {exports.length === 0 ? (
            <p className="text-sm text-muted-foreground">No data export is under way or ready.</p>
          ) : (
            <ul className="divide-y" aria-label="Data exports">
              {exports.map((row) => (
                <li key={row.id} className="flex flex-wrap items-baseline gap-x-2 py-2 text-sm">
                  <a href={`/profile/${row.userId}`} className="font-medium hover:underline">
                    {row.username}
                  </a>
                  <span className="text-muted-foreground">
                    {exportStateLabels[row.state]}
                    {row.expiresAt ? (
                      <>
                        {' '}
                        until{' '}
                        <time dateTime={row.expiresAt}>{formatMemberDate(row.expiresAt)}</time>
                      </>
                    ) : null}{' '}
                    (asked{' '}
                    <time dateTime={row.requestedAt}>{formatMemberDate(row.requestedAt)}</time>)
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
