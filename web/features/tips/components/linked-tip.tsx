import { Link } from 'react-router';
import { isUuidShaped } from '../../../../common/features/profiles/profiles.contract';
import { useTip } from '../api/tips-api';
import { TipCard, TipCardSkeleton } from './tip-card';

/** What `/tips?tip={id}` says when that tip is gone or hidden from the viewer. */
export const LINKED_TIP_GONE = 'This tip has been deleted or you cannot see it.';

/**
 * The tip an address points to (`/tips?tip={id}`: search results, shared links), shown above the
 * list, since tips have no page of their own and the list may hold it many pages down.
 */
export function LinkedTip({ tipId, viewerId }: { tipId: string; viewerId: string | null }) {
  const shaped = isUuidShaped(tipId);
  const tip = useTip(viewerId, shaped ? tipId : null);
  return (
    <section aria-labelledby="linked-tip-heading" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="linked-tip-heading" className="text-xl font-semibold tracking-tight">
          Linked tip
        </h2>
        <Link
          to="/tips"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Show every tip
        </Link>
      </div>
      {shaped && tip.isPending ? (
        <TipCardSkeleton />
      ) : tip.data ? (
        <div className="rounded-xl ring-2 ring-primary ring-offset-2 ring-offset-background">
          <TipCard tip={tip.data} />
        </div>
      ) : (
        <p role="status" className="rounded-xl border bg-card p-4 text-sm text-muted-foreground">
          {LINKED_TIP_GONE}
        </p>
      )}
    </section>
  );
}
