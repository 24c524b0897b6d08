import { toast } from '../../../components/ui/use-toast';

const UNKNOWN_ERROR = 'An unexpected error occurred. Please try again.';

/** The destructive 'Error' toast of spec §8, with the server's message (409, 429, 403…). */
export function notifyModerationError(error: unknown): void {
  const message = error instanceof Error && error.message ? error.message : UNKNOWN_ERROR;
  toast({ title: 'Error', description: message, variant: 'destructive' });
}

/** A confirmation toast saying what was done ('Report sent', 'Post hidden'). */
export function notifyModerationDone(title: string, description?: string): void {
  toast({ title, description });
}
