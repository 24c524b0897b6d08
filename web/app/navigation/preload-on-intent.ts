/** What a member is about to follow: the link under the pointer, the finger or the focus. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** The app's own page a link leads to, or null for another site, a file or a new tab. */
function appPathOf(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (
    !(link instanceof HTMLAnchorElement) ||
    link.target === '_blank' ||
    link.hasAttribute('download')
  ) {
    return null;
  }
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

/**
 * Downloads a page's code as soon as the member points at, touches or focuses a link to it, so
 * that by the click it is usually there and the page shows at once. Each path is asked for once;
 * `preload` failing is harmless (the page loads its code again when it is shown).
 */
export function preloadPagesOnIntent(preload: (pathname: string) => Promise<void>): () => void {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const path = appPathOf(event.target);
    if (!path || asked.has(path)) return;
    asked.add(path);
    preload(path).catch(() => asked.delete(path));
  };
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  }
  return () => {
    for (const type of INTENT_EVENTS)
      document.removeEventListener(type, onIntent, { capture: true });
  };
}
