import { FerrisWheel, Utensils } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import {
  tripParkShortNames,
  type TripPark,
} from '../../../../common/features/trips/trips.contract';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { placeChoices, type TripPlace } from '../lib/place-choices';

export type { TripPlace };

const SHOWN_MAX = 40;

export function PlaceKindIcon({
  kind,
  className,
}: {
  kind: TripPlace['kind'];
  className?: string;
}) {
  const Icon = kind === 'attraction' ? FerrisWheel : Utensils;
  return <Icon aria-hidden className={cn('size-4 shrink-0', className)} />;
}

const kindLabel = (kind: TripPlace['kind']) => (kind === 'attraction' ? 'Attraction' : 'Dining');

/**
 * A searchable list of the catalogue's attractions and restaurants (the ARIA combobox pattern:
 * type to filter, arrow keys to move, Enter to choose, Escape to close); the day's park first.
 */
export function PlaceCombobox({
  label,
  places,
  park,
  disabled,
  onChoose,
}: {
  label: string;
  places: TripPlace[];
  park: TripPark | null;
  disabled?: boolean;
  onChoose: (place: TripPlace) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const choices = useMemo(
    () => placeChoices(places, query, park).slice(0, SHOWN_MAX),
    [places, query, park],
  );
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const choose = (place: TripPlace) => {
    onChoose(place);
    setQuery('');
    setOpen(false);
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!isOpen) setOpen(true);
      else setActive((index) => Math.min(index + 1, choices.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      if (isOpen && choices[active]) {
        event.preventDefault();
        choose(choices[active]);
      }
    } else if (event.key === 'Escape') {
      if (isOpen) {
        event.preventDefault();
        setOpen(false);
      } else setQuery('');
    }
  };
  const expanded = isOpen && !disabled;
  return (
    <div className="relative grid gap-1.5">
      <Label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </Label>
      <Input
        id={`${id}-input`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && choices[active] ? optionId(active) : undefined}
        autoComplete="off"
        placeholder="Add an attraction or restaurant"
        value={query}
        disabled={disabled}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute top-full z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-md border bg-card p-1 text-card-foreground shadow-lg"
      >
        {choices.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
            Nothing in the catalogue matches.
          </li>
        ) : (
          choices.map((place, index) => (
            <li
              key={`${place.kind}:${place.slug}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(place);
              }}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex min-h-11 cursor-pointer items-start gap-2 rounded-sm px-3 py-2 text-sm',
                index === active && 'bg-accent text-accent-foreground',
              )}
            >
              <PlaceKindIcon kind={place.kind} className="mt-0.5" />
              <span className="grid min-w-0">
                <span className="font-medium [overflow-wrap:anywhere]">{place.name}</span>
                <span className="text-xs opacity-80">
                  {kindLabel(place.kind)} · {place.location}
                  {place.park ? ` · ${tripParkShortNames[place.park]}` : ''}
                </span>
              </span>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
