import { SearchX } from 'lucide-react';
import { CHECKLIST_NOT_FOUND_MESSAGE } from '../../../../common/features/checklists/checklist-limits';
import { LoadErrorState, NotFoundState } from '../../../components/ui/page-states';
import { Skeleton } from '../../../components/ui/skeleton';

/** An id that is no checklist the viewer may see. */
export function ChecklistNotFound() {
  return (
    <NotFoundState
      icon={SearchX}
      showCode
      title={CHECKLIST_NOT_FOUND_MESSAGE}
      description="This checklist does not exist, it was deleted, or its owner keeps it private. The public checklists are a good place to start one of your own."
      action={{ to: '/checklists/public', label: 'Browse public checklists' }}
    />
  );
}

/** A checklist that could not be loaded for another reason: what happened and a retry. */
export function ChecklistLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LoadErrorState
      title="This checklist could not be loaded"
      message={message}
      onRetry={onRetry}
    />
  );
}

/** The page's shape while the checklist loads. */
export function ChecklistPageSkeleton() {
  return (
    <div aria-hidden className="grid gap-6">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
