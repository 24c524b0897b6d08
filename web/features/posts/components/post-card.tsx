import { EyeOff, MapPin } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import type { Author, Post } from '../../../../common/features/posts/posts.contract';
import { useItemActions } from '../../../components/item-actions/item-actions';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { mentionHref } from '../lib/linkify-text';
import { AuthorLink } from '../../../components/author-link';
import { CommentThread } from './comment-thread';
import { CommentsToggle } from './comments-toggle';
import { LikeButton } from './like-button';
import { LinkifiedText } from './linkified-text';
import { PostActionsMenu } from './post-actions-menu';
import { PostEditForm } from './post-edit-form';
import { PostGroupLink } from './post-group-link';
import { PostPhotoPreview, PostPhotosFull } from './post-photos';
import { PostTime } from './post-time';
import { SharePostButton } from './share-post-button';

/** The delete confirmation's code (Radix Dialog) loads when its author first asks to delete. */
const DeletePostDialog = lazy(() =>
  import('./delete-post-dialog').then((module) => ({ default: module.DeletePostDialog })),
);

/**
 * A post: author, time, park, text with safe links, tags, photos (thumbnails in lists, full
 * size on the post page), like, comment count and Share, and for its author Edit and Delete. In lists
 * the comment count opens the comments under the card, to read and add one in place.
 */
export function PostCard({
  post,
  viewer,
  isFullSize = false,
  onDeleted,
  canModerate = false,
  className,
}: {
  post: Post;
  /** The signed-in member, or null for a visitor. */
  viewer: Author | null;
  isFullSize?: boolean;
  /** The viewer moderates the post's group: they may delete it and its comments. */
  canModerate?: boolean;
  onDeleted?: () => void;
  className?: string;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [wasDeleteAsked, setWasDeleteAsked] = useState(false);
  const [isCommentsOpen, setIsCommentsOpen] = useState(false);
  const threadId = `${useId()}-comments`;
  const isAuthor = viewer !== null && viewer.id === post.author.id;
  const canDelete = isAuthor || (viewer !== null && canModerate);
  const authorId = `post-${post.id}-author`;
  const postPath = `/post/${post.id}`;
  const extraActions = useItemActions({
    kind: 'post',
    id: post.id,
    authorId: post.author.id,
    authorName: post.author.username,
    excerpt: post.body.slice(0, 200),
    isHidden: post.hidden,
  });

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
            {post.group && <PostGroupLink group={post.group} />}
            {post.hidden && (
              <Badge variant="outline" data-testid="post-hidden">
                <EyeOff aria-hidden className="size-3" />
                {isAuthor ? 'Hidden pending review' : 'Hidden'}
              </Badge>
            )}
          </p>
        </div>
        {(canDelete || extraActions.length > 0) && !isEditing && (
          <PostActionsMenu
            onEdit={isAuthor ? () => setIsEditing(true) : undefined}
            onDelete={
              canDelete
                ? () => {
                    setWasDeleteAsked(true);
                    setIsDeleteOpen(true);
                  }
                : undefined
            }
            extraActions={extraActions}
          />
        )}
      </header>

      {isEditing ? (
        <PostEditForm post={post} onDone={() => setIsEditing(false)} />
      ) : (
        post.body && <LinkifiedText text={post.body} className={cn(isFullSize && 'text-lg')} />
      )}

      {post.tags.length > 0 && (
        <ul className="-my-1.5 flex flex-wrap gap-x-2" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={mentionHref(`#${tag}`)}
                className="group inline-flex min-h-11 items-center rounded-full text-sm font-medium"
              >
                <span className="inline-flex min-h-8 items-center rounded-full bg-accent/25 px-3 text-accent-foreground group-hover:bg-accent/40 dark:text-accent">
                  #{tag}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}

      {isFullSize ? <PostPhotosFull post={post} /> : <PostPhotoPreview post={post} />}

      <footer className="-mx-2 -mb-2 flex items-center gap-1">
        <LikeButton post={post} isSignedIn={viewer !== null} />
        <CommentsToggle
          count={post.commentCount}
          {...(isFullSize
            ? { href: '#comments' }
            : {
                isOpen: isCommentsOpen,
                controls: threadId,
                onToggle: () => setIsCommentsOpen((open) => !open),
              })}
        />
        {/* A post pending review is not shown to others: no link to hand out. */}
        {!post.hidden && <SharePostButton post={post} />}
      </footer>

      {!isFullSize && isCommentsOpen && (
        <div id={threadId} className="border-t pt-3">
          <CommentThread post={post} viewer={viewer} variant="inline" canModerate={canModerate} />
        </div>
      )}

      {canDelete && wasDeleteAsked && (
        <Suspense fallback={null}>
          <DeletePostDialog
            postId={post.id}
            isOpen={isDeleteOpen}
            onOpenChange={setIsDeleteOpen}
            onDeleted={onDeleted}
          />
        </Suspense>
      )}
    </article>
  );
}
