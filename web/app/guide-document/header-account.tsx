import { Bell, LogIn } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { badgeText } from '../../features/notifications/lib/notification-rules';
import { parseStoredMember, readStoredSession, subscribeToStoredSession } from './stored-session';

/** The member call's answer: the unread count, or why the stored session does not sign in. */
interface UnreadState {
  count: number;
  /** `/api` wants the second factor first (an aal1 session): not really signed in yet. */
  needsSecondFactor: boolean;
}

/**
 * The member's unread count, read once with the stored token (no auth or query code here). A
 * refused token is handed to the auth client, loaded only then: a 401 is recovered as in the
 * app (refresh, else signed out with 'Session Expired'); a 403 `insufficient_aal` means the
 * session still needs its code, which the /auth page asks for.
 */
function useUnreadCount(accessToken: string | null): UnreadState {
  const [state, setState] = useState<UnreadState & { token: string | null }>({
    count: 0,
    needsSecondFactor: false,
    token: null,
  });
  useEffect(() => {
    if (!accessToken) return;
    const controller = new AbortController();
    const answer = (next: UnreadState) => setState({ ...next, token: accessToken });
    fetch('/api/notifications/unread-count', {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: controller.signal,
    })
      .then(async (res) => {
        const body = (await res.json().catch(() => null)) as {
          count?: number;
          error?: { code?: string };
        } | null;
        if (res.status === 401) {
          void import('./guide-session-recovery').then((m) => m.recoverGuideSession(accessToken));
        }
        answer({
          count: res.ok ? (body?.count ?? 0) : 0,
          needsSecondFactor: res.status === 403 && body?.error?.code === 'insufficient_aal',
        });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [accessToken]);
  // What was read with an older token says nothing about this one.
  return state.token === accessToken ? state : { count: 0, needsSecondFactor: false };
}

/** The bell on server-rendered pages: the unread count, and a link to the notifications page. */
function NotificationsLink({ unread }: { unread: number }) {
  return (
    <a
      href="/notifications"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      className="relative flex size-11 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Bell aria-hidden className="size-4" />
      {unread > 0 && (
        <span
          aria-hidden
          data-testid="notification-count"
          className="absolute right-1 top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] font-bold leading-none text-accent-foreground"
        >
          {badgeText(unread)}
        </span>
      )}
    </a>
  );
}

const buttonClass =
  'inline-flex h-11 items-center justify-center gap-2 whitespace-nowrap rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground transition-colors hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The header's account slot on server-rendered pages (an island): Sign In for visitors (as the
 * server rendered it); once the browser shows a stored session, the member's bell (unread count,
 * linking to /notifications) and avatar. Both fill the header's right end, so the page below
 * never moves. A session that still needs its second factor keeps Sign In, which leads to the
 * code on /auth; one that has ended is cleared (the stored session goes, so Sign In shows).
 */
export function HeaderAccount() {
  // The server snapshot is "nobody": hydration matches, then the stored session shows.
  const member = parseStoredMember(
    useSyncExternalStore(subscribeToStoredSession, readStoredSession, () => null),
  );
  const unread = useUnreadCount(member?.accessToken ?? null);

  if (member && !unread.needsSecondFactor) {
    return (
      <div className="flex items-center gap-1">
        <NotificationsLink unread={unread.count} />
        <a
          href={`/profile/${member.id}`}
          aria-label="Your profile"
          className="flex size-11 items-center justify-center rounded-full"
        >
          <span className="flex size-9 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground">
            {member.initial}
          </span>
        </a>
      </div>
    );
  }
  return (
    <a href="/auth?tab=signin" className={buttonClass}>
      <LogIn aria-hidden className="size-4" />
      Sign In
    </a>
  );
}
