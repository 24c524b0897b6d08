import { useId } from 'react';
import {
  eventTypeLabels,
  eventTypes,
  type EventType,
} from '../../../../common/features/events/event-limits';
import { parks, type Park } from '../../../../common/features/parks';
import { Label } from '../../../components/ui/label';
import { selectClass } from '../../../components/ui/labeled-select';
import type { EventFilters } from '../lib/event-filters';

/** Park and type filters in one bar; a choice applies at once. */
export function EventFiltersBar({
  filters,
  onChange,
}: {
  filters: EventFilters;
  onChange: (next: EventFilters) => void;
}) {
  const id = useId();
  return (
    <div
      role="group"
      aria-label="Filter events"
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground sm:grid-cols-2"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-park`}>Park</Label>
        <select
          id={`${id}-park`}
          value={filters.park}
          onChange={(event) => onChange({ ...filters, park: event.target.value as Park | '' })}
          className={selectClass}
        >
          <option value="">All parks</option>
          {parks.map((park) => (
            <option key={park} value={park}>
              {park}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-type`}>Type</Label>
        <select
          id={`${id}-type`}
          value={filters.type}
          onChange={(event) => onChange({ ...filters, type: event.target.value as EventType | '' })}
          className={selectClass}
        >
          <option value="">All types</option>
          {eventTypes.map((type) => (
            <option key={type} value={type}>
              {eventTypeLabels[type]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
