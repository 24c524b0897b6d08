import { useCallback, useEffect, useRef } from 'react';

interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Infinite scroll: returns a ref for a sentinel element below the list; when it comes within
 * 600 px of the viewport the next page loads. It stops after a failed page (the list offers a
 * retry) so a broken connection does not loop.
 */
export function useLoadMoreOnScroll(list: PagedList) {
  const latest = useRef(list);
  useEffect(() => {
    latest.current = list;
  });
  const observer = useRef<IntersectionObserver | null>(null);

  const loadIfNeeded = useCallback(() => {
    const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = latest.current;
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, []);

  return useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) loadIfNeeded();
        },
        { rootMargin: '600px 0px' },
      );
      observer.current.observe(element);
    },
    [loadIfNeeded],
  );
}
