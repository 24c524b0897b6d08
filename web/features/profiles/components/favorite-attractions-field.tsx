import { Plus, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import {
  FAVORITE_ATTRACTION_MAX,
  FAVORITE_ATTRACTIONS_MAX,
} from '../../../../common/features/profiles/profiles.contract';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { addAttraction } from '../lib/profile-form';
import { describedBy, FieldError } from '../../../components/ui/form-field';

/** Favourite attractions as removable chips, added one at a time (Enter or 'Add'). */
export function FavoriteAttractionsField(props: {
  id: string;
  value: string[];
  error?: string;
  onChange: (list: string[]) => void;
  onErrorChange: (error: string | undefined) => void;
  onAnnounce: (message: string) => void;
}) {
  const { id, value, onChange, onErrorChange, onAnnounce } = props;
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const isFull = value.length >= FAVORITE_ATTRACTIONS_MAX;

  const add = () => {
    const result = addAttraction(value, draft);
    if (result.error !== null) {
      onErrorChange(result.error);
      onAnnounce(result.error);
      return;
    }
    onChange(result.list);
    onErrorChange(undefined);
    onAnnounce(`Added ${draft.trim()}.`);
    setDraft('');
  };

  const remove = (name: string) => {
    onChange(value.filter((existing) => existing !== name));
    onErrorChange(undefined);
    onAnnounce(`Removed ${name}.`);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Favourite attractions</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={draft}
          maxLength={FAVORITE_ATTRACTION_MAX}
          placeholder={isFull ? 'Your list is full' : 'e.g. Haunted Mansion'}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy(id, { hint: true, error: props.error })}
          onChange={(event) => {
            setDraft(event.target.value);
            if (props.error) onErrorChange(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" onClick={add} aria-label="Add attraction">
          <Plus aria-hidden />
          <span className="hidden sm:inline">Add</span>
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {value.length} of {FAVORITE_ATTRACTIONS_MAX}, up to {FAVORITE_ATTRACTION_MAX} characters
        each. Press Enter to add.
      </p>
      {props.error && <FieldError id={`${id}-error`} message={props.error} />}
      {value.length > 0 && (
        <ul aria-label="Attractions on your list" className="flex flex-wrap gap-2">
          {value.map((name) => (
            <li
              key={name}
              className="inline-flex max-w-full items-center rounded-full bg-secondary pl-3 text-sm font-medium text-secondary-foreground"
            >
              <span className="min-w-0 break-words py-1">{name}</span>
              <button
                type="button"
                aria-label={`Remove ${name}`}
                onClick={() => remove(name)}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-secondary-foreground/10 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
