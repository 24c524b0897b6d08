import { AlertCircle, Loader2, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** A failed load: what happened and a retry. */
export function LoadError({
  title,
  error,
  onRetry,
  isRetrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 px-6 py-8 text-center"
    >
      <AlertCircle aria-hidden className="size-8 text-destructive" />
      <p className="font-semibold">{title}</p>
      <p className="max-w-md text-sm text-muted-foreground">
        {error instanceof Error ? error.message : 'An unexpected error occurred. Please try again.'}
      </p>
      <Button type="button" variant="outline" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? <Loader2 aria-hidden className="animate-spin" /> : <RotateCw aria-hidden />}
        Try again
      </Button>
    </div>
  );
}
