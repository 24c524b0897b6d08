import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Label } from './label';

/** Ids of a field's hint and error, for `aria-describedby`. */
export function describedBy(id: string, options: { hint?: boolean; error?: string }) {
  const ids = [options.hint && `${id}-hint`, options.error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A labelled field with an optional hint and an error tied to the control. */
export function FormField(props: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
      {props.hint && (
        <div id={`${props.id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </div>
      )}
      {props.error && <FieldError id={`${props.id}-error`} message={props.error} />}
    </div>
  );
}

/** A field's error line. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-destructive">
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
