import { Loader2, MessageCircle, Send, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { EVENT_COMMENT_MAX } from '../../../../common/features/events/event-limits';
import type { Event, EventComment } from '../../../../common/features/events/events.contract';
import { AuthorLink } from '../../../components/author-link';
import { ItemActionsMenu } from '../../../components/item-actions/item-actions-menu';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { SignInLink } from '../../groups/components/sign-in-link';
import { CharacterCount } from '../../posts/components/character-count';
import { LinkifiedText } from '../../posts/components/linkified-text';
import { LoadError } from '../../posts/components/load-error';
import { PostTime } from '../../posts/components/post-time';
import { notifyError } from '../../posts/lib/notify';
import { useAddEventComment, useDeleteEventComment } from '../api/event-mutations';
import { useEventComments } from '../api/get-events';
import { formatCount } from '../../../../common/count-format';

/** Writing a comment (up to 2,000 characters); the field clears once it is posted. */
function EventCommentForm({ event, viewerId }: { event: Event; viewerId: string }) {
  const id = useId();
  const [body, setBody] = useState('');
  const add = useAddEventComment(event.id, viewerId);
  const text = body.trim();
  const isTooLong = text.length > EVENT_COMMENT_MAX;

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!text || isTooLong || add.isPending) return;
    add.mutate(text, {
      onSuccess: () => setBody(''),
      onError: notifyError,
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={`${id}-body`}>Add to the discussion</Label>
      <Textarea
        id={`${id}-body`}
        value={body}
        onChange={(change) => setBody(change.target.value)}
        onKeyDown={(key) => {
          if (key.key === 'Enter' && (key.metaKey || key.ctrlKey)) submit(key);
        }}
        placeholder="Ask a question or share a tip…"
        aria-describedby={`${id}-count`}
        aria-invalid={isTooLong || undefined}
        rows={2}
        className="min-h-20"
      />
      <div className="flex items-center justify-between gap-3">
        <CharacterCount id={`${id}-count`} length={text.length} max={EVENT_COMMENT_MAX} />
        <Button type="submit" disabled={!text || isTooLong || add.isPending}>
          {add.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          Comment
        </Button>
      </div>
    </form>
  );
}

function CommentRow({
  comment,
  onDelete,
}: {
  comment: EventComment;
  onDelete: (comment: EventComment) => void;
}) {
  return (
    <article
      aria-label={`Comment by ${comment.author.username}`}
      className="grid gap-1 rounded-lg bg-muted/60 px-3 py-2"
    >
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <AuthorLink author={comment.author} size="sm" />
        </div>
        <span className="shrink-0 text-xs text-muted-foreground">
          <PostTime iso={comment.createdAt} />
        </span>
        {comment.canDelete && (
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
        <ItemActionsMenu
          item={{
            kind: 'event_comment',
            id: comment.id,
            authorId: comment.author.id,
            authorName: comment.author.username,
            excerpt: comment.body.slice(0, 200),
          }}
          label={`Actions for the comment by ${comment.author.username}`}
        />
      </div>
      <LinkifiedText text={comment.body} className="pl-10 text-sm" />
    </article>
  );
}

/**
 * The event's discussion: comments oldest first ('Show more' for the next page), the form for
 * members while the event has not ended, Delete on the comments the viewer may remove (theirs;
 * the organizer and staff any).
 */
export function EventDiscussion({
  event,
  viewerId,
  hasEnded,
}: {
  event: Event;
  viewerId: string | null | undefined;
  hasEnded: boolean;
}) {
  const query = useEventComments(event.id, viewerId ?? null);
  const remove = useDeleteEventComment(event.id, viewerId ?? '');
  const [toDelete, setToDelete] = useState<EventComment | null>(null);
  const comments = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="event-discussion" className="grid gap-3">
      <h2 id="event-discussion" className="flex items-center gap-2 text-xl font-semibold">
        <MessageCircle aria-hidden className="size-5" />
        Discussion
        <span className="text-base font-normal text-muted-foreground tabular-nums">
          ({formatCount(event.commentCount)})
        </span>
      </h2>
      {query.isPending ? (
        <div role="status" aria-label="Loading the discussion" className="grid gap-2">
          <Skeleton aria-hidden className="h-16 w-full" />
          <Skeleton aria-hidden className="h-16 w-full" />
        </div>
      ) : query.isError && !query.data ? (
        <LoadError
          title="We could not load the discussion"
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No comments yet. {hasEnded ? '' : 'Ask the first question.'}
        </p>
      ) : (
        <ul className="grid gap-2">
          {comments.map((comment) => (
            <li key={comment.id}>
              <CommentRow comment={comment} onDelete={setToDelete} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
          Show more comments
        </Button>
      )}
      {hasEnded ? (
        <p className="text-sm text-muted-foreground">
          This event has ended; its discussion is closed.
        </p>
      ) : viewerId ? (
        <EventCommentForm event={event} viewerId={viewerId} />
      ) : viewerId === null ? (
        <div>
          <SignInLink next={event.path} variant="outline">
            Sign In to join the discussion
          </SignInLink>
        </div>
      ) : null}
      <ConfirmDeleteDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this comment?"
        description="It is removed from the discussion for everyone. This cannot be undone."
        isPending={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              setToDelete(null);
              toast({ title: 'Comment deleted' });
            },
            onError: notifyError,
          })
        }
      />
    </section>
  );
}
