import { MapPin, Tag, Users } from 'lucide-react';
import { Link } from 'react-router';
import { groupTopicLabels, type GroupTopic } from '../../../../common/features/groups/group-limits';
import type { GroupSummary } from '../../../../common/features/groups/groups.contract';
import { countLabel } from '../../../../common/features/profiles/display-name';
import { Skeleton } from '../../../components/ui/skeleton';
import { RoleBadge, VisibilityBadge } from './group-badges';
import { GroupCover } from './group-cover';

/** A topic's label (a stored key the app does not know yet shows as it is). */
export const topicLabel = (topic: string) => groupTopicLabels[topic as GroupTopic] ?? topic;

/**
 * A group in a list: cover, name (the link to its page, stretched over the card), visibility,
 * short description, member count, park and topic, and the viewer's role or pending request.
 */
export function GroupCard({ group }: { group: GroupSummary }) {
  const nameId = `group-${group.id}-name`;
  return (
    <article
      aria-labelledby={nameId}
      className="group/card relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow duration-150 focus-within:ring-2 focus-within:ring-ring hover:shadow-md motion-reduce:transition-none"
    >
      <GroupCover cover={group.cover} size="card" />
      <div className="grid flex-1 content-start gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={nameId} className="min-w-0 text-lg font-semibold leading-snug">
            <Link
              to={`/group/${group.id}`}
              className="outline-none [overflow-wrap:anywhere] after:absolute after:inset-0 hover:underline"
            >
              {group.name}
            </Link>
          </h3>
          <VisibilityBadge visibility={group.visibility} />
        </div>
        {group.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {group.description}
          </p>
        )}
        <ul
          aria-label="About this group"
          className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-sm text-muted-foreground"
        >
          <li className="inline-flex items-center gap-1">
            <Users aria-hidden className="size-4" />
            {countLabel(group.memberCount, 'member', 'members')}
          </li>
          {group.park && (
            <li className="inline-flex items-center gap-1">
              <MapPin aria-hidden className="size-4" />
              {group.park}
            </li>
          )}
          {group.topic && (
            <li className="inline-flex items-center gap-1">
              <Tag aria-hidden className="size-4" />
              {topicLabel(group.topic)}
            </li>
          )}
        </ul>
        {group.viewer.membership === 'member' && group.viewer.role && (
          <p className="text-sm">
            <span className="sr-only">Your role: </span>
            <RoleBadge role={group.viewer.role} />
          </p>
        )}
        {group.viewer.membership === 'requested' && (
          <p className="text-sm text-muted-foreground">You asked to join</p>
        )}
      </div>
    </article>
  );
}

/** The card's shape while a list loads. */
export function GroupCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-xl border bg-card">
      <Skeleton className="aspect-[2/1] w-full rounded-none" />
      <div className="grid gap-2 p-4">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}

/** A grid of card skeletons, announced once as loading. */
export function GroupGridSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2">
      {Array.from({ length: count }, (_, index) => (
        <GroupCardSkeleton key={index} />
      ))}
    </div>
  );
}
