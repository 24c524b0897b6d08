import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import { initialOf } from '../../../../common/features/profiles/display-name';

/** A member's photo, or the first letter of their name on a tinted disc. */
export function ProfileAvatar({
  profile,
  src,
  className,
  fallbackClassName,
}: {
  profile: { username: string; first_name: string | null; last_name: string | null };
  /** The photo; none shows the initial. */
  src: string | null | undefined;
  className?: string;
  fallbackClassName?: string;
}) {
  return (
    <Avatar className={className}>
      {src && <AvatarImage src={src} alt="" />}
      <AvatarFallback className={cn('font-semibold', fallbackClassName)}>
        {initialOf(profile)}
      </AvatarFallback>
    </Avatar>
  );
}
