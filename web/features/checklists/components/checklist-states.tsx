import { AlertCircle, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { CHECKLIST_NOT_FOUND_MESSAGE } from '../../../../common/features/checklists/checklist-limits';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';

/** An id that is no checklist the viewer may see (private, deleted, or never made). */
export function ChecklistNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <SearchX aria-hidden className="size-8" />
      </span>
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-bold">{CHECKLIST_NOT_FOUND_MESSAGE}</h1>
      <p className="text-muted-foreground">
        This checklist does not exist, it was deleted, or its owner keeps it private. The public
        checklists are a good place to start one of your own.
      </p>
      <Button asChild>
        <Link to="/checklists/public">Browse public checklists</Link>
      </Button>
    </div>
  );
}

/** A checklist that could not be loaded for another reason: what happened and a retry. */
export function ChecklistLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-12 text-center">
      <AlertCircle aria-hidden className="size-8 text-destructive" />
      <h1 className="text-xl font-semibold">This checklist could not be loaded</h1>
      <p role="alert" className="max-w-md text-sm text-muted-foreground">
        {message}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
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
