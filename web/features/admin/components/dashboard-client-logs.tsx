import { useState } from 'react';
import { logLevels, type LogLevel } from '../../../../common/features/telemetry/log-levels';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { LabeledSelect } from '../../../components/ui/labeled-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useClientLogs } from '../api/dashboard-api';
import { formatStaffTime } from './dashboard-format';
import { DashboardLoadMore } from './dashboard-load-more';

/** Log entries sent by browsers, newest first, with a level filter. */
export function DashboardClientLogs() {
  const [level, setLevel] = useState<LogLevel | ''>('');
  const logs = useClientLogs(level, true);
  const items = logs.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-3">
        <CardTitle>Client logs</CardTitle>
        <div className="w-40">
          <LabeledSelect
            id="client-log-level"
            label="Level"
            value={level}
            options={logLevels}
            anyLabel="Every level"
            onChange={setLevel}
          />
        </div>
      </CardHeader>
      <CardContent>
        {logs.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : logs.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {logs.error.message}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {level ? `No ${level} entries.` : 'No log entries yet.'}
          </p>
        ) : (
          <ul className="divide-y" aria-label="Client logs">
            {items.map((entry) => (
              <li key={entry.id} className="flex items-start gap-3 py-2">
                <Badge variant={entry.level === 'error' ? 'destructive' : 'secondary'}>
                  {entry.level}
                </Badge>
                <div className="min-w-0 flex-1">
                  <p className="break-words text-sm">{entry.message}</p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={entry.createdAt}>{formatStaffTime(entry.createdAt)}</time>
                    {entry.component ? ` · ${entry.component}` : ''}
                    {entry.url ? ` · ${entry.url}` : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <DashboardLoadMore
          hasMore={logs.hasNextPage}
          isLoading={logs.isFetchingNextPage}
          onLoad={() => void logs.fetchNextPage()}
        />
      </CardContent>
    </Card>
  );
}
