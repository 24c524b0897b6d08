import { AlertCircle } from 'lucide-react';
import type { PasskeyProblem } from '../lib/passkey-errors';

/**
 * Says what happened to a passkey ceremony, in a polite live region that is always on the page
 * (so the words are announced): muted when the member stopped it, red when it failed.
 */
export function PasskeyProblemNote({ problem }: { problem: PasskeyProblem | null }) {
  return (
    <div role="status" aria-live="polite">
      {problem?.kind === 'failed' && (
        <p className="flex items-start gap-1.5 text-sm text-destructive">
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {problem.message}
        </p>
      )}
      {problem?.kind === 'cancelled' && (
        <p className="text-sm text-muted-foreground">{problem.message}</p>
      )}
    </div>
  );
}
