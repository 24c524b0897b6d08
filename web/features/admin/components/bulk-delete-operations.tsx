import { Loader2, Undo2 } from 'lucide-react';
import type { BulkDeletion } from '../../../../common/features/admin/bulk-delete.contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { useBulkDeletions, useUndoBulkDelete } from '../api/bulk-delete-api';
import { formatCount } from '../../../../common/count-format';
import { itemsLabel, itemsSentence } from '../lib/bulk-delete-text';
import { formatStaffTime } from './dashboard-format';
import { DashboardLoadMore } from './dashboard-load-more';

const stateLabels: Record<BulkDeletion['state'], string> = {
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  undone: 'Undone',
};

/** The filter of an operation in words ('author …, text "…"'). */
function describeFilter(filter: Record<string, unknown>): string {
  const parts: string[] = [];
  const kinds = Array.isArray(filter.kinds) ? (filter.kinds as string[]) : [];
  parts.push(kinds.map((kind) => `${kind}s`).join(' and '));
  if (filter.author) parts.push(`by @${String(filter.author)}`);
  else if (filter.authorId) parts.push('by one member');
  if (filter.text) parts.push(`containing “${String(filter.text)}”`);
  if (filter.park) parts.push(`at ${String(filter.park)}`);
  if (filter.groupId) parts.push('in one group');
  if (filter.from || filter.to) {
    parts.push(`from ${String(filter.from ?? 'the start')} to ${String(filter.to ?? 'today')}`);
  }
  return parts.join(', ');
}

function OperationItem({ operation }: { operation: BulkDeletion }) {
  const undo = useUndoBulkDelete();
  const percent =
    operation.total > 0
      ? Math.min(100, Math.round((operation.processed / operation.total) * 100))
      : 0;
  return (
    <li className="grid gap-2 p-3 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-1 text-sm">
        <span className="flex flex-wrap items-center gap-2">
          <Badge
            variant={
              operation.state === 'running'
                ? 'accent'
                : operation.state === 'failed'
                  ? 'destructive'
                  : 'secondary'
            }
          >
            {stateLabels[operation.state]}
          </Badge>
          <span className="font-medium">
            {operation.state === 'running'
              ? `${formatCount(operation.processed)} of ${itemsLabel(operation.total)}`
              : itemsLabel(operation.processed)}
          </span>
          <span className="text-muted-foreground">· {describeFilter(operation.filter)}</span>
        </span>
        <span className="text-xs text-muted-foreground">
          {operation.actor ? `@${operation.actor.username} · ` : ''}
          <time dateTime={operation.deletedAt}>{formatStaffTime(operation.deletedAt)}</time> ·
          Reason: {operation.reason}
          {operation.undoneAt ? ` · undone ${formatStaffTime(operation.undoneAt)}` : ''}
        </span>
        {operation.state === 'running' && (
          <div
            role="progressbar"
            aria-label="Progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
          </div>
        )}
      </div>
      {operation.canUndo && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={undo.isPending}
          aria-label={`Undo the delete of ${itemsLabel(operation.processed)}`}
          onClick={() =>
            undo.mutate(operation.id, {
              onSuccess: () =>
                toast({
                  title: 'Restored',
                  description: itemsSentence(operation.processed, 'is back.', 'are back.'),
                }),
              onError: (error) =>
                toast({ title: 'Error', description: error.message, variant: 'destructive' }),
            })
          }
        >
          {undo.isPending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <Undo2 aria-hidden />
          )}
          Undo
        </Button>
      )}
    </li>
  );
}

/** Bulk deletes, newest first: progress while running (read again every 2 s), Undo for 24 h. */
export function BulkDeleteOperations() {
  const operations = useBulkDeletions();
  const items = operations.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="bulk-operations-title" className="grid gap-3">
      <h2 id="bulk-operations-title" className="text-lg font-semibold">
        Recent bulk deletes
      </h2>
      {operations.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : operations.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {operations.error.message}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No bulk deletes yet.</p>
      ) : (
        <ul className="divide-y rounded-xl border" aria-label="Recent bulk deletes">
          {items.map((operation) => (
            <OperationItem key={operation.id} operation={operation} />
          ))}
        </ul>
      )}
      <DashboardLoadMore
        hasMore={operations.hasNextPage}
        isLoading={operations.isFetchingNextPage}
        onLoad={() => void operations.fetchNextPage()}
      />
    </section>
  );
}
