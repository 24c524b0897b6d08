import { Pencil, Ruler, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  TRIP_NOT_FOUND_MESSAGE,
  tripRidesPath,
  tripVisibilityLabels,
  type Trip,
} from '../../../common/features/trips/trips.contract';
import { Button } from '../../components/ui/button';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-delete-dialog';
import { useSession } from '../../features/auth/hooks/use-session';
import { TripChecklists } from '../../features/checklists/components/trip-checklists';
import { notifyError, notifySuccess } from '../../features/posts/lib/notify';
import {
  tripChanges,
  useDeleteTrip,
  useTrip,
  useTripCatalogue,
  useTripChange,
  type TripChange,
} from '../../features/trips/api/trips-api';
import { TripDays } from '../../features/trips/components/trip-days';
import { TripDetailsForm } from '../../features/trips/components/trip-details-form';
import { TripHeader } from '../../features/trips/components/trip-header';
import { TripParty } from '../../features/trips/components/trip-party';
import { TripPlanners } from '../../features/trips/components/trip-planners';
import { TripSharing } from '../../features/trips/components/trip-sharing';
import {
  TripLoadError,
  TripNotFound,
  TripPageSkeleton,
} from '../../features/trips/components/trip-states';
import { TripSuggestions } from '../../features/trips/components/trip-suggestions';
import { TripReport } from '../../features/trips/components/trip-report';
import { TripWindowsTimeline } from '../../features/trips/components/trip-windows-timeline';
import { ApiError } from '../../lib/api-error';
import { usePageMeta } from '../../lib/page-meta';

function TripView({ trip, viewerId }: { trip: Trip; viewerId: string | null }) {
  const navigate = useNavigate();
  const change = useTripChange(trip.id, viewerId);
  const catalogue = useTripCatalogue();
  const remove = useDeleteTrip(viewerId);
  const [isEditing, setEditing] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [detailsError, setDetailsError] = useState<unknown>(null);
  const isOwner = trip.viewer.role === 'owner';
  const apply = (next: TripChange) => change.mutate(next, { onError: notifyError });
  const send = (
    next: TripChange,
    handlers: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => change.mutate(next, handlers);

  return (
    <article className="grid gap-8">
      <div className="grid gap-4">
        <TripHeader trip={trip} />
        {(trip.viewer.canEdit || trip.viewer.isPlanner || isOwner) && (
          <div className="flex flex-wrap gap-2">
            {trip.viewer.canEdit && (
              <Button
                type="button"
                variant="outline"
                aria-expanded={isEditing}
                onClick={() => {
                  setDetailsError(null);
                  setEditing((open) => !open);
                }}
              >
                <Pencil aria-hidden />
                Edit details
              </Button>
            )}
            {trip.viewer.isPlanner && (
              <Button asChild variant="outline">
                <Link to={tripRidesPath(trip.id)}>
                  <Ruler aria-hidden />
                  Who can ride what
                </Link>
              </Button>
            )}
            {isOwner && (
              <Button type="button" variant="outline" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden />
                Delete trip
              </Button>
            )}
          </div>
        )}
        {isEditing && (
          <TripDetailsForm
            trip={trip}
            isPending={change.isPending}
            error={detailsError}
            onCancel={() => setEditing(false)}
            onSave={(input) =>
              change.mutate(tripChanges.update(input), {
                onSuccess: () => {
                  setDetailsError(null);
                  setEditing(false);
                  notifySuccess('Trip saved');
                },
                onError: setDetailsError,
              })
            }
          />
        )}
        {isOwner && (
          <TripSharing
            trip={trip}
            onChange={(visibility) =>
              change.mutate(tripChanges.update({ visibility }), {
                onSuccess: (saved) => notifySuccess(tripVisibilityLabels[saved.visibility]),
                onError: notifyError,
              })
            }
          />
        )}
      </div>

      {trip.viewer.isPlanner && <TripWindowsTimeline tripId={trip.id} />}

      <TripDays trip={trip} places={catalogue.data?.places ?? []} apply={apply} />
      <TripSuggestions trip={trip} viewerId={viewerId} />
      <TripParty trip={trip} send={send} />
      <TripPlanners trip={trip} viewerId={viewerId} send={send} />
      {trip.viewer.isPlanner && viewerId && <TripChecklists trip={trip} viewerId={viewerId} />}
      <TripReport trip={trip} viewerId={viewerId} />

      <ConfirmDeleteDialog
        isOpen={isDeleting}
        onOpenChange={setDeleting}
        title="Delete this trip?"
        description="Its days, plans, party and reminders are deleted for you and everyone planning it. This cannot be undone."
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(trip.id, {
            onSuccess: () => {
              setDeleting(false);
              notifySuccess('Trip deleted');
              void navigate('/trips');
            },
            onError: (error) => {
              setDeleting(false);
              notifyError(error);
            },
          })
        }
      />
    </article>
  );
}

/**
 * `/trip/{id}` (issue 29): a trip as the viewer may see it (the server's policy). Its planners
 * change its details, park days and plans (reordered by drag and drop or keyboard), party and
 * co-planners, each change one small request; co-planners' changes arrive live (a realtime
 * `trip` event invalidates the trip's query). Readers of a shared or public trip read it without
 * heights, children's names or the planners.
 */
export default function TripPage({ serverMissing = false }: { serverMissing?: boolean }) {
  const { id = '' } = useParams();
  const session = useSession();
  const viewerId = session?.user.id ?? null;
  const trip = useTrip(id, viewerId);
  const notFound =
    serverMissing ||
    (trip.error instanceof ApiError && (trip.error.status === 404 || trip.error.status === 403));
  usePageMeta({
    title: trip.data?.name ?? (notFound ? TRIP_NOT_FOUND_MESSAGE : 'Trip'),
    description: 'A Walt Disney World trip: its park days, plans and party.',
    path: `/trip/${id}`,
  });
  // Also once a shown trip is deleted, or the viewer is no longer one of its planners (realtime).
  if (notFound) return <TripNotFound />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      {trip.data ? (
        <TripView trip={trip.data} viewerId={viewerId} />
      ) : trip.isError ? (
        <TripLoadError message={trip.error.message} onRetry={() => void trip.refetch()} />
      ) : (
        <TripPageSkeleton />
      )}
    </div>
  );
}
