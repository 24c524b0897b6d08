import { Loader2, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  TRIP_NAME_MAX,
  tripPagePath,
  tripVisibilities,
  tripVisibilityLabels,
  type TripVisibility,
} from '../../../../common/features/trips/trips.contract';
import { Button } from '../../../components/ui/button';
import { describedBy, FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { selectClass } from '../../../components/ui/labeled-select';
import { useCreateTrip } from '../api/trips-api';
import { formErrorsOf } from '../lib/trip-format';
import { ResortSelect } from './resort-select';
import { TripDatesFields } from './trip-dates-fields';

/** 'Plan a trip': name, dates, resort, tickets and visibility; opens the new trip. */
export function NewTripForm({ viewerId }: { viewerId: string }) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateTrip(viewerId);
  const [name, setName] = useState('');
  const [arrivesOn, setArrivesOn] = useState('');
  const [departsOn, setDepartsOn] = useState('');
  const [resort, setResort] = useState<string | null>(null);
  const [hasParkTickets, setHasParkTickets] = useState(false);
  const [visibility, setVisibility] = useState<TripVisibility>('private');
  const errors = create.error ? formErrorsOf(create.error) : { fields: {}, form: '' };
  const fieldError = (field: string) => errors.fields[field];
  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { name, arrivesOn, departsOn, resort, hasParkTickets, visibility },
          { onSuccess: (trip) => void navigate(tripPagePath(trip.id)) },
        );
      }}
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Plan a trip
      </h3>
      {errors.form && <FieldError id={`${id}-form-error`} message={errors.form} />}
      <FormField id={`${id}-name`} label="Trip name" error={fieldError('name')}>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={TRIP_NAME_MAX}
          placeholder="Spring break at the parks"
          aria-invalid={Boolean(fieldError('name'))}
          aria-describedby={describedBy(`${id}-name`, { error: fieldError('name') })}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TripDatesFields
          id={id}
          arrivesOn={arrivesOn}
          departsOn={departsOn}
          onArrivesOn={setArrivesOn}
          onDepartsOn={setDepartsOn}
          fieldError={fieldError}
        />
        <ResortSelect
          id={`${id}-resort`}
          value={resort}
          onChange={setResort}
          error={fieldError('resort')}
        />
        <FormField id={`${id}-visibility`} label="Who can see it" error={fieldError('visibility')}>
          <select
            id={`${id}-visibility`}
            value={visibility}
            onChange={(event) => setVisibility(event.target.value as TripVisibility)}
            className={selectClass}
          >
            {tripVisibilities.map((value) => (
              <option key={value} value={value}>
                {tripVisibilityLabels[value]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={hasParkTickets}
          onChange={(event) => setHasParkTickets(event.target.checked)}
          className="size-5 accent-primary"
        />
        We already have park tickets
      </label>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <Plus aria-hidden />
          )}
          Plan a trip
        </Button>
      </div>
    </form>
  );
}
