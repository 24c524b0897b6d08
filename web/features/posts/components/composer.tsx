import { ImagePlus, Loader2, Send } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useCreatePost } from '../api/create-post';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { extractHashtags } from '../lib/hashtags';
import { notifyError, notifySuccess } from '../lib/notify';
import { POST_BODY_MAX, POST_IMAGES_MAX, type parks } from '../lib/post-limits';
import { CharacterCount } from './character-count';
import { ComposerPhotos } from './composer-photos';
import { ParkSelect } from './park-select';

const showError = (message: string) => notifyError(new Error(message));

/**
 * Writing a post (members only): text up to 5,000 characters with #tags, a park, and up to ten
 * photos that upload as soon as they are picked, each with its progress. 'Post' waits for text
 * or a photo and for the uploads; the new post lands at the top of the feed. With `groupId`
 * the post belongs to that group (and lands at the top of the group's posts too).
 */
export function Composer({ groupId }: { groupId?: string } = {}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [body, setBody] = useState('');
  const [park, setPark] = useState('');
  const { photos, addFiles, removePhoto, updateUpload, reset } = usePhotoUploads(showError);
  const create = useCreatePost();

  const text = body.trim();
  const uploaded = photos.flatMap((photo) => (photo.upload ? [photo.upload] : []));
  const uploading = photos.filter((photo) => photo.status === 'uploading').length;
  const isTooLong = text.length > POST_BODY_MAX;
  const canPost =
    (text.length > 0 || uploaded.length > 0) && uploading === 0 && !isTooLong && !create.isPending;

  const pickFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const skipped = addFiles(files);
    if (skipped > 0) showError(`A post can have at most ${POST_IMAGES_MAX} photos`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPost) return;
    create.mutate(
      {
        body: text,
        imageIds: uploaded.map((image) => image.id),
        park: (park || null) as (typeof parks)[number] | null,
        tags: extractHashtags(text),
        ...(groupId ? { groupId } : {}),
      },
      {
        onSuccess: () => {
          setBody('');
          setPark('');
          reset();
          notifySuccess('Post published');
        },
        onError: notifyError,
      },
    );
  };

  const failed = photos.filter((photo) => photo.status === 'error').length;
  const status =
    uploading > 0
      ? `Uploading ${uploading} ${uploading === 1 ? 'photo' : 'photos'}…`
      : photos.length > 0
        ? `${uploaded.length} of ${POST_IMAGES_MAX} photos ready` +
          (failed > 0 ? `; ${failed} could not be uploaded and will be left out` : '')
        : '';

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border bg-card p-4 text-card-foreground"
    >
      <h2 id={`${id}-heading`} className="mb-3 text-base font-semibold">
        Share a moment
      </h2>
      <form onSubmit={submit} className="grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-body`} className="sr-only">
            Post text
          </Label>
          <Textarea
            id={`${id}-body`}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            placeholder="What made your park day magical? Add #tags and @mentions."
            aria-describedby={`${id}-count`}
            aria-invalid={isTooLong || undefined}
            rows={3}
            className="min-h-24"
          />
          <CharacterCount id={`${id}-count`} length={text.length} max={POST_BODY_MAX} />
        </div>

        <ComposerPhotos photos={photos} onRemove={removePhoto} onUploadChange={updateUpload} />
        <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
          {status}
        </p>

        <div className="flex flex-wrap items-end gap-3">
          <input
            ref={fileInput}
            id={`${id}-photos`}
            type="file"
            accept="image/*"
            multiple
            className="hidden"
            onChange={pickFiles}
            aria-label="Add photos"
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => fileInput.current?.click()}
            disabled={photos.length >= POST_IMAGES_MAX}
          >
            <ImagePlus aria-hidden />
            Add photos
          </Button>
          <div className="grid min-w-40 flex-1 gap-1.5 sm:max-w-56">
            <Label htmlFor={`${id}-park`}>Park</Label>
            <ParkSelect id={`${id}-park`} value={park} onChange={setPark} />
          </div>
          <Button type="submit" className="ml-auto" disabled={!canPost}>
            {create.isPending ? (
              <Loader2 aria-hidden className="animate-spin" />
            ) : (
              <Send aria-hidden />
            )}
            Post
          </Button>
        </div>
      </form>
    </section>
  );
}
