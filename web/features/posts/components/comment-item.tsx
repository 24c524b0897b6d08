import { Trash2 } from 'lucide-react';
import type { Comment } from '../../../../common/features/posts/posts.contract';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { PENDING_COMMENT_PREFIX } from '../api/create-comment';
import { AuthorLink } from '../../../components/author-link';
import { LinkifiedText } from './linkified-text';
import { PostTime } from './post-time';

/** One comment: author, time, text with safe links, and Delete when the viewer may. */
export function CommentItem({
  comment,
  canDelete,
  onDelete,
}: {
  comment: Comment;
  canDelete: boolean;
  onDelete: (comment: Comment) => void;
}) {
  const isPending = comment.id.startsWith(PENDING_COMMENT_PREFIX);
  return (
    <article
      aria-label={`Comment by ${comment.author.username}`}
      aria-busy={isPending || undefined}
      className={cn('grid gap-1 rounded-lg bg-muted/60 px-3 py-2', isPending && 'opacity-70')}
    >
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <AuthorLink author={comment.author} size="sm" />
        </div>
        <span className="shrink-0 text-xs text-muted-foreground">
          {isPending ? 'Sending…' : <PostTime iso={comment.createdAt} />}
        </span>
        {canDelete && !isPending && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="shrink-0"
            aria-label={`Delete comment by ${comment.author.username}`}
            onClick={() => onDelete(comment)}
          >
            <Trash2 aria-hidden />
          </Button>
        )}
      </div>
      <LinkifiedText text={comment.body} className="pl-10 text-sm" />
    </article>
  );
}
