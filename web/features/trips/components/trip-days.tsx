import { useSortable } from '@dnd-kit/sortable';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import {
  TRIP_DAY_ITEMS_MAX,
  tripParks,
  type Trip,
  type TripDay,
  type TripDayItem,
  type TripPark,
} from '../../../../common/features/trips/trips.contract';
import { formatHeight } from '../../../../common/features/trips/party-heights';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { selectClass } from '../../../components/ui/labeled-select';
import { cn } from '../../../lib/cn';
import { tripChanges, type TripChange } from '../api/trips-api';
import { tripDayLabel } from '../lib/trip-format';
import { PlaceCombobox, PlaceKindIcon, type TripPlace } from './place-combobox';
import { DragHandle, SortablePlans, sortStyle } from './sortable-list';

type Apply = (change: TripChange) => void;

const REST_DAY = '';

/** One plan of a day: kind icon, name, where; for planners a drag handle, move and remove. */
function PlanRow({
  item,
  index,
  count,
  days,
  dayNumber,
  canEdit,
  apply,
  onRemoved,
}: {
  item: TripDayItem;
  index: number;
  count: number;
  /** Every day of the trip, for moving the plan to another. */
  days: { dayNumber: number; label: string }[];
  dayNumber: number;
  canEdit: boolean;
  apply: Apply;
  /** After the plan is removed: where the keyboard focus goes (its button is gone). */
  onRemoved: () => void;
}) {
  const moveId = useId();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: !canEdit,
  });
  return (
    <li
      ref={setNodeRef}
      style={sortStyle(transform, transition)}
      className={cn(
        'flex flex-wrap items-center gap-1 rounded-lg border bg-card py-1 pr-1',
        !canEdit && 'pl-3',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-ring',
      )}
    >
      {canEdit && (
        <DragHandle label={`Move ${item.name}`} attributes={attributes} listeners={listeners} />
      )}
      <div className="flex min-w-48 flex-1 items-center gap-2 py-1.5">
        <PlaceKindIcon kind={item.kind} className="text-muted-foreground" />
        <div className="grid min-w-0 flex-1">
          <span className="font-medium [overflow-wrap:anywhere]">{item.name}</span>
          <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {item.kind === 'attraction' ? 'Attraction' : 'Dining'} · {item.location}
            {item.heightCm !== null &&
              ` · at least ${formatHeight(item.heightCm, 'cm')} (${formatHeight(item.heightCm, 'in')}) to ride`}
          </span>
        </div>
      </div>
      {canEdit && (
        <div className="ml-auto flex shrink-0 items-center">
          {days.length > 1 && (
            <>
              <Label htmlFor={moveId} className="sr-only">
                Move {item.name} to another day
              </Label>
              <select
                id={moveId}
                value=""
                onChange={(event) => {
                  const target = Number(event.target.value);
                  if (target) apply(tripChanges.moveItem(item.id, TRIP_DAY_ITEMS_MAX, target));
                }}
                className={cn(selectClass, 'w-32')}
              >
                <option value="">Move to…</option>
                {days
                  .filter((day) => day.dayNumber !== dayNumber)
                  .map((day) => (
                    <option key={day.dayNumber} value={day.dayNumber}>
                      {day.label}
                    </option>
                  ))}
              </select>
            </>
          )}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Move ${item.name} up`}
            disabled={index === 0}
            onClick={() => apply(tripChanges.moveItem(item.id, index - 1))}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Move ${item.name} down`}
            disabled={index === count - 1}
            onClick={() => apply(tripChanges.moveItem(item.id, index + 1))}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove ${item.name}`}
            onClick={() => {
              apply(tripChanges.removeItem(item.id));
              onRemoved();
            }}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      )}
    </li>
  );
}

/** A day: its date, park (or rest day), ordered plans and, for planners, the tools. */
function DayRow({
  day,
  days,
  places,
  canEdit,
  apply,
}: {
  day: TripDay;
  days: { dayNumber: number; label: string }[];
  places: TripPlace[];
  canEdit: boolean;
  apply: Apply;
}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const label = tripDayLabel(day.dayNumber, day.date);
  const isFull = day.items.length >= TRIP_DAY_ITEMS_MAX;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-xl border bg-card p-3 text-card-foreground sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          ref={headingRef}
          id={`${id}-heading`}
          tabIndex={-1}
          className="text-lg font-semibold focus-visible:outline-2 focus-visible:outline-ring"
        >
          {label}
        </h3>
        {canEdit ? (
          <div className="flex items-center gap-2">
            <Label htmlFor={`${id}-park`} className="sr-only">
              Park of {label}
            </Label>
            <select
              id={`${id}-park`}
              value={day.park ?? REST_DAY}
              onChange={(event) =>
                apply(
                  tripChanges.setDayPark(
                    day.dayNumber,
                    event.target.value === REST_DAY ? null : (event.target.value as TripPark),
                  ),
                )
              }
              className={cn(selectClass, 'w-auto max-w-full')}
            >
              <option value={REST_DAY}>Rest day</option>
              {tripParks.map((park) => (
                <option key={park} value={park}>
                  {park}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{day.park ?? 'Rest day'}</p>
        )}
      </div>
      {day.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {canEdit ? 'No plans yet. Add the rides and meals you do not want to miss.' : 'No plans.'}
        </p>
      ) : (
        <SortablePlans
          entries={day.items.map((item) => ({ id: item.id, name: item.name }))}
          onMove={(itemId, position) => apply(tripChanges.moveItem(itemId, position))}
        >
          <ol aria-label={`Plans of ${label}`} className="grid gap-1.5">
            {day.items.map((item, index) => (
              <PlanRow
                key={item.id}
                item={item}
                index={index}
                count={day.items.length}
                days={days}
                dayNumber={day.dayNumber}
                canEdit={canEdit}
                apply={apply}
                onRemoved={() => headingRef.current?.focus()}
              />
            ))}
          </ol>
        </SortablePlans>
      )}
      {canEdit && (
        <PlaceCombobox
          label={`Add a plan to ${label}`}
          places={places}
          park={day.park}
          disabled={isFull}
          onChoose={(place) => apply(tripChanges.addItem(day.dayNumber, place.kind, place.slug))}
        />
      )}
    </section>
  );
}

/** The trip's days in order, each with its park and plans. */
export function TripDays({
  trip,
  places,
  apply,
}: {
  trip: Trip;
  places: TripPlace[];
  apply: Apply;
}) {
  const days = trip.days.map((day) => ({
    dayNumber: day.dayNumber,
    label: tripDayLabel(day.dayNumber, day.date),
  }));
  return (
    <section aria-labelledby="trip-days-heading" className="grid gap-3">
      <h2 id="trip-days-heading" className="text-xl font-semibold tracking-tight">
        Park days
      </h2>
      {trip.days.map((day) => (
        <DayRow
          key={day.dayNumber}
          day={day}
          days={days}
          places={places}
          canEdit={trip.viewer.canEdit}
          apply={apply}
        />
      ))}
    </section>
  );
}
