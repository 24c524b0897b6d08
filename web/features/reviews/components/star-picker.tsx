import { Star } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { starChoiceLabel } from '../lib/rating';

/**
 * The rating input (design: 'a radio group with arrow-key support and a visible label per
 * star'): five native radios, so Tab reaches the group once and the arrow keys move the choice;
 * each star is the visible part of its radio, and the chosen star's meaning is written beside.
 */
export function StarPicker({
  id,
  value,
  onChange,
  error,
  legend = 'Your rating',
}: {
  id: string;
  value: number | null;
  onChange: (stars: number) => void;
  error?: string;
  legend?: string;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className="grid gap-2"
    >
      <legend className="mb-2 text-sm font-medium leading-none">{legend}</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex" onPointerLeave={() => setHovered(null)}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label
              key={stars}
              onPointerEnter={() => setHovered(stars)}
              className="group relative flex size-11 cursor-pointer items-center justify-center"
            >
              <input
                type="radio"
                name={`${id}-stars`}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                aria-label={starChoiceLabel(stars)}
                {...(stars === 1 ? { id } : {})}
                className="peer absolute inset-0 cursor-pointer opacity-0"
              />
              <Star
                aria-hidden
                className={cn(
                  'size-8 transition-colors duration-150 motion-reduce:transition-none peer-focus-visible:rounded-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                  stars <= shown
                    ? 'fill-accent text-accent-foreground/60'
                    : 'text-muted-foreground',
                )}
              />
            </label>
          ))}
        </div>
        <span aria-hidden className="text-sm text-muted-foreground">
          {shown > 0 ? starChoiceLabel(shown) : 'Choose 1 to 5 stars'}
        </span>
      </div>
    </fieldset>
  );
}
