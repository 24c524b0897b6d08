/** The photo viewer's rules, free of React and the DOM: keys, swipes, the counter. */

/** One photo the viewer shows. */
export interface ViewerPhoto {
  id: string;
  /** The large photo. */
  url: string;
  width: number;
  height: number;
  /** The uploader's description (the caption and alt text), or null. */
  alt: string | null;
  /** What the photo is when it has no description: 'Photo 2 of 3 by ropedrop_rita'. */
  label: string;
  /** A direct message's photo: fetched with the member's access token, never by a plain URL. */
  isPrivate?: boolean;
}

/** A move between the photos. */
export type ViewerMove = 'previous' | 'next' | 'first' | 'last';

/** The move a key asks for: ← → (and Home, End); null for any other key. */
export function moveOfKey(key: string): ViewerMove | null {
  switch (key) {
    case 'ArrowLeft':
      return 'previous';
    case 'ArrowRight':
      return 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** The index after `move` among `count` photos; it stops at either end. */
export function stepIndex(index: number, count: number, move: ViewerMove): number {
  if (count <= 0) return 0;
  const last = count - 1;
  switch (move) {
    case 'previous':
      return Math.max(0, index - 1);
    case 'next':
      return Math.min(last, index + 1);
    case 'first':
      return 0;
    case 'last':
      return last;
  }
}

/** Shortest horizontal swipe (CSS pixels) that moves to another photo. */
export const SWIPE_MIN_DISTANCE = 40;

/**
 * The move of a swipe from its travel: leftwards shows the next photo, rightwards the previous
 * one; a short or mostly vertical drag is no swipe (null).
 */
export function moveOfSwipe(deltaX: number, deltaY: number): ViewerMove | null {
  if (Math.abs(deltaX) < SWIPE_MIN_DISTANCE || Math.abs(deltaX) < Math.abs(deltaY) * 1.5) {
    return null;
  }
  return deltaX < 0 ? 'next' : 'previous';
}

/** The visible counter: '2 of 4'. */
export function counterText(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/** The alt text of a photo: its description, else its label. */
export function altOf(photo: Pick<ViewerPhoto, 'alt' | 'label'>): string {
  return photo.alt ?? photo.label;
}
