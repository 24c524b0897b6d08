import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  TRIP_NAME_MAX,
  TRIP_NOTES_MAX,
  type Trip,
  type UpdateTripInput,
} from '../../../../common/features/trips/trips.contract';
import { Button } from '../../../components/ui/button';
import { describedBy, FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { formErrorsOf } from '../lib/trip-format';
import { ResortSelect } from './resort-select';
import { TripDatesFields } from './trip-dates-fields';

/**
 * A planner's form for the trip's name, dates, resort, tickets, notes and whether its countdown
 * shows on their profile. Only the fields that changed are sent.
 */
export function TripDetailsForm({
  trip,
  isPending,
  error,
  onSave,
  onCancel,
}: {
  trip: Trip;
  isPending: boolean;
  error: unknown;
  onSave: (input: UpdateTripInput) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(trip.name);
  const [arrivesOn, setArrivesOn] = useState(trip.arrivesOn);
  const [departsOn, setDepartsOn] = useState(trip.departsOn);
  const [resort, setResort] = useState<string | null>(trip.resort?.slug ?? null);
  const [hasParkTickets, setHasParkTickets] = useState(trip.hasParkTickets);
  const [notes, setNotes] = useState(trip.notes);
  const [countdownOnProfile, setCountdownOnProfile] = useState(trip.countdownOnProfile);
  const errors = error ? formErrorsOf(error) : { fields: {} as Record<string, string>, form: '' };
  const fieldError = (field: string) => errors.fields[field];
  const input = (): UpdateTripInput => {
    const patch: UpdateTripInput = {};
    if (name !== trip.name) patch.name = name;
    if (arrivesOn !== trip.arrivesOn) patch.arrivesOn = arrivesOn;
    if (departsOn !== trip.departsOn) patch.departsOn = departsOn;
    if (resort !== (trip.resort?.slug ?? null)) patch.resort = resort;
    if (hasParkTickets !== trip.hasParkTickets) patch.hasParkTickets = hasParkTickets;
    if (notes !== trip.notes) patch.notes = notes;
    if (countdownOnProfile !== trip.countdownOnProfile) {
      patch.countdownOnProfile = countdownOnProfile;
    }
    return patch;
  };
  return (
    <form
      noValidate
      aria-label="Trip details"
      className="grid gap-4 rounded-xl border bg-card p-4 text-card-foreground"
      onSubmit={(event) => {
        event.preventDefault();
        const patch = input();
        if (Object.keys(patch).length === 0) onCancel();
        else onSave(patch);
      }}
    >
      {errors.form && <FieldError id={`${id}-form-error`} message={errors.form} />}
      <FormField id={`${id}-name`} label="Trip name" error={fieldError('name')}>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={TRIP_NAME_MAX}
          autoFocus
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
      </div>
      <ResortSelect
        id={`${id}-resort`}
        value={resort}
        onChange={setResort}
        error={fieldError('resort')}
      />
      <FormField id={`${id}-notes`} label="Notes" error={fieldError('notes')}>
        <Textarea
          id={`${id}-notes`}
          value={notes}
          rows={4}
          maxLength={TRIP_NOTES_MAX}
          aria-invalid={Boolean(fieldError('notes'))}
          aria-describedby={describedBy(`${id}-notes`, { error: fieldError('notes') })}
          onChange={(event) => setNotes(event.target.value)}
        />
      </FormField>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={hasParkTickets}
          onChange={(event) => setHasParkTickets(event.target.checked)}
          className="size-5 accent-primary"
        />
        We already have park tickets
      </label>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={countdownOnProfile}
          onChange={(event) => setCountdownOnProfile(event.target.checked)}
          className="size-5 accent-primary"
        />
        Show the countdown on my profile
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending && <Loader2 aria-hidden className="animate-spin" />}
          Save details
        </Button>
      </div>
    </form>
  );
}
