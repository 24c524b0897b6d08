import { useSyncExternalStore } from 'react';
import {
  MOBILE_BREAKPOINT_PX,
  RESIZE_THROTTLE_MS,
  TABLET_BREAKPOINT_PX,
} from '../../common/limits';

export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** Spec §4: mobile below 768 px, tablet below 1024 px, else desktop. */
export function viewportForWidth(width: number): Viewport {
  if (width < MOBILE_BREAKPOINT_PX) return 'mobile';
  if (width < TABLET_BREAKPOINT_PX) return 'tablet';
  return 'desktop';
}

const listeners = new Set<() => void>();
let current: Viewport =
  typeof window === 'undefined' ? 'desktop' : viewportForWidth(window.innerWidth);
let throttleTimer: ReturnType<typeof setTimeout> | null = null;

function onResize() {
  // Throttled to one reading per 100 ms (spec §9), always ending on the latest size.
  if (throttleTimer) return;
  throttleTimer = setTimeout(() => {
    throttleTimer = null;
    const next = viewportForWidth(window.innerWidth);
    if (next !== current) {
      current = next;
      listeners.forEach((listener) => listener());
    }
  }, RESIZE_THROTTLE_MS);
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('resize', onResize);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('resize', onResize);
  };
}

/** The current viewport class, updated on resize (throttled to 100 ms). */
export function useViewport(): Viewport {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => 'desktop',
  );
}
