import { MapPin, Pencil, ThumbsUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { TIP_HELPFUL_LABEL, tipCategoryLabels } from '../../../../common/features/tips/tip-limits';
import type { Tip } from '../../../../common/features/tips/tips.contract';
import { AuthorLink } from '../../../components/author-link';
import { ItemActionsMenu } from '../../../components/item-actions/item-actions-menu';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { PostTime } from '../../posts/components/post-time';
import { notifyError, notifySuccess } from '../../posts/lib/notify';
import { useDeleteTip, useSetTipHelpful } from '../api/tips-api';
import { TipForm } from './tip-form';
import { countLabel } from '../../../../common/count-format';

/** '3 found this helpful', '1 found this helpful', or nothing for none. */
export function tipHelpfulText(count: number): string | null {
  if (count <= 0) return null;
  return `${countLabel(count, 'person', 'people')} found this helpful`;
}

/** The Helpful toggle (`aria-pressed`) for members who may vote, and the count. */
function TipHelpful({ tip }: { tip: Tip }) {
  const setHelpful = useSetTipHelpful(tip.id);
  const voted = tip.viewer.votedHelpful;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {tip.viewer.canVoteHelpful && (
        <Button
          type="button"
          variant={voted ? 'secondary' : 'outline'}
          size="sm"
          className="h-11 min-w-11"
          aria-pressed={voted}
          disabled={setHelpful.isPending}
          onClick={() => setHelpful.mutate(!voted, { onError: notifyError })}
        >
          <ThumbsUp aria-hidden className={voted ? 'fill-current' : undefined} />
          {TIP_HELPFUL_LABEL}
        </Button>
      )}
      <p
        aria-live="polite"
        className="text-sm text-muted-foreground"
        data-testid="tip-helpful-count"
      >
        {tipHelpfulText(tip.helpfulCount)}
      </p>
    </div>
  );
}

/**
 * One tip: category, park, text, author and date, the Helpful toggle with its count, and for its
 * author Edit (in place) and Delete (staff may delete too).
 */
export function TipCard({ tip }: { tip: Tip }) {
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const remove = useDeleteTip();
  const label = `${tipCategoryLabels[tip.category]} tip by ${tip.author.username}`;
  return (
    <article
      aria-label={label}
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground"
      data-testid="tip-card"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="secondary">{tipCategoryLabels[tip.category]}</Badge>
        {tip.park && (
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <MapPin aria-hidden className="size-4" />
            {tip.park}
          </span>
        )}
        <ItemActionsMenu
          item={{
            kind: 'tip',
            id: tip.id,
            authorId: tip.author.id,
            authorName: tip.author.username,
            excerpt: tip.body.slice(0, 200),
          }}
          label={`Actions for the ${label}`}
          className="-my-2 ml-auto"
        />
      </div>
      {isEditing ? (
        <TipForm tip={tip} onDone={() => setIsEditing(false)} />
      ) : (
        <p className="whitespace-pre-line text-sm leading-relaxed [overflow-wrap:anywhere]">
          {tip.body}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <AuthorLink author={tip.author} size="sm" className="text-foreground" />
        <PostTime iso={tip.createdAt} />
        {tip.edited && <span>(edited)</span>}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TipHelpful tip={tip} />
        {(tip.viewer.canEdit || tip.viewer.canDelete) && !isEditing && (
          <div className="flex gap-2">
            {tip.viewer.canEdit && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="h-11"
                onClick={() => setIsEditing(true)}
              >
                <Pencil aria-hidden />
                Edit<span className="sr-only"> your tip</span>
              </Button>
            )}
            {tip.viewer.canDelete && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="h-11"
                onClick={() => setIsDeleting(true)}
              >
                <Trash2 aria-hidden />
                Delete
                <span className="sr-only">{tip.viewer.isAuthor ? ' your tip' : ' the tip'}</span>
              </Button>
            )}
          </div>
        )}
      </div>
      <ConfirmDeleteDialog
        isOpen={isDeleting}
        onOpenChange={setIsDeleting}
        title={`Delete ${tip.viewer.isAuthor ? 'your' : `${tip.author.username}’s`} tip?`}
        description="The tip and its helpful votes are removed. This cannot be undone."
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(tip.id, {
            onSuccess: () => {
              setIsDeleting(false);
              notifySuccess('Tip deleted');
            },
            onError: notifyError,
          })
        }
      />
    </article>
  );
}

/** A tip's shape while a list loads. */
export function TipCardSkeleton() {
  return (
    <div aria-hidden className="grid gap-3 rounded-xl border bg-card p-4">
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-1/3" />
    </div>
  );
}
