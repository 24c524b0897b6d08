import { cn } from '../../../lib/cn';

/**
 * A labelled group of radio buttons drawn as tappable rows (native radios: arrow keys move the
 * choice, the legend names the group).
 */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  options,
  labels,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T | null;
  onChange: (value: T) => void;
  error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-1.5 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-primary"
            />
            {labels[option]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
