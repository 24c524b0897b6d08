import { Check, Info, Ruler, X } from 'lucide-react';
import { Link } from 'react-router';
import type { TripPerson, TripRide } from '../../../../common/features/trips/trips.contract';
import { heightRequirementText, partyMemberLabel } from '../lib/trip-display-text';

/** Party members by id, for the names of a ride's lists. */
export type PartyById = ReadonlyMap<string, TripPerson>;

function nameOf(party: PartyById, personId: string): string {
  const person = party.get(personId);
  return person ? partyMemberLabel(person) : 'Someone';
}

/**
 * One attraction for the party: its height limit, then who can ride (a tick), who cannot yet
 * (a cross and how far they have to go) and whose height is missing, in words as well as icons;
 * the Rider Switch hint where a child must sit out while an adult rides.
 */
export function TripRideCard({
  ride,
  party,
  riderSwitchHint,
  tripPath,
  headingLevel = 3,
}: {
  ride: TripRide;
  party: PartyById;
  riderSwitchHint: string;
  /** Where a missing height is added (the trip's page). */
  tripPath: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Heading className="font-semibold leading-tight [overflow-wrap:anywhere]">
          {ride.name}
        </Heading>
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <Ruler aria-hidden className="size-4" />
          <span className="sr-only">Height requirement: </span>
          {heightRequirementText(ride.heightCm, ride.heightInches)}
        </span>
      </div>
      {ride.land && <p className="text-sm text-muted-foreground">{ride.land}</p>}
      <ul aria-label={`Who can ride ${ride.name}`} className="flex flex-wrap gap-1.5 text-sm">
        {ride.canRide.map((personId) => (
          <li
            key={personId}
            className="inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5"
          >
            <Check aria-hidden className="size-3.5 text-primary" />
            <span>
              {nameOf(party, personId)}
              <span className="sr-only">: can ride</span>
            </span>
          </li>
        ))}
        {ride.tooShort.map(({ personId, toGo }) => (
          <li
            key={personId}
            className="inline-flex items-center gap-1 rounded-full border border-dashed px-2.5 py-0.5"
          >
            <X aria-hidden className="size-3.5" />
            <span>
              {nameOf(party, personId)}
              <span className="text-muted-foreground">: not yet, {toGo}</span>
            </span>
          </li>
        ))}
        {ride.noHeight.map((personId) => (
          <li
            key={personId}
            className="inline-flex items-center gap-1 rounded-full border border-dashed px-2.5 py-0.5"
          >
            <span>{nameOf(party, personId)}:</span>
            <Link
              to={tripPath}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Add a height
            </Link>
          </li>
        ))}
      </ul>
      {ride.riderSwitch && (
        <p className="flex items-start gap-1.5 rounded-md bg-muted px-3 py-2 text-sm">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {riderSwitchHint}
        </p>
      )}
    </div>
  );
}
