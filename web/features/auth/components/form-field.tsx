import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/label';

/** Ids of a field's hint and error, for `aria-describedby`. */
export function describedBy(id: string, options: { hint?: boolean; error?: string | null }) {
  const ids = [options.hint && `${id}-hint`, options.error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A labelled field with an optional hint and error (the error is tied to the control). */
export function FormField(props: {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  labelAside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <div className="flex min-h-5 items-center justify-between gap-2">
        <Label htmlFor={props.id}>{props.label}</Label>
        {props.labelAside}
      </div>
      {props.children}
      {props.hint && (
        <div id={`${props.id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </div>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className="flex items-start gap-1.5 text-sm text-destructive">
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {props.error}
        </p>
      )}
    </div>
  );
}

/** The polite live region a form uses to announce its errors and progress. */
export function FormAnnouncer({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite" className="sr-only">
      {message}
    </div>
  );
}
