import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import type { OwnProfile } from '../../../common/features/profiles/profiles.contract';
import { Avatar, AvatarFallback, AvatarImage } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';

/** The avatar (→ the member's own profile) or the Sign In button (spec §2). */
export function AccountButton({
  userId,
  profile,
}: {
  userId: string | undefined;
  profile: OwnProfile | undefined;
}) {
  if (!userId) {
    return (
      <Button asChild>
        <Link to="/auth?tab=signin">
          <LogIn aria-hidden />
          Sign In
        </Link>
      </Button>
    );
  }
  const name = profile?.username ?? 'Your profile';
  return (
    <Link
      to={`/profile/${userId}`}
      aria-label="Your profile"
      className="flex size-11 items-center justify-center rounded-full"
    >
      <Avatar>
        {profile?.avatar_url && <AvatarImage src={profile.avatar_url} alt="" />}
        <AvatarFallback>{name.slice(0, 1).toUpperCase()}</AvatarFallback>
      </Avatar>
    </Link>
  );
}
