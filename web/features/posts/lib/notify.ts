import { toast } from '../../../components/ui/use-toast';

const UNKNOWN_ERROR = 'An unexpected error occurred. Please try again.';

/** The destructive 'Error' toast of spec §8, with the server's message. */
export function notifyError(error: unknown): void {
  const message = error instanceof Error && error.message ? error.message : UNKNOWN_ERROR;
  toast({ title: 'Error', description: message, variant: 'destructive' });
}

/** A confirmation toast ('Post published', 'Post deleted'). */
export function notifySuccess(title: string, description?: string): void {
  toast({ title, description });
}
