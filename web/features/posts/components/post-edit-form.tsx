import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Post, UpdatePostInput } from '../../../../common/features/posts/posts.contract';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useUpdatePost } from '../api/update-post';
import { mergeEditedTags } from '../lib/hashtags';
import { notifyError, notifySuccess } from '../lib/notify';
import { POST_BODY_MAX } from '../lib/post-limits';
import { CharacterCount } from './character-count';
import { ParkSelect } from './park-select';

/** The author's inline edit of a post's text and park. */
export function PostEditForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const id = useId();
  const [body, setBody] = useState(post.body);
  const [park, setPark] = useState(post.park ?? '');
  const update = useUpdatePost(post.id);
  const text = body.trim();
  const isEmpty = text.length === 0 && post.images.length === 0;
  const isTooLong = text.length > POST_BODY_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isEmpty || isTooLong) return;
    const change: UpdatePostInput = {};
    if (text !== post.body) change.body = text;
    if ((park || null) !== post.park) change.park = (park || null) as UpdatePostInput['park'];
    const tags = mergeEditedTags(post.tags, post.body, text);
    if (tags.join('\n') !== post.tags.join('\n')) change.tags = tags;
    if (Object.keys(change).length === 0) {
      onDone();
      return;
    }
    update.mutate(change, {
      onSuccess: () => {
        notifySuccess('Post updated');
        onDone();
      },
      onError: notifyError,
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Edit post">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-body`}>Post text</Label>
        <Textarea
          id={`${id}-body`}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-describedby={`${id}-count`}
          aria-invalid={isTooLong || undefined}
          autoFocus
          rows={4}
        />
        <CharacterCount id={`${id}-count`} length={text.length} max={POST_BODY_MAX} />
      </div>
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={`${id}-park`}>Park</Label>
        <ParkSelect id={`${id}-park`} value={park} onChange={setPark} />
      </div>
      {isEmpty && (
        <p className="text-sm text-destructive" role="alert">
          Write something: a post without photos needs text.
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending || isEmpty || isTooLong}>
          {update.isPending && <Loader2 aria-hidden className="animate-spin" />}
          Save
        </Button>
      </div>
    </form>
  );
}
