import type { ClientErrorRecord } from '../../common/features/telemetry/telemetry.contract';
import type { ErrorCategory, ErrorSeverity } from '../../common/error-catalogue';

/** A short id a member can quote to support (shown on the error screen). */
export function createErrorId(): string {
  const random = crypto.getRandomValues(new Uint8Array(6));
  return `ERR-${Date.now().toString(36).toUpperCase()}-${Array.from(random, (b) =>
    b.toString(36).padStart(2, '0'),
  )
    .join('')
    .slice(0, 8)
    .toUpperCase()}`;
}

interface CaptureOptions {
  severity: ErrorSeverity;
  category: ErrorCategory;
  id?: string;
  isUserFacing?: boolean;
  additionalData?: unknown;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? 'Unknown error' };
  } catch {
    return { message: 'Unknown error' };
  }
}

/** Sends an error record to `POST /api/errors` (spec §7); failures are ignored. Returns its id. */
export function captureError(error: unknown, options: CaptureOptions): string {
  const id = options.id ?? createErrorId();
  const { message, stack } = describe(error);
  const record: ClientErrorRecord = {
    id,
    message: message.slice(0, 2000) || 'Unknown error',
    severity: options.severity,
    category: options.category,
    stack: stack?.slice(0, 8000),
    isUserFacing: options.isUserFacing ?? false,
    context: {
      timestamp: new Date().toISOString(),
      url: window.location.href.slice(0, 2048),
      userAgent: navigator.userAgent.slice(0, 512),
      additionalData: options.additionalData,
    },
  };
  void fetch('/api/errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(record),
    keepalive: true,
  }).catch(() => undefined);
  return id;
}

/**
 * Records window errors and unhandled promise rejections as severity high, category system
 * (spec §8). Returns a function that stops listening.
 */
export function installGlobalErrorCapture(): () => void {
  const onError = (event: ErrorEvent) => {
    captureError(event.error ?? event.message, { severity: 'high', category: 'system' });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    captureError(event.reason, { severity: 'high', category: 'system' });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
