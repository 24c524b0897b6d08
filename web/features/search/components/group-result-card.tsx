import { Users } from 'lucide-react';
import { Link } from 'react-router';
import type { GroupSearchResult } from '../../../../common/features/search/search.contract';
import { countLabel } from '../../../../common/features/profiles/display-name';
import { VisibilityBadge } from '../../groups/components/group-badges';
import { GroupCover } from '../../groups/components/group-cover';
import { HighlightedText } from './highlighted-text';

/** One group found: cover, name and description with the matching parts marked, members. */
export function GroupResultCard({ group }: { group: GroupSearchResult }) {
  return (
    <Link
      to={`/group/${group.id}`}
      aria-label={`${group.name}, ${group.visibility} group, ${countLabel(group.memberCount, 'member', 'members')}`}
      className="flex min-h-16 items-center gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-sm transition-colors hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring motion-reduce:transition-none sm:p-4"
    >
      <GroupCover cover={group.cover} size="card" className="w-24 shrink-0 rounded-lg sm:w-32" />
      <div className="grid min-w-0 gap-1">
        <span className="font-semibold [overflow-wrap:anywhere]">
          <HighlightedText segments={group.nameParts} />
        </span>
        {group.descriptionParts.length > 0 && (
          <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">
            <HighlightedText segments={group.descriptionParts} />
          </p>
        )}
        <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <VisibilityBadge visibility={group.visibility} />
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden className="size-4" />
            {countLabel(group.memberCount, 'member', 'members')}
          </span>
        </span>
      </div>
    </Link>
  );
}
