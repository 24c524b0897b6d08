import { describedBy, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

/** The arrival and departure fields of a trip's forms (new trip, trip details), side by side. */
export function TripDatesFields({
  id,
  arrivesOn,
  departsOn,
  onArrivesOn,
  onDepartsOn,
  fieldError,
}: {
  id: string;
  arrivesOn: string;
  departsOn: string;
  onArrivesOn: (day: string) => void;
  onDepartsOn: (day: string) => void;
  /** The server's message for a field, when it refused one. */
  fieldError: (field: string) => string | undefined;
}) {
  return (
    <>
      <FormField id={`${id}-arrives`} label="Arrival" error={fieldError('arrivesOn')}>
        <Input
          id={`${id}-arrives`}
          type="date"
          value={arrivesOn}
          aria-invalid={Boolean(fieldError('arrivesOn'))}
          aria-describedby={describedBy(`${id}-arrives`, { error: fieldError('arrivesOn') })}
          onChange={(event) => onArrivesOn(event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-departs`} label="Departure" error={fieldError('departsOn')}>
        <Input
          id={`${id}-departs`}
          type="date"
          value={departsOn}
          min={arrivesOn || undefined}
          aria-invalid={Boolean(fieldError('departsOn'))}
          aria-describedby={describedBy(`${id}-departs`, { error: fieldError('departsOn') })}
          onChange={(event) => onDepartsOn(event.target.value)}
        />
      </FormField>
    </>
  );
}
