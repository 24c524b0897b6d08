import { ImagePlus, Loader2, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { PostImage } from '../../../../common/features/uploads/uploads.contract';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { uploadPhoto } from '../../posts/api/upload-photo';
import { findPhotoProblem, PHOTO_UPLOAD_FAILED } from '../../posts/lib/upload-errors';
import type { CoverChange } from '../lib/group-form';
import { GroupCover } from './group-cover';

const HINT = 'JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. Wide photos look best.';

/**
 * The group's cover photo: pick one (uploaded at once through `POST /api/uploads`, the way the
 * composer uploads photos, with its progress) or remove it. Reports the change, whether an
 * upload is running, and its problems; an upload in flight is cancelled when the form closes.
 */
export function CoverField({
  id,
  current,
  error,
  onChange,
  onBusyChange,
  onErrorChange,
  onAnnounce,
}: {
  id: string;
  current: PostImage | null;
  error?: string;
  onChange: (change: CoverChange) => void;
  onBusyChange: (isBusy: boolean) => void;
  onErrorChange: (error: string | undefined) => void;
  onAnnounce: (message: string) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [shown, setShown] = useState<PostImage | null>(current);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = findPhotoProblem(file);
    if (problem) {
      onErrorChange(problem);
      onAnnounce(problem);
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    onErrorChange(undefined);
    onBusyChange(true);
    setProgress(0);
    onAnnounce('Uploading the cover photo…');
    uploadPhoto(file, setProgress, controller.signal).then(
      (upload) => {
        if (controller.signal.aborted) return;
        setShown(upload);
        setProgress(null);
        onBusyChange(false);
        onChange({ kind: 'upload', upload });
        onAnnounce('Cover photo uploaded');
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const message = failure instanceof Error ? failure.message : PHOTO_UPLOAD_FAILED;
        setProgress(null);
        onBusyChange(false);
        onErrorChange(message);
        onAnnounce(message);
      },
    );
  };

  const remove = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    setProgress(null);
    onBusyChange(false);
    setShown(null);
    onErrorChange(undefined);
    onChange(current ? { kind: 'remove' } : { kind: 'keep' });
    onAnnounce('Cover photo removed');
  };

  const isUploading = progress !== null;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Cover photo</Label>
      <div className="overflow-hidden rounded-lg border">
        <GroupCover cover={shown} size="header" />
      </div>
      {isUploading && (
        <progress
          aria-label="Cover photo upload"
          max={1}
          value={progress}
          className="h-2 w-full overflow-hidden rounded-full accent-primary"
        />
      )}
      <div className="flex flex-wrap gap-2">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          onChange={pick}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
          {isUploading ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <ImagePlus aria-hidden />
          )}
          {shown ? 'Change cover' : 'Add cover photo'}
        </Button>
        {(shown || isUploading) && (
          <Button type="button" variant="ghost" onClick={remove}>
            <Trash2 aria-hidden />
            Remove cover
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {HINT}
      </p>
      {error && <FieldError id={`${id}-error`} message={error} />}
    </div>
  );
}
