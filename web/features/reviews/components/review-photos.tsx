import type { PostImage } from '../../../../common/features/uploads/uploads.contract';
import { AltBadge } from '../../../components/photo-viewer/alt-badge';
import {
  preloadPhotoViewer,
  usePhotoViewer,
} from '../../../components/photo-viewer/lazy-photo-viewer';
import { altOf, type ViewerPhoto } from '../../../components/photo-viewer/photo-viewer-logic';
import { photoAltText, thumbnailSize } from '../../posts/lib/photo-layout';

/** A review's photos as the viewer shows them: the uploader's description, else 'Photo 1 of 2 by …'. */
export function reviewViewerPhotos(photos: PostImage[], username: string): ViewerPhoto[] {
  return photos.map((photo, index) => ({
    id: photo.id,
    url: photo.url,
    width: photo.width,
    height: photo.height,
    alt: photo.alt,
    label: photoAltText(index, photos.length, username),
  }));
}

/** A review's photos (at most four) as square thumbnails; pressing one opens the viewer there. */
export function ReviewPhotos({ photos, username }: { photos: PostImage[]; username: string }) {
  const shown = reviewViewerPhotos(photos, username);
  const { open, viewer } = usePhotoViewer(shown);
  if (photos.length === 0) return null;
  return (
    <>
      <ul aria-label="Photos" className="grid max-w-md grid-cols-4 gap-2">
        {photos.map((photo, index) => {
          const thumb = thumbnailSize(photo.width, photo.height);
          return (
            <li key={photo.id} className="relative aspect-square overflow-hidden rounded-lg">
              <button
                type="button"
                onClick={(event) => open(index, event.currentTarget)}
                onPointerEnter={preloadPhotoViewer}
                onFocus={preloadPhotoViewer}
                aria-haspopup="dialog"
                className="block size-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                <img
                  src={photo.thumbnailUrl}
                  width={thumb.width}
                  height={thumb.height}
                  alt={altOf(shown[index]!)}
                  loading="lazy"
                  decoding="async"
                  className="size-full bg-muted object-cover"
                />
              </button>
              {photo.alt && <AltBadge alt={photo.alt} />}
            </li>
          );
        })}
      </ul>
      {viewer}
    </>
  );
}
