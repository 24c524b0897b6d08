import { CloudOff, WifiOff } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';

export const FEED_OFFLINE_BANNER = 'You’re offline — showing the feed as you last saw it.';

/** One line above a feed read from the device while there is no connection. */
export function FeedOfflineBanner() {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg border bg-muted px-3 py-2 text-sm text-muted-foreground"
    >
      <CloudOff aria-hidden className="size-4 shrink-0" />
      {FEED_OFFLINE_BANNER}
    </p>
  );
}

/** No connection and no feed kept on this device: what is going on and what still works. */
export function FeedOfflineState() {
  return (
    <EmptyState
      icon={WifiOff}
      title="You’re offline"
      description="Your feed has not been saved on this device yet. It will load when you’re back online; your checklists and the guides you opened still work."
    />
  );
}
