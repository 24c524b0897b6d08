/**
 * Step-up to a second factor. `/api` answers 403 `insufficient_aal` (and `/realtime` closes with
 * 4011) when a member with an authenticator app holds a session that only used the password.
 * The auth feature registers the prompt (its code form); callers ask for it here, without
 * knowing the feature.
 */
type StepUpPrompt = () => Promise<boolean>;

let prompt: StepUpPrompt | null = null;
let pending: Promise<boolean> | null = null;

/** Installs the prompt; returns a function that removes it. */
export function registerStepUpPrompt(next: StepUpPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

/**
 * Asks the member for their code (once, however many callers ask meanwhile). True once the
 * session is `aal2`; false when they left the prompt or no prompt is installed.
 */
export function requestStepUp(): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  if (!pending) {
    pending = prompt()
      .catch(() => false)
      .finally(() => {
        pending = null;
      });
  }
  return pending;
}
