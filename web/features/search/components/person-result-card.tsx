import { Link } from 'react-router';
import type { PersonSearchResult } from '../../../../common/features/search/search.contract';
import { MemberAvatar } from '../../../components/member-avatar';
import { HighlightedText } from './highlighted-text';

/** One member found: avatar, username and name with the matching parts marked, short bio. */
export function PersonResultCard({ person }: { person: PersonSearchResult }) {
  return (
    <Link
      to={`/profile/${person.id}`}
      aria-label={`${person.username}, view profile`}
      className="flex min-h-16 items-center gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring motion-reduce:transition-none"
    >
      <MemberAvatar member={person} className="size-12" />
      <div className="grid min-w-0 gap-0.5">
        <span className="truncate font-semibold">
          <HighlightedText segments={person.usernameParts} />
        </span>
        {person.nameParts.length > 0 && (
          <span className="truncate text-sm text-muted-foreground">
            <HighlightedText segments={person.nameParts} />
          </span>
        )}
        {person.bio && <p className="line-clamp-2 text-sm text-muted-foreground">{person.bio}</p>}
      </div>
    </Link>
  );
}
