import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/**
 * A one-line text field with Save and Cancel (Enter saves, Escape cancels): inline adding and
 * renaming of categories and items.
 */
export function InlineTextForm({
  label,
  initialValue = '',
  maxLength,
  placeholder,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
  clearOnSubmit = false,
  showLabel = false,
}: {
  label: string;
  initialValue?: string;
  maxLength: number;
  placeholder?: string;
  submitLabel: string;
  onSubmit: (value: string) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
  clearOnSubmit?: boolean;
  showLabel?: boolean;
}) {
  const id = useId();
  const [value, setValue] = useState(initialValue);
  return (
    <form
      className="flex min-w-0 flex-1 items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = value.trim();
        if (!trimmed) return;
        onSubmit(trimmed);
        if (clearOnSubmit) setValue('');
      }}
    >
      <Label htmlFor={id} className={showLabel ? 'shrink-0' : 'sr-only'}>
        {label}
      </Label>
      <Input
        id={id}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        // Focus moves here when the person asked to rename (a button press), not on page load.
        autoFocus={autoFocus}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <Button type="submit" variant="secondary" disabled={!value.trim()}>
        <Check aria-hidden />
        {submitLabel}
      </Button>
      {onCancel && (
        <Button type="button" variant="ghost" size="icon" aria-label="Cancel" onClick={onCancel}>
          <X aria-hidden />
        </Button>
      )}
    </form>
  );
}
