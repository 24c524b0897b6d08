import type { Root } from 'react-dom/client';
import { hasStoredSession } from '../../lib/auth-storage';
import { subscribeToStoredSession } from './stored-session';

/** What a visitor is about to use: the island under the pointer or the keyboard focus. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

function islandOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest('[data-island]') : null;
}

function isPlainClick(event: MouseEvent): boolean {
  return !(event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/**
 * Starts the islands of a server-rendered page without making visitors download React up front:
 * the islands' code (React, its own chunk) loads and hydrates them at once for a stored session
 * (members: their header, their actions), else when a visitor first points at, focuses or
 * touches an island (Sign In, the header's links, the budget calculator), or when a session
 * appears (a sign-in in another tab). A plain click on a button or on Sign In that lands before
 * that is held and given again to the hydrated element, and the calculator takes over what was
 * typed in it meanwhile, so nothing is lost. Reaching for Sign In also fetches the header's app.
 * Roots are added to `roots` as they are made. Returns a function that tells when the islands
 * are settled: hydrated if their hydration has begun, at once if it has not.
 */
export function startIslands(roots: Root[]): () => Promise<void> {
  let hydrating: Promise<void> | null = null;
  const hydrate = () =>
    (hydrating ??= import('./islands').then(({ hydrateIslands }) => {
      const started = hydrateIslands();
      roots.push(...started.roots);
      stopListening();
      return started.hydrated;
    }));
  const settled = () => hydrating ?? Promise.resolve();

  const onIntent = (event: Event) => {
    const island = islandOf(event.target);
    if (!island) return;
    void hydrate();
    if (island.getAttribute('data-island') === 'site-header') {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link?.getAttribute('href')?.startsWith('/auth')) void import('./header-app');
    }
  };
  const onEarlyClick = (event: MouseEvent) => {
    if (!islandOf(event.target) || !isPlainClick(event) || !(event.target instanceof Element)) {
      return;
    }
    // Plain links and `<details>` work without scripts; buttons and Sign In (a dialog) wait.
    const target = event.target.closest<HTMLElement>('button, [aria-haspopup]');
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    void hydrate().then(() => {
      if (target.isConnected) target.click();
    });
  };
  const stopListening = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    document.removeEventListener('click', onEarlyClick, true);
  };

  if (hasStoredSession()) {
    void hydrate();
    return settled;
  }
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  document.addEventListener('click', onEarlyClick, true);
  const stopWatching = subscribeToStoredSession(() => {
    if (!hasStoredSession()) return;
    stopWatching();
    void hydrate();
  });
  return settled;
}
