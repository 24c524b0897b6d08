import { MapPin, Tag, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Group } from '../../../../common/features/groups/groups.contract';
import { countLabel } from '../../../../common/features/profiles/display-name';
import { Skeleton } from '../../../components/ui/skeleton';
import { RoleBadge, VisibilityBadge } from './group-badges';
import { topicLabel } from './group-card';
import { GroupCover } from './group-cover';

/**
 * A group's header: cover, name (the page's h1), visibility, member count, park, topic, the
 * short description, and `actions` (the membership button, the owner's menu).
 */
export function GroupHeader({
  group,
  actions,
  headingLevel = 1,
}: {
  group: Group;
  actions?: ReactNode;
  /** 1 on the group's page; lower where the header is shown inside another page. */
  headingLevel?: 1 | 3;
}) {
  const role = group.viewer.membership === 'member' ? group.viewer.role : null;
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  const headingId = `group-heading-${group.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm"
    >
      <GroupCover cover={group.cover} size="header" isEager />
      <div className="grid gap-3 px-4 py-5 sm:px-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-2">
            <Heading
              id={headingId}
              className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl"
            >
              {group.name}
            </Heading>
            <div className="flex flex-wrap items-center gap-2">
              <VisibilityBadge visibility={group.visibility} />
              {role && (
                <span className="inline-flex items-center gap-1 text-sm">
                  <span className="sr-only">Your role:</span>
                  <RoleBadge role={role} />
                </span>
              )}
            </div>
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
        {group.description && (
          <p className="max-w-prose text-muted-foreground [overflow-wrap:anywhere]">
            {group.description}
          </p>
        )}
        <ul
          aria-label="About this group"
          className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t pt-3 text-sm"
        >
          <li className="inline-flex min-h-8 items-center gap-1.5">
            <Users aria-hidden className="size-4 text-primary" />
            <strong className="font-semibold tabular-nums" data-testid="group-member-count">
              {countLabel(group.memberCount, 'member', 'members')}
            </strong>
          </li>
          {group.park && (
            <li className="inline-flex min-h-8 items-center gap-1.5 text-muted-foreground">
              <MapPin aria-hidden className="size-4" />
              {group.park}
            </li>
          )}
          {group.topic && (
            <li className="inline-flex min-h-8 items-center gap-1.5 text-muted-foreground">
              <Tag aria-hidden className="size-4" />
              {topicLabel(group.topic)}
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}

/** The header's shape while the group loads. */
export function GroupHeaderSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the group"
      className="overflow-hidden rounded-2xl border bg-card"
    >
      <Skeleton className="aspect-[3/1] w-full rounded-none sm:aspect-[4/1]" />
      <div className="grid gap-3 px-4 py-5 sm:px-6">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}
