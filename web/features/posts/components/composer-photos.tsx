import { AlertCircle, ImageOff, X } from 'lucide-react';
import type { PickedPhoto } from '../hooks/use-photo-uploads';

/** The composer's picked photos: previews with upload progress, errors and a remove button. */
export function ComposerPhotos({
  photos,
  onRemove,
}: {
  photos: PickedPhoto[];
  onRemove: (key: string) => void;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Photos to share">
      {photos.map((photo, index) => {
        const label = `photo ${index + 1} (${photo.name})`;
        return (
          <li key={photo.key} className="relative aspect-square overflow-hidden rounded-lg border">
            {photo.previewUrl ? (
              <img
                src={photo.previewUrl}
                alt={`Preview of ${label}`}
                width={160}
                height={160}
                className="size-full bg-muted object-cover"
              />
            ) : (
              <div className="flex size-full items-center justify-center bg-muted">
                <ImageOff aria-hidden className="size-6" />
              </div>
            )}
            {photo.status === 'uploading' && (
              <div className="absolute inset-x-0 bottom-0 bg-black/55 px-2 py-1.5">
                <progress
                  className="block h-1.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-white/30 [&::-webkit-progress-value]:bg-white"
                  value={photo.progress}
                  max={1}
                  aria-label={`Uploading ${label}`}
                />
              </div>
            )}
            {photo.status === 'error' && (
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-destructive/85 p-2 text-center text-xs font-medium text-destructive-foreground">
                <AlertCircle aria-hidden className="size-5" />
                <span>{photo.error}</span>
              </div>
            )}
            <button
              type="button"
              onClick={() => onRemove(photo.key)}
              aria-label={`Remove ${label}`}
              className="group absolute right-0 top-0 flex size-11 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="flex size-7 items-center justify-center rounded-full bg-black/65 text-white group-hover:bg-black/80">
                <X aria-hidden className="size-4" />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
