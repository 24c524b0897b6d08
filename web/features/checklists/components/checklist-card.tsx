import { Copy, ListChecks, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import {
  checklistTopicLabels,
  checklistVisibilityLabels,
} from '../../../../common/features/checklists/checklist-limits';
import type { ChecklistSummary } from '../../../../common/features/checklists/checklists.contract';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { ChecklistProgress } from './checklist-progress';
import { countLabel, formatCount } from '../../../../common/count-format';

const plural = countLabel;

/** 'copied 3 times', or nothing before the first copy. */
export function copyCountText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? 'Copied once' : `Copied ${formatCount(count)} times`;
}

/**
 * A checklist in a list: title (its link), owner, category, park, its category and item counts,
 * the copy count; the owner's own cards show their visibility and progress.
 */
export function ChecklistCard({
  checklist,
  showOwn = false,
}: {
  checklist: ChecklistSummary;
  showOwn?: boolean;
}) {
  const copies = copyCountText(checklist.copyCount);
  return (
    <article className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{checklistTopicLabels[checklist.topic]}</Badge>
        {showOwn && (
          <Badge variant="outline">{checklistVisibilityLabels[checklist.visibility]}</Badge>
        )}
        {checklist.park && (
          <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden className="size-4" />
            {checklist.park}
          </span>
        )}
      </div>
      <h3 className="text-lg font-semibold [overflow-wrap:anywhere]">
        <Link to={`/checklist/${checklist.id}`} className="hover:underline">
          {checklist.title}
        </Link>
      </h3>
      {checklist.description && (
        <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {checklist.description}
        </p>
      )}
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <ListChecks aria-hidden className="size-4" />
          {`${plural(checklist.categoryCount, 'category', 'categories')}, ${plural(checklist.itemCount, 'item', 'items')}`}
        </span>
        {copies && (
          <span className="inline-flex items-center gap-1">
            <Copy aria-hidden className="size-4" />
            {copies}
          </span>
        )}
        {!showOwn && <span>by {checklist.owner.username}</span>}
      </p>
      {showOwn && (
        <ChecklistProgress checked={checklist.checkedCount} total={checklist.itemCount} />
      )}
    </article>
  );
}

export function ChecklistCardSkeleton() {
  return (
    <div aria-hidden className="grid gap-3 rounded-xl border p-4">
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-1/3" />
    </div>
  );
}
