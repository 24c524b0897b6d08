import { ArrowDown, ArrowUp, ImagePlus, Loader2, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { CREATOR_PORTFOLIO_MAX } from '../../../../common/features/creators/creator-limits';
import type { Creator } from '../../../../common/features/creators/creators.contract';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useSetPortfolio } from '../api/creators-api';

type Photo = Creator['portfolio'][number];

/**
 * The creator's portfolio: up to 12 of their own photos in order, each movable up and down
 * and removable with buttons (keyboard and touch alike), and 'Add photos' to upload more. Every
 * change is saved at once with `PUT /api/creators/me/portfolio`.
 */
export function PortfolioEditor({
  photos,
  uploadPhoto,
}: {
  photos: Photo[];
  /** Uploads one photo through the uploads feature; its id. */
  uploadPhoto: (file: File) => Promise<{ id: string }>;
}) {
  const save = useSetPortfolio();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [status, setStatus] = useState('');
  const ids = photos.map((photo) => photo.id);
  const isBusy = save.isPending || uploading > 0;
  const room = CREATOR_PORTFOLIO_MAX - photos.length;

  const saveIds = (next: string[], done: string) =>
    save.mutate(
      { uploadIds: next },
      {
        onSuccess: () => setStatus(done),
        onError: (err) => toast({ title: 'Portfolio not saved', description: err.message }),
      },
    );

  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    saveIds(next, `Photo ${index + 1} moved to place ${index + 1 + by}.`);
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, room);
    event.target.value = '';
    if (files.length === 0) return;
    setUploading(files.length);
    const added: string[] = [];
    try {
      for (const file of files) {
        added.push((await uploadPhoto(file)).id);
        setUploading((count) => count - 1);
      }
    } catch (err) {
      toast({
        title: 'Photo not uploaded',
        description: err instanceof Error ? err.message : 'Please try again.',
      });
    } finally {
      setUploading(0);
    }
    if (added.length > 0) {
      saveIds([...ids, ...added], `${added.length} photo${added.length === 1 ? '' : 's'} added.`);
    }
  };

  return (
    <section aria-labelledby="portfolio-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="portfolio-heading" className="text-base font-semibold">
          Portfolio ({photos.length} of {CREATOR_PORTFOLIO_MAX})
        </h3>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => void onFiles(event)}
        />
        <Button
          type="button"
          variant="outline"
          disabled={isBusy || room <= 0}
          onClick={() => input.current?.click()}
        >
          {uploading > 0 ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <ImagePlus aria-hidden />
          )}
          {uploading > 0 ? `Uploading ${uploading}…` : 'Add photos'}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
      {photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Add up to {CREATOR_PORTFOLIO_MAX} of your best photos. The first one leads your card.
        </p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="grid gap-1.5">
              <img
                src={photo.thumbnailUrl}
                alt={photo.alt ?? `Portfolio photo ${index + 1}`}
                width={photo.width}
                height={photo.height}
                className="aspect-[4/3] w-full rounded-md object-cover"
              />
              <div className="flex justify-between gap-1">
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={`Move photo ${index + 1} earlier`}
                  disabled={isBusy || index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={`Move photo ${index + 1} later`}
                  disabled={isBusy || index === photos.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={`Remove photo ${index + 1}`}
                  disabled={isBusy}
                  onClick={() =>
                    saveIds(
                      ids.filter((id) => id !== photo.id),
                      `Photo ${index + 1} removed.`,
                    )
                  }
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
