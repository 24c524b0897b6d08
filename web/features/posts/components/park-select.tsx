import { cn } from '../../../lib/cn';
import { parks } from '../lib/post-limits';

/** The park a post is tagged with (a native select: reliable on phones and with screen readers). */
export function ParkSelect({
  id,
  value,
  onChange,
  className,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (park: string) => void;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      className={cn(
        'h-11 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 md:text-sm',
        className,
      )}
    >
      <option value="">No park</option>
      {parks.map((park) => (
        <option key={park} value={park}>
          {park}
        </option>
      ))}
    </select>
  );
}
