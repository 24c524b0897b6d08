import { useQueryClient } from '@tanstack/react-query';
import { LogIn, MessageCircle } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { PublicProfile } from '../../../../common/features/profiles/profiles.contract';
import { Button } from '../../../components/ui/button';
import { preloadAuthDialog } from '../../../features/auth/components/auth-dialog-host';
import { openAuthDialog } from '../../../features/auth/lib/auth-dialog-store';
import { ProfileMenu } from '../../../features/blocks/components/profile-menu';
import { conversationPath } from '../../../features/messages/lib/conversation-path';
import { postKeys } from '../../../features/posts/api/post-query-keys';
import { EditProfileDialog } from '../../../features/profiles/components/edit-profile-dialog';
import { FollowButton } from '../../../features/profiles/components/follow-button';

/** A plain click opens the sign-in dialog here; new-tab and modified clicks follow the link. */
function openDialogOnPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  openAuthDialog('signin');
}

/**
 * What the header offers: 'Edit profile' on your own, Follow / Following on another member's
 * (and 'Message' when their setting lets you write to them; neither once you blocked them) with
 * the '…' menu (Block / Unblock), and 'Sign In to follow' for visitors (the sign-in dialog, or
 * /auth in a new tab).
 */
export function ProfileActions({
  profile,
  viewerId,
}: {
  profile: PublicProfile;
  viewerId: string | null;
}) {
  const queryClient = useQueryClient();
  if (viewerId && (profile.isMe || profile.id === viewerId)) {
    return (
      <EditProfileDialog
        profile={profile}
        userId={viewerId}
        // Posts carry the author's name and photo.
        onSaved={() => void queryClient.invalidateQueries({ queryKey: postKeys.all })}
      />
    );
  }
  // Just signed out of your own profile: the answer for visitors is on its way (and the page
  // is usually leaving); you cannot follow yourself, so offer nothing meanwhile.
  if (!viewerId && profile.isMe) return null;
  if (viewerId) {
    return (
      <>
        {profile.canMessage && (
          <Button asChild variant="outline">
            <Link to={conversationPath(profile.id)}>
              <MessageCircle aria-hidden />
              Message
            </Link>
          </Button>
        )}
        {!profile.blockedByMe && (
          <FollowButton
            memberId={profile.id}
            viewerId={viewerId}
            isFollowing={profile.isFollowing}
          />
        )}
        <ProfileMenu profile={profile} viewerId={viewerId} />
      </>
    );
  }
  return (
    <Button asChild>
      <Link
        to={`/auth?tab=signin&next=${encodeURIComponent(`/profile/${profile.id}`)}`}
        aria-haspopup="dialog"
        onClick={openDialogOnPlainClick}
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
      >
        <LogIn aria-hidden />
        Sign In to follow
      </Link>
    </Button>
  );
}
