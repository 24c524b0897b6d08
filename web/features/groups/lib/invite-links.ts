import type { GroupInviteStatus } from '../../../../common/features/groups/group-limits';

/** The full address of an invite link to share (`path` is the app address the server gave). */
export function inviteUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * What an invite's row says of it: 'Expires Mar 3, 4:00 PM' while usable, 'Expired Mar 3…' once
 * past (the server's status may lag the clock by a page load), 'Revoked' when revoked.
 */
export function inviteStatusText(
  invite: { status: GroupInviteStatus; expiresAt: string; revokedAt: string | null },
  now: Date,
): { label: string; isUsable: boolean } {
  if (invite.status === 'revoked' || invite.revokedAt) return { label: 'Revoked', isUsable: false };
  const expires = new Date(invite.expiresAt);
  if (invite.status === 'expired' || expires.getTime() <= now.getTime()) {
    return { label: `Expired ${dateTime.format(expires)}`, isUsable: false };
  }
  return { label: `Expires ${dateTime.format(expires)}`, isUsable: true };
}

/** Copies `text` to the clipboard; false where the browser refuses (then the link is shown to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
