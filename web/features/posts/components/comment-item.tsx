import { EyeOff, Trash2 } from 'lucide-react';
import type { Comment } from '../../../../common/features/posts/posts.contract';
import { ItemActionsMenu } from '../../../components/item-actions/item-actions-menu';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { PENDING_COMMENT_PREFIX } from '../api/create-comment';
import { AuthorLink } from '../../../components/author-link';
import { LinkifiedText } from './linkified-text';
import { PostTime } from './post-time';

/**
 * One comment: author, time, text with safe links, Delete when the viewer may, the app's extra
 * entries (Report, staff actions) in a '…' menu, and 'Hidden pending review' on a hidden one.
 */
export function CommentItem({
  comment,
  isOwn = false,
  canDelete,
  onDelete,
}: {
  comment: Comment;
  /** The viewer wrote it. */
  isOwn?: boolean;
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
        {!isPending && (
          <ItemActionsMenu
            item={{
              kind: 'comment',
              id: comment.id,
              authorId: comment.author.id,
              authorName: comment.author.username,
              excerpt: comment.body.slice(0, 200),
              isHidden: comment.hidden,
            }}
            label={`Actions for the comment by ${comment.author.username}`}
          />
        )}
      </div>
      {comment.hidden && (
        <Badge variant="outline" className="ml-10 w-fit" data-testid="comment-hidden">
          <EyeOff aria-hidden className="size-3" />
          {isOwn ? 'Hidden pending review' : 'Hidden'}
        </Badge>
      )}
      <LinkifiedText text={comment.body} className="pl-10 text-sm" />
    </article>
  );
}
