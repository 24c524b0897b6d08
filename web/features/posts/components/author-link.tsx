import { Link } from 'react-router';
import type { Author } from '../../../../common/features/posts/posts.contract';
import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';

/** A member's avatar and username, linking to their profile. */
export function AuthorLink({
  author,
  id,
  size = 'default',
}: {
  author: Author;
  id?: string;
  size?: 'default' | 'sm';
}) {
  return (
    <Link
      to={`/profile/${author.id}`}
      className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-md font-semibold hover:underline"
    >
      <Avatar className={cn(size === 'sm' ? 'size-8' : 'size-10')}>
        {author.avatar_url && <AvatarImage src={author.avatar_url} alt="" />}
        <AvatarFallback aria-hidden>{author.username.slice(0, 1).toUpperCase()}</AvatarFallback>
      </Avatar>
      <span id={id} className="truncate">
        {author.username}
      </span>
    </Link>
  );
}
