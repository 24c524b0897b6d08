import { Avatar, AvatarFallback, AvatarImage } from './ui/avatar';

/**
 * A member's photo, or the first letter of their username while it loads or when they have
 * none. Decorative: the username is always written beside it.
 */
export function MemberAvatar({
  member,
  className,
}: {
  member: { username: string; avatar_url: string | null };
  className?: string;
}) {
  return (
    <Avatar className={className}>
      {member.avatar_url && <AvatarImage src={member.avatar_url} alt="" />}
      <AvatarFallback aria-hidden>{member.username.slice(0, 1).toUpperCase()}</AvatarFallback>
    </Avatar>
  );
}
