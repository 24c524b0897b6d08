import { ChevronLeft, ChevronRight, ImageOff, Loader2, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '../../lib/cn';
import { usePhotoSource } from './photo-source';
import {
  altOf,
  counterText,
  moveOfKey,
  moveOfSwipe,
  stepIndex,
  type ViewerMove,
  type ViewerPhoto,
} from './photo-viewer-logic';

/** Props of the viewer (see {@link PhotoViewer}). */
export interface PhotoViewerProps {
  photos: ViewerPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where the focus goes back to when the viewer closes (the photo pressed). */
  returnFocusTo?: () => HTMLElement | null;
}

function ViewerImage({ photo }: { photo: ViewerPhoto }) {
  const { src, status } = usePhotoSource(photo.url, photo.isPrivate);
  if (status === 'error') {
    return (
      <p className="flex flex-col items-center gap-2 text-white">
        <ImageOff aria-hidden className="size-8" />
        This photo is no longer available.
      </p>
    );
  }
  if (!src)
    return <Loader2 aria-label="Loading photo" className="size-8 animate-spin text-white" />;
  return (
    <img
      key={photo.id}
      src={src}
      alt={altOf(photo)}
      width={photo.width}
      height={photo.height}
      decoding="async"
      draggable={false}
      className="max-h-full max-w-full select-none object-contain"
    />
  );
}

const navButton =
  'absolute top-1/2 z-10 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-30';

/**
 * A full-screen viewer of a post's or a message's photos (Radix Dialog: focus stays inside and
 * goes back to the photo pressed when it closes). ← and → (Home, End) move between the photos,
 * so does a swipe on a touch screen; Escape or Close leaves. The counter ('2 of 4') is announced
 * as it changes, and the uploader's description shows as the caption.
 */
export default function PhotoViewer({
  photos,
  index,
  onIndexChange,
  isOpen,
  onOpenChange,
  returnFocusTo,
}: PhotoViewerProps) {
  const swipeStart = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const count = photos.length;
  const current = Math.min(Math.max(index, 0), Math.max(count - 1, 0));
  const photo = photos[current];
  if (!photo) return null;

  const move = (which: ViewerMove) => onIndexChange(stepIndex(current, count, which));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const which = moveOfKey(event.key);
    if (!which || count < 2) return;
    event.preventDefault();
    move(which);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') return;
    swipeStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const which = moveOfSwipe(event.clientX - start.x, event.clientY - start.y);
    if (which) move(which);
  };

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            // There is no Radix trigger: the photo pressed takes the focus back.
            const target = returnFocusTo?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          aria-describedby={undefined}
          className="fixed inset-0 z-50 grid grid-rows-[auto_minmax(0,1fr)_auto] text-white outline-none"
        >
          <div className="flex items-center justify-between gap-2 p-2 sm:p-3">
            <DialogPrimitive.Title className="px-2 text-sm font-medium">
              <span className="sr-only">Photo </span>
              <span aria-live="polite" aria-atomic>
                {counterText(current, count)}
              </span>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Close photo viewer"
              className="inline-flex size-11 items-center justify-center rounded-full bg-black/60 hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white"
            >
              <X aria-hidden className="size-5" />
            </DialogPrimitive.Close>
          </div>

          <div
            className="relative flex min-h-0 touch-pan-y items-center justify-center px-2 sm:px-16"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
          >
            <ViewerImage photo={photo} />
            {count > 1 && (
              <>
                <button
                  type="button"
                  className={cn(navButton, 'left-2 sm:left-4')}
                  onClick={() => move('previous')}
                  disabled={current === 0}
                  aria-label="Previous photo"
                >
                  <ChevronLeft aria-hidden className="size-6" />
                </button>
                <button
                  type="button"
                  className={cn(navButton, 'right-2 sm:right-4')}
                  onClick={() => move('next')}
                  disabled={current === count - 1}
                  aria-label="Next photo"
                >
                  <ChevronRight aria-hidden className="size-6" />
                </button>
              </>
            )}
          </div>

          <div className="min-h-12 px-4 py-3 text-center text-sm">
            {photo.alt ? (
              <p className="mx-auto max-w-2xl whitespace-pre-line">{photo.alt}</p>
            ) : (
              <p className="sr-only">{photo.label}</p>
            )}
            {count > 1 && (
              <p className="mt-1 text-xs text-white/75">Use the arrow keys or swipe to move.</p>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
