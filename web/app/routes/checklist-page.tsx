import { CalendarDays, Copy, Link2, MapPin, Pencil, Printer, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  CHECKLIST_COPIED_TOAST,
  CHECKLIST_LINK_COPIED_TOAST,
  checklistTopicLabels,
  checklistVisibilities,
  checklistVisibilityHints,
  checklistVisibilityLabels,
  COPY_CHECKLIST_LABEL,
  type ChecklistVisibility,
} from '../../../common/features/checklists/checklist-limits';
import type { Checklist } from '../../../common/features/checklists/checklists.contract';
import { ItemActionsMenu } from '../../components/item-actions/item-actions-menu';
import { AuthorLink } from '../../components/author-link';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-delete-dialog';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { useSession } from '../../features/auth/hooks/use-session';
import {
  changes,
  useChecklist,
  useChecklistChange,
  useCopyChecklist,
  useDeleteChecklist,
} from '../../features/checklists/api/checklists-api';
import { usePendingTicks, useTickItem } from '../../features/checklists/api/checklist-ticks';
import { withPendingTicks } from '../../features/checklists/lib/tick-outbox';
import { ChecklistSyncStatus } from '../../features/checklists/components/checklist-sync-status';
import { copyCountText } from '../../features/checklists/components/checklist-card';
import { ChecklistDetailsForm } from '../../features/checklists/components/checklist-details-form';
import { applyWith, ChecklistEditor } from '../../features/checklists/components/checklist-editor';
import {
  ChecklistPrintView,
  PrintStyles,
} from '../../features/checklists/components/checklist-print-view';
import { ChecklistProgress } from '../../features/checklists/components/checklist-progress';
import {
  ChecklistLoadError,
  ChecklistNotFound,
  ChecklistPageSkeleton,
} from '../../features/checklists/components/checklist-states';
import { selectClass } from '../../components/ui/labeled-select';
import { copyText } from '../../features/groups/lib/invite-links';
import { notifyError, notifySuccess } from '../../features/posts/lib/notify';
import { ApiError } from '../../lib/api-error';
import { usePageMeta } from '../../lib/page-meta';

/** The owner's choice of who sees the checklist, with what each choice means. */
function VisibilityControl({
  checklist,
  onChange,
}: {
  checklist: Checklist;
  onChange: (visibility: ChecklistVisibility) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5 print:hidden">
      <Label htmlFor={id}>Visibility</Label>
      <select
        id={id}
        value={checklist.visibility}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value as ChecklistVisibility)}
        className={`${selectClass} sm:w-56`}
      >
        {checklistVisibilities.map((value) => (
          <option key={value} value={value}>
            {checklistVisibilityLabels[value]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {checklistVisibilityHints[checklist.visibility]}
      </p>
    </div>
  );
}

function tripText(checklist: Checklist): string | null {
  if (!checklist.tripStartsOn && !checklist.tripEndsOn) return null;
  const format = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
  if (checklist.tripStartsOn && checklist.tripEndsOn) {
    return `${format(checklist.tripStartsOn)} to ${format(checklist.tripEndsOn)}`;
  }
  return format((checklist.tripStartsOn ?? checklist.tripEndsOn)!);
}

function ChecklistView({ checklist, viewerId }: { checklist: Checklist; viewerId: string | null }) {
  const navigate = useNavigate();
  const change = useChecklistChange(checklist.id, viewerId);
  const apply = applyWith(change.mutate);
  const tick = useTickItem(checklist.id, viewerId);
  const copy = useCopyChecklist();
  const remove = useDeleteChecklist();
  const [isEditing, setEditing] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const items = checklist.categories.flatMap((category) => category.items);
  const checked = items.filter((item) => item.checked).length;
  const trip = tripText(checklist);
  const copies = copyCountText(checklist.copyCount);
  const path = `/checklist/${checklist.id}`;

  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    const copied = await copyText(url);
    toast(
      copied
        ? {
            title: CHECKLIST_LINK_COPIED_TOAST,
            description:
              checklist.visibility === 'private'
                ? 'Only you can open it while it is private.'
                : 'Anyone with the link can open it.',
          }
        : { title: 'Copy the link by hand', description: url },
    );
  };

  return (
    <article className="grid gap-6">
      <PrintStyles />
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{checklistTopicLabels[checklist.topic]}</Badge>
          {checklist.viewer.isOwner && (
            <Badge variant="outline">{checklistVisibilityLabels[checklist.visibility]}</Badge>
          )}
          {checklist.park && (
            <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden className="size-4" />
              {checklist.park}
            </span>
          )}
          {trip && (
            <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
              <CalendarDays aria-hidden className="size-4" />
              {trip}
            </span>
          )}
          {checklist.trip && (
            <span className="text-sm text-muted-foreground">
              For{' '}
              <Link
                to={`/trip/${checklist.trip.id}`}
                className="font-medium text-foreground underline-offset-4 hover:underline"
              >
                {checklist.trip.name}
              </Link>
            </span>
          )}
        </div>
        <h1 className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere]">
          {checklist.title}
        </h1>
        {checklist.description && (
          <p className="whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">
            {checklist.description}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <AuthorLink author={checklist.owner} size="sm" />
          {copies && (
            <span className="inline-flex items-center gap-1">
              <Copy aria-hidden className="size-4" />
              {copies}
            </span>
          )}
          {checklist.copiedFrom && (
            <span>
              Copied from{' '}
              <Link
                to={`/checklist/${checklist.copiedFrom.id}`}
                className="font-medium text-foreground underline-offset-4 hover:underline"
              >
                {checklist.copiedFrom.title}
              </Link>{' '}
              by {checklist.copiedFrom.owner.username}
            </span>
          )}
        </div>
      </div>

      <div className="grid gap-2">
        <ChecklistProgress checked={checked} total={items.length} />
        {checklist.viewer.isOwner && (
          <ChecklistSyncStatus checklistId={checklist.id} memberId={viewerId} />
        )}
      </div>

      <div className="flex flex-wrap gap-2 print:hidden">
        {!checklist.viewer.isOwner &&
          (viewerId ? (
            <Button
              type="button"
              disabled={copy.isPending}
              onClick={() =>
                copy.mutate(checklist.id, {
                  onSuccess: (made) => {
                    notifySuccess(
                      CHECKLIST_COPIED_TOAST,
                      'Every item starts unchecked; only you can see it.',
                    );
                    void navigate(`/checklist/${made.id}`);
                  },
                  onError: notifyError,
                })
              }
            >
              <Copy aria-hidden />
              {COPY_CHECKLIST_LABEL}
            </Button>
          ) : (
            <Button asChild>
              <Link to={`/auth?tab=signin&next=${encodeURIComponent(path)}`}>
                Sign in to copy it
              </Link>
            </Button>
          ))}
        <Button type="button" variant="outline" onClick={() => void share()}>
          <Link2 aria-hidden />
          Share link
        </Button>
        <Button asChild variant="outline">
          <Link to={`${path}?print=1`}>
            <Printer aria-hidden />
            Print view
          </Link>
        </Button>
        {checklist.viewer.isOwner && (
          <>
            <Button type="button" variant="outline" onClick={() => setEditing((open) => !open)}>
              <Pencil aria-hidden />
              Edit details
            </Button>
            <Button type="button" variant="outline" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden />
              Delete
            </Button>
          </>
        )}
        <ItemActionsMenu
          item={{
            kind: 'checklist',
            id: checklist.id,
            authorId: checklist.owner.id,
            authorName: checklist.owner.username,
            excerpt: checklist.title,
          }}
          label={`More actions for ${checklist.title}`}
        />
      </div>

      {checklist.viewer.isOwner && (
        <VisibilityControl
          checklist={checklist}
          onChange={(visibility) =>
            change.mutate(changes.update({ visibility }), {
              onSuccess: (saved) =>
                notifySuccess(
                  `Visibility: ${checklistVisibilityLabels[saved.visibility]}`,
                  checklistVisibilityHints[saved.visibility],
                ),
              onError: notifyError,
            })
          }
        />
      )}
      {isEditing && (
        <ChecklistDetailsForm
          checklist={checklist}
          onCancel={() => setEditing(false)}
          onSave={(input) =>
            change.mutate(changes.update(input), {
              onSuccess: () => setEditing(false),
              onError: notifyError,
            })
          }
        />
      )}

      <ChecklistEditor checklist={checklist} apply={apply} tick={tick} />

      <ConfirmDeleteDialog
        isOpen={isDeleting}
        onOpenChange={setDeleting}
        title="Delete this checklist?"
        description="It will be gone for you and for anyone with the link. Copies others made stay theirs."
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(checklist.id, {
            onSuccess: () => {
              notifySuccess('Checklist deleted');
              void navigate('/checklists');
            },
            onError: notifyError,
          })
        }
      />
    </article>
  );
}

/**
 * `/checklist/{id}` (issue 14): a checklist as the viewer may see it (policy on the server: a
 * private one is its owner's only). The owner ticks items off (progress), adds, renames, deletes
 * and reorders categories and items inline (drag and drop or keyboard), sets the visibility and
 * shares the link; others copy it to their checklists. `?print=1` is the print view.
 */
export default function ChecklistPage({ serverMissing = false }: { serverMissing?: boolean }) {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const viewerId = session?.user.id ?? null;
  const checklist = useChecklist(id, viewerId);
  // Ticks that have not reached the server yet (offline at the park) show over its answer.
  const pendingTicks = usePendingTicks(viewerId);
  const shown = useMemo(
    () => checklist.data && withPendingTicks(checklist.data, pendingTicks),
    [checklist.data, pendingTicks],
  );
  // `serverMissing`: the server renders the 404 page of a checklist a visitor may not see.
  const notFound =
    serverMissing || (checklist.error instanceof ApiError && checklist.error.status === 404);
  usePageMeta({
    title: checklist.data?.title ?? (notFound ? 'Checklist not found' : 'Checklist'),
    description: checklist.data?.description || 'A Walt Disney World checklist from the community.',
    path: `/checklist/${id}`,
  });
  if (notFound) return <ChecklistNotFound />;
  if (shown && params.get('print') === '1') {
    return <ChecklistPrintView checklist={shown} />;
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      {shown ? (
        <ChecklistView checklist={shown} viewerId={viewerId} />
      ) : checklist.isError ? (
        <ChecklistLoadError
          message={checklist.error.message}
          onRetry={() => void checklist.refetch()}
        />
      ) : (
        <ChecklistPageSkeleton />
      )}
    </div>
  );
}
