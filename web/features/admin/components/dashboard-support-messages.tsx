import { useState } from 'react';
import {
  supportStatuses,
  type AdminSupportMessage,
  type SupportStatus,
} from '../../../../common/features/admin/dashboard.contract';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { LabeledSelect } from '../../../components/ui/labeled-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { useMarkSupportHandled, useSupportMessages } from '../api/dashboard-api';
import { formatStaffTime } from './dashboard-format';
import { DashboardLoadMore } from './dashboard-load-more';

const statusLabels: Record<SupportStatus, string> = { open: 'Open', handled: 'Handled' };

function SupportMessageItem({ message }: { message: AdminSupportMessage }) {
  const mark = useMarkSupportHandled();
  const checkboxId = `support-handled-${message.id}`;
  const isHandled = mark.isPending ? mark.variables.handled : message.status === 'handled';
  return (
    <li className="flex items-start gap-3 py-3">
      <input
        id={checkboxId}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-[var(--color-primary)]"
        checked={isHandled}
        disabled={mark.isPending}
        onChange={(event) =>
          mark.mutate(
            { id: message.id, handled: event.target.checked },
            {
              onSuccess: (saved) =>
                toast({
                  title: saved.status === 'handled' ? 'Marked handled' : 'Marked open',
                  description: message.subject,
                }),
              onError: (error) =>
                toast({ title: 'Error', description: error.message, variant: 'destructive' }),
            },
          )
        }
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={checkboxId} className="block text-sm font-medium">
          {message.subject}
          <span className="sr-only"> — handled</span>
        </label>
        <p className="text-xs text-muted-foreground">
          {message.name} ·{' '}
          <a className="underline" href={`mailto:${message.email}`}>
            {message.email}
          </a>{' '}
          · {message.topic} ·{' '}
          <time dateTime={message.createdAt}>{formatStaffTime(message.createdAt)}</time>
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-sm">{message.message}</p>
      </div>
    </li>
  );
}

/** Messages of the contact form with a 'handled' mark; open ones first by default. */
export function DashboardSupportMessages() {
  const [status, setStatus] = useState<SupportStatus | ''>('open');
  const messages = useSupportMessages(status, true);
  const items = messages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-3">
        <CardTitle>Support messages</CardTitle>
        <div className="w-40">
          <LabeledSelect
            id="support-status"
            label="Show"
            value={status}
            options={supportStatuses}
            labels={statusLabels}
            anyLabel="All"
            onChange={setStatus}
          />
        </div>
      </CardHeader>
      <CardContent>
        {messages.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : messages.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {messages.error.message}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {status === 'open' ? 'No open messages. Inbox zero!' : 'No messages.'}
          </p>
        ) : (
          <ul className="divide-y" aria-label="Support messages">
            {items.map((message) => (
              <SupportMessageItem key={message.id} message={message} />
            ))}
          </ul>
        )}
        <DashboardLoadMore
          hasMore={messages.hasNextPage}
          isLoading={messages.isFetchingNextPage}
          onLoad={() => void messages.fetchNextPage()}
        />
      </CardContent>
    </Card>
  );
}
