import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { usePageCodeWait } from './page-code-loading';

/** After this long waiting for a page's code, the bar at the top shows (a quick page shows none). */
export const PROGRESS_DELAY_MS = 100;
/** After this long, the page being left gives way to the six-card placeholder (spec §2, §9). */
export const PLACEHOLDER_DELAY_MS = 400;
/** The longest a placeholder outlives the wait when no new page commits after it. */
const PLACEHOLDER_SAFETY_MS = 1000;

/** True once the spell of waiting `spell` has lasted `delayMs`; false when none is going on. */
function useHeldFor(spell: number | null, delayMs: number, onHeld?: () => void): boolean {
  const [heldSpell, setHeldSpell] = useState<number | null>(null);
  useEffect(() => {
    if (spell === null) return;
    const timer = window.setTimeout(() => {
      setHeldSpell(spell);
      onHeld?.();
    }, delayMs);
    return () => window.clearTimeout(timer);
    // `onHeld` is read when the delay ends; a new function each render must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spell, delayMs]);
  return spell !== null && heldSpell === spell;
}

/**
 * What the frame shows while the page a member went to waits for its code. React Router moves
 * between pages in a transition, which keeps the page being left on screen until the next one
 * can render; so a quick page replaces it with no flash, a slower one shows the progress bar,
 * and one that takes more than a moment replaces the old page with the loading placeholder.
 *
 * The placeholder belongs to the address on screen when the wait became long (an effect sees
 * only committed renders), never to the one being rendered in the transition: that render must
 * reach the new page (and wait for its code), or the transition would commit the placeholder in
 * its place. It goes when the next address commits, not when the code arrives, so the old page
 * never flashes back in between.
 */
export function usePageTransition(): { progress: boolean; placeholder: boolean } {
  const { key } = useLocation();
  const spell = usePageCodeWait();
  const [placeholderFor, setPlaceholderFor] = useState<string | null>(null);
  // The address last committed (effects run after commits only).
  const committedKey = useRef(key);
  useEffect(() => {
    committedKey.current = key;
  }, [key]);
  // A new address committed: the placeholder of the one before goes (React's way to reset state
  // on a change, during render; a transition render that does not commit leaves it as it was).
  const [renderedKey, setRenderedKey] = useState(key);
  if (renderedKey !== key) {
    setRenderedKey(key);
    setPlaceholderFor(null);
  }
  // Should no new address commit once the code came (the member went on to another page whose
  // code was there), the placeholder still goes, a moment later.
  useEffect(() => {
    if (spell !== null) return;
    const timer = window.setTimeout(() => setPlaceholderFor(null), PLACEHOLDER_SAFETY_MS);
    return () => window.clearTimeout(timer);
  }, [spell]);
  const progress = useHeldFor(spell, PROGRESS_DELAY_MS);
  useHeldFor(spell, PLACEHOLDER_DELAY_MS, () => setPlaceholderFor(committedKey.current));
  return { progress, placeholder: placeholderFor === key };
}
