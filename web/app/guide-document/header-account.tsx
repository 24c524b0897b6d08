import { Bell, LogIn } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { badgeText } from '../../features/notifications/lib/notification-rules';
import { AUTH_STORAGE_KEY } from '../../lib/auth-storage';

interface StoredMember {
  id: string;
  initial: string;
  accessToken: string | null;
}

function readStoredSession(): string | null {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Follows sign-ins and sign-outs made in other tabs. */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The member of the session auth-js stored in this browser, read without loading auth-js. */
function parseStoredMember(raw: string | null): StoredMember | null {
  try {
    const stored = JSON.parse(raw ?? 'null') as {
      access_token?: string;
      expires_at?: number;
      user?: { id?: string; email?: string; user_metadata?: { username?: string } };
    } | null;
    const user = stored?.user;
    if (!user?.id) return null;
    const name = user.user_metadata?.username ?? user.email ?? '?';
    // An expired token is left for the app to refresh: the bell then shows no count.
    const isTokenFresh =
      typeof stored?.access_token === 'string' &&
      typeof stored.expires_at === 'number' &&
      stored.expires_at * 1000 > Date.now();
    return {
      id: user.id,
      initial: name.slice(0, 1).toUpperCase(),
      accessToken: isTokenFresh ? stored.access_token! : null,
    };
  } catch {
    return null;
  }
}

/** The member's unread count, read once with the stored token (no auth or query code here). */
function useUnreadCount(accessToken: string | null): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!accessToken) return;
    const controller = new AbortController();
    fetch('/api/notifications/unread-count', {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: controller.signal,
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ count: number }>) : { count: 0 }))
      .then((body) => setCount(body.count))
      .catch(() => undefined);
    return () => controller.abort();
  }, [accessToken]);
  return count;
}

/** The bell on server-rendered pages: the unread count, and a link to the notifications page. */
function NotificationsLink({ accessToken }: { accessToken: string | null }) {
  const unread = useUnreadCount(accessToken);
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
 * never moves.
 */
export function HeaderAccount() {
  // The server snapshot is "nobody": hydration matches, then the stored session shows.
  const member = parseStoredMember(
    useSyncExternalStore(subscribeToStorage, readStoredSession, () => null),
  );

  if (member) {
    return (
      <div className="flex items-center gap-1">
        <NotificationsLink accessToken={member.accessToken} />
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
