import { Camera, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_ACCEPTED_TYPES } from '../../../../common/features/uploads/uploads.contract';
import { Button } from '../../../components/ui/button';
import { useUploadPhoto } from '../api/upload-photo';
import type { AvatarChange } from '../lib/profile-form';
import { findPhotoFileProblem } from '../lib/photo-file';
import { ProfileAvatar } from './profile-avatar';
import { FieldError } from '../../../components/ui/form-field';

const HINT = 'JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. Square photos look best.';

/**
 * The profile photo: pick one (previewed at once, uploaded with a progress bar to
 * `POST /api/uploads`) or remove it. Reports the change to save and whether an upload is
 * still running; an upload in flight is cancelled when the form closes.
 */
export function AvatarField(props: {
  id: string;
  profile: { username: string; first_name: string | null; last_name: string | null };
  currentUrl: string | null;
  error?: string;
  onChange: (change: AvatarChange) => void;
  onBusyChange: (busy: boolean) => void;
  onErrorChange: (error: string | undefined) => void;
  onAnnounce: (message: string) => void;
}) {
  const { id, onChange, onBusyChange, onErrorChange, onAnnounce } = props;
  const upload = useUploadPhoto();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  /** A picked file's local preview (an object URL), shown before and after its upload. */
  const [preview, setPreview] = useState<string | null>(null);
  const [isRemoved, setIsRemoved] = useState(false);
  /** Upload progress from 0 to 1, or null when nothing is uploading. */
  const [progress, setProgress] = useState<number | null>(null);
  const [isReady, setIsReady] = useState(false);

  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => () => abortRef.current?.abort(), []);

  const cancelUpload = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    setProgress(null);
    onBusyChange(false);
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = findPhotoFileProblem(file);
    if (problem) {
      onErrorChange(problem);
      onAnnounce(problem);
      return;
    }
    cancelUpload();
    const controller = new AbortController();
    abortRef.current = controller;
    setPreview(URL.createObjectURL(file));
    setIsRemoved(false);
    setIsReady(false);
    setProgress(0);
    onBusyChange(true);
    onErrorChange(undefined);
    onChange({ kind: 'keep' });
    onAnnounce('Uploading your photo…');
    try {
      const created = await upload.mutateAsync({
        file,
        signal: controller.signal,
        onProgress: (fraction) => !controller.signal.aborted && setProgress(fraction),
      });
      if (controller.signal.aborted) return;
      onChange({ kind: 'upload', uploadId: created.id });
      setIsReady(true);
      onAnnounce('Photo uploaded. Save to use it.');
    } catch (err) {
      if (controller.signal.aborted) return;
      setPreview(null);
      const message = err instanceof Error ? err.message : 'The photo could not be uploaded.';
      onErrorChange(message);
      onAnnounce(message);
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        setProgress(null);
        onBusyChange(false);
      }
    }
  };

  const remove = () => {
    cancelUpload();
    setPreview(null);
    setIsRemoved(true);
    setIsReady(false);
    onErrorChange(undefined);
    onChange(props.currentUrl ? { kind: 'remove' } : { kind: 'keep' });
    onAnnounce('Photo removed. Save to keep this change.');
    inputRef.current?.focus();
  };

  const shown = preview ?? (isRemoved ? null : props.currentUrl);
  const percent = progress === null ? 0 : Math.round(progress * 100);

  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-hint`}>
      <legend className="mb-2 text-sm font-medium leading-none">Profile photo</legend>
      <div className="flex items-center gap-4">
        <ProfileAvatar
          profile={props.profile}
          src={shown}
          className="size-20"
          fallbackClassName="text-3xl"
        />
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={UPLOAD_ACCEPTED_TYPES.join(',')}
            className="sr-only"
            aria-label="Choose a profile photo"
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error ? `${id}-error` : undefined}
            onChange={(event) => void pick(event)}
            tabIndex={-1}
          />
          <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
            <Camera aria-hidden />
            {shown ? 'Change photo' : 'Upload photo'}
          </Button>
          {(shown || progress !== null) && (
            <Button type="button" variant="ghost" onClick={remove}>
              <Trash2 aria-hidden />
              Remove photo
            </Button>
          )}
        </div>
      </div>
      <div className="grid min-h-9 content-start gap-1">
        {progress !== null && (
          <div
            role="progressbar"
            aria-label="Photo upload"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-150 motion-reduce:transition-none"
              style={{ width: `${percent}%` }}
            />
          </div>
        )}
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {progress !== null
            ? `Uploading… ${percent}%`
            : isReady
              ? 'Photo uploaded. Save to use it.'
              : HINT}
        </p>
        {props.error && <FieldError id={`${id}-error`} message={props.error} />}
      </div>
    </fieldset>
  );
}
