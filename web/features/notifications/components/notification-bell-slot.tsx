import { Bell } from 'lucide-react';
import { lazy, Suspense } from 'react';

const NotificationBell = lazy(() => import('./notification-bell'));

/** Holds the bell's place (same size) while its code loads. */
function BellPlaceholder() {
  return (
    <span aria-hidden className="flex size-11 items-center justify-center text-muted-foreground">
      <Bell className="size-4" />
    </span>
  );
}

/**
 * The header's bell slot (spec §2): nothing for visitors; for a member, the bell, whose code
 * (list, realtime client) is its own chunk, fetched only once someone is signed in.
 */
export function NotificationBellSlot({
  session,
}: {
  session: { user: { id: string }; access_token: string } | null | undefined;
}) {
  if (!session) return null;
  return (
    <Suspense fallback={<BellPlaceholder />}>
      <NotificationBell userId={session.user.id} accessToken={session.access_token} />
    </Suspense>
  );
}
