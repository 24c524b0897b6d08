import {
  suspensionNoticeSchema,
  suspensionNoticeTexts as texts,
  type SuspensionNotice,
} from '../../../../common/features/moderation/suspension-notice.contract';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api-client';

/** The notice of a member whose sign-in answered `user_banned`, or null when it cannot be read. */
export async function fetchSuspensionNotice(
  email: string,
  password: string,
): Promise<SuspensionNotice | null> {
  try {
    return await apiRequest('/api/suspension-notice', {
      method: 'POST',
      body: { email, password },
      isPublic: true,
      schema: suspensionNoticeSchema,
    });
  } catch {
    return null;
  }
}

/** The end of a suspension as a reader's date ("March 3, 2027"). */
function formatEnd(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/**
 * Tells a suspended member why and until when, with the way to appeal (the support form, on the
 * account topic), instead of "User is banned" (issue 28).
 */
export function toastSuspensionNotice(notice: SuspensionNotice): void {
  const lines = [
    notice.isPermanent ? texts.permanent : texts.until(formatEnd(notice.suspendedUntil)),
    notice.reason ? texts.reason(notice.reason) : null,
    texts.appeal,
  ].filter((line): line is string => line !== null);
  toast({
    title: texts.title,
    description: lines.join(' '),
    variant: 'destructive',
    action: (
      <Button asChild size="sm" variant="outline">
        <a href="/support?topic=account">{texts.appealLink}</a>
      </Button>
    ),
  });
}
