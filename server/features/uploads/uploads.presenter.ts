import type { PostImage } from '../../../common/features/uploads/uploads.contract';
import { uploadFileNames } from './photo-storage';

/** Public URL of an upload's photo: `/uploads/<id>.webp`. */
export function uploadUrl(id: string): string {
  return `/uploads/${uploadFileNames(id).large}`;
}

/** Public URL of an upload's thumbnail: `/uploads/<id>-thumb.webp`. */
export function uploadThumbnailUrl(id: string): string {
  return `/uploads/${uploadFileNames(id).thumbnail}`;
}

/** An upload row → the photo as clients see it (no owner, sizes in bytes or dates). */
export function presentImage(row: {
  id: string;
  width: number;
  height: number;
  altText?: string | null;
}): PostImage {
  return {
    id: row.id,
    url: uploadUrl(row.id),
    thumbnailUrl: uploadThumbnailUrl(row.id),
    width: row.width,
    height: row.height,
    alt: row.altText ?? null,
  };
}

/** A message photo's URL, answered only to its conversation's participants. */
export function messagePhotoUrl(id: string): string {
  return `/api/messages/photos/${id}`;
}

/** A message photo's thumbnail URL (participants only, like the photo). */
export function messagePhotoThumbnailUrl(id: string): string {
  return `/api/messages/photos/${id}/thumbnail`;
}

/** An upload row of a direct message → the photo, with the participants-only URLs. */
export function presentMessageImage(row: {
  id: string;
  width: number;
  height: number;
  altText?: string | null;
}): PostImage {
  return {
    ...presentImage(row),
    url: messagePhotoUrl(row.id),
    thumbnailUrl: messagePhotoThumbnailUrl(row.id),
  };
}
