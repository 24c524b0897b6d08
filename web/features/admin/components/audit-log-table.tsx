import { ScrollText } from 'lucide-react';
import type { AuditEntry } from '../../../../common/features/admin/audit.contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuditLog, type AuditFilters } from '../api/audit-api';
import { formatStaffTime } from './dashboard-format';
import { DashboardLoadMore } from './dashboard-load-more';

const hasValue = (value: unknown) =>
  value !== null &&
  value !== undefined &&
  !(typeof value === 'object' && Object.keys(value).length === 0);

/** Before and after of an entry, as compact JSON, folded away until opened. */
function AuditChange({ entry }: { entry: AuditEntry }) {
  if (!hasValue(entry.before) && !hasValue(entry.after)) return <span aria-hidden>—</span>;
  return (
    <details>
      <summary className="cursor-pointer text-primary">Before / after</summary>
      <div className="mt-1 grid gap-1 text-xs">
        {hasValue(entry.before) && (
          <pre className="max-w-xs overflow-auto whitespace-pre-wrap break-words rounded bg-muted p-2">
            Before: {JSON.stringify(entry.before, null, 1)}
          </pre>
        )}
        {hasValue(entry.after) && (
          <pre className="max-w-xs overflow-auto whitespace-pre-wrap break-words rounded bg-muted p-2">
            After: {JSON.stringify(entry.after, null, 1)}
          </pre>
        )}
      </div>
    </details>
  );
}

/** The audit log, newest first, with 'Load more'. Read-only: nothing here changes an entry. */
export function AuditLogTable({ filters }: { filters: AuditFilters }) {
  const log = useAuditLog(filters);
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  if (log.isPending) return <Skeleton className="h-64 w-full" />;
  if (log.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {log.error.message}
      </p>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={ScrollText}
        title="No entries"
        description="No staff action matches these filters."
      />
    );
  }
  return (
    <div className="min-w-0">
      <div className="max-h-[70vh] overflow-auto rounded-xl border">
        <table className="w-full min-w-[48rem] text-sm">
          <caption className="sr-only">Audit log, newest first</caption>
          <thead className="sticky top-0 z-10 bg-card text-left text-xs text-muted-foreground">
            <tr>
              {['When', 'Who', 'Action', 'Item', 'Member', 'Reason', 'Change'].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2 font-medium">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <tr key={entry.id} className="border-t align-top">
                <td className="whitespace-nowrap px-3 py-2">
                  <time dateTime={entry.createdAt}>{formatStaffTime(entry.createdAt)}</time>
                </td>
                <td className="px-3 py-2">
                  {entry.actor
                    ? `@${entry.actor.username}`
                    : (entry.actorRole ?? 'someone removed')}
                </td>
                <td className="px-3 py-2 font-mono text-xs">{entry.action}</td>
                <td className="px-3 py-2 text-xs">
                  {entry.itemKind
                    ? `${entry.itemKind.replace('_', ' ')} ${entry.itemId?.slice(0, 8) ?? ''}`
                    : '—'}
                </td>
                <td className="px-3 py-2">{entry.target ? `@${entry.target.username}` : '—'}</td>
                <td className="max-w-xs break-words px-3 py-2">{entry.reason ?? '—'}</td>
                <td className="px-3 py-2">
                  <AuditChange entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DashboardLoadMore
        hasMore={log.hasNextPage}
        isLoading={log.isFetchingNextPage}
        onLoad={() => void log.fetchNextPage()}
      />
    </div>
  );
}
