import { Link } from 'react-router';
import type { Checklist } from '../../../../common/features/checklists/checklists.contract';
import { Label } from '../../../components/ui/label';
import { selectClass } from '../../../components/ui/labeled-select';
import { useSession } from '../../auth/hooks/use-session';
import { useMyTrips } from '../../trips/api/trips-api';

/** A trip a checklist may be for: its name and dates. */
export interface ChecklistTripChoice {
  id: string;
  name: string;
  arrivesOn: string | null;
  departsOn: string | null;
}

/**
 * The trips the owner may link the checklist to (those they plan); the trip it is for now comes
 * first when their list no longer holds it.
 */
export function useChecklistTripChoices(checklist: Checklist): ChecklistTripChoice[] {
  const session = useSession();
  const myTrips = useMyTrips(session?.user.id ?? null);
  const choices: ChecklistTripChoice[] = (myTrips.data?.items ?? []).map((trip) => ({
    id: trip.id,
    name: trip.name,
    arrivesOn: trip.arrivesOn,
    departsOn: trip.departsOn,
  }));
  const current = checklist.trip;
  if (current && !choices.some((choice) => choice.id === current.id)) {
    choices.unshift({
      id: current.id,
      name: current.name,
      arrivesOn: checklist.tripStartsOn,
      departsOn: checklist.tripEndsOn,
    });
  }
  return choices;
}

/** The 'Trip' select of the checklist's details ('' is 'No trip'), and the trip it is for. */
export function ChecklistTripField({
  id,
  choices,
  tripId,
  onChange,
}: {
  id: string;
  choices: ChecklistTripChoice[];
  tripId: string;
  onChange: (tripId: string) => void;
}) {
  const linked = choices.find((choice) => choice.id === tripId);
  return (
    <div className="grid gap-1.5 sm:col-span-2">
      <Label htmlFor={id}>Trip</Label>
      <select
        id={id}
        value={tripId}
        aria-describedby={linked ? `${id}-for` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        <option value="">No trip</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
      {linked && (
        <p id={`${id}-for`} className="text-sm text-muted-foreground">
          For{' '}
          <Link
            to={`/trip/${linked.id}`}
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            {linked.name}
          </Link>
          : its dates are the trip’s, and move when the trip’s do.
        </p>
      )}
    </div>
  );
}
