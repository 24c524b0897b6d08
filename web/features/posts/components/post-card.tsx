import { MapPin, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Post } from '../../../../common/features/posts/posts.contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { mentionHref } from '../lib/linkify-text';
import { AuthorLink } from './author-link';
import { DeletePostDialog } from './delete-post-dialog';
import { LikeButton } from './like-button';
import { LinkifiedText } from './linkified-text';
import { PostActionsMenu } from './post-actions-menu';
import { PostEditForm } from './post-edit-form';
import { PostPhotoPreview, PostPhotosFull } from './post-photos';
import { PostTime } from './post-time';

const comments = (count: number) => `${count} ${count === 1 ? 'comment' : 'comments'}`;

/**
 * A post: author, time, park, text with safe links, tags, photos (thumbnails in lists, full
 * size on the post page), like and comment count, and for its author Edit and Delete.
 */
export function PostCard({
  post,
  viewerId,
  isFullSize = false,
  onDeleted,
  className,
}: {
  post: Post;
  /** The signed-in member's id, or null for a visitor. */
  viewerId: string | null;
  isFullSize?: boolean;
  onDeleted?: () => void;
  className?: string;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const isAuthor = viewerId !== null && viewerId === post.author.id;
  const authorId = `post-${post.id}-author`;
  const postPath = `/post/${post.id}`;

  return (
    <article
      aria-labelledby={authorId}
      className={cn('grid gap-3 rounded-xl border bg-card p-4 text-card-foreground', className)}
    >
      <header className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1">
          <AuthorLink author={post.author} id={authorId} />
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 pl-12 text-sm text-muted-foreground">
            <PostTime iso={post.createdAt} to={isFullSize ? undefined : postPath} />
            {post.updatedAt !== post.createdAt && <span>· edited</span>}
            {post.park && (
              <Badge variant="secondary">
                <MapPin aria-hidden className="size-3" />
                {post.park}
              </Badge>
            )}
          </p>
        </div>
        {isAuthor && !isEditing && (
          <PostActionsMenu
            onEdit={() => setIsEditing(true)}
            onDelete={() => setIsDeleteOpen(true)}
          />
        )}
      </header>

      {isEditing ? (
        <PostEditForm post={post} onDone={() => setIsEditing(false)} />
      ) : (
        post.body && <LinkifiedText text={post.body} className={cn(isFullSize && 'text-lg')} />
      )}

      {post.tags.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={mentionHref(`#${tag}`)}
                className="inline-flex min-h-8 items-center rounded-full bg-accent/25 px-3 text-sm font-medium text-accent-foreground hover:bg-accent/40 dark:text-accent"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      )}

      {isFullSize ? <PostPhotosFull post={post} /> : <PostPhotoPreview post={post} />}

      <footer className="-mx-2 -mb-2 flex items-center gap-1">
        <LikeButton post={post} isSignedIn={viewerId !== null} />
        <Button asChild variant="ghost" size="sm" className="h-11 min-w-11">
          <Link to={`${postPath}#comments`} aria-label={comments(post.commentCount)}>
            <MessageCircle aria-hidden />
            <span aria-hidden className="tabular-nums">
              {post.commentCount}
            </span>
          </Link>
        </Button>
      </footer>

      {isAuthor && (
        <DeletePostDialog
          postId={post.id}
          isOpen={isDeleteOpen}
          onOpenChange={setIsDeleteOpen}
          onDeleted={onDeleted}
        />
      )}
    </article>
  );
}
