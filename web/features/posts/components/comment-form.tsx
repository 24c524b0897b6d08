import { Loader2, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Author } from '../../../../common/features/posts/posts.contract';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useCreateComment } from '../api/create-comment';
import { notifyError } from '../lib/notify';
import { COMMENT_BODY_MAX } from '../lib/post-limits';
import { CharacterCount } from './character-count';

/** Writing a comment (up to 2,000 characters); it shows at once and the field clears. */
export function CommentForm({ postId, viewer }: { postId: string; viewer: Author }) {
  const id = useId();
  const [body, setBody] = useState('');
  const create = useCreateComment(postId, viewer);
  const text = body.trim();
  const isTooLong = text.length > COMMENT_BODY_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text || isTooLong) return;
    setBody('');
    create.mutate(text, {
      onError: (error) => {
        setBody((current) => current || text);
        notifyError(error);
      },
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={`${id}-body`}>Add a comment</Label>
      <Textarea
        id={`${id}-body`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
        }}
        placeholder="Say something kind…"
        aria-describedby={`${id}-count`}
        aria-invalid={isTooLong || undefined}
        rows={2}
        className="min-h-20"
      />
      <div className="flex items-center justify-between gap-3">
        <CharacterCount id={`${id}-count`} length={text.length} max={COMMENT_BODY_MAX} />
        <Button type="submit" disabled={!text || isTooLong}>
          {create.isPending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <Send aria-hidden />
          )}
          Comment
        </Button>
      </div>
    </form>
  );
}
