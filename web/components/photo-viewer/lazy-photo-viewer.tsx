import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import type { ViewerPhoto } from './photo-viewer-logic';

/** The viewer's code (Radix Dialog and its focus handling) loads on the first photo opened. */
const loadViewer = () => import('./photo-viewer');
const PhotoViewer = lazy(loadViewer);

/** Starts downloading the viewer's code (on hover or focus of a photo) before it is pressed. */
export function preloadPhotoViewer(): void {
  void loadViewer().catch(() => undefined);
}

/**
 * A viewer over `photos`: `open(index, opener)` shows it at that photo, and the focus goes back
 * to `opener` (by default the focused element) when it closes; `viewer` is the element to
 * render (nothing until first opened, so pages do not load its code up front).
 */
export function usePhotoViewer(photos: ViewerPhoto[]): {
  open: (index: number, opener?: HTMLElement | null) => void;
  viewer: ReactNode;
} {
  const [index, setIndex] = useState(0);
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocusTo = useCallback(() => opener.current, []);
  const open = useCallback((at: number, from?: HTMLElement | null) => {
    opener.current =
      from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setIndex(at);
    setIsOpen(true);
    setWasOpened(true);
  }, []);
  const viewer = wasOpened ? (
    <Suspense fallback={null}>
      <PhotoViewer
        photos={photos}
        index={index}
        onIndexChange={setIndex}
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        returnFocusTo={returnFocusTo}
      />
    </Suspense>
  ) : null;
  return { open, viewer };
}
