import { useCallback, useLayoutEffect, useRef } from 'react';

/** How close to the bottom (px) still counts as reading the newest messages. */
const NEAR_BOTTOM_PX = 96;

/**
 * The scrolling of a conversation (newest at the bottom): it opens at the bottom, follows new
 * messages while the reader is at the bottom (or wrote them), and keeps the reader's place
 * when older messages are added above. Call `beforeLoadingOlder` just before asking for them.
 */
export function useThreadScroll({
  oldestId,
  newestId,
  isNewestOwn,
  bottomKey,
}: {
  oldestId: string | undefined;
  newestId: string | undefined;
  isNewestOwn: boolean;
  /** Anything else that changes the bottom's height ('Seen' appearing). */
  bottomKey: string | null;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const isAtBottom = useRef(true);
  const olderAnchor = useRef<{ oldestId: string | undefined; fromBottom: number } | null>(null);

  const onScroll = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    isAtBottom.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  }, []);

  const beforeLoadingOlder = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    olderAnchor.current = { oldestId, fromBottom: element.scrollHeight - element.scrollTop };
  }, [oldestId]);

  // Older messages arrived above: the same message stays under the reader's eyes.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    const anchor = olderAnchor.current;
    if (!element || !anchor || anchor.oldestId === oldestId) return;
    element.scrollTop = element.scrollHeight - anchor.fromBottom;
    olderAnchor.current = null;
  }, [oldestId]);

  // A new newest message (or the first render): follow it when reading the bottom.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || (!isAtBottom.current && !isNewestOwn)) return;
    element.scrollTop = element.scrollHeight;
    isAtBottom.current = true;
  }, [newestId, isNewestOwn, bottomKey]);

  return { scrollRef, onScroll, beforeLoadingOlder };
}
