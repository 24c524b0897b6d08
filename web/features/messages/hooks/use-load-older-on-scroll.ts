import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Loads older messages as the reader scrolls up: returns a ref for an element at the top of the
 * conversation; when it comes within 200 px of the scroll box's top, `loadOlder` runs (the
 * caller decides whether there is more and whether a load is already running).
 */
export function useLoadOlderOnScroll(
  rootRef: RefObject<HTMLElement | null>,
  loadOlder: () => void,
) {
  const latest = useRef(loadOlder);
  useEffect(() => {
    latest.current = loadOlder;
  });
  const observer = useRef<IntersectionObserver | null>(null);

  return useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) latest.current();
        },
        { root: rootRef.current, rootMargin: '200px 0px 0px 0px' },
      );
      observer.current.observe(element);
    },
    [rootRef],
  );
}
