import { RefreshCw } from 'lucide-react';
import { useId, useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import {
  dismissUpdate,
  subscribeToUpdateOffer,
  visibleUpdateOffer,
  type UpdateOffer,
} from '../lib/update-offer';

/** The app's name as members know it (the site title's). */
const APP_NAME = 'Magic Community';

/**
 * The card itself (spec §2): 'Update Available', what it means, Update Now and Later. A
 * labelled region fixed at the bottom that takes no focus by itself, so it never interrupts;
 * `isStatic` draws it in place for the style guide.
 */
export function UpdateCardView({
  onUpdate,
  onLater,
  isStatic = false,
}: {
  onUpdate: () => void;
  onLater: () => void;
  isStatic?: boolean;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={cn(
        'z-50 rounded-xl border bg-card p-4 text-card-foreground shadow-lg',
        isStatic
          ? 'w-full max-w-sm'
          : 'fixed inset-x-3 bottom-3 mx-auto max-w-sm sm:inset-x-auto sm:right-4 sm:bottom-4',
      )}
    >
      <div className="flex gap-3">
        <RefreshCw aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold leading-tight">
            Update Available
          </h2>
          <p id={textId} className="mt-1 text-sm text-muted-foreground">
            A new version of {APP_NAME} is ready to install.
          </p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="outline" onClick={onLater}>
          Later
        </Button>
        <Button onClick={onUpdate}>Update Now</Button>
      </div>
    </section>
  );
}

const serverSnapshot = (): UpdateOffer | null => null;

/**
 * The update card, shown while a new version waits (a new service worker installed while an
 * old one controls the page): Update Now installs it and reloads, Later hides the card.
 */
export function UpdateCard() {
  const offer = useSyncExternalStore(subscribeToUpdateOffer, visibleUpdateOffer, serverSnapshot);
  if (!offer) return null;
  return <UpdateCardView onUpdate={() => offer.install()} onLater={dismissUpdate} />;
}
