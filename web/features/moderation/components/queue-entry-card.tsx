import {
  Ban,
  CheckCircle2,
  ExternalLink,
  EyeOff,
  MessageSquareWarning,
  Trash2,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import {
  reportItemKindLabels,
  reportReasonLabels,
  type ModerationAction,
  type ModerationQueueEntry,
} from '../../../../common/features/moderation/moderation.contract';
import { MemberAvatar } from '../../../components/member-avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import {
  accountAge,
  fullDate,
  historyText,
  reportCountText,
  suspensionText,
  timeAgo,
} from '../lib/moderation-text';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Time({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={fullDate(iso)}>
      {timeAgo(iso)}
    </time>
  );
}

/** The reported item in context: where it is, its title and text, its photo, its page. */
function ItemContent({ entry }: { entry: ModerationQueueEntry }) {
  const { item } = entry;
  const kind = reportItemKindLabels[entry.itemKind];
  return (
    <div className="grid min-w-0 gap-2">
      {item.contextLabel && (
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {item.contextLabel}
        </p>
      )}
      <div className="flex gap-3">
        <div className="grid min-w-0 flex-1 gap-1">
          {item.title && <p className="font-semibold [overflow-wrap:anywhere]">{item.title}</p>}
          {item.excerpt ? (
            <blockquote className="line-clamp-6 whitespace-pre-line border-l-4 border-primary/40 pl-3 text-sm [overflow-wrap:anywhere]">
              {item.excerpt}
            </blockquote>
          ) : (
            <p className="text-sm italic text-muted-foreground">No text</p>
          )}
        </div>
        {item.imageUrl && (
          <img
            src={item.imageUrl}
            alt={`Photo of the reported ${kind}`}
            loading="lazy"
            className="size-20 shrink-0 rounded-md object-cover sm:size-24"
          />
        )}
      </div>
      {item.conversation && item.conversation.length > 0 && (
        <ol
          aria-label="The conversation around the message"
          className="grid gap-1.5 rounded-md bg-muted/60 p-2"
        >
          {item.conversation.map((message) => (
            <li
              key={message.id}
              className={cn(
                'grid gap-0.5 rounded-md px-2 py-1 text-sm',
                message.isReported && 'bg-destructive/10 ring-1 ring-destructive/40',
              )}
            >
              <span className="text-xs text-muted-foreground">
                <span className="font-semibold text-foreground">
                  {message.author?.username ?? 'Deleted member'}
                </span>{' '}
                · <Time iso={message.createdAt} />
                {message.isReported && <span className="font-semibold"> · Reported</span>}
              </span>
              <span className="whitespace-pre-line [overflow-wrap:anywhere]">{message.body}</span>
            </li>
          ))}
        </ol>
      )}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {item.createdAt && (
          <span>
            {capitalized(kind)} written <Time iso={item.createdAt} />
          </span>
        )}
        {item.linkPath && !item.deleted && (
          <Link
            to={item.linkPath}
            className="inline-flex min-h-11 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink aria-hidden className="size-3.5" />
            Open the {kind}
          </Link>
        )}
      </p>
    </div>
  );
}

/** The author with what helps to judge: account age, role, suspension, earlier reports. */
function AuthorSummary({ author }: { author: ModerationQueueEntry['author'] }) {
  if (!author) {
    return <p className="text-sm text-muted-foreground">The author’s account is gone.</p>;
  }
  const suspended = suspensionText(author.suspendedUntil);
  return (
    <div className="flex items-start gap-3">
      <MemberAvatar member={author} className="size-10" />
      <div className="grid min-w-0 gap-0.5 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <Link to={`/profile/${author.id}`} className="font-semibold hover:underline">
            @{author.username}
          </Link>
          {author.role !== 'member' && (
            <Badge variant="secondary">{capitalized(author.role)}</Badge>
          )}
          {suspended && (
            <Badge variant="destructive">
              <Ban aria-hidden className="size-3" />
              {suspended}
            </Badge>
          )}
        </p>
        <p className="text-muted-foreground">
          Member for {accountAge(author.createdAt)} · {historyText(author.history)}
        </p>
      </div>
    </div>
  );
}

const actionButtons: {
  action: ModerationAction;
  label: string;
  icon: LucideIcon;
  variant: 'outline' | 'destructive';
  needsAuthor?: boolean;
}[] = [
  { action: 'dismiss', label: 'Dismiss', icon: CheckCircle2, variant: 'outline' },
  { action: 'hide', label: 'Hide', icon: EyeOff, variant: 'outline' },
  { action: 'delete', label: 'Delete', icon: Trash2, variant: 'outline' },
  {
    action: 'warn',
    label: 'Warn',
    icon: MessageSquareWarning,
    variant: 'outline',
    needsAuthor: true,
  },
  { action: 'suspend', label: 'Suspend', icon: UserX, variant: 'destructive', needsAuthor: true },
];

/**
 * One item of the review queue: what it is and its state (hidden, deleted), the content in
 * context, its author, the open reports (reason, note, reporter), and the decisions.
 */
export function QueueEntryCard({
  entry,
  onAction,
}: {
  entry: ModerationQueueEntry;
  onAction: (entry: ModerationQueueEntry, action: ModerationAction) => void;
}) {
  const kind = reportItemKindLabels[entry.itemKind];
  const headingId = `queue-${entry.itemKind}-${entry.itemId}`;
  const authorName = entry.author ? `@${entry.author.username}` : 'a deleted member';
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border bg-card p-4 text-card-foreground"
      data-testid="queue-entry"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {capitalized(kind)} by {authorName}
        </h2>
        <Badge variant="accent">{reportCountText(entry.reportCount)}</Badge>
        {entry.hidden && (
          <Badge variant="outline">
            <EyeOff aria-hidden className="size-3" />
            {entry.hidden.cause === 'reports' ? 'Hidden pending review' : 'Hidden by a moderator'}
          </Badge>
        )}
        {entry.item.deleted && <Badge variant="destructive">Deleted</Badge>}
        <span className="ml-auto text-xs text-muted-foreground">
          Last reported <Time iso={entry.lastReportedAt} />
        </span>
      </header>

      <ItemContent entry={entry} />
      <AuthorSummary author={entry.author} />

      <section aria-label={`Reports of this ${kind}`} className="grid gap-2">
        <ul aria-label="Reasons" className="flex flex-wrap gap-1.5">
          {entry.reasons.map(({ reason, count }) => (
            <li key={reason}>
              <Badge variant="secondary">
                {reportReasonLabels[reason]}
                {count > 1 && ` × ${count}`}
              </Badge>
            </li>
          ))}
        </ul>
        <ol className="grid gap-2">
          {entry.reports.map((report) => (
            <li key={report.id} className="grid gap-0.5 rounded-md border px-3 py-2 text-sm">
              <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                <span className="font-semibold text-foreground">
                  {reportReasonLabels[report.reason]}
                </span>
                {report.reporter ? (
                  <span>
                    by{' '}
                    <Link to={`/profile/${report.reporter.id}`} className="hover:underline">
                      @{report.reporter.username}
                    </Link>
                  </span>
                ) : (
                  <span>by a deleted member</span>
                )}
                <Time iso={report.createdAt} />
              </p>
              {report.note && (
                <p className="whitespace-pre-line [overflow-wrap:anywhere]">{report.note}</p>
              )}
            </li>
          ))}
        </ol>
      </section>

      <div
        role="group"
        aria-label={`Decide on the ${kind} by ${authorName}`}
        className="flex flex-wrap gap-2 border-t pt-3"
      >
        {actionButtons
          .filter((button) => !button.needsAuthor || entry.author)
          .filter(
            (button) =>
              !(
                button.action === 'delete' &&
                (entry.itemKind === 'profile' || entry.itemKind === 'group')
              ),
          )
          .filter(
            (button) =>
              !(entry.item.deleted && (button.action === 'hide' || button.action === 'delete')),
          )
          .map(({ action, label, icon: Icon, variant }) => (
            <Button
              key={action}
              type="button"
              variant={variant}
              size="sm"
              className="h-11"
              onClick={() => onAction(entry, action)}
            >
              <Icon aria-hidden />
              {label}
            </Button>
          ))}
      </div>
    </article>
  );
}

/** A queue card's shape while the queue loads. */
export function QueueEntrySkeleton() {
  return (
    <div aria-hidden className="grid gap-4 rounded-xl border bg-card p-4">
      <div className="flex gap-2">
        <div className="h-5 w-40 animate-pulse rounded-md bg-muted" />
        <div className="h-5 w-16 animate-pulse rounded-full bg-muted" />
      </div>
      <div className="h-16 animate-pulse rounded-md bg-muted" />
      <div className="flex gap-3">
        <div className="size-10 animate-pulse rounded-full bg-muted" />
        <div className="h-10 flex-1 animate-pulse rounded-md bg-muted" />
      </div>
      <div className="flex gap-2">
        {[0, 1, 2, 3, 4].map((index) => (
          <div key={index} className="h-11 w-20 animate-pulse rounded-md bg-muted" />
        ))}
      </div>
    </div>
  );
}
