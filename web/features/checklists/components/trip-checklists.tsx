import { ListChecks, Loader2, Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { CHECKLIST_TITLE_MAX } from '../../../../common/features/checklists/checklist-limits';
import { Button } from '../../../components/ui/button';
import { notifyError } from '../../posts/lib/notify';
import { useCreateChecklist, useMyChecklistsForTrip } from '../api/checklists-api';

/** The title a checklist started from a trip's page begins with (the owner renames it). */
export const tripChecklistTitle = (tripName: string) =>
  `Checklist for ${tripName}`.slice(0, CHECKLIST_TITLE_MAX);

/**
 * The trip page's 'Checklists' section (issue 29), for the trip's planners: the viewer's own
 * checklists for this trip, and a button starting a new private one for it.
 */
export function TripChecklists({
  trip,
  viewerId,
}: {
  trip: { id: string; name: string };
  viewerId: string;
}) {
  const navigate = useNavigate();
  const list = useMyChecklistsForTrip(viewerId, trip.id);
  const create = useCreateChecklist();
  const checklists = list.data?.items ?? [];
  return (
    <section aria-labelledby="trip-checklists-heading" className="grid gap-3">
      <h2 id="trip-checklists-heading" className="text-xl font-semibold tracking-tight">
        Checklists
      </h2>
      {list.isError ? (
        <p className="text-sm text-muted-foreground">
          Your checklists could not be loaded.{' '}
          <button
            type="button"
            className="font-medium text-foreground underline-offset-4 hover:underline"
            onClick={() => void list.refetch()}
          >
            Try again
          </button>
        </p>
      ) : list.isPending ? (
        <p className="text-sm text-muted-foreground">Loading your checklists…</p>
      ) : checklists.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          None of your checklists is for this trip yet. Start one here, or choose this trip in a
          checklist’s details.
        </p>
      ) : (
        <ul className="grid gap-2">
          {checklists.map((checklist) => (
            <li key={checklist.id}>
              <Link
                to={`/checklist/${checklist.id}`}
                className="inline-flex items-center gap-2 font-medium underline-offset-4 hover:underline"
              >
                <ListChecks aria-hidden className="size-4 text-muted-foreground" />
                <span className="[overflow-wrap:anywhere]">{checklist.title}</span>
                <span className="text-sm font-normal text-muted-foreground">
                  {checklist.checkedCount} of {checklist.itemCount} done
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(
              { title: tripChecklistTitle(trip.name), topic: 'planning', tripId: trip.id },
              {
                onSuccess: (checklist) => void navigate(`/checklist/${checklist.id}`),
                onError: notifyError,
              },
            )
          }
        >
          {create.isPending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <Plus aria-hidden />
          )}
          New checklist for this trip
        </Button>
      </div>
    </section>
  );
}
