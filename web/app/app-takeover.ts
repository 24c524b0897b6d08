import type { Root } from 'react-dom/client';
import { getAuthDialogState, subscribeAuthDialog } from '../features/auth/lib/auth-dialog-store';
import { hasStoredSession } from '../lib/auth-storage';
import { subscribeToStoredSession } from './guide-document/stored-session';

/** What a visitor may press on a server-rendered page that needs the app: buttons and links that open a dialog. */
const PRESSABLE = 'button, a[aria-haspopup="dialog"]';

/** Where `element` sits under `root`: the index of each element on the way down. */
function pathTo(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

/** The element at `path` under `root`, if there is one. */
function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

/**
 * On a page whose root says `data-app-takeover` (members' posts and profiles, the home page,
 * activity and search),
 * the full app takes the server's HTML over:
 * - for members, at once when a session is stored, or as soon as one is (a sign-in here, once
 *   its dialog has closed, or in another tab);
 * - for visitors, only when they press one of the page's own buttons (more posts, follower
 *   lists, comments, 'Sign In to follow', a search's tabs): the app renders the same page and
 *   the press goes to the same element.
 * Until then visitors download none of it. `islandRoots` are let go when the app renders, once
 * `islandsSettled` says their hydration (if begun) is done.
 */
export function prepareAppTakeover(islandRoots: Root[], islandsSettled: () => Promise<void>): void {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-app-takeover')) return;
  let takingOver: Promise<void> | null = null;
  // Islands whose hydration has begun are let go only once it is done (React reports a root
  // unmounted while it hydrates).
  const takeOver = () =>
    (takingOver ??= Promise.all([import('./start-app'), islandsSettled()]).then(([{ startApp }]) =>
      startApp({
        takeOver: true,
        beforeRender: () => islandRoots.splice(0).forEach((island) => island.unmount()),
      }),
    ));

  // Pages whose controls all need the app (filters, search boxes: `data-app-takeover="now"`,
  // the review pages) are taken over at once, for visitors too.
  if (hasStoredSession() || root.getAttribute('data-app-takeover') === 'now') {
    void takeOver();
    return;
  }
  // A sign-in on this page (the header's dialog) is finished before the app takes over: the
  // dialog may still ask for the second factor, or its half-finished session may be dropped.
  const takeOverOnceSignedIn = () => {
    if (!hasStoredSession() || getAuthDialogState().isOpen) return;
    stopWatchingSession();
    stopWatchingDialog();
    void takeOver();
  };
  const stopWatchingSession = subscribeToStoredSession(takeOverOnceSignedIn);
  const stopWatchingDialog = subscribeAuthDialog(takeOverOnceSignedIn);
  const main = root.querySelector('main');
  const onPress = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest(PRESSABLE);
    if (!button || !main?.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    main.removeEventListener('click', onPress, true);
    const path = pathTo(root, button);
    void takeOver().then(() => {
      const pressed = elementAt(root, path) as HTMLElement | null;
      // Focus first, as a press does: tabs (Radix) select on focus or mouse-down, not on click.
      pressed?.focus();
      pressed?.click();
    });
  };
  main?.addEventListener('click', onPress, true);
}
