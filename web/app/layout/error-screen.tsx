import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FATAL_ERROR_TITLE } from '../../../common/error-catalogue';
import { Button } from '../../components/ui/button';
import { captureError, createErrorId } from '../../lib/telemetry';

/** Clears what the app cached for this tab, so a retry starts clean (spec §4). */
function clearAppState() {
  try {
    sessionStorage.clear();
  } catch {
    // Nothing to clear.
  }
}

/**
 * The fatal-error screen (spec §2, §8): shown when rendering fails; the error is recorded as
 * critical/system with the Error ID shown here.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const [errorId] = useState(createErrorId);
  useEffect(() => {
    captureError(error, {
      id: errorId,
      severity: 'critical',
      category: 'system',
      isUserFacing: true,
    });
  }, [error, errorId]);

  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70dvh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangle aria-hidden className="size-8" />
      </span>
      <h1 className="text-2xl font-bold">{FATAL_ERROR_TITLE}</h1>
      <p className="text-muted-foreground">
        Something went wrong. Our team has been notified. You can try again, or head back to the
        home page.
      </p>
      <p className="rounded-md bg-muted px-3 py-2 font-mono text-sm">
        Error ID: <span data-testid="error-id">{errorId}</span>
      </p>
      <div className="flex gap-3">
        <Button
          onClick={() => {
            clearAppState();
            window.location.reload();
          }}
        >
          Try Again
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            clearAppState();
            window.location.assign('/');
          }}
        >
          Go Home
        </Button>
      </div>
    </main>
  );
}
