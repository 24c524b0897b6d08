import { AlertCircle, ImageOff, Loader2, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { UploadCreated } from '../../../../common/features/uploads/uploads.contract';
import { UPLOAD_ALT_MAX } from '../../../../common/features/uploads/upload-limits';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { setPhotoAlt } from '../api/set-photo-alt';
import type { PickedPhoto } from '../hooks/use-photo-uploads';
import { notifyError } from '../lib/notify';

/**
 * The description editor of one uploaded photo (not a form of its own: it sits inside the
 * composer's). Enter or Save stores it, Escape or Cancel leaves it as it was.
 */
function AltEditor({
  photo,
  label,
  onSaved,
  onClose,
}: {
  photo: PickedPhoto & { upload: UploadCreated };
  label: string;
  onSaved: (upload: UploadCreated) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(photo.upload.alt ?? '');
  const [isSaving, setIsSaving] = useState(false);
  const isTooLong = text.trim().length > UPLOAD_ALT_MAX;
  const save = async () => {
    if (isSaving || isTooLong) return;
    setIsSaving(true);
    try {
      onSaved(await setPhotoAlt(photo.upload.id, text.trim()));
      onClose();
    } catch (error) {
      notifyError(error instanceof Error ? error : new Error(String(error)));
      setIsSaving(false);
    }
  };
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid gap-2 rounded-lg border p-3">
      <Label id={`${id}-label`} htmlFor={`${id}-text`}>
        Description of {label}
      </Label>
      <Textarea
        id={`${id}-text`}
        value={text}
        autoFocus
        rows={2}
        maxLength={UPLOAD_ALT_MAX + 100}
        aria-describedby={`${id}-hint`}
        aria-invalid={isTooLong || undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
        placeholder="What does the photo show? E.g. Cinderella Castle lit up purple at dusk"
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Read to people who use screen readers and shown with the ALT badge. {text.trim().length} /{' '}
        {UPLOAD_ALT_MAX}
      </p>
      <div className="flex gap-2">
        <Button
          type="button"
          size="sm"
          onClick={() => void save()}
          disabled={isSaving || isTooLong}
        >
          {isSaving && <Loader2 aria-hidden className="animate-spin" />}
          Save description
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/**
 * The composer's picked photos: previews with upload progress, errors and a remove button, and
 * for each uploaded one an 'ALT' button to describe it (`onUploadChange` gets the photo back).
 */
export function ComposerPhotos({
  photos,
  onRemove,
  onUploadChange,
  className,
}: {
  photos: PickedPhoto[];
  onRemove: (key: string) => void;
  onUploadChange?: (key: string, upload: UploadCreated) => void;
  className?: string;
}) {
  const id = useId();
  const [editingKey, setEditingKey] = useState<string | null>(null);
  if (photos.length === 0) return null;
  const labelOf = (photo: PickedPhoto, index: number) => `photo ${index + 1} (${photo.name})`;
  const editingIndex = photos.findIndex((photo) => photo.key === editingKey);
  const editing = photos[editingIndex];
  const altButtonId = (key: string) => `${id}-alt-${key}`;
  const closeEditor = () => {
    const key = editingKey;
    setEditingKey(null);
    if (key) requestAnimationFrame(() => document.getElementById(altButtonId(key))?.focus());
  };
  return (
    <div className={cn('grid gap-2', className)}>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Photos to share">
        {photos.map((photo, index) => {
          const label = labelOf(photo, index);
          const hasAlt = Boolean(photo.upload?.alt);
          return (
            <li
              key={photo.key}
              className="relative aspect-square overflow-hidden rounded-lg border"
            >
              {photo.previewUrl ? (
                <img
                  src={photo.previewUrl}
                  alt={photo.upload?.alt ?? `Preview of ${label}`}
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
              {photo.upload && onUploadChange && (
                <button
                  type="button"
                  id={altButtonId(photo.key)}
                  onClick={() => setEditingKey(photo.key)}
                  aria-expanded={editingKey === photo.key}
                  aria-label={`${hasAlt ? 'Edit the description of' : 'Add a description to'} ${label}`}
                  className="group absolute bottom-0 left-0 flex min-h-11 min-w-11 items-end p-1.5 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span
                    className={cn(
                      'rounded px-1.5 py-0.5 text-[0.6875rem] font-bold tracking-wide text-white group-hover:bg-black/90',
                      hasAlt ? 'bg-primary' : 'bg-black/70',
                    )}
                  >
                    {hasAlt ? 'ALT ✓' : '+ ALT'}
                  </span>
                </button>
              )}
              <button
                type="button"
                onClick={() => {
                  if (editingKey === photo.key) setEditingKey(null);
                  onRemove(photo.key);
                }}
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
      {editing?.upload && onUploadChange && (
        <AltEditor
          key={editing.key}
          photo={{ ...editing, upload: editing.upload }}
          label={labelOf(editing, editingIndex)}
          onSaved={(upload) => onUploadChange(editing.key, upload)}
          onClose={closeEditor}
        />
      )}
    </div>
  );
}
