import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { ViewerPhoto } from './photo-viewer-logic';

/** The viewer's code (Radix Dialog and its focus handling) loads on the first photo opened. */
const loadViewer = () => import('./photo-viewer');
const PhotoViewer = lazy(loadViewer);

/** Starts downloading the viewer's code (on hover or focus of a photo) before it is pressed. */
export function preloadPhotoViewer(): void {
  void loadViewer().catch(() => undefined);
}

/**
 * A viewer over `photos`: `open(index)` shows it at that photo; `viewer` is the element to
 * render (nothing until first opened, so pages do not load its code up front).
 */
export function usePhotoViewer(photos: ViewerPhoto[]): {
  open: (index: number) => void;
  viewer: ReactNode;
} {
  const [index, setIndex] = useState(0);
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const open = useCallback((at: number) => {
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
      />
    </Suspense>
  ) : null;
  return { open, viewer };
}
