import { ImageOff } from 'lucide-react';
import type { PostImage } from '../../../../common/features/uploads/uploads.contract';
import { AltBadge } from '../../../components/photo-viewer/alt-badge';
import {
  preloadPhotoViewer,
  usePhotoViewer,
} from '../../../components/photo-viewer/lazy-photo-viewer';
import { usePhotoSource } from '../../../components/photo-viewer/photo-source';
import { altOf, type ViewerPhoto } from '../../../components/photo-viewer/photo-viewer-logic';
import { cn } from '../../../lib/cn';
import { thumbnailSize } from '../../posts/lib/photo-layout';

/** A message's photo tile: the thumbnail, fetched with the member's token (participants only). */
function MessagePhotoTile({
  image,
  photo,
  onOpen,
}: {
  image: PostImage;
  photo: ViewerPhoto;
  onOpen: (button: HTMLButtonElement) => void;
}) {
  const { src, status } = usePhotoSource(image.thumbnailUrl, true);
  const thumb = thumbnailSize(image.width, image.height);
  return (
    <div className="relative aspect-square overflow-hidden rounded-lg bg-muted">
      <button
        type="button"
        onClick={(event) => onOpen(event.currentTarget)}
        onPointerEnter={preloadPhotoViewer}
        onFocus={preloadPhotoViewer}
        aria-haspopup="dialog"
        className="block size-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        {src ? (
          <img
            src={src}
            alt={altOf(photo)}
            width={thumb.width}
            height={thumb.height}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <span
            role="img"
            aria-label={altOf(photo)}
            className="flex size-full items-center justify-center"
          >
            {status === 'error' && (
              <ImageOff aria-hidden className="size-6 text-muted-foreground" />
            )}
          </span>
        )}
      </button>
      {image.alt && <AltBadge alt={image.alt} />}
    </div>
  );
}

/**
 * A message's photos (one to four) in a small grid; pressing one opens the viewer over them.
 * Only the conversation's participants can load them (with their access token).
 */
export function MessagePhotos({
  images,
  senderName,
  className,
}: {
  images: PostImage[];
  senderName: string;
  className?: string;
}) {
  const photos: ViewerPhoto[] = images.map((image, index) => ({
    id: image.id,
    url: image.url,
    width: image.width,
    height: image.height,
    alt: image.alt,
    label: `Photo ${index + 1} of ${images.length} from ${senderName}`,
    isPrivate: true,
  }));
  const { open, viewer } = usePhotoViewer(photos);
  if (images.length === 0) return null;
  return (
    <>
      <ul
        aria-label={images.length === 1 ? 'Photo' : `${images.length} photos`}
        className={cn(
          'grid w-56 max-w-full gap-1 sm:w-64',
          images.length > 1 && 'grid-cols-2',
          className,
        )}
      >
        {images.map((image, index) => (
          <li key={image.id}>
            <MessagePhotoTile
              image={image}
              photo={photos[index]!}
              onOpen={(button) => open(index, button)}
            />
          </li>
        ))}
      </ul>
      {viewer}
    </>
  );
}
