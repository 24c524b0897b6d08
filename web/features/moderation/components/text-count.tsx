import { cn } from '../../../lib/cn';

/** '123 / 1,000' under a text field; turns destructive past the limit. */
export function TextCount({ id, length, max }: { id: string; length: number; max: number }) {
  const isOver = length > max;
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn(
        'text-right text-xs tabular-nums text-muted-foreground',
        isOver && 'font-semibold text-destructive',
      )}
    >
      {length.toLocaleString('en')} / {max.toLocaleString('en')}
      <span className="sr-only"> characters{isOver ? ', too long' : ''}</span>
    </p>
  );
}
