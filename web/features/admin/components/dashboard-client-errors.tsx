import { AlertTriangle } from 'lucide-react';
import type { AdminClientError } from '../../../../common/features/admin/dashboard.contract';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useClientErrors } from '../api/dashboard-api';
import { formatStaffTime } from './dashboard-format';
import { DashboardLoadMore } from './dashboard-load-more';

const isSevere = (severity: AdminClientError['severity']) =>
  severity === 'high' || severity === 'critical';

/** The most recent client errors (10, spec §9), with severity, category, message and time. */
export function DashboardClientErrors() {
  const errors = useClientErrors(true);
  const items = errors.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent client errors</CardTitle>
      </CardHeader>
      <CardContent>
        {errors.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : errors.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.error.message}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No errors reported by browsers. All calm.</p>
        ) : (
          <ul className="divide-y" aria-label="Recent client errors">
            {items.map((error) => (
              <li
                key={error.id}
                className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:gap-3"
              >
                <div className="flex shrink-0 items-center gap-2">
                  <Badge variant={isSevere(error.severity) ? 'destructive' : 'secondary'}>
                    {isSevere(error.severity) && <AlertTriangle aria-hidden className="size-3" />}
                    {error.severity}
                  </Badge>
                  <Badge variant="outline">{error.category.replace('_', ' ')}</Badge>
                </div>
                <div className="min-w-0 flex-1">
                  <p className="break-words text-sm font-medium">{error.message}</p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={error.createdAt}>{formatStaffTime(error.createdAt)}</time>
                    {error.url ? ` · ${error.url}` : ''}
                    {error.clientErrorId ? ` · Error ID ${error.clientErrorId}` : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <DashboardLoadMore
          hasMore={errors.hasNextPage}
          isLoading={errors.isFetchingNextPage}
          onLoad={() => void errors.fetchNextPage()}
        />
      </CardContent>
    </Card>
  );
}
