import { Loader2, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import {
  moderationQueueSorts,
  reportItemKinds,
  type ModerationAction,
  type ModerationQueueEntry,
  type ModerationQueueSort,
  type ReportItemKind,
} from '../../../../common/features/moderation/moderation.contract';
import type { ActionItem } from '../../../components/item-actions/item-actions';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LabeledSelect } from '../../../components/ui/labeled-select';
import { LoadErrorState } from '../../../components/ui/page-states';
import { useModerationQueue } from '../api/moderation-api';
import { QueueEntryCard, QueueEntrySkeleton } from './queue-entry-card';

const StaffActionDialog = lazy(() =>
  import('./staff-action-dialog').then((module) => ({ default: module.StaffActionDialog })),
);

const sortLabels: Record<ModerationQueueSort, string> = {
  newest: 'Newest reports first',
  most_reported: 'Most reported first',
};

const kindLabels: Record<ReportItemKind, string> = {
  post: 'Posts',
  comment: 'Comments',
  message: 'Messages',
  profile: 'Profiles',
  review: 'Reviews',
  event: 'Events',
  event_comment: 'Event comments',
  group: 'Groups',
  tip: 'Tips',
  checklist: 'Checklists',
  contest_entry: 'Contest entries',
  creator_listing: 'Creator listings',
  trip: 'Trips',
};

/** What the queue's dialog decides on. */
interface Pending {
  item: ActionItem;
  action: ModerationAction;
  key: number;
}

function actionItem(entry: ModerationQueueEntry): ActionItem {
  return {
    kind: entry.itemKind,
    id: entry.itemId,
    authorId: entry.author?.id ?? null,
    authorName: entry.author?.username,
    excerpt: [entry.item.title, entry.item.excerpt].filter(Boolean).join(': ').slice(0, 200),
    isHidden: entry.hidden !== null,
  };
}

/**
 * The review queue: open reports grouped by item, newest or most reported first, page by page.
 * A decision (with its reason) takes the item off the list at once and says what was done; if
 * the server refuses, the item comes back with the server's reason.
 */
export function ModerationQueue({
  sort,
  kind,
  onFiltersChange,
}: {
  sort: ModerationQueueSort;
  /** Only items of this kind; null for every kind. */
  kind: ReportItemKind | null;
  onFiltersChange: (filters: { sort: ModerationQueueSort; kind: ReportItemKind | null }) => void;
}) {
  const queue = useModerationQueue(sort, kind);
  const [pending, setPending] = useState<Pending | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const entries = queue.data?.pages.flatMap((page) => page.items) ?? [];

  const decide = (entry: ModerationQueueEntry, action: ModerationAction) => {
    setPending((previous) => ({ item: actionItem(entry), action, key: (previous?.key ?? 0) + 1 }));
    setIsDialogOpen(true);
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-56">
          <LabeledSelect
            id="moderation-sort"
            label="Sort"
            value={sort}
            options={moderationQueueSorts}
            labels={sortLabels}
            onChange={(value) => value && onFiltersChange({ sort: value, kind })}
          />
        </div>
        <div className="w-full sm:w-56">
          <LabeledSelect
            id="moderation-kind"
            label="Kind"
            value={kind ?? ''}
            options={reportItemKinds}
            labels={kindLabels}
            anyLabel="Every kind"
            onChange={(value) => onFiltersChange({ sort, kind: value || null })}
          />
        </div>
        <p aria-live="polite" className="ml-auto text-sm text-muted-foreground">
          {queue.isSuccess &&
            (entries.length === 1 ? '1 item shown' : `${entries.length} items shown`)}
        </p>
      </div>

      {queue.isPending ? (
        <div role="status" aria-label="Loading the review queue" className="grid gap-4">
          <QueueEntrySkeleton />
          <QueueEntrySkeleton />
          <QueueEntrySkeleton />
        </div>
      ) : queue.isError ? (
        <LoadErrorState
          title="We could not load the review queue"
          message={queue.error.message}
          onRetry={() => void queue.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title="No open reports"
          description={
            kind
              ? `No ${kindLabels[kind].toLowerCase()} are waiting for review.`
              : 'The queue is clear. New reports from members show up here.'
          }
        />
      ) : (
        <ol aria-label="Reported items" className="grid gap-4">
          {entries.map((entry) => (
            <li key={`${entry.itemKind}:${entry.itemId}`}>
              <QueueEntryCard entry={entry} onAction={decide} />
            </li>
          ))}
        </ol>
      )}

      {queue.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          disabled={queue.isFetchingNextPage}
          onClick={() => void queue.fetchNextPage()}
        >
          {queue.isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
          Load more
        </Button>
      )}

      {pending && (
        <Suspense fallback={null}>
          <StaffActionDialog
            key={pending.key}
            item={pending.item}
            action={pending.action}
            isOpen={isDialogOpen}
            onOpenChange={setIsDialogOpen}
          />
        </Suspense>
      )}
    </div>
  );
}
