import { Label } from './label';

/** The look of a native `<select>` beside the kit's inputs (44 px tall, the focus ring). */
export const selectClass =
  'flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

/**
 * A labelled native select of a filter bar: its choices (shown by `labels`, else as they are)
 * and, when `anyLabel` is given, a first choice for no filter ('' as its value), e.g.
 * 'Every park'.
 */
export function LabeledSelect<T extends string>({
  id,
  label,
  value,
  options,
  labels,
  anyLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: T | '';
  options: readonly T[];
  labels?: Readonly<Record<T, string>>;
  anyLabel?: string;
  onChange: (value: T | '') => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T | '')}
        className={selectClass}
      >
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {labels ? labels[option] : option}
          </option>
        ))}
      </select>
    </div>
  );
}
