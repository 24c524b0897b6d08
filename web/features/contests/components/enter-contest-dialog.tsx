import { Check, ImagePlus, Loader2, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  CONTEST_CAPTION_MAX,
  ENTER_CONTEST_LABEL,
  REPLACE_ENTRY_LABEL,
} from '../../../../common/features/contests/contest-limits';
import type { ContestEntry } from '../../../../common/features/contests/contests.contract';
import type { PostImage } from '../../../../common/features/uploads/uploads.contract';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { uploadPhoto } from '../../posts/api/upload-photo';
import { findPhotoProblem, PHOTO_UPLOAD_FAILED } from '../../posts/lib/upload-errors';
import { useEnterContest, usePhotoChoices } from '../api/contests-api';

/**
 * Entering a contest (or replacing your entry): pick one of your own photos (those of your
 * posts and earlier uploads; uploads are stored re-encoded, without EXIF or GPS) or upload a
 * new one, add a caption, send. The server checks the photo is yours and entries are open.
 */
export function EnterContestDialog({
  contestId,
  viewerId,
  ownEntry,
  isOpen,
  onOpenChange,
}: {
  contestId: string;
  viewerId: string;
  ownEntry: ContestEntry | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <div className="grid gap-1 pr-10">
          <DialogTitle>{ownEntry ? REPLACE_ENTRY_LABEL : ENTER_CONTEST_LABEL}</DialogTitle>
          <DialogDescription>
            Choose one of your photos or upload a new one. Location and camera details are removed
            from every upload.
          </DialogDescription>
        </div>
        {isOpen && (
          <EnterForm
            contestId={contestId}
            viewerId={viewerId}
            ownEntry={ownEntry}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EnterForm({
  contestId,
  viewerId,
  ownEntry,
  onDone,
}: {
  contestId: string;
  viewerId: string;
  ownEntry: ContestEntry | null;
  onDone: () => void;
}) {
  const id = useId();
  const choices = usePhotoChoices(viewerId, true);
  const enter = useEnterContest(contestId);
  const [uploaded, setUploaded] = useState<PostImage[]>([]);
  const [selected, setSelected] = useState<string | null>(ownEntry?.photo.id ?? null);
  const [caption, setCaption] = useState(ownEntry?.caption ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const photos = [
    ...uploaded,
    ...(choices.data?.items ?? []).filter((photo) => !uploaded.some((u) => u.id === photo.id)),
  ];

  const hasSelectedPhoto = photos.some((photo) => photo.id === selected);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = findPhotoProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setError(null);
    setProgress(0);
    uploadPhoto(file, setProgress, controller.signal).then(
      (upload) => {
        if (controller.signal.aborted) return;
        setProgress(null);
        setUploaded((current) => [upload, ...current]);
        setSelected(upload.id);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setProgress(null);
        setError(failure instanceof Error ? failure.message : PHOTO_UPLOAD_FAILED);
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (enter.isPending || progress !== null) return;
    if (!selected) {
      setError('Choose a photo first.');
      return;
    }
    setError(null);
    enter.mutate(
      { uploadId: selected, caption },
      {
        onSuccess: () => {
          toast({ title: ownEntry ? 'Your entry was replaced' : 'Your photo is entered' });
          onDone();
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : 'Could not send your entry.'),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Your photo</legend>
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Photo file"
            onChange={pick}
          />
          <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
            {progress !== null ? (
              <Loader2 aria-hidden className="animate-spin" />
            ) : (
              <ImagePlus aria-hidden />
            )}
            Upload a new photo
          </Button>
          {progress !== null && (
            <progress
              aria-label="Photo upload"
              max={1}
              value={progress}
              className="h-2 w-32 overflow-hidden rounded-full accent-primary"
            />
          )}
        </div>
        {choices.isPending ? (
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="aspect-square w-full" />
            ))}
          </div>
        ) : choices.isError ? (
          <p className="text-sm text-muted-foreground">
            Your photos could not be loaded. You can still upload a new one.
          </p>
        ) : photos.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            You have no photos yet: upload one to enter.
          </p>
        ) : (
          <div
            role="radiogroup"
            aria-label="Choose one of your photos"
            className="grid max-h-72 grid-cols-3 gap-2 overflow-y-auto p-1 sm:grid-cols-4"
            onKeyDown={(event) => {
              const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
              if (!step || photos.length === 0) return;
              event.preventDefault();
              const at = Math.max(
                0,
                photos.findIndex((photo) => photo.id === selected),
              );
              const next = photos[(at + step + photos.length) % photos.length]!;
              setSelected(next.id);
              event.currentTarget
                .querySelector<HTMLButtonElement>(`[data-photo-id="${next.id}"]`)
                ?.focus();
            }}
          >
            {photos.map((photo, index) => {
              const isSelected = photo.id === selected;
              const isTabStop = hasSelectedPhoto ? isSelected : index === 0;
              return (
                <button
                  key={photo.id}
                  type="button"
                  role="radio"
                  data-photo-id={photo.id}
                  tabIndex={isTabStop ? 0 : -1}
                  aria-checked={isSelected}
                  aria-label={photo.alt ? `Photo: ${photo.alt}` : `Your photo ${index + 1}`}
                  onClick={() => setSelected(photo.id)}
                  className={cn(
                    'relative overflow-hidden rounded-md border-2 outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    isSelected ? 'border-primary' : 'border-transparent',
                  )}
                >
                  <img
                    src={photo.thumbnailUrl}
                    alt=""
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                    className="aspect-square w-full object-cover"
                  />
                  {isSelected && (
                    <span className="absolute right-1 top-1 rounded-full bg-primary p-0.5 text-primary-foreground">
                      <Check aria-hidden className="size-4" />
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        )}
      </fieldset>
      <FormField id={`${id}-caption`} label="Caption (optional)">
        <Input
          id={`${id}-caption`}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          maxLength={CONTEST_CAPTION_MAX}
          autoComplete="off"
        />
      </FormField>
      <div role="alert">{error && <FieldError id={`${id}-error`} message={error} />}</div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={enter.isPending || progress !== null}>
          {enter.isPending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <Send aria-hidden />
          )}
          {ownEntry ? 'Replace entry' : 'Enter photo'}
        </Button>
      </div>
    </form>
  );
}
