import { LogIn } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { AUTH_STORAGE_KEY } from '../../lib/auth-storage';

interface StoredMember {
  id: string;
  initial: string;
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
      user?: { id?: string; email?: string; user_metadata?: { username?: string } };
    } | null;
    const user = stored?.user;
    if (!user?.id) return null;
    const name = user.user_metadata?.username ?? user.email ?? '?';
    return { id: user.id, initial: name.slice(0, 1).toUpperCase() };
  } catch {
    return null;
  }
}

const buttonClass =
  'inline-flex h-11 items-center justify-center gap-2 whitespace-nowrap rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground transition-colors hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The header's account slot on server-rendered pages (an island): Sign In for visitors (as the
 * server rendered it), the member's avatar once the browser shows a stored session. Both fill
 * the same 44 px slot, so nothing moves.
 */
export function HeaderAccount() {
  // The server snapshot is "nobody": hydration matches, then the stored session shows.
  const member = parseStoredMember(
    useSyncExternalStore(subscribeToStorage, readStoredSession, () => null),
  );

  if (member) {
    return (
      <a
        href={`/profile/${member.id}`}
        aria-label="Your profile"
        className="flex size-11 items-center justify-center rounded-full"
      >
        <span className="flex size-9 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground">
          {member.initial}
        </span>
      </a>
    );
  }
  return (
    <a href="/auth?tab=signin" className={buttonClass}>
      <LogIn aria-hidden className="size-4" />
      Sign In
    </a>
  );
}
