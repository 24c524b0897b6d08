/** Most photos shown in a feed card's grid; the last tile says how many more there are. */
export const GRID_TILES_MAX = 4;
/** Thumbnails' long side (the server's `UPLOAD_THUMBNAIL_LONG_SIDE`). */
export const THUMBNAIL_LONG_SIDE = 400;

/** How a card lays out its photos: one large photo, or a grid of up to four with "+N". */
export interface PhotoLayout {
  kind: 'none' | 'single' | 'grid';
  /** How many photos get a tile. */
  shown: number;
  /** Photos without a tile, announced on the last one as "+N". */
  hidden: number;
}

export function choosePhotoLayout(count: number): PhotoLayout {
  if (count <= 0) return { kind: 'none', shown: 0, hidden: 0 };
  if (count === 1) return { kind: 'single', shown: 1, hidden: 0 };
  const shown = Math.min(count, GRID_TILES_MAX);
  return { kind: 'grid', shown, hidden: count - shown };
}

/** The thumbnail's pixel size: the photo scaled so its long side is at most 400 px. */
export function thumbnailSize(width: number, height: number): { width: number; height: number } {
  const longSide = Math.max(width, height);
  if (longSide <= THUMBNAIL_LONG_SIDE) return { width, height };
  const scale = THUMBNAIL_LONG_SIDE / longSide;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A single photo's box in a card: its own shape, kept between 4:5 (tall) and 2:1 (wide). */
export function singlePhotoAspectRatio(width: number, height: number): number {
  if (width <= 0 || height <= 0) return 1;
  return Math.min(2, Math.max(0.8, width / height));
}

/** The alt text of a member's photo: 'Photo 2 of 3 by ropedrop_rita'. */
export function photoAltText(index: number, total: number, username: string): string {
  return `Photo ${index + 1} of ${total} by ${username}`;
}
