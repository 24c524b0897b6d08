import { Calendar, Globe, Lock, MapPin, Tag, Users } from 'lucide-react';
import type { Group } from '../../../../common/features/groups/groups.contract';
import { countLabel } from '../../../../common/features/profiles/display-name';
import { MemberText } from '../../profiles/components/member-text';
import { topicLabel } from './group-card';

const created = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** The about text (links made safe, nothing rendered as HTML) and the group's facts. */
export function GroupAbout({ group }: { group: Group }) {
  const isPrivate = group.visibility === 'private';
  return (
    <section
      aria-label={`About ${group.name}`}
      className="grid gap-6 rounded-xl border bg-card p-4 text-card-foreground sm:p-6"
    >
      {group.about ? (
        <MemberText text={group.about} className="max-w-prose" />
      ) : (
        <p className="text-muted-foreground">The owner has not written about this group yet.</p>
      )}
      <dl className="grid gap-3 border-t pt-4 text-sm sm:grid-cols-2">
        <div className="grid gap-0.5">
          <dt className="flex items-center gap-2 font-medium">
            {isPrivate ? (
              <Lock aria-hidden className="size-4 text-primary" />
            ) : (
              <Globe aria-hidden className="size-4 text-primary" />
            )}
            {isPrivate ? 'Private group' : 'Public group'}
          </dt>
          <dd className="pl-6 text-muted-foreground">
            {isPrivate
              ? 'Only members see posts and members. Moderators approve who joins.'
              : 'Anyone can see the posts and members, and join.'}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="flex items-center gap-2 font-medium">
            <Users aria-hidden className="size-4 text-primary" />
            Members
          </dt>
          <dd className="pl-6 text-muted-foreground">
            {countLabel(group.memberCount, 'member', 'members')}
          </dd>
        </div>
        {group.park && (
          <div className="grid gap-0.5">
            <dt className="flex items-center gap-2 font-medium">
              <MapPin aria-hidden className="size-4 text-primary" />
              Park
            </dt>
            <dd className="pl-6 text-muted-foreground">{group.park}</dd>
          </div>
        )}
        {group.topic && (
          <div className="grid gap-0.5">
            <dt className="flex items-center gap-2 font-medium">
              <Tag aria-hidden className="size-4 text-primary" />
              Topic
            </dt>
            <dd className="pl-6 text-muted-foreground">{topicLabel(group.topic)}</dd>
          </div>
        )}
        <div className="grid gap-0.5">
          <dt className="flex items-center gap-2 font-medium">
            <Calendar aria-hidden className="size-4 text-primary" />
            Created
          </dt>
          <dd className="pl-6 text-muted-foreground">
            {created.format(new Date(group.createdAt))}
          </dd>
        </div>
      </dl>
    </section>
  );
}
