import { LogIn } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { OwnProfile } from '../../../common/features/profiles/profiles.contract';
import { Avatar, AvatarFallback, AvatarImage } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { preloadAuthDialog } from '../../features/auth/components/auth-dialog-host';
import { AuthRouteEffects } from '../../features/auth/components/auth-route-effects';
import { openAuthDialog } from '../../features/auth/lib/auth-dialog-store';

/** A plain click opens the dialog; new-tab and modified clicks follow the link to /auth. */
function openDialogOnPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  openAuthDialog('signin');
}

/**
 * The avatar (→ the member's own profile) or Sign In (spec §2), which opens the auth dialog on
 * the sign-in tab (a link to /auth underneath, for new tabs and before scripts run).
 */
export function AccountButton({
  userId,
  profile,
}: {
  userId: string | undefined;
  profile: OwnProfile | undefined;
}) {
  const name = profile?.username ?? 'Your profile';
  return (
    <>
      {userId ? (
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
      ) : (
        <Button asChild>
          <Link
            to="/auth?tab=signin"
            aria-haspopup="dialog"
            onClick={openDialogOnPlainClick}
            onPointerEnter={preloadAuthDialog}
            onFocus={preloadAuthDialog}
          >
            <LogIn aria-hidden />
            Sign In
          </Link>
        </Button>
      )}
      <AuthRouteEffects />
    </>
  );
}
