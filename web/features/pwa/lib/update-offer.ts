/**
 * Whether a new version of the app waits to be installed (spec §4: the update card is hidden
 * until a new service worker has installed while an old one controls the page), and how to
 * install it. The service worker's registration offers it; the update card reads it.
 */
export interface UpdateOffer {
  /** Activates the waiting service worker; the page reloads once it controls the page. */
  install(): void;
}

interface UpdateOfferState {
  offer: UpdateOffer | null;
  isDismissed: boolean;
}

let state: UpdateOfferState = { offer: null, isDismissed: false };
const listeners = new Set<() => void>();

function setState(next: UpdateOfferState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Offers a waiting version (shown again even if an earlier offer was dismissed). */
export function offerUpdate(offer: UpdateOffer): void {
  setState({ offer, isDismissed: false });
}

/** Hides the card until the next offer ('Later'). */
export function dismissUpdate(): void {
  if (state.offer) setState({ ...state, isDismissed: true });
}

/** The offer to show on the card, or null when there is none or it was dismissed. */
export function visibleUpdateOffer(): UpdateOffer | null {
  return state.isDismissed ? null : state.offer;
}

/** Calls `listener` on every change (for `useSyncExternalStore`); returns the unsubscribe. */
export function subscribeToUpdateOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
