import { Link } from 'react-router';
import type { Author } from '../../common/features/posts/posts.contract';
import { cn } from '../lib/cn';
import { MemberAvatar } from './member-avatar';

/** A member's avatar and username, linking to their profile. */
export function AuthorLink({
  author,
  id,
  size = 'default',
  className,
}: {
  author: Author;
  /** The id of the username, for `aria-labelledby`. */
  id?: string;
  size?: 'default' | 'sm';
  className?: string;
}) {
  return (
    <Link
      to={`/profile/${author.id}`}
      className={cn(
        'inline-flex min-h-11 min-w-0 items-center gap-2 rounded-md font-semibold hover:underline',
        className,
      )}
    >
      <MemberAvatar member={author} className={size === 'sm' ? 'size-8' : 'size-10'} />
      <span id={id} className="truncate">
        {author.username}
      </span>
    </Link>
  );
}
