import { Check, Pencil, Plus, Trash2, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import {
  cmToInches,
  formatHeight,
  heightToCm,
} from '../../../../common/features/trips/party-heights';
import {
  TRIP_PARTY_MAX,
  TRIP_PERSON_NAME_MAX,
  tripAgeBandLabels,
  tripAgeBands,
  tripHeightUnits,
  type Trip,
  type TripAgeBand,
  type TripHeightUnit,
  type TripPerson,
} from '../../../../common/features/trips/trips.contract';
import { Button } from '../../../components/ui/button';
import { describedBy, FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { selectClass } from '../../../components/ui/labeled-select';
import { cn } from '../../../lib/cn';
import { ConfirmDialog } from '../../groups/components/confirm-dialog';
import { notifyError } from '../../posts/lib/notify';
import { tripChanges, type TripChange, type TripPersonInput } from '../api/trips-api';
import { formErrorsOf } from '../lib/trip-format';

type Send = (
  change: TripChange,
  handlers: { onSuccess: () => void; onError: (error: unknown) => void },
) => void;

/** A height as the form shows it first: whole centimetres or half inches. */
function heightFieldValue(cm: number | null, unit: TripHeightUnit): string {
  if (cm === null) return '';
  return unit === 'cm' ? String(Math.round(cm)) : String(Math.round(cmToInches(cm) * 2) / 2);
}

/** The cm / in switch of the height field (a radio group of two buttons). */
function UnitToggle({
  name,
  value,
  onChange,
}: {
  name: string;
  value: TripHeightUnit;
  onChange: (unit: TripHeightUnit) => void;
}) {
  return (
    <fieldset className="flex shrink-0 overflow-hidden rounded-md border border-input">
      <legend className="sr-only">Height unit</legend>
      {tripHeightUnits.map((unit) => (
        <label
          key={unit}
          className={cn(
            'flex h-11 min-w-11 cursor-pointer items-center justify-center px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            value === unit ? 'bg-primary text-primary-foreground' : 'bg-background',
          )}
        >
          <input
            type="radio"
            name={name}
            value={unit}
            checked={value === unit}
            onChange={() => onChange(unit)}
            className="sr-only"
          />
          {unit}
        </label>
      ))}
    </fieldset>
  );
}

/** Adds or edits a party member: name, age band, height in cm or inches (sent in cm). */
function PersonForm({
  person,
  submitLabel,
  send,
  toChange,
  onDone,
}: {
  person?: TripPerson;
  submitLabel: string;
  send: Send;
  toChange: (input: TripPersonInput) => TripChange;
  onDone: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(person?.name ?? '');
  const [ageBand, setAgeBand] = useState<TripAgeBand>(person?.ageBand ?? 'adult');
  const [unit, setUnit] = useState<TripHeightUnit>(person?.heightUnit ?? 'cm');
  const [height, setHeight] = useState(heightFieldValue(person?.heightCm ?? null, unit));
  const [error, setError] = useState<unknown>(null);
  const [isPending, setPending] = useState(false);
  const errors = error ? formErrorsOf(error) : { fields: {} as Record<string, string>, form: '' };
  const heightNumber = height.trim() === '' ? null : Number(height.replace(',', '.'));
  const heightWrong = heightNumber !== null && !Number.isFinite(heightNumber);
  const heightError = heightWrong ? 'Height must be a number' : errors.fields.heightCm;
  const switchUnit = (next: TripHeightUnit) => {
    if (next === unit) return;
    // The number typed follows the unit, so 102 cm becomes 40 in rather than 102 in.
    if (heightNumber !== null && !heightWrong) {
      setHeight(heightFieldValue(heightToCm(heightNumber, unit), next));
    }
    setUnit(next);
  };
  return (
    <form
      noValidate
      aria-label={person ? `Edit ${person.name ?? 'party member'}` : 'Add someone to the party'}
      className="grid gap-3 rounded-lg border border-dashed p-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (heightWrong) return;
        setPending(true);
        send(
          toChange({
            name,
            ageBand,
            heightCm: heightNumber === null ? null : heightToCm(heightNumber, unit),
            heightUnit: unit,
          }),
          {
            onSuccess: () => {
              setPending(false);
              setError(null);
              onDone();
            },
            onError: (failure) => {
              setPending(false);
              setError(failure);
            },
          },
        );
      }}
    >
      {errors.form && (
        <div className="sm:col-span-2">
          <FieldError id={`${id}-form-error`} message={errors.form} />
        </div>
      )}
      <FormField id={`${id}-name`} label="Name" error={errors.fields.name}>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={TRIP_PERSON_NAME_MAX}
          autoFocus={Boolean(person)}
          aria-invalid={Boolean(errors.fields.name)}
          aria-describedby={describedBy(`${id}-name`, { error: errors.fields.name })}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-age`} label="Age" error={errors.fields.ageBand}>
        <select
          id={`${id}-age`}
          value={ageBand}
          onChange={(event) => setAgeBand(event.target.value as TripAgeBand)}
          className={selectClass}
        >
          {tripAgeBands.map((band) => (
            <option key={band} value={band}>
              {tripAgeBandLabels[band]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={`${id}-height`}
        label="Height (optional)"
        error={heightError}
        hint="Only the people planning this trip see heights."
      >
        <div className="flex gap-2">
          <Input
            id={`${id}-height`}
            inputMode="decimal"
            value={height}
            aria-invalid={Boolean(heightError)}
            aria-describedby={describedBy(`${id}-height`, { hint: true, error: heightError })}
            onChange={(event) => setHeight(event.target.value)}
          />
          <UnitToggle name={`${id}-unit`} value={unit} onChange={switchUnit} />
        </div>
      </FormField>
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit" disabled={isPending}>
          {person ? <Check aria-hidden /> : <Plus aria-hidden />}
          {submitLabel}
        </Button>
        {person && (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/** 'Maya', or for a reader of a shared trip a child's band ('Child (3–9)'). */
const personName = (person: TripPerson) => person.name ?? tripAgeBandLabels[person.ageBand];

/** One person of the party: name, age band, height in their unit; planners edit and remove. */
function PersonRow({
  person,
  canEdit,
  send,
  onRemove,
}: {
  person: TripPerson;
  canEdit: boolean;
  send: Send;
  onRemove: () => void;
}) {
  const [isEditing, setEditing] = useState(false);
  const name = personName(person);
  if (isEditing) {
    return (
      <li>
        <PersonForm
          person={person}
          submitLabel="Save"
          send={send}
          toChange={(input) => tripChanges.updatePerson(person.id, input)}
          onDone={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="flex items-center gap-3 rounded-lg border bg-card px-3 py-2">
      <UserRound aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1">
        <span className="font-medium [overflow-wrap:anywhere]">
          {name}
          {person.member && (
            <span className="font-normal text-muted-foreground"> (@{person.member.username})</span>
          )}
        </span>
        {/* A minor of a shared trip is named by the age band already. */}
        {person.name !== null && (
          <span className="text-sm text-muted-foreground">
            {tripAgeBandLabels[person.ageBand]}
            {person.heightCm !== null && ` · ${formatHeight(person.heightCm, person.heightUnit)}`}
          </span>
        )}
      </div>
      {canEdit && (
        <div className="flex shrink-0">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Edit ${name}`}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove ${name}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The party: everyone travelling, with age band and (for planners) height in each person's own
 * unit. Readers of a shared or public trip see no heights and no children's names.
 */
export function TripParty({ trip, send }: { trip: Trip; send: Send }) {
  const canEdit = trip.viewer.canEdit;
  const [formKey, setFormKey] = useState(0);
  const [removing, setRemoving] = useState<TripPerson | null>(null);
  const isFull = trip.party.length >= TRIP_PARTY_MAX;
  return (
    <section aria-labelledby="trip-party-heading" className="grid gap-3">
      <h2
        id="trip-party-heading"
        tabIndex={-1}
        className="text-xl font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-ring"
      >
        Party
      </h2>
      {trip.party.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {canEdit
            ? 'Add everyone who is coming, children too: heights tell you who can ride what.'
            : 'No party listed.'}
        </p>
      ) : (
        <ul aria-label="Party" className="grid gap-2">
          {trip.party.map((person) => (
            <PersonRow
              key={person.id}
              person={person}
              canEdit={canEdit}
              send={send}
              onRemove={() => setRemoving(person)}
            />
          ))}
        </ul>
      )}
      {canEdit && !isFull && (
        <PersonForm
          key={formKey}
          submitLabel="Add to party"
          send={send}
          toChange={tripChanges.addPerson}
          onDone={() => setFormKey((key) => key + 1)}
        />
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing ? personName(removing) : ''} from the party?`}
        description="Their name, age and height leave this trip."
        confirmLabel="Remove"
        isDestructive
        isPending={false}
        onConfirm={() => {
          // The removed row's button is gone: the keyboard focus goes to the party's heading.
          requestAnimationFrame(() => document.getElementById('trip-party-heading')?.focus());
          if (removing) {
            send(tripChanges.removePerson(removing.id), {
              onSuccess: () => {},
              onError: notifyError,
            });
          }
          setRemoving(null);
        }}
      />
    </section>
  );
}
