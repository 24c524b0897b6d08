import { Users } from 'lucide-react';
import { Link } from 'react-router';
import type { PostGroup } from '../../../../common/features/posts/posts.contract';

/** The group a post belongs to, in its card's header: 'in {group}', a link to the group. */
export function PostGroupLink({ group }: { group: PostGroup }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1">
      <Users aria-hidden className="size-3.5 shrink-0" />
      <span>in</span>
      <Link
        to={`/group/${group.id}`}
        className="inline-flex min-h-8 min-w-0 items-center font-medium text-foreground underline-offset-4 hover:underline"
      >
        <span className="truncate">{group.name}</span>
      </Link>
    </span>
  );
}
